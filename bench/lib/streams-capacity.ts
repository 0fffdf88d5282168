/**
 * Streams as capacity (PERFORMANCE.md): for the raw relay and for each of our paths, the largest
 * number of concurrent streams (100 tokens at 50 tokens/s) carried with nothing lost and an added
 * p99 lag ≤ 60 ms, found by a step search in one run; our capacity is reported as a share of the raw
 * relay's. A step of our path at N is judged against the raw relay at the same N (measured once per N).
 */
import { cpus } from 'node:os';
import { fixed, integer, ratio, verdict, type Report } from './report';
import { searchCapacity, type SearchOptions, type SearchStep } from './capacity-search';
import { TARGET, type Measured, type PathDef } from './streams-report';
import { TOKEN_INTERVAL_MS } from './stream-script';
import { coreShare } from './cores';
import { streamTargetId, type TargetCheck } from './targets';

/** Capacity targets as a share of the raw relay's capacity (PERFORMANCE.md). */
const MIN_SHARE: Record<string, number> = { rest: 0.7, trpc: 0.6 };

export function searchOptions(): SearchOptions {
  return {
    start: Number(process.env.BENCH_CAPACITY_START ?? 250),
    max: Number(process.env.BENCH_CAPACITY_MAX ?? 8000),
    factor: 2,
    precision: Number(process.env.BENCH_CAPACITY_PRECISION ?? 0.1),
    granularity: 10,
  };
}

type MeasurePath = (path: PathDef, n: number) => Promise<Measured>;

function tokensIntact(m: Measured): boolean {
  const r1 = m.firstRound;
  return m.lost + m.duplicated + m.notExact === 0 && m.errors.length === 0 && (!r1 || (r1.lost + r1.duplicated + r1.notExact === 0 && r1.errors.length === 0));
}

/** The raw relay carries N when nothing is lost and it keeps up: p50 within one token interval, p99 ≤ 60 ms. */
function rawCarries(m: Measured): boolean {
  return tokensIntact(m) && m.lagP50 <= TOKEN_INTERVAL_MS && m.lagP99 <= TARGET.addedLagP99Ms;
}

/** A miss within twice the lag bounds, nothing lost: one tail event can do that, so it gets a second trial. */
const NEAR = 2;
function rawNearlyCarries(m: Measured): boolean {
  return tokensIntact(m) && m.lagP50 <= NEAR * TOKEN_INTERVAL_MS && m.lagP99 <= NEAR * TARGET.addedLagP99Ms;
}

export interface PathCapacity {
  path: PathDef;
  capacity: number;
  atMax: boolean;
  steps: SearchStep<StepResult>[];
}

/** One trial of a step: what was measured, and for our paths the raw relay run it was judged against. */
export interface StepResult {
  measured: Measured;
  addedP99: number | null;
  reference?: Measured | null;
}

/** Raw relay runs by process count, then stream count. */
export type RawRuns = ReadonlyMap<number, ReadonlyMap<number, Measured>>;

const processesOf = (p: PathDef) => p.processes ?? 1;

/** The raw relay a path is judged against: the one in as many processes, else the first. */
function referenceOf<T>(path: PathDef, raws: T[], processes: (r: T) => number): T | null {
  return raws.find((r) => processes(r) === processesOf(path)) ?? raws[0] ?? null;
}

/**
 * Searches every raw relay (one per process count) first, then each of our paths; a step of ours at
 * N is judged against the raw relay in as many processes at the same N (measured once per N).
 */
export async function measureCapacities(paths: PathDef[], measurePath: MeasurePath): Promise<{ raws: PathCapacity[]; ours: PathCapacity[]; rawAt: RawRuns }> {
  const options = searchOptions();
  const rawPaths = paths.filter((p) => p.flavor === 'raw');
  const rawAt = new Map<number, Map<number, Measured>>(rawPaths.map((p) => [processesOf(p), new Map()]));
  // A second trial measures the raw relay again too: the newer run is the reference from then on.
  const measureRaw = async (rawPath: PathDef, n: number, fresh = false) => {
    const runs = rawAt.get(processesOf(rawPath))!;
    let m = fresh ? undefined : runs.get(n);
    if (!m) {
      process.stderr.write(`  streams capacity: ${rawPath.name} at ${n}${fresh ? ' (second trial)' : ''} …\n`);
      m = await measurePath(rawPath, n);
      runs.set(n, m);
    }
    return m;
  };
  const raws: PathCapacity[] = [];
  for (const rawPath of rawPaths) {
    const outcome = await searchCapacity<StepResult>(async (n, trial) => {
      const measured = await measureRaw(rawPath, n, trial > 1);
      return { pass: rawCarries(measured), near: rawNearlyCarries(measured), result: { measured, addedP99: measured.lagP99 } };
    }, options);
    raws.push({ path: rawPath, ...outcome });
  }
  const ours: PathCapacity[] = [];
  for (const path of paths.filter((p) => p.flavor !== 'raw')) {
    const rawPath = referenceOf(path, rawPaths, processesOf);
    const outcome = await searchCapacity<StepResult>(async (n, trial) => {
      process.stderr.write(`  streams capacity: ${path.name} at ${n}${trial > 1 ? ' (second trial)' : ''} …\n`);
      const measured = await measurePath(path, n);
      const reference = rawPath ? await measureRaw(rawPath, n, trial > 1) : null;
      // Beyond the raw relay's own capacity the reference is late too: measure against the schedule.
      const baseline = reference && rawCarries(reference) ? reference.lagP99 : 0;
      const addedP99 = measured.lagP99 - baseline;
      const intact = tokensIntact(measured);
      return { pass: intact && addedP99 <= TARGET.addedLagP99Ms, near: intact && addedP99 <= NEAR * TARGET.addedLagP99Ms, result: { measured, addedP99, reference } };
    }, options);
    ours.push({ path, ...outcome });
  }
  return { raws, ours, rawAt };
}

function whyNot(m: Measured, addedP99: number | null): string {
  if (!tokensIntact(m)) return 'tokens lost';
  if (m.path.flavor === 'raw' && m.lagP50 > TOKEN_INTERVAL_MS) return `p50 ${m.lagP50.toFixed(0)} ms`;
  return `p99 +${(addedP99 ?? m.lagP99).toFixed(0)} ms`;
}

/** "2000✓", "2500✗ (p99 +75 ms)", or a narrow miss and its second trial: "2000✗ (p99 +70 ms) ✓". */
function stepText(s: SearchStep<StepResult>): string {
  const miss = (r: StepResult) => `✗ (${whyNot(r.measured, r.addedP99)})`;
  const verdict = s.pass ? '✓' : miss(s.result);
  return s.retried ? `${s.n}${miss(s.retried)} ${verdict}` : `${s.n}${verdict}`;
}

/** The step at the capacity (the last passing one), if any. */
function atCapacity(c: PathCapacity) {
  return c.steps.find((s) => s.n === c.capacity && s.pass)?.result ?? null;
}

/**
 * `rawAt`: every raw relay run of the search, also those made as references for our paths' steps.
 * Each row is judged against the raw relay in as many processes (capacity ÷ its capacity, CPU per
 * token ÷ its CPU per token at the same N); a multi-process row also shows its share of the
 * one-process raw relay's capacity. The cores columns take the load generator's and Postgres's CPU
 * out of the machine's cores (lib/cores.ts).
 */
export function capacityReport(raws: PathCapacity[], ours: PathCapacity[], rawAt: RawRuns = new Map(), machineCores = cpus().length): Report {
  const rawCpuAt = (raw: PathCapacity, n: number) => rawAt.get(processesOf(raw.path))?.get(n)?.cpuUsPerToken ?? raw.steps.find((s) => s.n === n)?.result.measured.cpuUsPerToken ?? null;
  const oneProcessRaw = raws.find((r) => processesOf(r.path) === 1) ?? null;
  const database = process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite';
  const targets: TargetCheck[] = [];
  const rows = [...raws, ...ours].map((c) => {
    const isRaw = c.path.flavor === 'raw';
    const processes = processesOf(c.path);
    const raw = isRaw ? null : referenceOf(c.path, raws, (r) => processesOf(r.path));
    const at = atCapacity(c);
    const share = raw && raw.capacity > 0 ? c.capacity / raw.capacity : null;
    const cpuRaw = raw && at ? (at.reference?.cpuUsPerToken ?? rawCpuAt(raw, c.capacity)) : null;
    const cpuVsRaw = at?.measured.cpuUsPerToken && cpuRaw ? at.measured.cpuUsPerToken / cpuRaw : null;
    const kb = at?.measured.kbPerStreamOpen ?? null;
    const cores = at ? coreShare({ capacity: c.capacity, processes, machineCores, clientCpuPct: at.measured.clientCpuPct, dbCpuPct: isRaw ? null : (at.measured.dbCpuPct ?? null) }) : null;
    const misses: string[] = [];
    if (!isRaw) {
      const minShare = MIN_SHARE[c.path.flavor] ?? null;
      if (verdict(share, minShare, 'atLeast') === 'miss') misses.push('capacity');
      if (verdict(cpuVsRaw, TARGET.cpuVsRaw, 'atMost') === 'miss') misses.push('cpu');
      if (verdict(kb, TARGET.kbPerStream, 'atMost') === 'miss') misses.push('memory');
      // Judged against a raw relay in another number of processes: not this target's comparison.
      const fair = raw !== null && processesOf(raw.path) === processes;
      // A search that reached BENCH_CAPACITY_MAX found a floor, not a capacity: its ratio is a guess.
      const atMax = c.atMax || raw?.atMax ? { note: `search reached BENCH_CAPACITY_MAX (${searchOptions().max}): raise it` } : {};
      if (fair) targets.push({ id: streamTargetId(c.path.flavor, processes, 'capacity'), value: share, database, ...atMax });
      if (fair) targets.push({ id: streamTargetId(c.path.flavor, processes, 'cpu'), value: cpuVsRaw, database });
      targets.push({ id: streamTargetId(c.path.flavor, processes, 'memory'), value: kb, database });
    }
    return {
      name: c.path.name,
      processes,
      capacity: c.capacity,
      share,
      shareOfOne: processes > 1 && oneProcessRaw && oneProcessRaw.capacity > 0 ? c.capacity / oneProcessRaw.capacity : null,
      target: isRaw ? null : (MIN_SHARE[c.path.flavor] ?? null),
      lagP99: at?.measured.lagP99 ?? null,
      addedP99: isRaw ? null : (at?.addedP99 ?? null),
      cpuUsPerToken: at?.measured.cpuUsPerToken ?? null,
      cpuVsRaw,
      kbPerStreamOpen: kb,
      clientCpuPct: at?.measured.clientCpuPct ?? null,
      dbCpuPct: isRaw ? null : (at?.measured.dbCpuPct ?? null),
      serverCpuPct: at?.measured.serverCpuPct ?? null,
      coresLeft: cores?.left ?? null,
      serverCores: cores?.servers ?? null,
      perServerCore: cores?.perServerCore ?? null,
      steps: c.steps.map(stepText).join(' '),
      result: (isRaw ? 'reference' : raw ? (misses.length ? `miss (${misses.join(', ')})` : 'pass') : 'not judged (no raw row)') + (c.atMax ? ' (at BENCH_CAPACITY_MAX)' : ''),
    };
  });
  return {
    title: 'Stream capacity: most concurrent streams (100 tokens at 50 tokens/s) with nothing lost and added p99 lag ≤ 60 ms',
    columns: [
      { key: 'name', label: 'path' },
      { key: 'processes', label: 'processes', format: integer },
      { key: 'capacity', label: 'capacity (streams)', format: integer },
      { key: 'share', label: '× raw capacity', format: ratio },
      { key: 'shareOfOne', label: '× 1-process raw', format: ratio },
      { key: 'target', label: 'target', format: (v) => (typeof v === 'number' ? `≥ ${v.toFixed(2)}×` : '–') },
      { key: 'lagP99', label: 'lag p99 ms', format: fixed(1) },
      { key: 'addedP99', label: 'added p99 ms', format: fixed(1) },
      { key: 'cpuUsPerToken', label: 'srv µs/token', format: fixed(1) },
      { key: 'cpuVsRaw', label: `CPU × raw (≤ ${TARGET.cpuVsRaw})`, format: ratio },
      { key: 'kbPerStreamOpen', label: `KB/stream open (≤ ${TARGET.kbPerStream})`, format: fixed(1) },
      { key: 'clientCpuPct', label: 'client CPU %', format: fixed(0) },
      { key: 'dbCpuPct', label: 'Postgres CPU %', format: fixed(0) },
      { key: 'serverCpuPct', label: 'server CPU %', format: fixed(0) },
      { key: 'coresLeft', label: `cores left (${machineCores} − client − Postgres)`, format: fixed(2) },
      { key: 'serverCores', label: 'server cores', format: fixed(2) },
      { key: 'perServerCore', label: 'streams per server core', format: integer },
      { key: 'steps', label: 'steps (✓ carried)', align: 'left' },
      { key: 'result', label: 'result', align: 'left' },
    ],
    rows,
    targets,
    notes: [
      `Step search per path: the load doubles from ${searchOptions().start} while every step passes (up to ${searchOptions().max}), then bisects between the last pass and the first miss to within ${Math.round(searchOptions().precision * 100)}%. Each step is a fresh server with the fixed-load procedure (pre-warm, round 1 for memory, round 2 timed). A narrow miss (nothing lost, lag within twice the bounds) is measured once more, with a fresh raw relay run beside ours, and the second trial decides; the steps column shows both.`,
      'The raw relay carries N when no token is lost or duplicated, its lag p50 stays within one token interval and its p99 ≤ 60 ms. Our path carries N when no token is lost or duplicated and its p99 lag minus the raw relay\'s p99 at the same N is ≤ 60 ms (above the raw relay\'s own capacity: its lag behind the schedule).',
      'Each row is judged against the raw relay run in as many processes (× raw capacity; CPU × raw at the same N); "× 1-process raw" is a multi-process row\'s capacity over the one-process raw relay\'s. CPU × raw and KB/stream are read at the path\'s capacity.',
      `client, Postgres and server CPU % = each one's CPU while round 2 streamed at the capacity, % of one core (the servers' summed). cores left = the machine's ${machineCores} cores − client − Postgres; server cores = what the servers could use of that (at most one per process); streams per server core = capacity ÷ server cores: the load generator shares this machine's cores, so capacities are floors, and this column compares 1 and N processes without it.`,
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}.`,
    ],
  };
}
