import { Card, Stack, Text, Title } from '@mantine/core';
import type { Scenario } from '../../../../shared/site/schema';
import { MessageBubble } from './message-bubble';
import classes from './public.module.css';

/** One situation of a landing page: what to do, and messages you could send. */
export function ScenarioCard({ scenario, index }: { scenario: Scenario; index: number }) {
  return (
    <Card component="article" className={classes.card} withBorder radius="lg" padding="lg" data-testid="use-case-scenario">
      <Text size="xs" fw={700} c="var(--app-accent-text)" mb={4}>
        {String(index + 1).padStart(2, '0')}
      </Text>
      <Title order={3} fz="lg" mb="xs">
        {scenario.title}
      </Title>
      <Text size="sm" c="dimmed" mb="md" style={{ lineHeight: 1.6 }}>
        {scenario.advice}
      </Text>
      <Text size="xs" fw={650} mb={6}>
        Try sending
      </Text>
      <Stack gap={6}>
        {scenario.examples.map((example) => (
          <MessageBubble key={example} from="you" text={example} />
        ))}
      </Stack>
    </Card>
  );
}
