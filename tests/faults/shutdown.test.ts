import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createDb } from '../../src/db/client';
import { messages } from '../../src/db/schema';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { endOf, sendAndRead, startAppProcess, textOf, within } from './harness';

/**
 * SIGTERM on the embedded database (one process): replies still running when the drain ends are
 * stored and announced `failed / reply.interrupted` with the text the client received — not
 * `completed, stopped` like a user's Stop. Costs ~5 s (one server boot).
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
  }, 90_000);
});
