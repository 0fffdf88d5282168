import { afterAll, beforeAll, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { createDb } from '../../src/db/client';
import { messages, usageCounters } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { CheckpointWriter } from '../../src/server/realtime/checkpoint-writer';
import { sendMessage } from '../../src/server/services/replies/send-message';
import { collect, newActor, newChat, text, textOf } from '../helpers/chat';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestDatabase } from '../helpers/test-db';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * The end of a reply reaches the database across a connection loss: the app talks to a real
 * Postgres through a relay that drops every connection and refuses new ones while cut.
 */
const TOKENS = Array.from({ length: 40 }, (_, i) => `w${i} `);

describe_pg('a reply ending while the database is unreachable', () => {
  let owner: Database & { url?: string };
  let proxy: TcpProxy;
  let proxied: Database;
  let t: TestDeps;
  const outboxDir = mkdtempSync(join(tmpdir(), 'reply-outbox-'));

  beforeAll(async () => {
    owner = await createTestDatabase();
    const target = new URL(owner.url!);
    proxy = startTcpProxy(target.hostname, Number(target.port));
    proxied = await createDb({ kind: 'postgres', url: proxy.url(owner.url!), maxConnections: 4 });
    t = await createTestDeps({ database: proxied, ai: createScriptedProvider({ tokens: TOKENS, tokensPerSecond: 200 }) });
  });
  afterAll(async () => {
    proxy.restore();
    await t.close();
    proxy.close();
    await owner.close();
    rmSync(outboxDir, { recursive: true, force: true });
  }, 20_000);

  async function storedText(id: string): Promise<{ status: string; text: string }> {
    const [row] = await owner.db.select().from(messages).where(eq(messages.id, id));
    const item = row!.items.find((i) => i.type === 'text');
    return { status: row!.status, text: item && item.type === 'text' ? item.content : '' };
  }

  test('a short outage: the final write is retried, the client hears `completed` once the row says so', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
    const events = collect(sent.stream!.follow(0, new AbortController().signal));
    await Bun.sleep(50);
    proxy.cut(); // mid-stream: the checkpoint and the final write both meet a dead database
    setTimeout(() => proxy.restore(), 1_500);
    const received = await events;
    expect(received.at(-1)!.data.type).toBe('completed');
    expect(textOf(received)).toBe(TOKENS.join(''));
    expect(await storedText(sent.assistantMessage.id)).toEqual({ status: 'completed', text: TOKENS.join('') });
  });

  test('a long outage: the final state is parked, the client is told it was interrupted, and a restarted writer stores it', async () => {
    const writer = new CheckpointWriter(t.deps.db, t.deps.log, { intervalMs: 100, heartbeatMs: 20_000, finalRetryMs: 300, outboxDir });
    const deps = { ...t.deps, checkpoints: writer };
    const actor = await newActor(deps);
    const chat = await newChat(deps, actor);
    const sent = await sendMessage(deps, actor, chat.id, text('hello'));
    const events = collect(sent.stream!.follow(0, new AbortController().signal));
    await Bun.sleep(50);
    proxy.cut();
    const received = await events;
    // Never `completed` while the row does not say so.
    expect(received.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.interrupted' } });
    expect(writer.parked).toBe(1);
    writer.stop(); // the process dies with the ending parked on disk
    proxy.restore();
    const rebooted = new CheckpointWriter(owner.db, t.deps.log, { intervalMs: 100, heartbeatMs: 20_000, outboxDir });
    expect(await rebooted.flushOutbox()).toBe(1);
    expect(rebooted.parked).toBe(0);
    expect(await storedText(sent.assistantMessage.id)).toEqual({ status: 'completed', text: textOf(received) });
    expect(textOf(received)).toBe(TOKENS.join(''));
  });

  test('a reply failing before its first token while the database is away gives the use back once it is written', async () => {
    const failing = createScriptedProvider({ tokens: TOKENS, failAfter: 0, failWith: new Error('boom') });
    const writer = new CheckpointWriter(t.deps.db, t.deps.log, { intervalMs: 100, heartbeatMs: 20_000, finalRetryMs: 5_000 });
    const deps = { ...t.deps, ai: failing, checkpoints: writer };
    const actor = await newActor(deps);
    const chat = await newChat(deps, actor);
    const sent = await sendMessage(deps, actor, chat.id, text('hello'));
    proxy.cut();
    setTimeout(() => proxy.restore(), 800);
    const received = await collect(sent.stream!.follow(0, new AbortController().signal));
    writer.stop();
    expect(received.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.provider_failed' } });
    const [usage] = await owner.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
    expect(usage!.count).toBe(0);
  });
});

function describe_pg(name: string, body: () => void) {
  // Network faults need a server to relay to: the embedded database has no connection to lose.
  const { describe } = require('bun:test') as typeof import('bun:test');
  describe.skipIf(!process.env.TEST_DATABASE_URL)(name, body);
}
