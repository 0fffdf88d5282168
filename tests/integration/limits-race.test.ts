import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createDb } from '../../src/db/client';
import { agents, chatSessions, messages, practicePlans, subscriptions, usageCounters, users } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { createApp } from '../../src/server/app';
import type { Deps } from '../../src/server/deps';
import { localDate } from '../../src/server/lib/local-time';
import { CheckpointWriter } from '../../src/server/realtime/checkpoint-writer';
import { PgReplyBus } from '../../src/server/realtime/reply-bus';
import { ReplyRegistry } from '../../src/server/realtime/reply-registry';
import { AgentCatalogue } from '../../src/server/services/agent-catalogue';
import { issueSession } from '../../src/server/services/auth-sessions';
import { createEmptyPlan } from '../../src/server/services/practice/plans';
import { hitRateLimit } from '../../src/server/services/rate-limit';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Every limit holds exactly under concurrency (issue 25): with N left, 20 parallel REST calls or
 * one tRPC batch of 20 get exactly N accepted — on the embedded database in one process, and on
 * Postgres through one process or spread over two (separate connection pools and registries).
 */
const CALLS = 20;
const SLOW_REPLY = Array.from({ length: 400 }, (_, i) => `w${i} `);

interface Proc {
  deps: Deps;
  url: string;
  stop(): Promise<void>;
}

let base: TestDeps;
const procs: Proc[] = [];
const onPostgres = Boolean(process.env.TEST_DATABASE_URL);

function startProcess(deps: Deps, extra: () => Promise<void> = async () => {}): Proc {
  const server = createApp(deps).listen({ port: 0, hostname: '127.0.0.1' });
  return {
    deps,
    url: `http://127.0.0.1:${server.server?.port}`,
    stop: async () => {
      deps.replies.stopAll();
      await Bun.sleep(50);
      await server.stop(true);
      await extra();
    },
  };
}

beforeAll(async () => {
  // Replies stay running for the whole test: the running cap counts them.
  base = await createTestDeps({ ai: createScriptedProvider({ tokens: SLOW_REPLY, tokensPerSecond: 5 }) });
  if (!onPostgres) {
    procs.push(startProcess(base.deps));
    return;
  }
  const url = (base.database as Database & { url?: string }).url!;
  for (let i = 0; i < 2; i++) {
    const database = await createDb({ kind: 'postgres', url, maxConnections: 4 });
    const replies = new ReplyRegistry({ graceMs: 60_000 });
    const bus = new PgReplyBus(database.pubsub!, replies, base.log);
    await bus.start();
    const deps: Deps = {
      ...base.deps,
      db: database.db,
      agents: new AgentCatalogue(database.db),
      replies,
      bus,
      checkpoints: new CheckpointWriter(database.db, base.log, { intervalMs: 100, heartbeatMs: 20_000 }),
    };
    procs.push(
      startProcess(deps, async () => {
        await bus.close();
        deps.checkpoints.stop();
        await database.close();
      }),
    );
  }
});

afterAll(async () => {
  for (const p of procs) await p.stop();
  base.deps.replies.stopAll();
  await base.close();
});

type Tier = 'guest' | 'free' | 'plus';

async function newUser(tier: Tier): Promise<{ id: string; auth: Record<string, string> }> {
  const db = base.deps.db;
  const now = new Date();
  const [user] = await db
    .insert(users)
    .values({ isTemporary: tier === 'guest', email: tier === 'guest' ? null : `${crypto.randomUUID()}@example.com`, createdAt: now, updatedAt: now })
    .returning();
  if (tier === 'plus') {
    await db.insert(subscriptions).values({ id: `sub_${crypto.randomUUID()}`, provider: 'local', userId: user!.id, status: 'active', created: now });
  }
  const token = await issueSession(db, user!.id, now);
  return { id: user!.id, auth: { authorization: `Bearer ${token}`, 'content-type': 'application/json' } };
}

async function chatsOf(userId: string, type: 'normal', n: number): Promise<string[]> {
  const [agent] = await base.deps.db.select({ id: agents.id }).from(agents).where(eq(agents.isDefault, true)).limit(1);
  const now = new Date(Date.now() - 60_000);
  const rows = await base.deps.db
    .insert(chatSessions)
    .values(Array.from({ length: n }, () => ({ userId, agentId: agent!.id, type, createdAt: now, updatedAt: now })))
    .returning({ id: chatSessions.id });
  return rows.map((r) => r.id);
}

/** Real plans, each with its coach chat (a coach line needs its plan). */
async function coachChatsOf(userId: string, n: number): Promise<string[]> {
  const [user] = await base.deps.db.select().from(users).where(eq(users.id, userId));
  const actor = { user: user!, authSessionId: crypto.randomUUID() };
  for (let i = 0; i < n; i++) await createEmptyPlan(base.deps, actor);
  const plans = await base.deps.db.select({ id: practicePlans.coachSessionId }).from(practicePlans).where(eq(practicePlans.userId, userId));
  return plans.map((p) => p.id);
}

async function useUp(userId: string, feature: 'send_message' | 'send_message_for_practice', count: number) {
  // Today in UTC: the users above keep the default time zone.
  await base.deps.db.insert(usageCounters).values({ userId, feature, day: localDate(new Date(), 'UTC'), count });
}

/** Outcome of one call: the catalogue code, or 'ok'. */
type Outcome = string;

async function rest(proc: Proc, method: string, path: string, auth: Record<string, string>, body: unknown): Promise<Outcome> {
  const res = await fetch(`${proc.url}${path}`, { method, headers: auth, body: JSON.stringify(body) });
  if (res.ok) {
    await res.body?.cancel(); // a send answers a live stream: the reply goes on without us
    return 'ok';
  }
  const json = (await res.json()) as { error?: { code?: string } };
  return json.error?.code ?? `http ${res.status}`;
}

async function trpcBatch(proc: Proc, procedure: string, auth: Record<string, string>, inputs: unknown[]): Promise<Outcome[]> {
  const paths = inputs.map(() => procedure).join(',');
  const body = Object.fromEntries(inputs.map((input, i) => [String(i), { json: input }]));
  const res = await fetch(`${proc.url}/trpc/${paths}?batch=1`, { method: 'POST', headers: auth, body: JSON.stringify(body) });
  const items = (await res.json()) as { result?: unknown; error?: { json: { data: { appCode: string } } } }[];
  expect(items).toHaveLength(inputs.length);
  return items.map((item) => (item.error ? item.error.json.data.appCode : 'ok'));
}

/** The processes a variant spreads its calls over. */
function variants(): { name: string; procs: Proc[] }[] {
  const one = { name: 'one process', procs: [procs[0]!] };
  return onPostgres ? [one, { name: 'two processes', procs: [procs[0]!, procs[1]!] }] : [one];
}

function tally(outcomes: Outcome[]) {
  const counts = new Map<string, number>();
  for (const o of outcomes) counts.set(o, (counts.get(o) ?? 0) + 1);
  return Object.fromEntries(counts);
}

/** 20 parallel REST calls, then (for a fresh user) the same as one tRPC batch — or two, one per process. */
async function race(
  on: Proc[],
  call: { rest: (proc: Proc, i: number) => Promise<Outcome> } | { trpc: string; input: (i: number) => unknown; auth: Record<string, string> },
): Promise<Record<string, number>> {
  if ('rest' in call) return tally(await Promise.all(Array.from({ length: CALLS }, (_, i) => call.rest(on[i % on.length]!, i))));
  const share = CALLS / on.length;
  const batches = on.map((proc, p) => trpcBatch(proc, call.trpc, call.auth, Array.from({ length: share }, (_, i) => call.input(p * share + i))));
  return tally((await Promise.all(batches)).flat());
}

const TRANSPORTS = ['rest', 'trpc'] as const;

for (const transport of TRANSPORTS) {
  describe(`limits under a race (${transport})`, () => {
    test('chats per day: a guest with 3 to open gets exactly 3', async () => {
      for (const v of variants()) {
        const user = await newUser('guest');
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p) => rest(p, 'POST', '/api/session', user.auth, {}) })
            : await race(v.procs, { trpc: 'session.create', auth: user.auth, input: () => ({}) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 3, 'session.chat_limit': 17 } });
      }
    });

    test('messages: a guest with 2 left gets exactly 2 sends', async () => {
      for (const v of variants()) {
        const user = await newUser('guest');
        const chats = await chatsOf(user.id, 'normal', CALLS);
        await useUp(user.id, 'send_message', 1);
        const body = { items: [{ type: 'text', content: 'hello' }] };
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p, i) => rest(p, 'POST', `/api/session/${chats[i]}/message`, user.auth, body) })
            : await race(v.procs, { trpc: 'chat.send', auth: user.auth, input: (i) => ({ sessionId: chats[i], ...body }) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 2, 'usage.limit_reached_guest': 18 } });
      }
    });

    test('practice messages: a guest with 2 left gets exactly 2 coach lines', async () => {
      for (const v of variants()) {
        const user = await newUser('guest');
        const chats = await coachChatsOf(user.id, CALLS);
        await useUp(user.id, 'send_message_for_practice', 8);
        const body = { items: [{ type: 'text', content: 'how do I start?' }] };
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p, i) => rest(p, 'POST', `/api/session/${chats[i]}/message`, user.auth, body) })
            : await race(v.procs, { trpc: 'chat.send', auth: user.auth, input: (i) => ({ sessionId: chats[i], ...body }) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 2, 'usage.limit_reached_guest': 18 } });
      }
    });

    test('running replies: a Plus user with 3 allowed gets exactly 3 running', async () => {
      for (const v of variants()) {
        const user = await newUser('plus');
        const chats = await chatsOf(user.id, 'normal', CALLS);
        const body = { items: [{ type: 'text', content: 'hello' }] };
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p, i) => rest(p, 'POST', `/api/session/${chats[i]}/message`, user.auth, body) })
            : await race(v.procs, { trpc: 'chat.send', auth: user.auth, input: (i) => ({ sessionId: chats[i], ...body }) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 3, 'reply.too_many_running': 17 } });
        for (const p of procs) p.deps.replies.stopAll();
      }
    });

    test('unusual usage: with 2 sends left in the burst bucket, exactly 2 pass', async () => {
      for (const v of variants()) {
        const user = await newUser('plus');
        const chats = await chatsOf(user.id, 'normal', CALLS);
        // 28 of the 30 sends a 10-minute bucket holds are taken.
        for (let i = 0; i < 28; i++) await hitRateLimit(base.deps.db, new Date(), { key: `burst:${user.id}`, limit: 30, windowMs: 10 * 60_000 });
        const body = { items: [{ type: 'text', content: 'hello' }] };
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p, i) => rest(p, 'POST', `/api/session/${chats[i]}/message`, user.auth, body) })
            : await race(v.procs, { trpc: 'chat.send', auth: user.auth, input: (i) => ({ sessionId: chats[i], ...body }) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 2, 'usage.unusual': 18 } });
        for (const p of procs) p.deps.replies.stopAll();
      }
    });

    test('pending uploads: with 2 left of the 50, exactly 2 presigns pass', async () => {
      for (const v of variants()) {
        const user = await newUser('free');
        const result0 = await rest(v.procs[0]!, 'POST', '/api/attachment/batch-presigned-urls', user.auth, names(5));
        expect(result0).toBe('ok');
        for (let i = 0; i < 8; i++) await rest(v.procs[0]!, 'POST', '/api/attachment/batch-presigned-urls', user.auth, names(5)); // 45
        await rest(v.procs[0]!, 'POST', '/api/attachment/batch-presigned-urls', user.auth, names(3)); // 48
        const result =
          transport === 'rest'
            ? await race(v.procs, { rest: (p) => rest(p, 'POST', '/api/attachment/batch-presigned-urls', user.auth, names(1)) })
            : await race(v.procs, { trpc: 'attachment.presignBatch', auth: user.auth, input: () => ({ file_names: names(1) }) });
        expect({ variant: v.name, result }).toEqual({ variant: v.name, result: { ok: 2, 'common.rate_limited': 18 } });
      }
    });
  });
}

describe('running replies and regenerate', () => {
  test('a regenerate starts a reply like a send: refused while the user already has 3 running', async () => {
    const user = await newUser('plus');
    const [first, second, third, fourth] = await chatsOf(user.id, 'normal', 4);
    const [answered] = await base.deps.db
      .insert(messages)
      .values({ sessionId: fourth!, userId: user.id, role: 'assistant', status: 'completed', items: [{ id: crypto.randomUUID(), type: 'text', content: 'an answer' }] })
      .returning({ id: messages.id });
    const body = { items: [{ type: 'text', content: 'hello' }] };
    for (const chat of [first, second, third]) expect(await rest(procs[0]!, 'POST', `/api/session/${chat}/message`, user.auth, body)).toBe('ok');
    expect(await rest(procs[0]!, 'POST', `/api/session/${fourth}/message/${answered!.id}/regenerate`, user.auth, {})).toBe('reply.too_many_running');
    for (const p of procs) p.deps.replies.stopAll();
  });
});

function names(n: number): string[] {
  return Array.from({ length: n }, (_, i) => `photo-${i}.png`);
}
