import { Badge, Card, Container, Group, SimpleGrid, Stack, Text, Title, UnstyledButton } from '@mantine/core';
import { LightButton } from '../../../components/light-button';
import { STATIC_PAGES } from '../../../../shared/site/static-pages';
import { TOOLS } from '../../../../shared/site/tools';
import classes from '../components/public.module.css';
import { PublicMarkupLayout } from '../components/public-markup-layout';
import { askAttributes } from '../hooks/ask-advisor';

/**
 * /tools: every active advisor as a tool; the card opens its chat, an example asks it at once.
 * Drawn by the server (and a client-only render); the browser keeps it as markup (`PublicMarkupLayout`).
 */
export function ToolsPage() {
  return (
    <PublicMarkupLayout testId="tools-page">
      <Container size="lg" className={classes.section}>
        <Stack gap="xs" mb={40} maw={720}>
          <Title order={1} fz={{ base: 32, sm: 44 }}>
            {STATIC_PAGES.tools.heading}
          </Title>
          <Text size="lg" c="dimmed">
            {STATIC_PAGES.tools.description}
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }} spacing="md">
          {TOOLS.map((tool) => (
            <Card key={tool.agentSlug} className={classes.card} withBorder radius="lg" padding="lg" data-testid={`tool-${tool.agentSlug}`}>
              <Stack gap="sm" h="100%">
                <Group gap="sm" wrap="nowrap">
                  <img src={`/agents/${tool.agentSlug}.svg`} width={44} height={44} alt="" style={{ borderRadius: 12, flex: 'none' }} />
                  <div>
                    <Title order={2} fz="md" lh={1.3}>
                      {tool.name}
                    </Title>
                    <Badge variant="light" color="gray" size="xs" tt="none">
                      {tool.group}
                    </Badge>
                  </div>
                </Group>
                <Text size="sm" c="dimmed">
                  {tool.pitch}
                </Text>
                <Stack gap={6} style={{ flex: 1 }}>
                  {tool.examples.map((example) => (
                    <UnstyledButton
                      key={example}
                      className={classes.bubbleThem}
                      {...askAttributes(example, { agentSlug: tool.agentSlug, source: 'tools_example' })}
                      data-testid="tool-example"
                    >
                      {example}
                    </UnstyledButton>
                  ))}
                </Stack>
                <LightButton component="a" href={`/chat/${tool.agentSlug}`} variant="light" w="fit-content" data-testid="tool-open">
                  Open {tool.name}
                </LightButton>
              </Stack>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </PublicMarkupLayout>
  );
}
