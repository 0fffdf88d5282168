import { spawnSync, type Subprocess } from 'bun';
import { chmodSync, chownSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { parseSse } from '../helpers/chat';
import type { ReplyEvent } from '../../src/shared/stream';

/**
 * The fault suite's tools: a private Postgres cluster it may stop and restart (never the shared
 * one on 5432), app servers as real child processes it may SIGTERM or SIGKILL, and a client that
 * speaks the public REST API.
 */
const ROOT = resolve(import.meta.dir, '../..');
const PG_BIN = (() => {
  const versions = [...new Bun.Glob('*/bin/pg_ctl').scanSync({ cwd: '/usr/lib/postgresql' })].sort();
  return versions.length ? join('/usr/lib/postgresql', versions.at(-1)!.replace(/\/pg_ctl$/, '')) : null;
})();
const AS_ROOT = process.getuid?.() === 0;

/** Whether this machine can run a private cluster (Postgres binaries present). */
export const canRunPrivatePostgres = PG_BIN !== null;

/** A free port in [from, to], found by binding it. */
export async function freePort(from: number, to: number): Promise<number> {
  for (let port = from; port <= to; port++) {
    const ok = await new Promise<boolean>((done) => {
      const s = createServer();
      s.once('error', () => done(false));
      s.listen(port, '127.0.0.1', () => s.close(() => done(true)));
    });
    if (ok) return port;
  }
  throw new Error(`no free port in ${from}-${to}`);
}

export interface PrivatePostgres {
  url: string;
  port: number;
  /** The server's log so far. */
  log(): string;
  stop(): void;
  start(): void;
  restart(): void;
  destroy(): void;
}

function pg(tool: string, args: string[]): void {
  const cmd = AS_ROOT ? ['runuser', '-u', 'postgres', '--', join(PG_BIN!, tool), ...args] : [join(PG_BIN!, tool), ...args];
  const r = spawnSync(cmd, { stdout: 'pipe', stderr: 'pipe' });
  if (r.exitCode !== 0) throw new Error(`${tool} ${args.join(' ')} failed: ${r.stderr.toString()}${r.stdout.toString()}`);
}

/** initdb + pg_ctl on a spare port (54400-54499), trust auth, fsync off: seconds, not minutes. */
export async function startPrivatePostgres(): Promise<PrivatePostgres> {
  const dir = mkdtempSync(join(tmpdir(), 'fault-pg-'));
  const data = join(dir, 'data');
  if (AS_ROOT) {
    chmodSync(dir, 0o755);
    const { uid, gid } = postgresIds();
    chownSync(dir, uid, gid);
  }
  pg('initdb', ['-D', data, '-A', 'trust', '-U', 'postgres', '--no-sync', '-E', 'UTF8']);
  const port = await freePort(54400, 54499);
  const options = `-p ${port} -k ${dir} -c listen_addresses=127.0.0.1 -c fsync=off -c synchronous_commit=off -c full_page_writes=off -c max_connections=200`;
  const start = () => pg('pg_ctl', ['-D', data, '-o', options, '-l', join(dir, 'log'), '-w', '-t', '60', 'start']);
  const stop = () => pg('pg_ctl', ['-D', data, '-m', 'fast', '-w', '-t', '60', 'stop']);
  start();
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    port,
    log: () => {
      try {
        return readFileSync(join(dir, 'log'), 'utf8');
      } catch {
        return '';
      }
    },
    stop,
    start,
    restart() {
      stop();
      start();
    },
    destroy() {
      try {
        stop();
      } catch {
        // already stopped
      }
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

function postgresIds(): { uid: number; gid: number } {
  const r = spawnSync(['id', '-u', 'postgres']);
  const g = spawnSync(['id', '-g', 'postgres']);
  return { uid: Number(r.stdout.toString().trim()), gid: Number(g.stdout.toString().trim()) };
}

export interface AppProcess {
  url: string;
  proc: Subprocess<'ignore', 'pipe', 'pipe'>;
  /** Everything the process logged so far. */
  log(): string;
  exited: Promise<number>;
}

/** `bun src/server/index.ts` as a child process on a free port; resolves once it listens. */
export async function startAppProcess(env: Record<string, string>): Promise<AppProcess> {
  const proc = Bun.spawn(['bun', join(ROOT, 'src/server/index.ts')], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'test', HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'info', TRUST_PROXY: 'true', BUN_CONFIG_MAX_HTTP_REQUESTS: '65535', ...env },
    stdout: 'pipe',
    stderr: 'pipe',
    stdin: 'ignore',
  });
  let output = '';
  const pump = async (stream: ReadableStream<Uint8Array>) => {
    const decoder = new TextDecoder();
    for await (const chunk of stream) output += decoder.decode(chunk, { stream: true });
  };
  void pump(proc.stdout);
  void pump(proc.stderr);
  const deadline = Date.now() + 150_000; // a PGlite boot on a saturated machine took ~50 s
  for (;;) {
    const m = /Listening on http:\/\/localhost:(\d+)/.exec(output);
    if (m) return { url: `http://127.0.0.1:${m[1]}`, proc, log: () => output, exited: proc.exited };
    if (proc.exitCode !== null || Date.now() > deadline) throw new Error(`the app did not start:\n${output}`);
    await Bun.sleep(50);
  }
}

/** A guest with one chat, through the public API. */
export async function guestWithChat(base: string): Promise<{ auth: Record<string, string>; chatId: string }> {
  // Each guest from its own address (the app runs with TRUST_PROXY): the per-IP guest limit is not under test.
  const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;
  const created = await withRetries(() => fetch(`${base}/api/auth/temporary`, { method: 'POST', headers: { 'x-forwarded-for': ip } }));
  if (created.status !== 200) throw new Error(`a guest answered ${created.status}: ${await created.text()}`);
  const guest = await created.json();
  const auth = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
  const chat = await withRetries(() => fetch(`${base}/api/session`, { method: 'POST', headers: auth, body: '{}' })).then((r) => r.json());
  return { auth, chatId: chat.result.id as string };
}

export interface StreamedReply {
  messageId: string;
  chatId: string;
  auth: Record<string, string>;
  /** Events received, in order. */
  events: ReplyEvent[];
  /** Resolves with the events once the stream ended (or the connection broke). */
  done: Promise<ReplyEvent[]>;
  /** Text received so far. */
  text(): string;
  /** The first text event arrived. */
  started: Promise<void>;
}

/** As a well-behaved client does: a 503 is tried again after its Retry-After (for up to 20 s). */
async function withRetries(call: () => Promise<Response>): Promise<Response> {
  for (let waited = 0; ; ) {
    const res = await call();
    if (res.status !== 503 || waited >= 20_000) return res;
    const wait = Number(res.headers.get('retry-after') ?? 1) * 1000;
    await Bun.sleep(wait);
    waited += wait;
  }
}

/** Sends a message and reads its SSE reply in the background. */
export async function sendAndRead(base: string, who?: { auth: Record<string, string>; chatId: string }): Promise<StreamedReply> {
  const { auth, chatId } = who ?? (await guestWithChat(base));
  const res = await withRetries(() =>
    fetch(`${base}/api/session/${chatId}/message`, {
      method: 'POST',
      headers: auth,
      body: JSON.stringify({ items: [{ type: 'text', content: 'hello' }] }),
    }),
  );
  if (res.status !== 200) throw new Error(`send answered ${res.status}: ${await res.text()}`);
  return readReply(res, { messageId: res.headers.get('x-message-id')!, chatId, auth });
}

/** Follows a reply over `GET …/events` (another process, a resume). */
export async function followReply(base: string, reply: { messageId: string; chatId: string; auth: Record<string, string> }, lastEventId = 0): Promise<StreamedReply> {
  const res = await fetch(`${base}/api/session/${reply.chatId}/message/${reply.messageId}/events`, {
    headers: { ...reply.auth, 'last-event-id': String(lastEventId) },
  });
  if (res.status !== 200) throw new Error(`follow answered ${res.status}: ${await res.text()}`);
  return readReply(res, reply);
}

function readReply(res: Response, ids: { messageId: string; chatId: string; auth: Record<string, string> }): StreamedReply {
  const events: ReplyEvent[] = [];
  let markStarted: () => void = () => {};
  const started = new Promise<void>((r) => (markStarted = r));
  const done = (async () => {
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for await (const chunk of res.body!) {
        buffer += decoder.decode(chunk, { stream: true });
        const cut = buffer.lastIndexOf('\n\n');
        if (cut < 0) continue;
        const parsed = parseSse(buffer.slice(0, cut + 2));
        buffer = buffer.slice(cut + 2);
        for (const e of parsed.events) {
          events.push(e);
          if (e.data.type === 'text') markStarted();
        }
      }
    } catch {
      // the connection broke (a killed server): what arrived is what the client saw
    }
    markStarted();
    return events;
  })();
  return { ...ids, events, done, started, text: () => textOf(events) };
}

export function textOf(events: ReplyEvent[]): string {
  return events.map((e) => (e.data.type === 'text' ? e.data.content : '')).join('');
}

/** The final event's type and code, or null when the stream ended without one. */
export function endOf(events: ReplyEvent[]): { type: string; code?: string } | null {
  const last = events.at(-1);
  if (!last || last.event !== 'end') return null;
  const content = last.data.content as { code?: string };
  return { type: last.data.type, ...(last.data.type === 'failed' ? { code: content.code } : {}) };
}

/** Resolves `value` or rejects after `ms` (a fault test must never hang). */
export async function within<T>(ms: number, value: Promise<T>, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`${what}: not within ${ms} ms`)), ms);
  });
  try {
    return await Promise.race([value, timeout]);
  } finally {
    clearTimeout(timer);
  }
}
