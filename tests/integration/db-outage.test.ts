import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { createDb } from '../../src/db/client';
import { messages } from '../../src/db/schema';
import type { Database } from '../../src/db/types';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { parseSse } from '../helpers/chat';
import { listenTestApp } from '../helpers/listen';
import { startTcpProxy, type TcpProxy } from '../helpers/tcp-proxy';
import { createTestDatabase } from '../helpers/test-db';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * The database goes away under a running server (a relay in front of a real Postgres drops every
 * connection and refuses new ones): API calls are answered 503 service.unavailable with
 * Retry-After instead of queueing, /healthz says unhealthy, a running reply keeps streaming and is
 * stored once the database is back, and everything recovers by itself.
 */
const TOKENS = Array.from({ length: 60 }, (_, i) => `o${i} `);

describe.skipIf(!process.env.TEST_DATABASE_URL)('a database outage under a running server', () => {
  let owner: Database & { url?: string };
  let proxy: TcpProxy;
  let t: TestDeps;
  let server: ReturnType<typeof listenTestApp>;

  beforeAll(async () => {
    owner = await createTestDatabase();
    const target = new URL(owner.url!);
    proxy = startTcpProxy(target.hostname, Number(target.port));
    const proxied = await createDb({ kind: 'postgres', url: proxy.url(owner.url!), maxConnections: 4 });
    t = await createTestDeps({ database: proxied, ai: createScriptedProvider({ tokens: TOKENS, tokensPerSecond: 20 }) });
    server = listenTestApp(t.deps);
  });
  afterAll(async () => {
    proxy.restore();
    await server.stop();
    await t.close();
    proxy.close();
    await owner.close();
  }, 20_000);

  const get = (path: string, auth?: Record<string, string>) => fetch(`${server.base}${path}`, { headers: auth, signal: AbortSignal.timeout(5_000) });

  test('503 with Retry-After and an unhealthy /healthz while it is away; the reply streams on and is stored; recovery by itself', async () => {
    const guest = await fetch(`${server.base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
    const auth = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
    const chat = await fetch(`${server.base}/api/session`, { method: 'POST', headers: auth, body: '{}' }).then((r) => r.json());
    const res = await fetch(`${server.base}/api/session/${chat.result.id}/message`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ items: [{ type: 'text', content: 'hello' }] }),
    });
    const messageId = res.headers.get('x-message-id')!;
    const body = res.text();
    await Bun.sleep(300);
    proxy.cut();

    // Every call answers (bounded by the fetch timeout above): 503 + Retry-After, never a hang or a 500.
    let refused = await get('/api/session', auth);
    for (let i = 0; i < 20 && refused.status !== 503; i++) refused = await get('/api/session', auth);
    expect(refused.status).toBe(503);
    expect((await refused.json()).error.code).toBe('service.unavailable');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const health = await get('/healthz');
    expect(health.status).toBe(503);
    expect(await health.json()).toEqual({ ok: false });

    await Bun.sleep(1_000);
    proxy.restore();
    let healthy = await get('/healthz');
    for (let i = 0; i < 50 && healthy.status !== 200; i++) {
      await Bun.sleep(100);
      healthy = await get('/healthz');
    }
    expect(healthy.status).toBe(200);
    expect((await get('/api/session', auth)).status).toBe(200);

    const events = parseSse(await body).events;
    expect(events.at(-1)!.data.type).toBe('completed');
    const received = events.map((e) => (e.data.type === 'text' ? e.data.content : '')).join('');
    expect(received).toBe(TOKENS.join(''));
    const [row] = await owner.db.select().from(messages).where(eq(messages.id, messageId));
    const stored = row!.items.find((i) => i.type === 'text');
    expect(row!.status).toBe('completed');
    expect(stored && stored.type === 'text' ? stored.content : '').toBe(received);
  }, 30_000);
});
