import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource';
import superjson from 'superjson';
import { createApp } from '../../src/server/app';
import type { AppRouter } from '../../src/server/trpc/router';
import { startedForFile } from './for-file';
import { createTestDeps, type TestDeps } from './test-deps';

/** The whole app on a real port over a fresh test database, as the chat HTTP tests drive it. */
export async function startChatServer(): Promise<{ t: TestDeps; base: string; close: () => Promise<void> }> {
  const t = await createTestDeps();
  const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  return {
    t,
    base: `http://127.0.0.1:${server.server?.port}`,
    close: async () => {
      await server.stop(true);
      await t.close();
    },
  };
}

/** startChatServer for a whole test file (see startedForFile). */
export const chatServerForFile = () => startedForFile(startChatServer);

export type Guest = { auth: Record<string, string>; chatId: string; userId: string };

/** A guest over real HTTP (Bearer token), with a chat. */
export async function guestWithChat(base: string, agent = 'chat-advisor'): Promise<Guest> {
  const guest = await fetch(`${base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
  const auth = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
  const chat = await fetch(`${base}/api/session/agent/${agent}`, { method: 'POST', headers: auth }).then((r) => r.json());
  return { auth, chatId: chat.result.id as string, userId: guest.result.id as string };
}

/** POSTs a text message; the answer is the reply's SSE stream. */
export const sendText = (base: string, auth: Record<string, string>, chatId: string, text: string, init: RequestInit = {}) =>
  fetch(`${base}/api/session/${chatId}/message`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ items: [{ type: 'text', content: text }] }),
    ...init,
  });

/** The typed tRPC client a browser tab uses, authenticated by the guest's Bearer token (queries batched, replies over SSE). */
export function trpcClientFor(base: string, auth: Record<string, string>) {
  const headers = { authorization: auth.authorization! };
  return createTRPCClient<AppRouter>({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: httpSubscriptionLink({
          url: `${base}/trpc`,
          transformer: superjson,
          // Node/Bun have no EventSource; the polyfill lets us pass the Bearer header.
          EventSource: class extends EventSource {
            constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
              super(url, { ...init, fetch: (u, i) => fetch(u, { ...i, headers: { ...(i?.headers as Record<string, string>), ...headers } }) });
            }
          } as unknown as typeof globalThis.EventSource,
        }),
        false: httpBatchLink({ url: `${base}/trpc`, transformer: superjson, headers }),
      }),
    ],
  });
}
