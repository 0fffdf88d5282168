import { Button, SimpleGrid, Skeleton, Stack, Text } from '@mantine/core';
import { AgentCard } from '../../../components/agent-card';
import { track } from '../../../lib/analytics';
import { serverErrorText } from '../../../lib/error-status';
import { useAgents } from '../hooks/use-agents';

/** The advisor catalogue on the home page: one card per active agent, each opening its chat. */
export function AdvisorGrid() {
  const { data: agents, isPending, isError, error, refetch } = useAgents();

  if (isPending) {
    return (
      <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="advisor-grid-loading">
        {Array.from({ length: 8 }, (_, i) => (
          <Skeleton key={i} h={148} radius="lg" />
        ))}
      </SimpleGrid>
    );
  }

  if (isError) {
    return (
      <Stack align="center" gap="xs" py="xl" role="alert" data-testid="advisor-grid-error">
        <Text fw={600}>Couldn't load the advisors</Text>
        <Text c="dimmed" size="sm">
          {serverErrorText(error)}
        </Text>
        <Button variant="light" size="xs" onClick={() => refetch()}>
          Try again
        </Button>
      </Stack>
    );
  }

  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="advisor-grid">
      {agents.map((agent) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          to={`/chat/${agent.slug}`}
          onOpen={(opened) => track('advisor_card_click', { agent: opened.slug })}
        />
      ))}
    </SimpleGrid>
  );
}
