import { httpBatchLink, httpBatchStreamLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import type { inferRouterInputs, inferRouterOutputs } from '@trpc/server';
import superjson from 'superjson';
// The only import from the server allowed in the client: a type, erased at build time.
import type { AppRouter } from '../../server/trpc/router';

export const trpc = createTRPCReact<AppRouter>();

export type RouterInputs = inferRouterInputs<AppRouter>;
export type RouterOutputs = inferRouterOutputs<AppRouter>;

/** Same-origin endpoint: served by the app in production, proxied by Vite in development. */
const TRPC_URL = '/trpc';

const sameOriginFetch = (input: RequestInfo | URL, init?: RequestInit) =>
  fetch(input, { ...init, credentials: 'same-origin' });

/**
 * One client per app:
 * - subscriptions → SSE (`httpSubscriptionLink`);
 * - queries → streamed batches (`httpBatchStreamLink`), each answer arrives as soon as it is ready;
 * - mutations → plain batches (`httpBatchLink`). A streamed response sends its headers before the
 *   procedures run, so a procedure cannot set cookies or headers there (tRPC docs,
 *   links/httpBatchStreamLink); sign-in, guest creation and logout set the session cookie.
 */
export function createTrpcClient() {
  const common = { url: TRPC_URL, transformer: superjson, fetch: sameOriginFetch } as const;
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({ url: TRPC_URL, transformer: superjson }),
        false: splitLink({
          condition: (op) => op.type === 'mutation',
          true: httpBatchLink(common),
          false: httpBatchStreamLink(common),
        }),
      }),
    ],
  });
}
