/**
 * Streamed replies, side by side in one run: a raw Bun SSE relay (the reference), our REST SSE
 * path and our tRPC subscription path, each with N concurrent replies of the same token script at
 * 50 tokens/s. Per path: tokens delivered, lost/duplicated tokens, lag of each token behind the
 * provider's schedule, server CPU per token and server memory per open stream.
 */
import { resolve } from 'node:path';
import { fixed, integer, ratio, verdict, type Benchmark, type Cell, type Report } from './lib/report';
import { cpuTimeMs, rssKb, spawnServer, type ServerProcess } from './lib/server-process';
import { SseLoad, httpRequest, type SseFlavor, type StreamSpec } from './lib/sse-load';
import { TOKEN_COUNT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND, checkText, epochNow } from './lib/stream-script';
import { quantile } from './lib/stats';

const RAW_SERVER = resolve(import.meta.dir, 'servers/stream-raw.ts');
const APP_SERVER = resolve(import.meta.dir, 'servers/stream-app.ts');

/** PERFORMANCE.md targets. */
const TARGET = { cpuVsRaw: 2, addedLagP99Ms: 60, kbPerStream: 32 };

interface PathDef {
  name: string;
  flavor: SseFlavor;
  defaultStreams: number;
  env: string;
}

const PATHS: PathDef[] = [
  { name: 'raw Bun SSE relay (reference)', flavor: 'raw', defaultStreams: 1000, env: 'BENCH_STREAMS_RAW' },
  { name: 'REST SSE POST /api/session/{id}/message', flavor: 'rest', defaultStreams: 1000, env: 'BENCH_STREAMS_REST' },
  { name: 'tRPC chat.send + chat.onReply', flavor: 'trpc', defaultStreams: 500, env: 'BENCH_STREAMS_TRPC' },
];

interface Measured {
  path: PathDef;
  streams: number;
  opened: number;
  completed: number;
  tokens: number;
  lost: number;
  duplicated: number;
  notExact: number;
  errors: string[];
  lagP50: number;
  lagP99: number;
  lagMax: number;
  cpuUsPerToken: number | null;
  kbPerStreamOpen: number | null;
  kbPerStreamPeak: number | null;
  textEventsPerStream: number;
  openSeconds: number;
  /** Load generator (this process) CPU while the streams ran, % of one core. */
  clientCpuPct: number;
}

export const benchmark: Benchmark = {
  name: 'streams',
  summary: 'N concurrent streamed replies (50 tokens/s): raw SSE relay vs REST SSE vs tRPC — lag, lost tokens, CPU/token, memory/stream',
  async run() {
    const all = process.env.BENCH_STREAMS ? Number(process.env.BENCH_STREAMS) : null;
    const measured: Measured[] = [];
    for (const path of PATHS) {
      const n = Number(process.env[path.env] ?? all ?? path.defaultStreams);
      process.stderr.write(`  streams: ${path.name}, ${n} streams …\n`);
      const result = await measurePath(path, n);
      process.stderr.write(
        `  streams: ${path.name}: ${result.tokens} tokens, lag p99 ${result.lagP99.toFixed(1)} ms, ${result.cpuUsPerToken?.toFixed(1) ?? '?'} µs/token, client ${result.clientCpuPct.toFixed(0)}% CPU${result.errors.length ? `, ${result.errors.length} errors` : ''}\n`,
      );
      measured.push(result);
    }
    return report(measured);
  },
};

async function measurePath(path: PathDef, n: number): Promise<Measured> {
  const isRaw = path.flavor === 'raw';
  const server = await spawnServer(isRaw ? RAW_SERVER : APP_SERVER, [], {
    env: { TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' },
    timeoutMs: 120_000,
  });
  try {
    const control = controller(server);
    const offsetMs = await clockOffset(control);
    const warmupN = Number(process.env.BENCH_STREAMS_WARMUP ?? Math.min(200, Math.max(20, Math.round(n / 5))));
    const pairs = isRaw ? null : ((await control('setup', { n: warmupN + n })) as { token: string; sessionId: string }[]);
    const specsFor = async (from: number, count: number): Promise<StreamSpec[]> => {
      if (isRaw) return Array.from({ length: count }, (_, i) => rawSpec(server, `s${from + i}`));
      const slice = (pairs as { token: string; sessionId: string }[]).slice(from, from + count);
      return path.flavor === 'rest' ? slice.map((p) => restSpec(server, p)) : trpcSpecs(server, slice);
    };

    // Warm-up: the same round, not measured (JIT, pools, first-use allocations).
    await round(server, control, path, () => specsFor(0, warmupN), offsetMs, false);
    await settle(server, control, isRaw);
    await control('gc');
    await Bun.sleep(200);
    const idleKb = await rssKb(server.pid);
    return await round(server, control, path, () => specsFor(warmupN, n), offsetMs, true, idleKb);
  } finally {
    await server.stop();
  }
}

type Control = (op: string, body?: Record<string, unknown>) => Promise<unknown>;

function controller(server: ServerProcess): Control {
  return async (op, body = {}) => {
    const response = await fetch(`${server.url}/bench/${op}`, { method: 'POST', body: JSON.stringify(body), signal: AbortSignal.timeout(300_000) });
    if (!response.ok) throw new Error(`/bench/${op} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
    return response.json();
  };
}

/** Server epoch − client epoch, from the round trip with the smallest delay. */
async function clockOffset(control: Control): Promise<number> {
  let best = { rtt: Infinity, offset: 0 };
  for (let i = 0; i < 20; i++) {
    const t0 = epochNow();
    const { now } = (await control('clock')) as { now: number };
    const t1 = epochNow();
    if (t1 - t0 < best.rtt) best = { rtt: t1 - t0, offset: now - (t0 + t1) / 2 };
  }
  return best.offset;
}

function rawSpec(server: ServerProcess, key: string): StreamSpec {
  return { key, request: httpRequest('GET', `127.0.0.1:${server.port}`, `/sse?key=${key}`, { Accept: 'text/event-stream' }) };
}

function restSpec(server: ServerProcess, p: { token: string; sessionId: string }): StreamSpec {
  const body = JSON.stringify({ items: [{ type: 'text', content: `bench ${p.sessionId}` }] });
  return {
    key: p.sessionId,
    request: httpRequest(
      'POST',
      `127.0.0.1:${server.port}`,
      `/api/session/${p.sessionId}/message`,
      { Authorization: `Bearer ${p.token}`, 'Content-Type': 'application/json', Accept: 'text/event-stream' },
      body,
    ),
  };
}

/**
 * tRPC: `chat.send` (a mutation, through fetch, a few in flight) creates each reply, which waits at
 * the gate; the subscription request for each is prepared as `httpSubscriptionLink` sends it:
 * GET /trpc/chat.onReply?input=<superjson input> with text/event-stream.
 */
async function trpcSpecs(server: ServerProcess, pairs: { token: string; sessionId: string }[]): Promise<StreamSpec[]> {
  const specs: StreamSpec[] = new Array(pairs.length);
  let next = 0;
  const worker = async () => {
    while (next < pairs.length) {
      const i = next++;
      const p = pairs[i] as { token: string; sessionId: string };
      const response = await fetch(`${server.url}/trpc/chat.send`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${p.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ json: { sessionId: p.sessionId, items: [{ type: 'text', content: `bench ${p.sessionId}` }] } }),
        signal: AbortSignal.timeout(60_000),
      });
      const answer = (await response.json()) as { result?: { data?: { json?: { assistantMessage?: { id: string } } } } };
      const messageId = answer.result?.data?.json?.assistantMessage?.id;
      if (!response.ok || !messageId) throw new Error(`chat.send answered ${response.status}: ${JSON.stringify(answer).slice(0, 300)}`);
      const input = encodeURIComponent(JSON.stringify({ json: { sessionId: p.sessionId, messageId } }));
      specs[i] = {
        key: p.sessionId,
        request: httpRequest('GET', `127.0.0.1:${server.port}`, `/trpc/chat.onReply?input=${input}`, {
          Authorization: `Bearer ${p.token}`,
          Accept: 'text/event-stream',
        }),
      };
    }
  };
  await Promise.all(Array.from({ length: 16 }, worker));
  return specs;
}

/**
 * One round: hold the gate, open every stream (their providers wait), check the server sees them
 * all waiting, then release them with their token phases spread over one token interval, and
 * follow them to the end. Measured: CPU from the release until the server is quiet after the last
 * stream, RSS when all are open (after a GC) and its peak while they stream.
 */
async function round(
  server: ServerProcess,
  control: Control,
  path: PathDef,
  prepare: () => Promise<StreamSpec[]>,
  offsetMs: number,
  measure: boolean,
  idleKb: number | null = null,
): Promise<Measured> {
  await control('hold');
  const openStarted = performance.now();
  // tRPC sends here, after the hold: their replies must wait at the gate too.
  const specs = await prepare();
  const n = specs.length;
  const load = new SseLoad('127.0.0.1', server.port, path.flavor);
  try {
    await load.open(specs, {
      concurrency: Number(process.env.BENCH_STREAMS_OPENING ?? 64),
      deadline: performance.now() + 60_000 + n * 20,
      onProgress: (opened) => {
        if (measure && opened % 500 === 0) process.stderr.write(`    ${opened}/${n} open\n`);
      },
    });
    // REST/tRPC: a stream is open once its `start` event arrived; its provider waits shortly after.
    const waitUntil = performance.now() + 30_000;
    while (performance.now() < waitUntil && ((await control('status')) as { waiting: number }).waiting < load.openedCount) await Bun.sleep(50);
    const openSeconds = (performance.now() - openStarted) / 1000;

    let openKb: number | null = null;
    if (measure) {
      await control('gc');
      await Bun.sleep(200);
      openKb = await rssKb(server.pid);
    }
    let peakKb = openKb ?? 0;
    let sampling = true;
    const trace: string[] = [];
    const sampler = (async () => {
      let lastSrv = await cpuTimeMs(server.pid);
      let lastCli = process.cpuUsage();
      let lastAt = performance.now();
      while (sampling) {
        peakKb = Math.max(peakKb, (await rssKb(server.pid)) ?? 0);
        await Bun.sleep(100);
        if (process.env.BENCH_STREAMS_DEBUG && measure) {
          const srv = await cpuTimeMs(server.pid);
          const cli = process.cpuUsage();
          const at = performance.now();
          trace.push(`${((srv! - lastSrv!) / (at - lastAt) * 100).toFixed(0)}/${(((cli.user + cli.system - lastCli.user - lastCli.system) / 1000) / (at - lastAt) * 100).toFixed(0)}`);
          lastSrv = srv; lastCli = cli; lastAt = at;
        }
      }
    })();

    const cpuBefore = await cpuTimeMs(server.pid);
    const clientBefore = process.cpuUsage();
    const goAt = performance.now();
    await control('go', { leadMs: 20, spreadMs: TOKEN_INTERVAL_MS });
    await load.waitDone(performance.now() + (TOKEN_COUNT / TOKENS_PER_SECOND) * 1000 + 30_000);
    const client = process.cpuUsage(clientBefore);
    const clientCpuPct = ((client.user + client.system) / 1000 / (performance.now() - goAt)) * 100;
    const cpuAfter = await quietCpu(server.pid);
    sampling = false;
    await sampler;
    if (trace.length) process.stderr.write(`  server/client CPU % per 100 ms: ${trace.join(' ')}\n`);

    const starts = (await control('starts')) as Record<string, number>;
    return summarise(path, load, starts, offsetMs, {
      cpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      idleKb,
      openKb,
      peakKb,
      openSeconds,
      clientCpuPct,
    });
  } finally {
    load.closeAll();
  }
}

/** CPU time once the server has gone quiet (work after the last token: final writes, titles). */
async function quietCpu(pid: number): Promise<number | null> {
  let last = await cpuTimeMs(pid);
  for (let i = 0; i < 30 && last !== null; i++) {
    await Bun.sleep(100);
    const now = await cpuTimeMs(pid);
    if (now === null) return last;
    const busy = now - last;
    last = now;
    if (busy <= 2) break;
  }
  return last;
}

/** Waits until the app has no reply running and its CPU is quiet. */
async function settle(server: ServerProcess, control: Control, isRaw: boolean): Promise<void> {
  const until = performance.now() + 30_000;
  while (!isRaw && performance.now() < until && ((await control('replies')) as { running: number }).running > 0) await Bun.sleep(100);
  await quietCpu(server.pid);
}

function summarise(
  path: PathDef,
  load: SseLoad,
  starts: Record<string, number>,
  offsetMs: number,
  m: { cpuMs: number | null; idleKb: number | null; openKb: number | null; peakKb: number; openSeconds: number; clientCpuPct: number },
): Measured {
  const n = load.streams.length;
  const lags = new Float64Array(n * TOKEN_COUNT);
  let lagCount = 0;
  let tokens = 0;
  let lost = 0;
  let duplicated = 0;
  let notExact = 0;
  let textEvents = 0;
  const errors: string[] = [];
  for (const s of load.streams) {
    const check = checkText(s.text);
    lost += check.lost;
    duplicated += check.duplicated;
    if (!check.exact) notExact++;
    textEvents += s.textEvents;
    if (s.error) errors.push(s.error);
    const start = starts[s.key];
    for (let i = 0; i < TOKEN_COUNT; i++) {
      const at = s.times[i] as number;
      if (Number.isNaN(at)) continue;
      tokens++;
      if (start !== undefined) lags[lagCount++] = at - (start - offsetMs + i * TOKEN_INTERVAL_MS);
    }
  }
  if (process.env.BENCH_STREAMS_DEBUG) debugLags(path, load, starts, offsetMs);
  const sorted = lags.subarray(0, lagCount).sort();
  const streams = n;
  return {
    path,
    streams,
    opened: load.openedCount,
    completed: load.streams.filter((s) => s.done).length,
    tokens,
    lost,
    duplicated,
    notExact,
    errors,
    lagP50: quantile(sorted, 0.5),
    lagP99: quantile(sorted, 0.99),
    lagMax: sorted.length ? (sorted[sorted.length - 1] as number) : Number.NaN,
    cpuUsPerToken: m.cpuMs !== null && tokens > 0 ? (m.cpuMs * 1000) / tokens : null,
    kbPerStreamOpen: m.idleKb !== null && m.openKb !== null && streams > 0 ? (m.openKb - m.idleKb) / streams : null,
    kbPerStreamPeak: m.idleKb !== null && m.peakKb > 0 && streams > 0 ? (m.peakKb - m.idleKb) / streams : null,
    textEventsPerStream: streams ? textEvents / streams : 0,
    openSeconds: m.openSeconds,
    clientCpuPct: m.clientCpuPct,
  };
}

function report(measured: Measured[]): Report {
  const raw = measured.find((m) => m.path.flavor === 'raw');
  const rows: Record<string, Cell>[] = measured.map((m) => {
    const isRaw = m.path.flavor === 'raw';
    const addedP99 = raw && !isRaw ? m.lagP99 - raw.lagP99 : null;
    const cpuVsRaw = raw?.cpuUsPerToken && m.cpuUsPerToken ? m.cpuUsPerToken / raw.cpuUsPerToken : null;
    const misses: string[] = [];
    if (m.lost + m.duplicated > 0 || m.notExact > 0 || m.errors.length) misses.push('tokens');
    if (!isRaw) {
      if (verdict(addedP99, TARGET.addedLagP99Ms, 'atMost') === 'miss') misses.push('lag');
      if (verdict(cpuVsRaw, TARGET.cpuVsRaw, 'atMost') === 'miss') misses.push('cpu');
      if (verdict(m.kbPerStreamOpen, TARGET.kbPerStream, 'atMost') === 'miss') misses.push('memory');
    }
    return {
      name: m.path.name,
      streams: m.streams,
      tokens: m.tokens,
      expected: m.streams * TOKEN_COUNT,
      lostDup: `${m.lost} / ${m.duplicated}`,
      lagP50: m.lagP50,
      lagP99: m.lagP99,
      addedP99,
      cpuUsPerToken: m.cpuUsPerToken,
      cpuVsRaw,
      kbPerStreamOpen: m.kbPerStreamOpen,
      kbPerStreamPeak: m.kbPerStreamPeak,
      eventsPerStream: m.textEventsPerStream,
      openSeconds: m.openSeconds,
      clientCpuPct: m.clientCpuPct,
      errors: m.errors.length,
      result: isRaw ? (misses.length ? `miss (${misses.join(', ')})` : 'reference') : misses.length ? `miss (${misses.join(', ')})` : 'pass',
    };
  });
  const errorNotes = measured.flatMap((m) => {
    if (!m.errors.length && m.notExact === 0) return [];
    const kinds = new Map<string, number>();
    for (const e of m.errors) kinds.set(e.replace(/[0-9a-f-]{36}/g, '…'), (kinds.get(e.replace(/[0-9a-f-]{36}/g, '…')) ?? 0) + 1);
    const list = [...kinds].slice(0, 3).map(([e, c]) => `${c}× ${e}`);
    return [`${m.path.name}: ${m.errors.length} stream errors, ${m.notExact} texts not exactly the script${list.length ? `: ${list.join('; ')}` : ''}`];
  });
  return {
    title: `Streamed replies: ${TOKEN_COUNT} tokens at ${TOKENS_PER_SECOND} tokens/s per stream, all streams concurrent (loopback)`,
    columns: [
      { key: 'name', label: 'path' },
      { key: 'streams', label: 'streams', format: integer },
      { key: 'tokens', label: 'tokens', format: integer },
      { key: 'lostDup', label: 'lost / dup' },
      { key: 'lagP50', label: 'lag p50 ms', format: fixed(1) },
      { key: 'lagP99', label: 'lag p99 ms', format: fixed(1) },
      { key: 'addedP99', label: 'added p99 ms (≤ 60)', format: fixed(1) },
      { key: 'cpuUsPerToken', label: 'srv µs/token', format: fixed(1) },
      { key: 'cpuVsRaw', label: 'CPU × raw (≤ 2)', format: ratio },
      { key: 'kbPerStreamOpen', label: 'KB/stream open (≤ 32)', format: fixed(1) },
      { key: 'kbPerStreamPeak', label: 'KB/stream peak', format: fixed(1) },
      { key: 'eventsPerStream', label: 'events/stream', format: fixed(1) },
      { key: 'openSeconds', label: 'open s', format: fixed(1) },
      { key: 'clientCpuPct', label: 'client CPU %', format: fixed(0) },
      { key: 'result', label: 'result', align: 'left' },
    ],
    rows,
    notes: [
      `Each path on a fresh server process; one raw TCP socket per stream in the bench process (lib/sse-load.ts). A warm-up round (BENCH_STREAMS_WARMUP, default n/5 within 20–200) runs first. Streams open first (their providers wait at a gate), then all start, their token phases spread evenly over one ${TOKEN_INTERVAL_MS} ms interval.`,
      'lag = time the client had the token − the time the provider scheduled it (provider start, recorded by the server, + i/50 s; clocks aligned by a round trip). added p99 = this path\'s p99 − the raw relay\'s p99; it includes the coalescing window (40 ms).',
      'srv µs/token = server process CPU from the release until it is quiet after the last stream, ÷ tokens delivered (sends/subscribes happen before and are not counted). On PGlite the database runs inside the server process, so its work (checkpoints, final writes, titles) is in the app rows; with BENCH_DATABASE_URL it runs in Postgres and is not.',
      'KB/stream open = server RSS with all streams open (after a GC) − idle RSS (after the warm-up, after a GC), ÷ streams; peak = highest RSS while streaming − idle, ÷ streams. open s = time to send/subscribe and open all streams.',
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}. Targets (PERFORMANCE.md): 0 lost or duplicated, added p99 ≤ 60 ms, CPU ≤ 2× raw per token, ≤ 32 KB per open stream.`,
      ...errorNotes,
    ],
  };
}

/** BENCH_STREAMS_DEBUG=1: lag p50/p99 by token position, to see where a tail comes from. */
function debugLags(path: PathDef, load: SseLoad, starts: Record<string, number>, offsetMs: number) {
  const lines: string[] = [];
  for (let from = 0; from < TOKEN_COUNT; from += 10) {
    const lags: number[] = [];
    for (const s of load.streams) {
      const start = starts[s.key];
      if (start === undefined) continue;
      for (let i = from; i < Math.min(TOKEN_COUNT, from + 10); i++) {
        const at = s.times[i] as number;
        if (!Number.isNaN(at)) lags.push(at - (start - offsetMs + i * TOKEN_INTERVAL_MS));
      }
    }
    lags.sort((a, b) => a - b);
    lines.push(`tokens ${from}-${from + 9}: p50 ${quantile(lags, 0.5).toFixed(1)} p99 ${quantile(lags, 0.99).toFixed(1)} max ${lags.at(-1)?.toFixed(1)}`);
  }
  process.stderr.write(`  ${path.name} lag by token:\n    ${lines.join('\n    ')}\n`);
}
