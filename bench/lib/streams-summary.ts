/**
 * Turns one round of `bench streams` into its Measured row: token checks against the script, lag of
 * every token behind the provider's schedule, CPU and memory per token and per stream.
 */
import type { SseLoad } from './sse-load';
import { TOKEN_COUNT, TOKEN_INTERVAL_MS, checkText } from './stream-script';
import { quantile } from './stats';
import type { Measured, PathDef } from './streams-report';

/** What the round measured around the load: server CPU, RSS samples, timings. */
export interface RoundSamples {
  cpuMs: number | null;
  cpuToLastTokenMs: number | null;
  dbCpuMs: number | null;
  idleKb: number | null;
  openKb: number | null;
  /** RSS after the first `half` streams of the memory round opened (null in other rounds). */
  halfKb: number | null;
  half: number;
  peakKb: number;
  heapGrowthKb: number | null;
  openSeconds: number;
  clientCpuPct: number;
  otherCpuPct: number | null;
  /** Postgres (all its processes) while the streams ran, % of one core; null when the path does not use it. */
  dbCpuPct: number | null;
  /** The server's processes while the streams ran, % of one core. */
  serverCpuPct: number | null;
}

export function summarise(
  path: PathDef,
  label: string,
  load: SseLoad,
  starts: Record<string, number>,
  offsetMs: number,
  m: RoundSamples,
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
  if (process.env.BENCH_STREAMS_DEBUG || process.env.BENCH_STREAMS_LAGS) debugLags(`${path.name}, ${label}`, load, starts, offsetMs);
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
    dbCpuPct: m.dbCpuPct,
    serverCpuPct: m.serverCpuPct,
    heapKbPerStream: m.heapGrowthKb !== null && streams > 0 ? m.heapGrowthKb / streams : null,
  };
}

/** BENCH_STREAMS_DEBUG=1 or BENCH_STREAMS_LAGS=1 (the bench process only: no server diagnostics): lag p50/p99 by token position, to see where a tail comes from. */
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
