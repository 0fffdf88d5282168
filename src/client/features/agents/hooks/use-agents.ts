import { trpc } from '../../../lib/trpc';

/** Active agents, default first (the catalogue changes rarely: cache for 10 minutes). */
export function useAgents() {
  return trpc.agent.list.useQuery(undefined, { staleTime: 10 * 60_000 });
}
