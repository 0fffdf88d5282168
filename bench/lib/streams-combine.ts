import type { Measured } from './streams-report';

/** Counts that must be 0 in every run: summed, so one bad run shows. */
const SUMMED = ['lost', 'duplicated', 'notExact'] as const;

/**
 * BENCH_STREAMS_REPEAT: one row from several runs of the same path and stream count. Every measured
 * figure is the median of the runs (this machine's run-to-run spread — the raw relay's own p99 at
 * 2,000 streams ranged 37–108 ms — is larger than the differences being judged); token losses are
 * summed and errors kept, so a single bad run still fails the row.
 */
export function combineRuns(runs: Measured[]): Measured {
  const [first] = runs;
  if (!first) throw new Error('combineRuns: no runs');
  if (runs.length === 1) return first;
  const combined: Measured = { ...first, errors: runs.flatMap((r) => r.errors) };
  for (const key of Object.keys(first) as (keyof Measured)[]) {
    if (typeof first[key] !== 'number' && first[key] !== null) continue;
    if ((SUMMED as readonly string[]).includes(key)) continue;
    (combined as unknown as Record<string, number | null>)[key] = median(runs.map((r) => r[key] as number | null));
  }
  for (const key of SUMMED) combined[key] = runs.reduce((sum, r) => sum + r[key], 0);
  if (first.firstRound) {
    const rounds = runs.map((r) => r.firstRound!);
    combined.firstRound = {
      lost: rounds.reduce((s, r) => s + r.lost, 0),
      duplicated: rounds.reduce((s, r) => s + r.duplicated, 0),
      notExact: rounds.reduce((s, r) => s + r.notExact, 0),
      errors: rounds.flatMap((r) => r.errors),
      lagP99: median(rounds.map((r) => r.lagP99)) ?? Number.NaN,
      cpuUsPerToken: median(rounds.map((r) => r.cpuUsPerToken)),
    };
  }
  return combined;
}

function median(values: (number | null)[]): number | null {
  const known = values.filter((v): v is number => v !== null && !Number.isNaN(v)).sort((a, b) => a - b);
  if (known.length === 0) return null;
  const mid = known.length >> 1;
  return known.length % 2 ? known[mid]! : (known[mid - 1]! + known[mid]!) / 2;
}
