/**
 * Our app for `bench chat-page`, on a fresh database (in-memory PGlite, or Postgres via
 * TEST_DATABASE_URL). Bench-only endpoint (here, never in src/): POST /bench/setup {messages,
 * sessions} inserts, with drizzle, one chat of `messages` messages for one user and `sessions`
 * chats for another, and answers their tokens and ids. Prints `PORT=<n>`; exits when stdin closes.
 */
import { eq } from 'drizzle-orm';
import { agents, chatSessions, messages } from '../../src/db/schema';
import { createApp } from '../../src/server/app';
import { createGuest } from '../../src/server/services/auth';
import { createTestDeps } from '../../tests/helpers/test-deps';
import { lifeline, ready } from './common';

const test = await createTestDeps();
const { deps } = test;

/** About the size of a real exchange: a question, and an answer of a few paragraphs. */
const USER_TEXT = 'She replied "haha maybe" to my invitation for Saturday. What does that mean and how should I answer without sounding needy?';
const REPLY_TEXT =
  '"Haha maybe" usually means interest without commitment: she is keeping the door open but wants less pressure. ' +
  'Answer lightly and make it easy to say yes: name a concrete plan, a time, and an exit. For example: "No pressure — ' +
  "I'm going to that little jazz bar at 8. Come if you feel like it, I'd like that.\" Then let it rest: one message, no follow-up " +
  'the same day. If she says yes, great; if not, you have shown you are relaxed and have a life of your own, which is attractive.';

async function setup(messageCount: number, sessionCount: number) {
  const [agent] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.isDefault, true)).limit(1);
  if (!agent) throw new Error('no default agent');
  const base = Date.now() - 30 * 24 * 3600_000;

  // One chat of `messageCount` messages, alternating question and answer, a minute apart.
  const chatter = await createGuest(deps, { ip: `bench-chat-${process.pid}`, userAgent: null });
  const [session] = await deps.db
    .insert(chatSessions)
    .values({ userId: chatter.user.id, agentId: agent.id, name: 'A long chat', messageCount, lastMessage: USER_TEXT, createdAt: new Date(base), updatedAt: new Date(base + messageCount * 60_000) })
    .returning({ id: chatSessions.id });
  if (!session) throw new Error('no session');
  for (let from = 0; from < messageCount; from += 250) {
    const rows = Array.from({ length: Math.min(250, messageCount - from) }, (_, k) => {
      const i = from + k;
      const id = crypto.randomUUID();
      const user = i % 2 === 0;
      const at = new Date(base + i * 60_000);
      return {
        id,
        sessionId: session.id,
        userId: chatter.user.id,
        role: user ? ('user' as const) : ('assistant' as const),
        status: 'completed' as const,
        items: [user ? { id: crypto.randomUUID(), type: 'text' as const, content: `${USER_TEXT} (#${i})`, source_type: 'input' as const } : { id: `${id}:text`, type: 'text' as const, content: REPLY_TEXT }],
        createdAt: at,
        updatedAt: at,
      };
    });
    await deps.db.insert(messages).values(rows);
  }

  // Another user with `sessionCount` chats, one a minute apart, newest first in the list.
  const lister = await createGuest(deps, { ip: `bench-list-${process.pid}`, userAgent: null });
  for (let from = 0; from < sessionCount; from += 1000) {
    const rows = Array.from({ length: Math.min(1000, sessionCount - from) }, (_, k) => {
      const i = from + k;
      const at = new Date(base + (sessionCount - i) * 60_000);
      return { userId: lister.user.id, agentId: agent.id, name: `Chat ${i}`, messageCount: 2, lastMessage: USER_TEXT, createdAt: at, updatedAt: at };
    });
    await deps.db.insert(chatSessions).values(rows);
  }
  return { chat: { token: chatter.token, sessionId: session.id }, list: { token: lister.token }, driver: test.database.driver };
}

const app = createApp(deps).post(
  '/bench/setup',
  async ({ request }) => {
    const body = ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>;
    try {
      return Response.json(await setup(Number(body.messages ?? 1000), Number(body.sessions ?? 6000)));
    } catch (err) {
      return new Response(`setup failed: ${(err as Error).stack ?? err}`, { status: 500 });
    }
  },
  { parse: 'none' },
);
app.listen({ port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1', maxRequestBodySize: 8 * 1024 * 1024 });
lifeline([() => app.stop(), () => test.close()]);
ready(app.server?.port);
