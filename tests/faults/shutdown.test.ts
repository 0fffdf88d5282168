import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../src/db/client';
import { eq } from 'drizzle-orm';
import { messages, usageCounters } from '../../src/db/schema';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { endOf, sendAndRead, startAppProcess, textOf, within } from './harness';

/**
 * SIGTERM on the embedded database (one process): replies still running when the drain ends are
 * stored and announced `failed / reply.interrupted` with the text the client received — not
 * `completed, stopped` like a user's Stop; after a SIGKILL the next boot fails the orphans. Costs
 * four server boots on the embedded database (~5 s each idle, up to ~15 s on a loaded machine).
 */
const CHUNKS = Array.from({ length: 400 }, (_, i) => `t${i} `);

describe.skipIf(Boolean(process.env.TEST_DATABASE_URL))('SIGTERM, embedded database', () => {
  let fake: FakeOpenAiServer;
  const dataDir = mkdtempSync(join(tmpdir(), 'fault-sigterm-'));
  beforeAll(async () => {
    fake = await startFakeOpenAiServer({ chunks: CHUNKS, chunkDelayMs: 25 });
  });
  afterAll(async () => {
    await fake.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('running replies end failed (reply.interrupted) with what the client saw; the process exits', async () => {
    const app = await startAppProcess({
      DATA_DIR: dataDir,
      OPENAI_API_KEY: 'test',
      OPENAI_BASE_URL: fake.url,
      OPENAI_MODEL: 'fake-model',
      SHUTDOWN_DRAIN_MS: '300',
    });
    const replies = [await sendAndRead(app.url), await sendAndRead(app.url)];
    await within(20_000, Promise.all(replies.map((r) => r.started)), 'first tokens');
    app.proc.kill('SIGTERM');
    const received = await within(20_000, Promise.all(replies.map((r) => r.done)), 'streams ending');
    expect(await within(20_000, app.exited, 'exit')).toBe(0);
    const database = await createDb({ kind: 'pglite', dataDir: join(dataDir, 'pg') });
    try {
      const rows = await database.db.select().from(messages);
      for (const [i, events] of received.entries()) {
        expect(endOf(events)).toEqual({ type: 'failed', code: 'reply.interrupted' });
        const row = rows.find((r) => r.id === replies[i]!.messageId)!;
        expect(row.status).toBe('failed');
        expect(row.error?.code).toBe('reply.interrupted');
        const stored = row.items.find((item) => item.type === 'text');
        expect(stored && stored.type === 'text' ? stored.content : '').toBe(textOf(events));
        expect(textOf(events).length).toBeGreaterThan(0);
      }
    } finally {
      await database.close();
    }
  }, 300_000);

  test('SIGKILL, then boot: the next process fails the orphans at boot (reply.interrupted), giving back the use of one that wrote nothing', async () => {
    const dir = join(dataDir, 'kill');
    const env = { DATA_DIR: dir, OPENAI_API_KEY: 'test', OPENAI_BASE_URL: fake.url, OPENAI_MODEL: 'fake-model', SHUTDOWN_DRAIN_MS: '300' };
    fake.set({ chunks: CHUNKS, chunkDelayMs: 25 });
    const killed = await startAppProcess(env);
    const speaking = await sendAndRead(killed.url);
    await within(20_000, speaking.started, 'first tokens');
    fake.set({ chunks: CHUNKS, chunkDelayMs: 25, delayMs: 60_000 });
    const silent = await sendAndRead(killed.url);
    // Checkpoints run once a second; three seconds leave room for a loaded machine's late timers (the
    // stream lasts ten). The child's embedded database cannot be read while it runs, so it is waited out.
    await Bun.sleep(3_000);
    killed.proc.kill('SIGKILL');
    await within(20_000, killed.exited, 'the kill');
    const [seen] = await Promise.all([speaking.done, silent.done]);
    const rebooted = await startAppProcess(env);
    rebooted.proc.kill('SIGTERM');
    expect(await within(20_000, rebooted.exited, 'exit')).toBe(0);
    const database = await createDb({ kind: 'pglite', dataDir: join(dir, 'pg') });
    try {
      const rows = await database.db.select().from(messages);
      const spoke = rows.find((r) => r.id === speaking.messageId)!;
      const quiet = rows.find((r) => r.id === silent.messageId)!;
      for (const row of [spoke, quiet]) {
        expect(row.status).toBe('failed');
        expect(row.error?.code).toBe('reply.interrupted');
      }
      const stored = spoke.items.find((item) => item.type === 'text');
      const storedText = stored && stored.type === 'text' ? stored.content : '';
      // Written up to the last checkpoint, at most a second behind what the client saw.
      expect(storedText.length).toBeGreaterThan(0);
      expect(textOf(seen).startsWith(storedText)).toBe(true);
      const usage = await database.db.select().from(usageCounters).where(eq(usageCounters.userId, quiet.userId));
      expect(usage.map((u) => u.count)).toEqual([0]);
    } finally {
      await database.close();
    }
  }, 400_000);
});
