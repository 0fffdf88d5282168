import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import postgres from 'postgres';
import type { ReplyEvent } from '../../src/shared/stream';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import {
  canRunPrivatePostgres,
  endOf,
  followReply,
  sendAndRead,
  startAppProcess,
  startPrivatePostgres,
  textOf,
  within,
  type AppProcess,
  type PrivatePostgres,
  type StreamedReply,
} from './harness';

/**
 * The fault suite on Postgres: two app processes (real child processes) on a private cluster that
 * the tests restart, stop for 10 s, and whose LISTEN connections they kill; processes are
 * SIGKILLed and SIGTERMed mid-stream. For every reply: the stored text equals what its client
 * received (a prefix, for a process killed outright), no row stays unfinished more than 10 s
 * after its process died, and every follower on the other process ends. Runs in the Postgres
 * pass of the suite (TEST_DATABASE_URL set; the shared server is never touched). Cost on a loaded
 * 2-core machine: ~1–2 minutes (the 10 s outage and 300 streams dominate).
 */
const tokens = (n: number, tag: string) => Array.from({ length: n }, (_, i) => `${tag}${i} `);

describe.skipIf(!process.env.TEST_DATABASE_URL || !canRunPrivatePostgres)('faults on Postgres (private cluster, two processes)', () => {
  let pg: PrivatePostgres;
  let sql: postgres.Sql;
  let fake: FakeOpenAiServer;
  let a: AppProcess;
  let b: AppProcess;
  const dirs: string[] = [];

  const boot = (name: string) => {
    const dir = mkdtempSync(join(tmpdir(), `fault-${name}-`));
    dirs.push(dir);
    return startAppProcess({
      DATABASE_URL: pg.url,
      DATA_DIR: dir,
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      SHUTDOWN_DRAIN_MS: '300',
    });
  };

  beforeAll(async () => {
    pg = await startPrivatePostgres();
    fake = await startFakeOpenAiServer({ chunks: tokens(80, 'w'), chunkDelayMs: 25 });
    a = await boot('a');
    b = await boot('b');
    sql = postgres(pg.url, { max: 2, onnotice: () => {} });
  }, 120_000);

  afterAll(async () => {
    for (const p of [a, b]) if (p.proc.exitCode === null) p.proc.kill('SIGKILL');
    await sql?.end({ timeout: 1 }).catch(() => {});
    await fake?.close();
    pg?.destroy();
    for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
  }, 60_000);

  async function stored(id: string): Promise<{ status: string; text: string; code: string | null }> {
    for (let attempt = 0; ; attempt++) {
      try {
        const [row] = await sql`select status, items, error from messages where id = ${id}`;
        const items = (row!.items ?? []) as { type: string; content: unknown }[];
        const text = items.find((i) => i.type === 'text');
        return { status: row!.status, text: typeof text?.content === 'string' ? text.content : '', code: row!.error?.code ?? null };
      } catch (err) {
        if (attempt > 20) throw err;
        await Bun.sleep(250); // the cluster is coming back
      }
    }
  }

  /** The final event's whole message text (a follower may have received the end from the stored row). */
  function finalText(events: ReplyEvent[]): string | null {
    const last = events.at(-1);
    if (last?.data.type !== 'completed') return null;
    const items = (last.data.content as { message: { items: { type: string; content: unknown }[] } }).message.items;
    const text = items.find((i) => i.type === 'text');
    return typeof text?.content === 'string' ? text.content : '';
  }

  /** Every direct stream completed and is stored as received; every follower ended with the same. */
  async function expectCompleteAndStored(direct: StreamedReply[], followers: StreamedReply[]) {
    const t0 = Date.now();
    const ended = await within(90_000, Promise.all(direct.map((r) => r.done)), 'direct streams ending');
    const t1 = Date.now();
    await within(90_000, Promise.all(followers.map((f) => f.done)), 'followers ending');
    console.log(`streams ended after ${t1 - t0} ms, followers after ${Date.now() - t0} ms`);
    for (const [i, events] of ended.entries()) {
      expect(endOf(events)).toEqual({ type: 'completed' });
      const row = await stored(direct[i]!.messageId);
      expect(row.status).toBe('completed');
      expect(row.text).toBe(textOf(events));
      const follower = followers[i];
      if (follower) {
        expect(endOf(follower.events)).toEqual({ type: 'completed' });
        expect(textOf(follower.events) === row.text || finalText(follower.events) === row.text).toBe(true);
      }
    }
  }

  async function unfinished(ids: string[]): Promise<number> {
    const [row] = await sql`select count(*)::int as n from messages where id = any(${ids}::uuid[]) and status in ('thinking', 'responding')`;
    return row!.n as number;
  }

  test('Postgres restarts mid-stream: every reply completes, stored as received; followers on the other process end', async () => {
    fake.set({ chunks: tokens(80, 'r'), chunkDelayMs: 25 });
    const direct = await Promise.all(Array.from({ length: 20 }, () => sendAndRead(a.url)));
    const followers = await Promise.all(direct.map((r) => followReply(b.url, r)));
    await within(30_000, Promise.all(direct.map((r) => r.started)), 'first tokens');
    pg.restart();
    await expectCompleteAndStored(direct, followers);
  }, 120_000);

  test("lost NOTIFYs (the LISTEN connections killed mid-stream): followers notice the gap or the silence and still end with every word", async () => {
    fake.set({ chunks: tokens(120, 'n'), chunkDelayMs: 25 });
    const direct = await Promise.all(Array.from({ length: 10 }, () => sendAndRead(a.url)));
    const followers = await Promise.all(direct.map((r) => followReply(b.url, r)));
    await within(30_000, Promise.all(followers.map((r) => r.started)), 'first forwarded tokens');
    await sql`select pg_terminate_backend(pid) from pg_stat_activity where query ilike 'listen%' and pid <> pg_backend_pid()`;
    await expectCompleteAndStored(direct, followers);
  }, 120_000);

  test('a 10 s outage: the API answers 503 with Retry-After, /healthz says unhealthy, running replies stream on and are stored after', async () => {
    fake.set({ chunks: tokens(200, 'o'), chunkDelayMs: 40 });
    const direct = await Promise.all(Array.from({ length: 10 }, () => sendAndRead(a.url)));
    const followers = await Promise.all(direct.map((r) => followReply(b.url, r)));
    await within(30_000, Promise.all(direct.map((r) => r.started)), 'first tokens');
    pg.stop();
    const stoppedAt = Date.now();
    try {
      // Noticed by the probe within about a second; from then on every call is answered at once.
      const noticed = await within(5_000, waitForStatus(`${a.url}/healthz`, 503), 'the outage noticed');
      console.log(`outage: /healthz unhealthy ${Date.now() - stoppedAt} ms after the stop`);
      expect(noticed).toBe(503);
      const started = performance.now();
      const res = await within(5_000, fetch(`${a.url}/api/session`, { headers: direct[0]!.auth }), 'an API call during the outage');
      const apiMs = performance.now() - started;
      expect(res.status).toBe(503);
      expect((await res.json()).error.code).toBe('service.unavailable');
      expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
      const healthStarted = performance.now();
      const health = await within(5_000, fetch(`${a.url}/healthz`), '/healthz during the outage');
      const healthMs = performance.now() - healthStarted;
      expect(health.status).toBe(503);
      console.log(`outage: API answered 503 in ${apiMs.toFixed(0)} ms, /healthz in ${healthMs.toFixed(0)} ms`);
      await Bun.sleep(Math.max(0, 10_000 - (Date.now() - stoppedAt)));
    } finally {
      pg.start();
    }
    // Recovered by itself, within a probe or two: the reconnect backoff is capped at 1 s
    // (postgres.js's default could leave the probe's connection waiting 20 s after such an outage).
    const backAt = Date.now();
    const after = await within(5_000, Promise.all([waitForStatus(`${a.url}/healthz`, 200), waitForStatus(`${b.url}/healthz`, 200)]), 'recovery');
    console.log(`outage: both processes healthy ${Date.now() - backAt} ms after the start`);
    expect(after).toEqual([200, 200]);
    await expectCompleteAndStored(direct, followers);
  }, 150_000);

  test('300 streams with a slow provider on one process: all complete and stored as received, no deadlock', async () => {
    fake.set({ chunks: tokens(40, 's'), chunkDelayMs: 50 });
    const direct: StreamedReply[] = [];
    for (let i = 0; i < 300; i += 30) direct.push(...(await Promise.all(Array.from({ length: 30 }, () => sendAndRead(a.url)))));
    await expectCompleteAndStored(direct, []);
    expect(pg.log()).not.toContain('deadlock detected');
  }, 180_000);

  test('a slow client: the reply is generated and stored without waiting for it, and it reads every word later', async () => {
    fake.set({ chunks: tokens(200, 'c'), chunkDelayMs: 2 });
    const { guestWithChat } = await import('./harness');
    const who = await guestWithChat(a.url);
    const res = await fetch(`${a.url}/api/session/${who.chatId}/message`, {
      method: 'POST',
      headers: who.auth,
      body: JSON.stringify({ items: [{ type: 'text', content: 'hello' }] }),
    });
    const id = res.headers.get('x-message-id')!;
    // Not read at all until the reply is stored complete.
    for (let i = 0; i < 100 && (await stored(id)).status !== 'completed'; i++) await Bun.sleep(100);
    const row = await stored(id);
    expect(row.status).toBe('completed');
    const { parseSse } = await import('../helpers/chat');
    const events = parseSse(await res.text()).events;
    expect(endOf(events)).toEqual({ type: 'completed' });
    expect(textOf(events)).toBe(row.text);
  }, 60_000);

  test('SIGKILL mid-stream: the other process fails the replies within 10 s (reply.interrupted), its followers end; the killed one boots again', async () => {
    fake.set({ chunks: tokens(400, 'k'), chunkDelayMs: 25 });
    const direct = await Promise.all(Array.from({ length: 5 }, () => sendAndRead(a.url)));
    const silent = await sendAndRead(a.url); // one still waiting for its first token
    fake.set({ chunks: tokens(400, 'k'), chunkDelayMs: 25, delayMs: 60_000 });
    const waiting = await sendAndRead(a.url);
    const followers = await Promise.all([...direct, waiting].map((r) => followReply(b.url, r)));
    await within(30_000, Promise.all(direct.map((r) => r.started)), 'first tokens');
    await Bun.sleep(300);
    a.proc.kill('SIGKILL');
    const killedAt = Date.now();
    const ids = [...direct, waiting].map((r) => r.messageId);
    while ((await unfinished(ids)) > 0 && Date.now() - killedAt < 30_000) await Bun.sleep(250);
    const orphanedMs = Date.now() - killedAt;
    console.log(`SIGKILL: replies of the dead process failed after ${orphanedMs} ms`);
    expect(await unfinished(ids)).toBe(0);
    expect(orphanedMs).toBeLessThanOrEqual(10_000);
    await within(30_000, Promise.all(followers.map((f) => f.done)), 'followers ending');
    for (const f of followers) expect(endOf(f.events)).toEqual({ type: 'failed', code: 'reply.interrupted' });
    for (const r of direct) {
      const events = await r.done;
      const row = await stored(r.messageId);
      expect(row.code).toBe('reply.interrupted');
      // Written up to the last checkpoint (at most a second behind what the client saw).
      expect(textOf(events).startsWith(row.text)).toBe(true);
    }
    // Nothing written: the use comes back, and the crash is not blamed on the provider.
    const waitingRow = await stored(waiting.messageId);
    expect(waitingRow).toEqual({ status: 'failed', text: '', code: 'reply.interrupted' });
    const [usage] = await sql`select count from usage_counters u join messages m on m.user_id = u.user_id where m.id = ${waiting.messageId}`;
    expect(usage!.count).toBe(0);
    void silent;
    fake.set({ chunks: tokens(80, 'w'), chunkDelayMs: 25 });
    a = await boot('a2');
  }, 120_000);

  test('SIGTERM on one of two processes: its replies end failed (reply.interrupted) as received, and followers on the other see that end', async () => {
    fake.set({ chunks: tokens(400, 't'), chunkDelayMs: 25 });
    const direct = await Promise.all(Array.from({ length: 5 }, () => sendAndRead(a.url)));
    const followers = await Promise.all(direct.map((r) => followReply(b.url, r)));
    await within(30_000, Promise.all(followers.map((r) => r.started)), 'first forwarded tokens');
    a.proc.kill('SIGTERM');
    await within(30_000, Promise.all(followers.map((f) => f.done)), 'followers ending');
    expect(await within(30_000, a.exited, 'exit')).toBe(0);
    for (const [i, r] of direct.entries()) {
      const events = await r.done;
      expect(endOf(events)).toEqual({ type: 'failed', code: 'reply.interrupted' });
      expect(endOf(followers[i]!.events)).toEqual({ type: 'failed', code: 'reply.interrupted' });
      const row = await stored(r.messageId);
      expect(row).toEqual({ status: 'failed', text: textOf(events), code: 'reply.interrupted' });
      expect(textOf(followers[i]!.events)).toBe(textOf(events));
    }
  }, 120_000);

  test('SIGTERM on the last process: its replies end failed (reply.interrupted), stored as received', async () => {
    const direct = await Promise.all(Array.from({ length: 3 }, () => sendAndRead(b.url)));
    await within(30_000, Promise.all(direct.map((r) => r.started)), 'first tokens');
    b.proc.kill('SIGTERM');
    expect(await within(30_000, b.exited, 'exit')).toBe(0);
    for (const r of direct) {
      const events = await r.done;
      expect(endOf(events)).toEqual({ type: 'failed', code: 'reply.interrupted' });
      expect(await stored(r.messageId)).toEqual({ status: 'failed', text: textOf(events), code: 'reply.interrupted' });
    }
  }, 60_000);
});

async function waitForStatus(url: string, status: number): Promise<number> {
  for (;;) {
    const res = await fetch(url).catch(() => null);
    if (res?.status === status) return status;
    await Bun.sleep(200);
  }
}
