// docs/examples/trpc-client.ts · run: ADVISOR_URL=http://localhost:3000 bun docs/examples/trpc-client.ts
import { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } from '@trpc/client';
import { EventSource } from 'eventsource'; // outside browsers only: the EventSource polyfill
import superjson from 'superjson';
import type { AppRouter } from '../../src/server/trpc/router'; // a type: nothing of the server is bundled

const url = `${process.env.ADVISOR_URL ?? 'http://localhost:3000'}/trpc`;
let token: string | null = null;
const auth = (): Record<string, string> => (token ? { authorization: `Bearer ${token}` } : {});

const client = createTRPCClient<AppRouter>({
  links: [
    splitLink({
      condition: (op) => op.type === 'subscription',
      // Subscriptions over server-sent events; the polyfill lets them carry the Bearer header.
      true: httpSubscriptionLink({
        url,
        transformer: superjson,
        EventSource,
        eventSourceOptions: () => ({ fetch: (input, init) => fetch(input, { ...init, headers: { ...init?.headers, ...auth() } }) }),
      }),
      // Queries and mutations in batches: one HTTP request for the calls made in the same tick.
      false: httpBatchLink({ url, transformer: superjson, headers: auth }),
    }),
  ],
});

token = (await client.auth.createGuest.mutate({})).token; // shown once; the browser uses the cookie instead
const [chat, agents] = await Promise.all([client.session.create.mutate({}), client.agent.list.query()]); // one batch
console.log(`chat ${chat.id} with ${agents.length} advisors`);

const sent = await client.chat.send.mutate({ sessionId: chat.id, items: [{ type: 'text', content: "She replied 'haha maybe'. What now?" }] });
await new Promise<void>((resolve, reject) => {
  const subscription = client.chat.onReply.subscribe(
    { sessionId: chat.id, messageId: sent.assistantMessage.id }, // the link resumes with lastEventId on reconnect
    {
      onData: ({ data: event }) => {
        if (event.data.type === 'text') process.stdout.write(event.data.content); // the typed event union
        if (event.event === 'end') {
          console.log(`\nreply ${event.data.type}`);
          subscription.unsubscribe();
          resolve();
        }
      },
      onError: reject,
    },
  );
});
