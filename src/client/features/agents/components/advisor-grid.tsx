import { SimpleGrid } from '@mantine/core';
import type { Agent } from '../../../../shared/schemas/agent';
import { AgentCard } from '../../../components/agent-card';
import { track } from '../../../lib/analytics';

/**
 * The advisor catalogue on the home page: one card per active agent, each opening its chat. The
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
          onOpen={(opened) => track('advisor_card_click', { agent: opened.slug })}
        />
      ))}
    </SimpleGrid>
  );
}
