/**
 * Our app (`createApp(deps)`, REST SSE and tRPC) for `bench streams`, on a fresh database
 * (in-memory PGlite, or Postgres via TEST_DATABASE_URL). The AI provider is the scripted one
 * (bench script, 50 tokens/s) behind the start gate; it records when each reply's provider starts,
 * keyed by the user message text (`bench <sessionId>`).
 * Bench-only endpoints (here, never in src/, on a control port of its own): POST /bench/setup {n} →
 * n ready {token, sessionId} pairs of Plus users (created through the auth service, one user per
 * USERS_PER streams), plus the control endpoints of common.ts. Prints `DATABASE=<url>` (Postgres,
 * first process), `CONTROL=<n>` and `PORT=<n>`; exits when stdin closes.
 */
import { eq } from 'drizzle-orm';
import { agents, chatSessions, subscriptions } from '../../src/db/schema';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import type { AdviceRequest, AiProvider, ProviderChunk } from '../../src/server/ai/provider';
import { createApp } from '../../src/server/app';
import { createDb } from '../../src/db/client';
import { PgReplyBus } from '../../src/server/realtime/reply-bus';
import { DEFAULT_REPLY_CONFIG } from '../../src/server/deps';
import { createGuest } from '../../src/server/services/auth';
import { createTestDeps } from '../../tests/helpers/test-deps';
import { SCRIPT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND } from '../lib/stream-script';
import { StartGate, controlAnswer, diagnostics, lifeline, ready, recordStart, serveControl, sharesPort } from './common';

/** Sends per user stay under the service's burst limit (30 per 10 minutes). */
const USERS_PER = 20;

const gate = new StartGate();
const scripted = createScriptedProvider({ tokens: [...SCRIPT], tokensPerSecond: TOKENS_PER_SECOND });
const ai: AiProvider = {
  kind: 'scripted',
  streamAdvice(req, signal) {
    const key = req.history.at(-1)?.text.replace(/^bench /, '') ?? '';
    return diagnostics.on ? timedAdvice(req, signal, key) : gatedAdvice(req, signal, key);
  },
  extractMemory: (req, signal) => scripted.extractMemory(req, signal),
  suggestTitle: (req, signal) => scripted.suggestTitle(req, signal),
};

/**
 * The scripted reply behind the gate, with no generator of its own in between: the raw relay
 * iterates the provider directly, so per token the app pays for the same one generator. One object
 * (no closures) per stream: what the bench adds to each reply is not counted as the app's memory.
 */
function gatedAdvice(req: AdviceRequest, signal: AbortSignal, key: string): AsyncIterable<ProviderChunk> {
  return new GatedAdvice(req, signal, key);
}

class GatedAdvice implements AsyncIterable<ProviderChunk>, AsyncIterator<ProviderChunk> {
  private inner: AsyncIterator<ProviderChunk> | null = null;

  constructor(
    private readonly req: AdviceRequest,
    private readonly signal: AbortSignal,
    private readonly key: string,
  ) {}

  [Symbol.asyncIterator](): AsyncIterator<ProviderChunk> {
    return this;
  }

  next(): Promise<IteratorResult<ProviderChunk>> {
    return this.inner ? this.inner.next() : this.open();
  }

  return(value?: unknown): Promise<IteratorResult<ProviderChunk>> {
    return this.inner?.return?.(value) ?? Promise.resolve({ done: true, value: undefined });
  }

  private async open(): Promise<IteratorResult<ProviderChunk>> {
    await gate.wait(this.signal);
    recordStart(this.key);
    this.inner = scripted.streamAdvice(this.req, this.signal)[Symbol.asyncIterator]();
    return this.inner.next();
  }
}

/** BENCH_STREAMS_DEBUG: the same, recording how late each token was yielded. */
async function* timedAdvice(req: AdviceRequest, signal: AbortSignal, key: string): AsyncGenerator<ProviderChunk> {
  await gate.wait(signal);
  recordStart(key);
  const started = performance.now();
  let i = 0;
  for await (const chunk of scripted.streamAdvice(req, signal)) {
    diagnostics.yieldLate.push(performance.now() - (started + i++ * TOKEN_INTERVAL_MS));
    yield chunk;
  }
}

// BENCH_PROCESSES > 1: the first process creates the database, the others join it (BENCH_JOIN_DATABASE_URL).
const joinUrl = process.env.BENCH_JOIN_DATABASE_URL;
const test = await createTestDeps({
  database: joinUrl ? await createDb({ kind: 'postgres', url: joinUrl, maxConnections: 5 }) : undefined,
  ai,
  reply: {
    // Production timings (test deps shorten the window and the checkpoint interval)…
    ...DEFAULT_REPLY_CONFIG,
    // …and room for the load: many replies per user, and streams that wait at the gate while
    // thousands of others open must not time out as idle.
    maxRunningPerUser: 100_000,
    // The step search finds the capacity itself; the production cap (5,000) must not cut it.
    maxStreamsPerProcess: 100_000,
    idleTimeoutMs: 600_000,
    overallTimeoutMs: 900_000,
  },
});
const { deps } = test;
// As in production on Postgres (src/server/deps.ts): processes follow each other's replies. It
// costs nothing per reply unless a client follows one on another process.
if (test.database.pubsub) {
  deps.bus = new PgReplyBus(test.database.pubsub, deps.replies, deps.log);
  await deps.bus.start();
}

// Diagnostics (BENCH_STREAMS_DEBUG, PGlite): time every statement; keep the slow ones.
const slowQueries: { ms: number; sql: string }[] = [];
const client = (deps.db as unknown as { $client?: Record<string, unknown> }).$client;
if (process.env.BENCH_STREAMS_DEBUG && client && test.database.driver === 'pglite') {
  for (const method of ['query', 'exec']) {
    const original = client[method];
    if (typeof original !== 'function') continue;
    client[method] = async function (this: unknown, ...args: unknown[]) {
      const t0 = performance.now();
      try {
        return await (original as (...a: unknown[]) => Promise<unknown>).apply(this, args);
      } finally {
        const ms = performance.now() - t0;
        if (ms > 50) slowQueries.push({ ms: Math.round(ms), sql: String(args[0]).replace(/\s+/g, ' ').slice(0, 160) });
      }
    };
  }
}

let ipCounter = 0;
async function setup(n: number): Promise<{ token: string; sessionId: string }[]> {
  const [agent] = await deps.db.select({ id: agents.id }).from(agents).where(eq(agents.isDefault, true)).limit(1);
  if (!agent) throw new Error('no default agent');
  const out: { token: string; sessionId: string }[] = [];
  const now = new Date();
  for (let made = 0; made < n; made += USERS_PER) {
    // A unique "IP" per guest: the per-IP guest cap is a production guard, not what we measure.
    const { user, token } = await createGuest(deps, { ip: `bench-${process.pid}-${++ipCounter}`, userAgent: null });
    await deps.db.insert(subscriptions).values({ id: `sub_bench_${user.id}`, provider: 'bench', userId: user.id, status: 'active', created: now });
    const count = Math.min(USERS_PER, n - made);
    const rows = await deps.db
      .insert(chatSessions)
      .values(Array.from({ length: count }, () => ({ userId: user.id, agentId: agent.id, createdAt: now, updatedAt: now })))
      .returning({ id: chatSessions.id });
    for (const row of rows) out.push({ token, sessionId: row.id });
  }
  return out;
}

async function answer(path: string, body: Record<string, unknown>): Promise<unknown> {
  if (path === '/bench/setup') return setup(Number(body.n ?? 1));
  if (path === '/bench/replies') return { running: deps.replies.running().length };
  if (path === '/bench/slow') return slowQueries.splice(0).sort((a, b) => b.ms - a.ms).slice(0, 15);
  return controlAnswer(path, gate, body);
}

const app = createApp(deps);
// Listened on like src/server/index.ts does (it shares the port on Postgres).
app.listen({ port: Number(process.env.BENCH_PORT ?? 0), hostname: '127.0.0.1', maxRequestBodySize: 8 * 1024 * 1024, reusePort: sharesPort });
const control = serveControl(answer);
lifeline([() => app.stop(), () => deps.bus?.close(), () => test.close()]);
const databaseUrl = (test.database as { url?: string }).url;
ready(app.server?.port, control, databaseUrl && !joinUrl ? { DATABASE: databaseUrl } : {});
