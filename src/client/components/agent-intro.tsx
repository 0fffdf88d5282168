import { Stack, Text, Title } from '@mantine/core';
import type { Agent } from '../../shared/schemas/agent';
import { AgentAvatar } from './agent-avatar';
import { GuideText } from './guide-text';

/** The blank-chat welcome for an agent: portrait, name, guide and description. */
export function AgentIntro({ agent }: { agent: Agent }) {
  return (
    <Stack align="center" gap="md" maw={560} mx="auto" ta="center" data-testid="agent-intro">
      <AgentAvatar agent={agent} size={88} />
      <Title order={1} fz={{ base: 24, sm: 28 }} data-testid="agent-intro-name">
        {agent.name}
      </Title>
      {agent.guide.length > 0 && (
        <GuideText segments={agent.guide} size="lg" lh={1.5} data-testid="agent-intro-guide" />
      )}
      <Text c="dimmed" size="sm" data-testid="agent-intro-description">
        {agent.description}
      </Text>
    </Stack>
  );
}
