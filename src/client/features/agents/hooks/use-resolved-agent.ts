import { resolveAgent } from './resolve-agent';
import { useAgents } from './use-agents';

/** The agent for a chat route's slug, falling back to the default agent. */
export function useResolvedAgent(slug: string | undefined) {
  const query = useAgents();
  const { agent, fallback } = resolveAgent(query.data ?? [], slug);
  return { ...query, agent, fallback };
}
