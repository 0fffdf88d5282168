import { httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
// The only import from the server allowed in the client: a type, erased at build time.
import type { AppRouter } from '../../server/trpc/router';
import { clientTransformer, fetchLoadingSuperjson, loadSuperjson } from './trpc-transformer';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Same-origin endpoint: served by the app in production, proxied by Vite in development. */
const TRPC_URL = '/trpc';

const sameOriginFetch = (input: RequestInfo | URL, init?: RequestInit) =>
  fetchLoadingSuperjson(input, { ...init, credentials: 'same-origin' });

/**
 * One client per app:
 * - subscriptions → SSE (`httpSubscriptionLink`);
 * - queries and mutations → plain batches (`httpBatchLink`). Streamed batches would let each answer
 *   arrive as soon as it is ready, but their decoder weighs ~1 KB gzip on every first load and our
 *   batches are small and fast. A batched call's cookies and headers reach the browser (sign-in,
 *   guest creation and logout set the session cookie).
 */
export function createTrpcClient() {
  // superjson loads only when an answer needs it (lib/trpc-transformer.ts).
  const common = { url: TRPC_URL, transformer: clientTransformer, fetch: sameOriginFetch } as const;
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        // A stream's events are read without a fetch to wait on: superjson is loaded before it opens.
        true: httpSubscriptionLink({ url: TRPC_URL, transformer: clientTransformer, eventSourceOptions: () => loadSuperjson().then(() => ({})) }),
        // The server refuses batches over 20 calls and addresses over 8 KB (issue 25); split below both.
        false: httpBatchLink({ ...common, maxItems: 20, maxURLLength: 6000 }),
      }),
    ],
  });
}
