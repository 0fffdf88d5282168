/**
 * Streamed replies, side by side in one run: a raw Bun SSE relay (the reference), our REST SSE
 * path and our tRPC subscription path, each with N concurrent replies of the same token script at
 * 50 tokens/s. Per path: tokens delivered, lost/duplicated tokens, lag of each token behind the
 * provider's schedule, server CPU per token and server memory per open stream.
 */
import { resolve } from 'node:path';
import { fixed, integer, ratio, verdict, type Benchmark, type Cell, type Report } from './lib/report';
import { commandCpuMs, cpuTimeMs, machineBusyMs, rssKb, spawnServer, type ServerProcess } from './lib/server-process';
import { SseLoad, httpRequest, type SseFlavor, type StreamSpec } from './lib/sse-load';
import { TOKEN_COUNT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND, checkText, epochNow } from './lib/stream-script';
import { quantile } from './lib/stats';
import { DEFAULT_REPLY_CONFIG } from '../src/server/deps';

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
  /** Postgres (all its processes) CPU per token over the same window, when the app uses it. */
  dbUsPerToken: number | null;
  /** Share of the server CPU spent until the last token reached the client (sampled every 50 ms). */
  cpuShareToLastToken: number | null;
  /** Server CPU after the last token, per reply (ending work: final write, title, memory), ms. */
  cpuMsPerReplyAfter: number | null;
  kbPerStreamOpen: number | null;
  /** RSS growth per stream while the second half of round 1 opened: an open stream's marginal cost. */
  kbPerStreamMarginal?: number | null;
  kbPerStreamPeak: number | null;
  /** Round 2's open-stream RSS over what round 1 left: an open stream's cost once the server has been that size. */
  kbPerStreamWarm?: number | null;
  textEventsPerStream: number;
  openSeconds: number;
  /** Load generator (this process) CPU while the streams ran, % of one core. */
  clientCpuPct: number;
  /** CPU of every other process meanwhile (noise; Postgres too when used), % of one core. */
  otherCpuPct: number | null;
  /** JS heap (+ external buffers) growth from idle to all open, after GCs, per stream, KB. */
  heapKbPerStream: number | null;
  /** The same, once round 1 has ended (its replies still in their replay grace period), per reply. */
  heapKbPerEnded?: number;
  /** The memory round: its token checks count too. */
  firstRound?: { lost: number; duplicated: number; notExact: number; errors: string[]; lagP99: number; cpuUsPerToken: number | null };
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
    const prewarmN = Number(process.env.BENCH_STREAMS_PREWARM ?? 20);
    const pairs = isRaw ? null : ((await control('setup', { n: prewarmN + 2 * n })) as { token: string; sessionId: string }[]);
    const specsFor = async (from: number, count: number): Promise<StreamSpec[]> => {
      if (isRaw) return Array.from({ length: count }, (_, i) => rawSpec(server, `s${from + i}`));
      const slice = (pairs as { token: string; sessionId: string }[]).slice(from, from + count);
      return path.flavor === 'rest' ? slice.map((p) => restSpec(server, p)) : trpcSpecs(server, slice);
    };

    // A small pre-warm takes one-time costs (JIT, pools, first connections) out of the idle RSS.
    await round(server, control, path, () => specsFor(0, prewarmN), offsetMs, { rss: false, label: 'pre-warm' });
    await settle(server, control, isRaw);
    await control('gc');
    await Bun.sleep(200);
    const idleKb = await rssKb(server.pid);
    const idleMemory = (await control('memory')) as { heapBytes: number; types?: Record<string, number> };
    const idleHeap = idleMemory.heapBytes;
    // Round 1 (full size) measures memory: its streams are the first to need that much.
    const first = await round(server, control, path, () => specsFor(prewarmN, n), offsetMs, { rss: true, idleKb, idleHeap, idleTypes: idleMemory.types, label: 'round 1 (memory)' });
    await settle(server, control, isRaw);
    // Finished replies stay replayable for a grace period (the app's 60 s): what do they hold?
    const endedHeap = ((await control('memory')) as { heapBytes: number }).heapBytes;
    // Round 2 (same size, now warm) measures tokens, lag and CPU: the steady state.
    // Its open-stream RSS, from the RSS round 1 left behind: the cost of an open stream on a server
    // that has already held that many (the allocator reuses what the first round touched).
    await control('gc');
    await Bun.sleep(200);
    const warmIdleKb = await rssKb(server.pid);
    const second = await round(server, control, path, () => specsFor(prewarmN + n, n), offsetMs, { rss: true, idleKb: warmIdleKb, label: 'round 2 (timed)' });
    return {
      ...second,
      kbPerStreamOpen: first.kbPerStreamOpen,
      kbPerStreamPeak: first.kbPerStreamPeak,
      kbPerStreamWarm: second.kbPerStreamOpen,
      kbPerStreamMarginal: first.kbPerStreamMarginal,
      heapKbPerStream: first.heapKbPerStream,
      heapKbPerEnded: (endedHeap - idleHeap) / 1024 / n,
      firstRound: { lost: first.lost, duplicated: first.duplicated, notExact: first.notExact, errors: first.errors, lagP99: first.lagP99, cpuUsPerToken: first.cpuUsPerToken },
    };
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
  o: { rss: boolean; idleKb?: number | null; idleHeap?: number; idleTypes?: Record<string, number>; label: string },
): Promise<Measured> {
  const measure = o.rss;
  const idleKb = o.idleKb ?? null;
  await control('hold');
  const openStarted = performance.now();
  // tRPC sends here, after the hold: their replies must wait at the gate too.
  const specs = await prepare();
  const n = specs.length;
  const load = new SseLoad('127.0.0.1', server.port, path.flavor);
  try {
    const openOptions = {
      concurrency: Number(process.env.BENCH_STREAMS_OPENING ?? 64),
      deadline: performance.now() + 60_000 + n * 20,
      onProgress: (opened: number) => {
        if (opened % 1000 === 0) process.stderr.write(`    ${o.label}: ${opened}/${n} open\n`);
      },
    };
    // REST/tRPC: a stream is open once its `start` event arrived; its provider waits shortly after.
    const allWaiting = async () => {
      const waitUntil = performance.now() + 30_000;
      while (performance.now() < waitUntil && ((await control('status')) as { waiting: number }).waiting < load.openedCount) await Bun.sleep(50);
    };
    // The memory round opens half, measures, then the rest: the second half's growth per stream is
    // the marginal cost of an open stream, without the one-time growth the first streams bring.
    const half = measure ? Math.floor(n / 2) : 0;
    let halfKb: number | null = null;
    if (half > 0) {
      await load.open(specs.slice(0, half), openOptions);
      await allWaiting();
      await control('memory');
      await Bun.sleep(200);
      halfKb = await rssKb(server.pid);
    }
    await load.open(specs.slice(half), openOptions);
    await allWaiting();
    const openSeconds = (performance.now() - openStarted) / 1000;

    let openKb: number | null = null;
    let heapGrowthKb: number | null = null;
    if (measure) {
      const { heapBytes, types } = (await control('memory')) as { heapBytes: number; types?: Record<string, number> };
      if (types && o.idleTypes) {
        const idleTypes = o.idleTypes;
        const perStream = Object.entries(types)
          .map(([type, count]) => [type, (count - (idleTypes[type] ?? 0)) / n] as const)
          .filter(([, d]) => d >= 0.5)
          .sort((a, b) => b[1] - a[1])
          .slice(0, 30)
          .map(([type, d]) => `${type} ${d.toFixed(1)}`);
        process.stderr.write(`  ${o.label}: live objects per open stream (by type): ${perStream.join(', ')}\n`);
      }
      await Bun.sleep(200);
      openKb = await rssKb(server.pid);
      if (o.idleHeap !== undefined) heapGrowthKb = (heapBytes - o.idleHeap) / 1024;
    }
    let peakKb = openKb ?? 0;
    let sampling = true;
    const trace: string[] = [];
    /** Server CPU over time, [performance.now(), cpu ms]: to split it at the last token. */
    const cpuSamples: [number, number][] = [];
    const sampler = (async () => {
      let lastSrv = await cpuTimeMs(server.pid);
      let lastCli = process.cpuUsage();
      let lastAt = performance.now();
      while (sampling) {
        peakKb = Math.max(peakKb, (await rssKb(server.pid)) ?? 0);
        await Bun.sleep(50);
        const srv = await cpuTimeMs(server.pid);
        const at = performance.now();
        if (srv !== null) cpuSamples.push([at, srv]);
        if (process.env.BENCH_STREAMS_DEBUG && at - lastAt >= 100 && srv !== null && lastSrv !== null) {
          const cli = process.cpuUsage();
          trace.push(`${(((srv - lastSrv) / (at - lastAt)) * 100).toFixed(0)}/${(((cli.user + cli.system - lastCli.user - lastCli.system) / 1000 / (at - lastAt)) * 100).toFixed(0)}`);
          lastSrv = srv;
          lastCli = cli;
          lastAt = at;
        }
      }
    })();

    const usesPostgres = path.flavor !== 'raw' && Boolean(process.env.BENCH_DATABASE_URL);
    const pgBefore = usesPostgres ? await commandCpuMs('postgres') : null;
    const cpuBefore = await cpuTimeMs(server.pid);
    const machineBefore = await machineBusyMs();
    const clientBefore = process.cpuUsage();
    const goAt = performance.now();
    const profiled = process.env.BENCH_STREAMS_PROFILE && o.label.startsWith('round 2') ? control('profile', { ms: (TOKEN_COUNT / TOKENS_PER_SECOND) * 1000 }) : null;
    await control('go', { leadMs: 20, spreadMs: TOKEN_INTERVAL_MS });
    // Bounded: the reply's length plus slack that grows with the load (an overloaded server is late, not stuck).
    await load.waitDone(performance.now() + (TOKEN_COUNT / TOKENS_PER_SECOND) * 1000 + 30_000 + n * 10);
    const client = process.cpuUsage(clientBefore);
    const streamedMs = performance.now() - goAt;
    const clientCpuPct = ((client.user + client.system) / 1000 / streamedMs) * 100;
    const machineAfter = await machineBusyMs();
    const serverSoFar = await cpuTimeMs(server.pid);
    const pgStreamed = usesPostgres && pgBefore !== null ? ((await commandCpuMs('postgres')) ?? pgBefore) - pgBefore : 0;
    // Everything else the machine did meanwhile: other processes, i.e. noise.
    const otherCpuPct =
      machineBefore !== null && machineAfter !== null && cpuBefore !== null && serverSoFar !== null
        ? Math.max(0, ((machineAfter - machineBefore - (serverSoFar - cpuBefore) - (client.user + client.system) / 1000 - pgStreamed) / streamedMs) * 100)
        : null;
    const cpuAfter = await quietCpu(server.pid);
    const pgAfter = usesPostgres ? await commandCpuMs('postgres') : null;
    // CPU until the last token reached the client vs after it (final writes, titles, memory).
    let lastTokenAt = -Infinity;
    for (const st of load.streams) {
      const at = st.times[TOKEN_COUNT - 1] as number;
      if (!Number.isNaN(at) && at > lastTokenAt) lastTokenAt = at;
    }
    const lastTokenPerf = lastTokenAt - performance.timeOrigin;
    const atLastToken = cpuSamples.filter(([at]) => at <= lastTokenPerf).at(-1)?.[1] ?? null;
    const cpuToLastTokenMs = atLastToken !== null && cpuBefore !== null ? atLastToken - cpuBefore : null;
    sampling = false;
    await sampler;
    if (trace.length) process.stderr.write(`  ${o.label}: server/client CPU % per 100 ms: ${trace.join(' ')}\n`);

    if (profiled) process.stderr.write(`  ${o.label}: server profile while streaming ${JSON.stringify(await profiled, null, 1)}\n`);
    const starts = (await control('starts')) as Record<string, number>;
    if (process.env.BENCH_STREAMS_DEBUG) {
      process.stderr.write(`  ${o.label}: server diagnostics ${JSON.stringify(await control('diagnostics'))}\n`);
      if (path.flavor !== 'raw') process.stderr.write(`  ${o.label}: slow statements ${JSON.stringify(await control('slow'), null, 1)}\n`);
    }
    return summarise(path, o.label, load, starts, offsetMs, {
      cpuMs: cpuBefore !== null && cpuAfter !== null ? cpuAfter - cpuBefore : null,
      cpuToLastTokenMs,
      dbCpuMs: pgBefore !== null && pgAfter !== null ? pgAfter - pgBefore : null,
      idleKb,
      openKb,
      halfKb,
      half,
      peakKb,
      heapGrowthKb,
      openSeconds,
      clientCpuPct,
      otherCpuPct,
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
  label: string,
  load: SseLoad,
  starts: Record<string, number>,
  offsetMs: number,
  m: { cpuMs: number | null; cpuToLastTokenMs: number | null; dbCpuMs: number | null; idleKb: number | null; openKb: number | null; halfKb: number | null; half: number; peakKb: number; heapGrowthKb: number | null; openSeconds: number; clientCpuPct: number; otherCpuPct: number | null },
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
  if (process.env.BENCH_STREAMS_DEBUG) debugLags(`${path.name}, ${label}`, load, starts, offsetMs);
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
    dbUsPerToken: m.dbCpuMs !== null && tokens > 0 ? (m.dbCpuMs * 1000) / tokens : null,
    cpuShareToLastToken: m.cpuMs && m.cpuToLastTokenMs !== null ? m.cpuToLastTokenMs / m.cpuMs : null,
    cpuMsPerReplyAfter: m.cpuMs !== null && m.cpuToLastTokenMs !== null && n > 0 ? (m.cpuMs - m.cpuToLastTokenMs) / n : null,
    kbPerStreamOpen: m.idleKb !== null && m.openKb !== null && streams > 0 ? (m.openKb - m.idleKb) / streams : null,
    kbPerStreamPeak: m.idleKb !== null && m.peakKb > 0 && streams > 0 ? (m.peakKb - m.idleKb) / streams : null,
    kbPerStreamMarginal: m.halfKb !== null && m.openKb !== null && streams > m.half ? (m.openKb - m.halfKb) / (streams - m.half) : null,
    textEventsPerStream: streams ? textEvents / streams : 0,
    openSeconds: m.openSeconds,
    clientCpuPct: m.clientCpuPct,
    otherCpuPct: m.otherCpuPct,
    heapKbPerStream: m.heapGrowthKb !== null && streams > 0 ? m.heapGrowthKb / streams : null,
  };
}

/** Text events a stream gets when every coalescing window fires on time. */
const EXPECTED_APP_EVENTS = (TOKEN_COUNT * TOKEN_INTERVAL_MS) / DEFAULT_REPLY_CONFIG.coalesceWindowMs;

/** Other processes above this share of one core during a timed round make the comparison doubtful. */
const NOISY_OTHER_CPU_PCT = 25;

function report(measured: Measured[]): Report {
  const raw = measured.find((m) => m.path.flavor === 'raw');
  const noisy = measured.filter((m) => (m.otherCpuPct ?? 0) > NOISY_OTHER_CPU_PCT);
  const rows: Record<string, Cell>[] = measured.map((m) => {
    const isRaw = m.path.flavor === 'raw';
    const addedP99 = raw && !isRaw ? m.lagP99 - raw.lagP99 : null;
    const cpuVsRaw = raw?.cpuUsPerToken && m.cpuUsPerToken ? m.cpuUsPerToken / raw.cpuUsPerToken : null;
    const misses: string[] = [];
    const r1 = m.firstRound;
    // Fewer events than one per coalescing window: windows fired late and merged, the server is
    // behind (its CPU per token then drops: more tokens per event), so compare lag, not CPU.
    const overloaded = !isRaw && m.textEventsPerStream < 0.8 * EXPECTED_APP_EVENTS;
    if (m.lost + m.duplicated > 0 || m.notExact > 0 || m.errors.length) misses.push('tokens');
    else if (r1 && (r1.lost + r1.duplicated > 0 || r1.notExact > 0 || r1.errors.length)) misses.push('tokens in round 1');
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
      lost: m.lost,
      duplicated: m.duplicated,
      lagMax: m.lagMax,
      round1Lost: r1?.lost ?? null,
      round1Duplicated: r1?.duplicated ?? null,
      round1Errors: r1 ? r1.errors.length : null,
      round1LagP99: r1?.lagP99 ?? null,
      round1CpuUsPerToken: r1?.cpuUsPerToken ?? null,
      lagP50: m.lagP50,
      lagP99: m.lagP99,
      addedP99,
      cpuUsPerToken: m.cpuUsPerToken,
      dbUsPerToken: m.dbUsPerToken,
      cpuVsRaw,
      kbPerStreamOpen: m.kbPerStreamOpen,
      kbPerStreamPeak: m.kbPerStreamPeak,
      kbPerStreamWarm: m.kbPerStreamWarm ?? null,
      kbPerStreamMarginal: m.kbPerStreamMarginal ?? null,
      eventsPerStream: m.textEventsPerStream,
      openSeconds: m.openSeconds,
      clientCpuPct: m.clientCpuPct,
      otherCpuPct: m.otherCpuPct,
      heapKbPerStream: m.heapKbPerStream,
      heapKbPerEnded: m.heapKbPerEnded ?? null,
      errors: m.errors.length,
      result:
        (isRaw ? (misses.length ? `miss (${misses.join(', ')})` : 'reference') : misses.length ? `miss (${misses.join(', ')})` : 'pass') +
        (overloaded ? ' (overloaded)' : '') +
        (noisy.length ? ' (noisy run)' : ''),
    };
  });
  const errorNotes = measured.flatMap((m) => {
    const notes: string[] = [];
    const describe = (round: string, errors: string[], notExact: number, lost: number, duplicated: number) => {
      if (!errors.length && notExact === 0) return;
      const kinds = new Map<string, number>();
      for (const e of errors) {
        const kind = e.replace(/[0-9a-f]{8}-[0-9a-f-]{27}/g, '…');
        kinds.set(kind, (kinds.get(kind) ?? 0) + 1);
      }
      const list = [...kinds].slice(0, 3).map(([e, c]) => `${c}× ${e}`);
      notes.push(`${m.path.name}, ${round}: ${errors.length} stream errors, ${notExact} texts not exactly the script (${lost} lost, ${duplicated} duplicated)${list.length ? `: ${list.join('; ')}` : ''}`);
    };
    describe('round 2', m.errors, m.notExact, m.lost, m.duplicated);
    if (m.firstRound) describe('round 1', m.firstRound.errors, m.firstRound.notExact, m.firstRound.lost, m.firstRound.duplicated);
    return notes;
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
      { key: 'dbUsPerToken', label: 'db µs/token', format: fixed(1) },
      { key: 'kbPerStreamOpen', label: 'KB/stream open (≤ 32)', format: fixed(1) },
      { key: 'kbPerStreamPeak', label: 'KB/stream peak', format: fixed(1) },
      { key: 'kbPerStreamMarginal', label: 'KB/stream marginal', format: fixed(1) },
      { key: 'kbPerStreamWarm', label: 'KB/stream warm', format: fixed(1) },
      { key: 'heapKbPerStream', label: 'heap KB/stream', format: fixed(1) },
      { key: 'heapKbPerEnded', label: 'heap KB/ended', format: fixed(1) },
      { key: 'eventsPerStream', label: 'events/stream', format: fixed(1) },
      { key: 'openSeconds', label: 'open s', format: fixed(1) },
      { key: 'clientCpuPct', label: 'client CPU %', format: fixed(0) },
      { key: 'otherCpuPct', label: 'other CPU %', format: fixed(0) },
      { key: 'result', label: 'result', align: 'left' },
    ],
    rows,
    notes: [
      `Each path on a fresh server process; one raw TCP socket per stream in the bench process (lib/sse-load.ts). Per path: a pre-warm of ${process.env.BENCH_STREAMS_PREWARM ?? 20} streams, round 1 (full size: memory), round 2 (full size, warm: everything else). In a round all streams open first (their providers wait at a gate), then all start, their token phases spread evenly over one ${TOKEN_INTERVAL_MS} ms interval.`,
      "lag = time the client had the token − the time the provider scheduled it (the provider's start, recorded by the server, + i/50 s; clocks aligned by a round trip). added p99 = this path's p99 − the raw relay's p99; it includes the coalescing window (40 ms: p50 ≈ 20 ms, p99 ≈ 40 ms by design).",
      'srv µs/token = server process CPU from the release until it is quiet after the last stream, ÷ tokens delivered (sends and subscribes happen before and are not counted). On PGlite the database runs inside the server process, so its work (checkpoints, final writes, titles, memory) is in the app rows and on its event loop; with BENCH_DATABASE_URL it runs in Postgres and is not.',
      'KB/stream open = server RSS with all round-1 streams open (after a GC) − idle RSS (after the pre-warm, after a GC), ÷ streams; peak = highest RSS while they stream − idle, ÷ streams; heap = the same difference of the JS heap + external buffers (process.memoryUsage heapUsed + external after a full GC): no native socket buffers, no database; heap KB/ended = that difference once round 1 has ended, per reply (finished replies stay replayable for a grace period); KB/stream marginal = the RSS growth per stream while the second half of round 1 opened (the first half measured after a GC): an open stream\'s cost without the one-time growth the first streams bring (sensitive to GC timing: a diagnostic); KB/stream warm = round 2\'s open-stream RSS over the RSS round 1 left behind, ÷ streams: an open stream\'s cost once the server has held that many (the target is judged on the first-time figure). On PGlite the RSS figures also hold the embedded database\'s memory first touched by the round\'s sends (its rows, its caches): judge memory with BENCH_DATABASE_URL.',
      "open s = time to send/subscribe and open all streams of round 2. client CPU % = the load generator's CPU while round 2 streamed (100% = one core); other CPU % = every other process meanwhile except Postgres (noise from whatever else runs on the machine); db µs/token = Postgres's CPU per token over the srv µs/token window (with BENCH_DATABASE_URL).",
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}. Targets (PERFORMANCE.md): 0 lost or duplicated, added p99 ≤ 60 ms, CPU ≤ 2× raw per token, ≤ 32 KB per open stream.`,
      `Server CPU until the last token arrived / after it (per reply): ${measured
        .map((m) => `${m.path.flavor} ${m.cpuShareToLastToken === null ? '?' : `${(m.cpuShareToLastToken * 100).toFixed(0)}% / ${(100 - m.cpuShareToLastToken * 100).toFixed(0)}% (${m.cpuMsPerReplyAfter?.toFixed(2) ?? '?'} ms)`}`)
        .join('; ')}. The part after is the replies' ending (final write, completed event, title, memory) and any backlog; it is in srv µs/token.`,
      ...(measured.some((m) => m.path.flavor !== 'raw' && m.textEventsPerStream < 0.8 * EXPECTED_APP_EVENTS)
        ? [
            `(overloaded): under ${Math.round(0.8 * EXPECTED_APP_EVENTS)} text events per stream where on-time ${DEFAULT_REPLY_CONFIG.coalesceWindowMs} ms windows give ${EXPECTED_APP_EVENTS}: the server fell behind and merged windows, so its CPU per token drops (more tokens per event) while the lag grows. Judge such a row by its lag.`,
          ]
        : []),
      ...(noisy.length
        ? [
            `NOISY RUN: other processes used ${noisy.map((m) => `${(m.otherCpuPct as number).toFixed(0)}% of a core during ${m.path.name}`).join(', ')} (above ${NOISY_OTHER_CPU_PCT}%). Lag and CPU ratios compare paths measured at different moments; rerun on a quiet machine before trusting them.`,
          ]
        : []),
      ...errorNotes,
    ],
  };
}

/** BENCH_STREAMS_DEBUG=1: lag p50/p99 by token position, to see where a tail comes from. */
function debugLags(label: string, load: SseLoad, starts: Record<string, number>, offsetMs: number) {
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
  process.stderr.write(`  ${label}: lag by token:\n    ${lines.join('\n    ')}\n`);
}
