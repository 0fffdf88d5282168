import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import { INITIAL_DATA_ELEMENT_ID } from '../../shared/initial-data';
import { trpc, type RouterOutputs } from '../lib/trpc';
import { clientTransformer } from '../lib/trpc-transformer';

/** What the server embeds in every page (src/server/http/seo/initial-data.ts): tRPC's own answers. */
export interface InitialData {
  agents: RouterOutputs['agent']['list'];
  config: RouterOutputs['meta']['config'];
}

/**
 * Puts the initial data into the query cache under the keys useAgents and useAppConfig read, as if
 * just fetched: their own staleTime decides when it is fetched again (agents after 10 minutes,
 * the config never). The server's pre-render and the browser seed alike, so hydration matches.
 */
export function seedQueryClient(queryClient: QueryClient, data: InitialData): void {
  queryClient.setQueryData(getQueryKey(trpc.agent.list, undefined, 'query'), data.agents);
  queryClient.setQueryData(getQueryKey(trpc.meta.config, undefined, 'query'), data.config);
}

/**
 * The data the server embedded in this page (superjson's envelope, as tRPC sends it), or null —
 * also when it needs superjson, which the first load does without: the queries then fetch it.
 */
export function readEmbeddedInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  if (!text) return null;
  try {
    return clientTransformer.deserialize(JSON.parse(text)) as InitialData;
  } catch {
    return null;
  }
}
