import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { createTestDatabase } from '../helpers/test-db';
import { parseSse, readUntil } from '../helpers/chat';
import { guestWithChat } from '../helpers/chat-server';

/**
 * The deployment recipe of the README, run for real: app processes started with `bun
 * src/server/index.ts` on one Postgres — WORKERS=2 on one port, and two processes behind a small
 * reverse proxy where a reply streamed by one is resumed through the other.
 */
const ENTRY = resolve(import.meta.dir, '../../src/server/index.ts');
const SECRET = 'workers-test-secret-0123456789abcdef0123';

interface Running {
  proc: ReturnType<typeof Bun.spawn>;
  url: string;
  output: () => string;
}

async function freePort(): Promise<number> {
  const probe = Bun.serve({ port: 0, hostname: '127.0.0.1', fetch: () => new Response() });
  const port = probe.port!;
  await probe.stop(true);
  return port;
}

async function startApp(databaseUrl: string, dataDir: string, extra: Record<string, string> = {}): Promise<Running> {
  const port = await freePort();
  const proc = Bun.spawn(['bun', ENTRY], {
    env: {
      ...process.env,
      NODE_ENV: 'production',
      DATABASE_URL: databaseUrl,
      APP_SECRET: SECRET,
      DATA_DIR: dataDir,
      HOST: '127.0.0.1',
      PORT: String(port),
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'info',
      ...extra,
    },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  let output = '';
  const drain = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  void drain(proc.stdout as ReadableStream<Uint8Array>);
  void drain(proc.stderr as ReadableStream<Uint8Array>);
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 300; i++) {
    if (proc.exitCode !== null) throw new Error(`the app exited (${proc.exitCode}):\n${output}`);
    const ok = await fetch(`${url}/healthz`).then((r) => r.ok, () => false);
    if (ok) return { proc, url, output: () => output };
    await Bun.sleep(100);
  }
  proc.kill('SIGKILL');
  throw new Error(`the app did not become healthy:\n${output}`);
}

function childPids(pid: number): number[] {
  const out = Bun.spawnSync(['ps', '-o', 'pid=', '--ppid', String(pid)]).stdout.toString();
  return out.split('\n').map((l) => Number(l.trim())).filter((n) => n > 0);
}

describe.skipIf(!process.env.TEST_DATABASE_URL)('app processes started as the README deploys them', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;
  const started: Running[] = [];

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = mkdtempSync(join(tmpdir(), 'workers-'));
  });
  afterAll(async () => {
    for (const app of started) if (app.proc.exitCode === null) app.proc.kill('SIGKILL');
    await Promise.all(started.map((a) => a.proc.exited));
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
  });

  test('WORKERS=2 runs two app processes on one port; SIGTERM stops them all', async () => {
    const app = await startApp(database.url!, dataDir, { WORKERS: '2' });
    started.push(app);
    // Both workers boot (the second may still be migrating when the first answers).
    for (let i = 0; i < 100 && childPids(app.proc.pid).length < 2; i++) await Bun.sleep(100);
    const workers = childPids(app.proc.pid);
    expect(workers).toHaveLength(2);
    for (let i = 0; i < 100 && (app.output().match(/Listening on/g) ?? []).length < 2; i++) await Bun.sleep(100);
    expect(app.output().match(/Listening on/g)).toHaveLength(2);

    const { auth, chatId } = await guestWithChat(app.url);
    const body = await fetch(`${app.url}/api/session/${chatId}/message`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ items: [{ type: 'text', content: 'My crush replied "haha maybe" to my invite. What now?' }] }),
    }).then((r) => r.text());
    const reply = parseSse(body);
    expect(reply.done).toBe(true);
    expect(reply.events.at(-1)!.data.type).toBe('completed');

    // A worker that dies is started again; the port keeps answering meanwhile.
    process.kill(workers[0]!, 'SIGKILL');
    let now = childPids(app.proc.pid);
    for (let i = 0; i < 150 && !(now.length === 2 && !now.includes(workers[0]!)); i++) {
      await Bun.sleep(100);
      now = childPids(app.proc.pid);
    }
    expect(now).toHaveLength(2);
    expect(now).not.toContain(workers[0]!);
    expect((await fetch(`${app.url}/healthz`)).ok).toBe(true);

    app.proc.kill('SIGTERM');
    expect(await app.proc.exited).toBe(0);
    for (const pid of now) expect(Bun.spawnSync(['kill', '-0', String(pid)]).exitCode).not.toBe(0);
  }, 60_000);

  test('behind a reverse proxy, a reply streamed by one process is resumed through the other', async () => {
    const [a, b] = [await startApp(database.url!, dataDir), await startApp(database.url!, dataDir)];
    started.push(a, b);
    // The proxy sends a POST to A and every other request to B, as a load balancer may.
    const proxy = Bun.serve({
      port: 0,
      hostname: '127.0.0.1',
      fetch: async (req) => {
        const url = new URL(req.url);
        const upstream = req.method === 'POST' ? a.url : b.url;
        const headers = new Headers(req.headers);
        headers.set('x-forwarded-for', '203.0.113.7');
        headers.set('x-forwarded-proto', 'http');
        const res = await fetch(upstream + url.pathname + url.search, {
          method: req.method,
          headers,
          body: req.body,
          redirect: 'manual',
          signal: req.signal,
        });
        return new Response(res.body, { status: res.status, headers: res.headers });
      },
    });
    try {
      const via = `http://127.0.0.1:${proxy.port}`;
      const { auth, chatId } = await guestWithChat(via);
      const abort = new AbortController();
      const res = await fetch(`${via}/api/session/${chatId}/message`, {
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ items: [{ type: 'text', content: 'How do I ask my friend Sam to pay back the $200 he owes me?' }] }),
        signal: abort.signal,
      });
      const messageId = res.headers.get('x-message-id')!;
      const received = await readUntil(res.body!.getReader(), 'id: 3\n');
      abort.abort();
      const head = parseSse(received.slice(0, received.lastIndexOf('\n\n') + 2)).events;
      // The resume goes through the proxy to B, which did not generate the reply.
      const rest = await fetch(`${via}/api/session/${chatId}/message/${messageId}/events`, {
        headers: { ...auth, 'last-event-id': String(head.at(-1)!.id) },
      }).then((r) => r.text());
      const tail = parseSse(rest);
      expect(tail.done).toBe(true);
      expect(tail.events[0]!.id).toBe(head.at(-1)!.id + 1);
      const all = [...head, ...tail.events];
      expect(all.at(-1)!.data.type).toBe('completed');
      const streamed = all.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('');
      const stored = await fetch(`${via}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
      const replyItem = stored.result.items.find((m: { id: string }) => m.id === messageId);
      expect(replyItem.items.find((i: { type: string }) => i.type === 'text').content).toBe(streamed);
    } finally {
      await proxy.stop(true);
    }
  }, 60_000);
});

test('WORKERS on the embedded database runs one process and says why at boot', async () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'workers-pglite-'));
  const { DATABASE_URL: _ignored, ...env } = process.env;
  const port = await freePort();
  const proc = Bun.spawn(['bun', ENTRY], {
    env: { ...env, DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: String(port), WORKERS: '2', APP_SECRET: SECRET },
    stdout: 'pipe',
    stderr: 'pipe',
  });
  try {
    let healthy = false;
    for (let i = 0; i < 300 && !healthy && proc.exitCode === null; i++) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then((r) => r.ok, () => false);
      if (!healthy) await Bun.sleep(100);
    }
    expect(healthy).toBe(true);
    expect(childPids(proc.pid)).toHaveLength(0);
  } finally {
    proc.kill('SIGTERM');
    await proc.exited;
    rmSync(dataDir, { recursive: true, force: true });
  }
  const stderr = await new Response(proc.stderr as ReadableStream).text();
  expect(stderr).toContain('WORKERS=2 ignored: the embedded database serves one process');
}, 60_000);
