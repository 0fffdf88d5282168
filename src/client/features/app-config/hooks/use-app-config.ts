import { trpc } from '../../../lib/trpc';

/** Public server configuration (AI mode, optional Google / Turnstile keys). Fixed per deployment. */
export function useAppConfig() {
  return trpc.meta.config.useQuery(undefined, { staleTime: Number.POSITIVE_INFINITY });
}
