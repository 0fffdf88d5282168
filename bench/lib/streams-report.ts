/**
 * The table of `bench streams`: what was measured per path (Measured), the PERFORMANCE.md targets
 * and how each row's ratios, verdict and notes are derived from the measurements.
 */
import { fixed, integer, ratio, verdict, type Cell, type Report } from './report';
import type { SseFlavor } from './sse-load';
import { TOKEN_COUNT, TOKEN_INTERVAL_MS, TOKENS_PER_SECOND } from './stream-script';
import { DEFAULT_REPLY_CONFIG } from '../../src/server/deps';

/** PERFORMANCE.md targets. */
export const TARGET = { cpuVsRaw: 1.5, addedLagP99Ms: 60, kbPerStream: 32 };

export interface PathDef {
  name: string;
  flavor: SseFlavor;
  defaultStreams: number;
  env: string;
  /** Server processes sharing the port (default: BENCH_STREAMS_PROCESSES, else 1). */
  processes?: number;
}

export interface Measured {
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
  /** Postgres's CPU over the same window, % of one core; null when the path does not use it. */
  dbCpuPct?: number | null;
  /** The server's processes (summed) over the same window, % of one core. */
  serverCpuPct?: number | null;
  /** JS heap (+ external buffers) growth from idle to all open, after GCs, per stream, KB. */
  heapKbPerStream: number | null;
  /** The same, once round 1 has ended (its replies still in their replay grace period), per reply. */
  heapKbPerEnded?: number;
  /** The memory round: its token checks count too. */
  firstRound?: { lost: number; duplicated: number; notExact: number; errors: string[]; lagP99: number; cpuUsPerToken: number | null };
}

/** Text events a stream gets when every coalescing window fires on time. */
const EXPECTED_APP_EVENTS = (TOKEN_COUNT * TOKEN_INTERVAL_MS) / DEFAULT_REPLY_CONFIG.coalesceWindowMs;

/** Other processes above this share of one core during a timed round make the comparison doubtful. */
const NOISY_OTHER_CPU_PCT = 25;

/**
 * The raw relay sends each token at once, so on time its lag p50 is 1–3 ms; above one token
 * interval it is behind (the machine, not a path, is the limit at that load).
 */
function rawOverloaded(m: Measured): boolean {
  return m.path.flavor === 'raw' && m.lagP50 > TOKEN_INTERVAL_MS;
}

export function report(measured: Measured[]): Report {
  // Each row's reference: the raw relay at the same stream count (else the first raw row).
  const raws = measured.filter((m) => m.path.flavor === 'raw');
  const rawFor = (m: Measured) => raws.find((r) => r.streams === m.streams) ?? raws[0];
  const noisy = measured.filter((m) => (m.otherCpuPct ?? 0) > NOISY_OTHER_CPU_PCT);
  const rows: Record<string, Cell>[] = measured.map((m) => {
    const isRaw = m.path.flavor === 'raw';
    const raw = rawFor(m);
    const addedP99 = raw && !isRaw ? m.lagP99 - raw.lagP99 : null;
    const cpuVsRaw = raw?.cpuUsPerToken && m.cpuUsPerToken ? m.cpuUsPerToken / raw.cpuUsPerToken : null;
    const misses: string[] = [];
    const r1 = m.firstRound;
    // Fewer events than one per coalescing window: windows fired late and merged, the server is
    // behind (its CPU per token then drops: more tokens per event), so compare lag, not CPU.
    const overloaded = isRaw ? rawOverloaded(m) : m.textEventsPerStream < 0.8 * EXPECTED_APP_EVENTS;
    // Against a reference that was itself behind, added lag only says "no later than the floor".
    const referenceOverloaded = !isRaw && raw !== undefined && rawOverloaded(raw);
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
        (misses.length ? `miss (${misses.join(', ')})` : isRaw ? 'reference' : raw ? 'pass' : 'lag and CPU not judged (no raw row)') +
        (overloaded ? ' (overloaded)' : '') +
        (referenceOverloaded ? ' (reference overloaded)' : '') +
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
      `Each path on a fresh server ${processesNote()}; one raw TCP socket per stream in the bench process (lib/sse-load.ts). Per path: a pre-warm (${process.env.BENCH_STREAMS_PREWARM_ROUNDS ?? 10} rounds of ${process.env.BENCH_STREAMS_PREWARM ?? 20} streams, one after the other), round 1 (full size: memory), round 2 (full size, warm: everything else). In a round all streams open first (their providers wait at a gate), then all start, their token phases spread evenly over one ${TOKEN_INTERVAL_MS} ms interval.`,
      "lag = time the client had the token − the time the provider scheduled it (the provider's start, recorded by the server, + i/50 s; clocks aligned by a round trip). added p99 = this path's p99 − the p99 of the raw relay at the same stream count (CPU × raw likewise: the raw relay's CPU per token falls as its load grows); it includes the coalescing window (40 ms: p50 ≈ 20 ms, p99 ≈ 40 ms by design).",
      'srv µs/token = server process CPU from the release until it is quiet after the last stream, ÷ tokens delivered (sends and subscribes happen before and are not counted). On PGlite the database runs inside the server process, so its work (checkpoints, final writes, titles, memory) is in the app rows and on its event loop; with BENCH_DATABASE_URL it runs in Postgres and is not.',
      'KB/stream open = server RSS with all round-1 streams open (after a GC) − idle RSS (after the pre-warm, after a GC), ÷ streams; peak = highest RSS while they stream − idle, ÷ streams; heap = the same difference of the JS heap + external buffers (process.memoryUsage heapUsed + external after a full GC): no native socket buffers, no database; heap KB/ended = that difference once round 1 has ended, per reply (finished replies stay replayable for a grace period); KB/stream marginal = the RSS growth per stream while the second half of round 1 opened (the first half measured after a GC): an open stream\'s cost without the one-time growth the first streams bring (sensitive to GC timing: a diagnostic); KB/stream warm = round 2\'s open-stream RSS over the RSS round 1 left behind, ÷ streams: an open stream\'s cost once the server has held that many (the target is judged on the first-time figure). On PGlite the RSS figures also hold the embedded database\'s memory first touched by the round\'s sends (its rows, its caches): judge memory with BENCH_DATABASE_URL.',
      "open s = time to send/subscribe and open all streams of round 2. client CPU % = the load generator's CPU while round 2 streamed (100% = one core); other CPU % = every other process meanwhile except Postgres (noise from whatever else runs on the machine); db µs/token = Postgres's CPU per token over the srv µs/token window (with BENCH_DATABASE_URL).",
      ...(Number(process.env.BENCH_STREAMS_REPEAT ?? 1) > 1
        ? [`BENCH_STREAMS_REPEAT=${process.env.BENCH_STREAMS_REPEAT}: every row is the median of that many runs, interleaved across paths (tokens lost or duplicated are summed over them).`]
        : []),
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}. Targets (PERFORMANCE.md): 0 lost or duplicated, added p99 ≤ 60 ms, CPU ≤ 1.5× raw per token, ≤ 32 KB per open stream.`,
      `Server CPU until the last token arrived / after it (per reply): ${measured
        .map((m) => `${m.path.flavor} ${m.cpuShareToLastToken === null ? '?' : `${(m.cpuShareToLastToken * 100).toFixed(0)}% / ${(100 - m.cpuShareToLastToken * 100).toFixed(0)}% (${m.cpuMsPerReplyAfter?.toFixed(2) ?? '?'} ms)`}`)
        .join('; ')}. The part after is the replies' ending (final write, completed event, title, memory) and any backlog; it is in srv µs/token.`,
      ...(measured.some((m) => m.path.flavor !== 'raw' && m.textEventsPerStream < 0.8 * EXPECTED_APP_EVENTS)
        ? [
            `(overloaded): under ${Math.round(0.8 * EXPECTED_APP_EVENTS)} text events per stream where on-time ${DEFAULT_REPLY_CONFIG.coalesceWindowMs} ms windows give ${EXPECTED_APP_EVENTS}: the server fell behind and merged windows, so its CPU per token drops (more tokens per event) while the lag grows. Judge such a row by its lag.`,
          ]
        : []),
      ...(raws.some(rawOverloaded)
        ? [
            `(reference overloaded): the raw relay itself fell behind (lag p50 ${raws
              .filter(rawOverloaded)
              .map((r) => `${r.lagP50.toFixed(0)} ms at ${r.streams.toLocaleString('en-US')} streams`)
              .join(', ')}, where on time it is 1–3 ms): this machine cannot carry that load even without our app, so an added lag against it says only that our path is no later than the floor, not that the load is served on time.`,
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

/** BENCH_STREAMS_PROCESSES: how many processes each server ran as (the app only on Postgres). */
function processesNote(): string {
  const n = Math.max(1, Number(process.env.BENCH_STREAMS_PROCESSES ?? 1));
  if (n === 1) return 'process';
  return `of ${n} processes sharing its port (BENCH_STREAMS_PROCESSES; SO_REUSEPORT spreads the connections; CPU and RSS are their sums)${process.env.BENCH_DATABASE_URL ? '' : ', the app on PGlite as one'}`;
}
