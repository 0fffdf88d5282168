import { Anchor, Container, SimpleGrid, Stack, Text } from '@mantine/core';
import { SOLUTION_GROUPS, USE_CASE_DIRECTORY } from '../../../../shared/site/use-cases/catalog';
import classes from './public.module.css';
import { SectionHeading } from './section-heading';

/** Home: every use-case landing page, grouped (the header's Solutions link lands here). */
export function SolutionsSection() {
  return (
    <section id="solutions" className={classes.section} aria-labelledby="solutions-title" data-testid="home-solutions">
      <Container size="lg">
        <SectionHeading id="solutions-title" eyebrow="Solutions" title="Guides for the situation you are in">
          Practical advice for each moment, with messages you can send — and an advisor one click away.
        </SectionHeading>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 4 }} spacing="xl">
          {SOLUTION_GROUPS.map((group) => (
            <Stack key={group.title} gap={8}>
              <Text fw={700}>{group.title}</Text>
              {USE_CASE_DIRECTORY.filter((u) => group.categories.includes(u.category)).map((u) => (
                <Anchor key={u.slug} component="a" href={`/use-case/${u.slug}`} size="sm" c="dimmed" data-testid="solution-link">
                  {u.caseName}
                </Anchor>
              ))}
            </Stack>
          ))}
        </SimpleGrid>
      </Container>
    </section>
  );
}
