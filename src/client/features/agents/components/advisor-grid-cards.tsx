import { SimpleGrid } from '@mantine/core';
import type { Agent } from '../../../../shared/schemas/agent';
import { AgentCard } from '../../../components/agent-card';

/**
 * The advisor catalogue on the home page: one card per active agent, each opening its chat (the
 * clicks are tracked by its wrapper, advisor-grid.tsx, which keeps the server's markup). The
 * catalogue comes with the page (the server embeds it: app/site/site-data.tsx).
 */
export function AdvisorGrid({ agents }: { agents: readonly Agent[] }) {
  return (
    <SimpleGrid cols={{ base: 1, xs: 2, md: 3, lg: 4 }} spacing="md" data-testid="advisor-grid">
      {agents.map((agent) => (
        <AgentCard
          key={agent.id}
          agent={agent}
          to={`/chat/${agent.slug}`}
        />
      ))}
    </SimpleGrid>
  );
}

