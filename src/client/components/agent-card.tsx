import { Card, Group, Text } from '@mantine/core';
import type { Agent } from '../../shared/schemas/agent';
import { AgentAvatar } from './agent-avatar';
import classes from './agent-card.module.css';

type AgentCardProps = { agent: Agent; to: string; onOpen?: (agent: Agent) => void };

/** One advisor in the home catalogue: portrait, name, description; the whole card is a link. */
export function AgentCard({ agent, to, onOpen }: AgentCardProps) {
  return (
    <Card
      component="a"
      href={to}
      onClick={() => onOpen?.(agent)}
      className={classes.card}
      padding="lg"
      radius="lg"
      withBorder
      data-testid={`agent-card-${agent.slug}`}
    >
      <Group gap="sm" wrap="nowrap" mb="sm">
        <AgentAvatar agent={agent} size={48} />
        <Text fw={650} size="md" lh={1.3} data-testid="agent-card-name">
          {agent.name}
        </Text>
      </Group>
      <Text size="sm" c="dimmed" lineClamp={3} data-testid="agent-card-description">
        {agent.description}
      </Text>
    </Card>
  );
}
