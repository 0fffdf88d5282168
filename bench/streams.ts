/**
 * Streamed replies, side by side in one run: a raw Bun SSE relay (the reference), our REST SSE
 * path and our tRPC subscription path, each with N concurrent replies of the same token script at
 * 50 tokens/s. Per path: tokens delivered, lost/duplicated tokens, lag of each token behind the
 * provider's schedule, server CPU per token and server memory per open stream.
 */
import { resolve } from 'node:path';
import type { Benchmark, Report } from './lib/report';
import { STREAM_TARGET_IDS } from './lib/targets';
import { groupCpuMs, groupRssKb, spawnGroup, type ServerGroup } from './lib/server-group';
import { serveRuntimeEnv } from '../scripts/serve-env';
import { commandCpuMs, machineBusyMs } from './lib/server-process';
import { SseLoad, httpRequest, type StreamSpec } from './lib/sse-load';
import { TOKEN_COUNT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND, epochNow } from './lib/stream-script';
import { combineRuns } from './lib/streams-combine';
import { report, type Measured, type PathDef } from './lib/streams-report';
import { capacityReport, measureCapacities } from './lib/streams-capacity';
import { summarise } from './lib/streams-summary';

const RAW_SERVER = resolve(import.meta.dir, 'servers/stream-raw.ts');
const APP_SERVER = resolve(import.meta.dir, 'servers/stream-app.ts');

/** Pre-warm: `rounds` rounds of `batch` streams each. */
const PREWARM = {
  batch: Number(process.env.BENCH_STREAMS_PREWARM ?? 20),
  rounds: Number(process.env.BENCH_STREAMS_PREWARM_ROUNDS ?? 10),
};

const PATHS: PathDef[] = [
  { name: 'raw Bun SSE relay (reference)', flavor: 'raw', defaultStreams: 1000, env: 'BENCH_STREAMS_RAW' },
  { name: 'REST SSE POST /api/session/{id}/message', flavor: 'rest', defaultStreams: 1000, env: 'BENCH_STREAMS_REST' },
  { name: 'tRPC chat.send + chat.onReply', flavor: 'trpc', defaultStreams: 500, env: 'BENCH_STREAMS_TRPC' },
];

export const benchmark: Benchmark = {
  name: 'streams',
  summary: 'N concurrent streamed replies (50 tokens/s): raw SSE relay vs REST SSE vs tRPC — lag, lost tokens, CPU/token, memory/stream',
  async run() {
    const all = process.env.BENCH_STREAMS ? Number(process.env.BENCH_STREAMS) : null;
    const measured: Measured[] = [];
    // BENCH_STREAMS_PATHS=rest,trpc: only those paths (while iterating; ratios need the raw one).
    const only = process.env.BENCH_STREAMS_PATHS?.split(',');
    const selected = PATHS.filter((p) => !only || only.includes(p.flavor));
    // Without a fixed load (BENCH_STREAMS or a path's own variable) the bench measures capacity.
    if (all === null && !selected.some((p) => process.env[p.env])) return capacity(selected);
    const countOf = (p: PathDef) => Number(process.env[p.env] ?? all ?? p.defaultStreams);
    // The raw relay's CPU per token falls as its load grows (more writes per wakeup: 11-13 us at
    // 1,000 streams, ~4 at 5,000), so each path is compared with the raw relay at its own count:
    // the raw reference runs at every count a selected path uses (and at its own when set).
    const runs: { path: PathDef; n: number }[] = [];
    const raw = selected.find((p) => p.flavor === 'raw');
    if (raw) {
      const rawCounts = new Set(selected.filter((p) => p !== raw).map(countOf));
      if (process.env[raw.env] || rawCounts.size === 0) rawCounts.add(countOf(raw));
      for (const n of [...rawCounts].sort((a, b) => b - a)) runs.push({ path: raw, n });
    }
    for (const path of selected) if (path !== raw) runs.push({ path, n: countOf(path) });
    // BENCH_STREAMS_REPEAT=3: every run three times, interleaved (raw, app, raw, app, …) so slow
    // spells of the machine hit both; each row is then the runs' median (lib/streams-combine.ts).
    const repeat = Math.max(1, Number(process.env.BENCH_STREAMS_REPEAT ?? 1));
    const results = runs.map((): Measured[] => []);
    for (let r = 0; r < repeat; r++) {
      for (const [i, { path, n }] of runs.entries()) {
        process.stderr.write(`  streams: ${path.name}, ${n} streams${repeat > 1 ? ` (run ${r + 1} of ${repeat})` : ''} …\n`);
        const result = await measurePath(path, n);
        process.stderr.write(
          `  streams: ${path.name}: ${result.tokens} tokens, lag p99 ${result.lagP99.toFixed(1)} ms, ${result.cpuUsPerToken?.toFixed(1) ?? '?'} µs/token, client ${result.clientCpuPct.toFixed(0)}% CPU${result.errors.length ? `, ${result.errors.length} errors` : ''}\n`,
        );
        results[i]!.push(result);
      }
    }
    for (const runsOfOne of results) measured.push(combineRuns(runsOfOne));
    return withReason(report(measured), 'not measured: streams ran a fixed load (BENCH_STREAMS*); capacity is measured without it');
  },
};

/**
 * Capacity of every selected path, one process each; on Postgres every path, the raw relay too,
 * also as two processes sharing the port (WORKERS=2), to show what the second core buys, each
 * against the raw relay in as many processes.
 */
async function capacity(selected: PathDef[]) {
  const paths = [...selected];
  const processes = Number(process.env.BENCH_CAPACITY_PROCESSES ?? (process.env.BENCH_DATABASE_URL ? 2 : 1));
  if (processes > 1 && !process.env.BENCH_DATABASE_URL) {
    process.stderr.write(`  streams capacity: BENCH_CAPACITY_PROCESSES=${processes} ignored: the app's processes share a database only on Postgres (set BENCH_DATABASE_URL)\n`);
  } else if (processes > 1) {
    // The raw relay first: the multi-process rows are judged against it.
    const ordered = [...selected].sort((a, b) => Number(b.flavor === 'raw') - Number(a.flavor === 'raw'));
    for (const p of ordered) paths.push({ ...p, name: `${p.name} (${processes} processes)`, processes });
  }
  const { raws, ours, rawAt } = await measureCapacities(paths, measurePath);
  const left = [process.env.BENCH_STREAMS_PATHS && `BENCH_STREAMS_PATHS=${process.env.BENCH_STREAMS_PATHS}`, `${processes} process${processes > 1 ? 'es' : ''}`].filter(Boolean);
  return withReason(capacityReport(raws, ours, rawAt), `not measured: this capacity run left it out (${left.join(', ')})`);
}

/** Issue #28's stream targets this report did not measure, with the reason (lib/targets.ts). */
function withReason(out: Report, reason: string): Report {
  const measured = new Set((out.targets ?? []).map((t) => t.id));
  const missing = STREAM_TARGET_IDS().filter((id) => !measured.has(id));
  return { ...out, targets: [...(out.targets ?? []), ...missing.map((id) => ({ id, value: null, result: reason }))] };
}

async function measurePath(path: PathDef, n: number): Promise<Measured> {
  const isRaw = path.flavor === 'raw';
  const env = { TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', ...(isRaw ? {} : serveRuntimeEnv()) };
  const server = await spawnGroup(isRaw ? RAW_SERVER : APP_SERVER, processesFor(path), env, 120_000);
  try {
    const control = controller(server);
    const offsetMs = await clockOffset(control);
    const { batch: prewarmBatch, rounds: prewarmRounds } = PREWARM;
    const prewarmN = prewarmBatch * prewarmRounds;
    const pairs = isRaw ? null : ((await control('setup', { n: prewarmN + 2 * n })) as { token: string; sessionId: string }[]);
    const specsFor = async (from: number, count: number): Promise<StreamSpec[]> => {
      if (isRaw) return Array.from({ length: count }, (_, i) => rawSpec(server, `s${from + i}`));
      const slice = (pairs as { token: string; sessionId: string }[]).slice(from, from + count);
      return path.flavor === 'rest' ? slice.map((p) => restSpec(server, p)) : trpcSpecs(server, slice);
    };

    // A small pre-warm takes one-time costs (JIT, pools, first connections) out of the idle RSS.
    // Batches of a few streams, one after the other: enough sends for the JIT to compile the hot
    // paths (a one-time cost of the process: ~4 KB per stream of a 1,000-stream round when it fell
    // into round 1), never more open at once than one batch, so it grows no heap round 1 could reuse.
    for (let b = 0; b < prewarmRounds; b++) {
      await round(server, control, path, () => specsFor(b * prewarmBatch, prewarmBatch), offsetMs, { rss: false, label: 'pre-warm' });
    }
    await settle(server, control, isRaw);
    await control('gc');
    await Bun.sleep(200);
    const idleKb = await groupRssKb(server);
    const idleMemory = (await control('memory')) as MemoryAnswer;
    const idleHeap = idleMemory.heapBytes;
    debugHeap('idle', idleKb, idleMemory);
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
    const warmIdleKb = await groupRssKb(server);
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

/** What /bench/memory answers (after a full GC). */
interface MemoryAnswer {
  heapBytes: number;
  heapCapacityBytes: number;
  types?: Record<string, number>;
}

/**
 * BENCH_STREAMS_DEBUG: RSS beside the JS heap's live bytes and its capacity (its blocks, live or
 * not). RSS grows with the capacity: survivors scattered among a burst's garbage keep blocks that
 * a full GC cannot free, a one-time growth the marginal column leaves out.
 */
function debugHeap(label: string, rss: number | null, m: MemoryAnswer): void {
  if (!process.env.BENCH_STREAMS_DEBUG) return;
  const mb = (bytes: number) => (bytes / 1048576).toFixed(1);
  process.stderr.write(`  ${label}: RSS ${rss === null ? '?' : (rss / 1024).toFixed(1)} MB, JS heap live ${mb(m.heapBytes)} MB, capacity ${mb(m.heapCapacityBytes)} MB\n`);
}

/** Control calls to every process of the group, their answers combined as one server's. */
function controller(server: ServerGroup): Control {
  return async (op, body = {}) => {
    // The processes share one database (setup once) and one clock.
    if (op === 'setup' || op === 'clock') return (await server.broadcast(op, body, true))[0];
    const answers = (await server.broadcast(op, body)) as Record<string, unknown>[];
    if (answers.length === 1) return answers[0];
    switch (op) {
      case 'status':
        return { waiting: sumOf(answers, 'waiting') };
      case 'replies':
        return { running: sumOf(answers, 'running') };
      case 'go':
        return { released: sumOf(answers, 'released') };
      case 'starts':
        return Object.assign({}, ...answers);
      case 'memory': {
        const types: Record<string, number> = {};
        for (const a of answers) for (const [type, count] of Object.entries((a.types ?? {}) as Record<string, number>)) types[type] = (types[type] ?? 0) + count;
        return { heapBytes: sumOf(answers, 'heapBytes'), heapCapacityBytes: sumOf(answers, 'heapCapacityBytes'), types: answers[0]?.types ? types : undefined };
      }
      default:
        return answers; // diagnostics, profile, slow: one per process
    }
  };
}

function sumOf(answers: Record<string, unknown>[], key: string): number {
  return answers.reduce((sum, a) => sum + Number(a[key] ?? 0), 0);
}

/**
 * BENCH_STREAMS_PROCESSES=2: each server (the raw relay too) runs as that many processes sharing
 * its port, the way a deployment uses both cores. The app needs Postgres for it (processes on the
 * embedded database cannot share it), so on PGlite it stays one process.
 */
function processesFor(path: PathDef): number {
  const wanted = Math.max(1, path.processes ?? Number(process.env.BENCH_STREAMS_PROCESSES ?? 1));
  return path.flavor === 'raw' || process.env.BENCH_DATABASE_URL ? wanted : 1;
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

function rawSpec(server: ServerGroup, key: string): StreamSpec {
  return { key, request: httpRequest('GET', `127.0.0.1:${server.port}`, `/sse?key=${key}`, { Accept: 'text/event-stream' }) };
}

function restSpec(server: ServerGroup, p: { token: string; sessionId: string }): StreamSpec {
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
 * tRPC: `chat.send` (a mutation) creates each reply, which waits at the gate; then, on the same
 * connection (a browser reuses its idle keep-alive connection, so with several processes the
 * subscription reaches the one generating the reply), the subscription request as
 * `httpSubscriptionLink` sends it: GET /trpc/chat.onReply?input=<superjson input>, text/event-stream.
 */
function trpcSpecs(server: ServerGroup, pairs: { token: string; sessionId: string }[]): StreamSpec[] {
  const host = `127.0.0.1:${server.port}`;
  return pairs.map((p) => ({
    key: p.sessionId,
    request: httpRequest(
      'POST',
      host,
      '/trpc/chat.send',
      { Authorization: `Bearer ${p.token}`, 'Content-Type': 'application/json' },
      JSON.stringify({ json: { sessionId: p.sessionId, items: [{ type: 'text', content: `bench ${p.sessionId}` }] } }),
    ),
    next(body) {
      const answer = JSON.parse(body) as { result?: { data?: { json?: { assistantMessage?: { id: string } } } } };
      const messageId = answer.result?.data?.json?.assistantMessage?.id;
      if (!messageId) return null;
      const input = encodeURIComponent(JSON.stringify({ json: { sessionId: p.sessionId, messageId } }));
      return httpRequest('GET', host, `/trpc/chat.onReply?input=${input}`, { Authorization: `Bearer ${p.token}`, Accept: 'text/event-stream' });
    },
  }));
}

/**
 * One round: hold the gate, open every stream (their providers wait), check the server sees them
 * all waiting, then release them with their token phases spread over one token interval, and
 * follow them to the end. Measured: CPU from the release until the server is quiet after the last
 * stream, RSS when all are open (after a GC) and its peak while they stream.
 */
async function round(
  server: ServerGroup,
  control: Control,
  path: PathDef,
  prepare: () => Promise<StreamSpec[]>,
  offsetMs: number,
  o: { rss: boolean; idleKb?: number | null; idleHeap?: number; idleTypes?: Record<string, number>; label: string },
): Promise<Measured> {
  const measure = o.rss;
  const idleKb = o.idleKb ?? null;
  // Sends (REST's POST, tRPC's chat.send) come after the hold: their replies wait at the gate.
  await control('hold');
  const openStarted = performance.now();
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
      const halfMemory = (await control('memory')) as MemoryAnswer;
      await Bun.sleep(200);
      halfKb = await groupRssKb(server);
      debugHeap(`${o.label}, half open`, halfKb, halfMemory);
    }
    await load.open(specs.slice(half), openOptions);
    await allWaiting();
    const openSeconds = (performance.now() - openStarted) / 1000;

    let openKb: number | null = null;
    let heapGrowthKb: number | null = null;
    if (measure) {
      const openMemory = (await control('memory')) as MemoryAnswer;
      const { heapBytes, types } = openMemory;
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
      openKb = await groupRssKb(server);
      debugHeap(`${o.label}, all open`, openKb, openMemory);
      if (o.idleHeap !== undefined) heapGrowthKb = (heapBytes - o.idleHeap) / 1024;
    }
    let peakKb = openKb ?? 0;
    let sampling = true;
    const trace: string[] = [];
    /** Server CPU over time, [performance.now(), cpu ms]: to split it at the last token. */
    const cpuSamples: [number, number][] = [];
    const sampler = (async () => {
      let lastSrv = await groupCpuMs(server);
      let lastCli = process.cpuUsage();
      let lastAt = performance.now();
      while (sampling) {
        peakKb = Math.max(peakKb, (await groupRssKb(server)) ?? 0);
        await Bun.sleep(50);
        const srv = await groupCpuMs(server);
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
    const cpuBefore = await groupCpuMs(server);
    const machineBefore = await machineBusyMs();
    const clientBefore = process.cpuUsage();
    const goAt = performance.now();
    const profiled = process.env.BENCH_STREAMS_PROFILE && o.label.startsWith('round 2') ? control('profile', { ms: Number(process.env.BENCH_STREAMS_PROFILE_MS ?? (TOKEN_COUNT / TOKENS_PER_SECOND) * 1000) }) : null;
    await control('go', { leadMs: 20, spreadMs: TOKEN_INTERVAL_MS });
    // Bounded: the reply's length plus slack that grows with the load (an overloaded server is late, not stuck).
    await load.waitDone(performance.now() + (TOKEN_COUNT / TOKENS_PER_SECOND) * 1000 + 30_000 + n * 10);
    const client = process.cpuUsage(clientBefore);
    const streamedMs = performance.now() - goAt;
    const clientCpuPct = ((client.user + client.system) / 1000 / streamedMs) * 100;
    const machineAfter = await machineBusyMs();
    const serverSoFar = await groupCpuMs(server);
    const pgStreamed = usesPostgres && pgBefore !== null ? ((await commandCpuMs('postgres')) ?? pgBefore) - pgBefore : 0;
    // Everything else the machine did meanwhile: other processes, i.e. noise.
    const otherCpuPct =
      machineBefore !== null && machineAfter !== null && cpuBefore !== null && serverSoFar !== null
        ? Math.max(0, ((machineAfter - machineBefore - (serverSoFar - cpuBefore) - (client.user + client.system) / 1000 - pgStreamed) / streamedMs) * 100)
        : null;
    const cpuAfter = await quietCpu(server);
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
      // Over the same window as the client's: what Postgres and the server(s) used of the machine.
      dbCpuPct: usesPostgres ? (pgStreamed / streamedMs) * 100 : null,
      serverCpuPct: cpuBefore !== null && serverSoFar !== null ? ((serverSoFar - cpuBefore) / streamedMs) * 100 : null,
    });
  } finally {
    load.closeAll();
  }
}

/** CPU time once the server has gone quiet (work after the last token: final writes, titles). */
async function quietCpu(server: ServerGroup): Promise<number | null> {
  let last = await groupCpuMs(server);
  for (let i = 0; i < 30 && last !== null; i++) {
    await Bun.sleep(100);
    const now = await groupCpuMs(server);
    if (now === null) return last;
    const busy = now - last;
    last = now;
    if (busy <= 2 * server.processes.length) break;
  }
  return last;
}

/** Waits until the app has no reply running and its CPU is quiet. */
async function settle(server: ServerGroup, control: Control, isRaw: boolean): Promise<void> {
  const until = performance.now() + 30_000;
  while (!isRaw && performance.now() < until && ((await control('replies')) as { running: number }).running > 0) await Bun.sleep(100);
  await quietCpu(server);
}
