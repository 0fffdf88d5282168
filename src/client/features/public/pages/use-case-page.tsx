import { Anchor, Badge, Box, Card, Container, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { CATEGORY_LABELS } from '../../../../shared/site/use-cases/catalog';
import classes from '../components/public.module.css';
import { PublicMarkupLayout } from '../components/public-markup-layout';
import { ScenarioCard } from '../components/scenario-card';
import { SectionHeading } from '../components/section-heading';
import { UseCaseCta } from '../components/use-case-cta';
import type { UseCasePageData } from '../data/load-use-case';

/**
 * /use-case/{slug}: one situation, six scenarios with advice, four reasons, and a one-click chat.
 * Drawn by the server (and a client-only render); the browser keeps it as markup (`PublicMarkupLayout`).
 */
export function UseCasePage({ data }: { data: UseCasePageData }) {
  const { useCase } = data;
  return (
    <PublicMarkupLayout testId="use-case-page">
      <Box component="section" className={classes.section} pb={48}>
        <Container size="lg">
          <Stack gap="md" maw={760}>
            <Badge variant="light" radius="xl" tt="none" w="fit-content" data-testid="use-case-category">
              {CATEGORY_LABELS[useCase.category]}
            </Badge>
            <Title order={1} fz={{ base: 32, sm: 44 }} lh={1.1} style={{ textWrap: 'balance' }} data-testid="use-case-title">
              {useCase.caseName}
            </Title>
            <Text size="lg" c="dimmed">
              {useCase.metaDescription}
            </Text>
            <UseCaseCta useCase={useCase} placement="top" />
          </Stack>
        </Container>
      </Box>
      <Container size="lg" component="section" pb={64} aria-labelledby="scenarios-title">
        <SectionHeading id="scenarios-title" align="left" title="Six moments, and what to say" />
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {useCase.scenarios.map((scenario, index) => (
            <ScenarioCard key={scenario.title} scenario={scenario} index={index} />
          ))}
        </SimpleGrid>
      </Container>
      <Box component="section" className={`${classes.section} ${classes.tinted}`} aria-labelledby="why-title">
        <Container size="lg">
          <SectionHeading id="why-title" title="Why ask an advisor about it" />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="md" mb="xl">
            {useCase.sellingPoints.map((point) => (
              <Card key={point.title} className={classes.card} withBorder radius="lg" padding="lg" data-testid="use-case-selling-point">
                <Text fw={650} mb={6}>
                  {point.title}
                </Text>
                <Text size="sm" c="dimmed">
                  {point.description}
                </Text>
              </Card>
            ))}
          </SimpleGrid>
          <Stack align="center">
            <UseCaseCta useCase={useCase} placement="bottom" />
          </Stack>
        </Container>
      </Box>
      {data.related.length > 0 && (
        <Container size="lg" component="section" className={classes.section} aria-labelledby="related-title">
          <SectionHeading id="related-title" align="left" title={`More on ${CATEGORY_LABELS[useCase.category].toLowerCase()}`} />
          <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="xs">
            {data.related.map((entry) => (
              <Anchor key={entry.slug} component="a" href={`/use-case/${entry.slug}`} data-testid="related-use-case">
                {entry.caseName}
              </Anchor>
            ))}
          </SimpleGrid>
        </Container>
      )}
    </PublicMarkupLayout>
  );
}
