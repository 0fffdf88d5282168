import type { QueryClient } from '@tanstack/react-query';
import { getQueryKey } from '@trpc/react-query';
import superjson from 'superjson';
import { INITIAL_DATA_ELEMENT_ID } from '../../shared/initial-data';
import { trpc, type RouterOutputs } from '../lib/trpc';

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

/** The data the server embedded in this page (superjson's envelope, as tRPC sends it), or null. */
export function readEmbeddedInitialData(doc: Document): InitialData | null {
  const text = doc.getElementById(INITIAL_DATA_ELEMENT_ID)?.textContent;
  return text ? superjson.parse<InitialData>(text) : null;
}
