/**
 * Streams as capacity (PERFORMANCE.md): for the raw relay and for each of our paths, the largest
 * number of concurrent streams (100 tokens at 50 tokens/s) carried with nothing lost and an added
 * p99 lag ≤ 60 ms, found by a step search in one run; our capacity is reported as a share of the raw
 * relay's. A step of our path at N is judged against the raw relay at the same N (measured once per N).
 */
import { fixed, integer, ratio, verdict, type Report } from './report';
import { searchCapacity, type SearchOptions, type SearchStep } from './capacity-search';
import { TARGET, type Measured, type PathDef } from './streams-report';
import { TOKEN_INTERVAL_MS } from './stream-script';

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

export interface PathCapacity {
  path: PathDef;
  capacity: number;
  atMax: boolean;
  steps: SearchStep<{ measured: Measured; addedP99: number | null }>[];
}

export async function measureCapacities(
  paths: PathDef[],
  measurePath: MeasurePath,
): Promise<{ raw: PathCapacity | null; ours: PathCapacity[]; rawAt: ReadonlyMap<number, Measured> }> {
  const options = searchOptions();
  const rawPath = paths.find((p) => p.flavor === 'raw') ?? null;
  const rawAt = new Map<number, Measured>();
  const measureRaw = async (n: number) => {
    let m = rawAt.get(n);
    if (!m && rawPath) {
      process.stderr.write(`  streams capacity: ${rawPath.name} at ${n} …\n`);
      m = await measurePath(rawPath, n);
      rawAt.set(n, m);
    }
    return m ?? null;
  };
  let raw: PathCapacity | null = null;
  if (rawPath) {
    const outcome = await searchCapacity(async (n) => {
      const measured = (await measureRaw(n))!;
      return { pass: rawCarries(measured), result: { measured, addedP99: measured.lagP99 } };
    }, options);
    raw = { path: rawPath, ...outcome };
  }
  const ours: PathCapacity[] = [];
  for (const path of paths.filter((p) => p.flavor !== 'raw')) {
    const outcome = await searchCapacity(async (n) => {
      process.stderr.write(`  streams capacity: ${path.name} at ${n} …\n`);
      const measured = await measurePath(path, n);
      const reference = await measureRaw(n);
      // Beyond the raw relay's own capacity the reference is late too: measure against the schedule.
      const baseline = reference && rawCarries(reference) ? reference.lagP99 : 0;
      const addedP99 = measured.lagP99 - baseline;
      return { pass: tokensIntact(measured) && addedP99 <= TARGET.addedLagP99Ms, result: { measured, addedP99 } };
    }, options);
    ours.push({ path, ...outcome });
  }
  return { raw, ours, rawAt };
}

function whyNot(m: Measured, addedP99: number | null): string {
  if (!tokensIntact(m)) return 'tokens lost';
  if (m.path.flavor === 'raw' && m.lagP50 > TOKEN_INTERVAL_MS) return `p50 ${m.lagP50.toFixed(0)} ms`;
  return `p99 +${(addedP99 ?? m.lagP99).toFixed(0)} ms`;
}

/** The step at the capacity (the last passing one), if any. */
function atCapacity(c: PathCapacity) {
  return c.steps.find((s) => s.n === c.capacity && s.pass)?.result ?? null;
}

/** `rawAt`: every raw relay run of the search, also those made as references for our paths' steps. */
export function capacityReport(raw: PathCapacity | null, ours: PathCapacity[], rawAt: ReadonlyMap<number, Measured> = new Map()): Report {
  const rawCpuAt = (n: number) => rawAt.get(n)?.cpuUsPerToken ?? raw?.steps.find((s) => s.n === n)?.result.measured.cpuUsPerToken ?? null;
  const rows = [raw, ...ours].filter((c): c is PathCapacity => c !== null).map((c) => {
    const isRaw = c.path.flavor === 'raw';
    const at = atCapacity(c);
    const share = !isRaw && raw && raw.capacity > 0 ? c.capacity / raw.capacity : null;
    const cpuRaw = at ? rawCpuAt(c.capacity) : null;
    const cpuVsRaw = !isRaw && at?.measured.cpuUsPerToken && cpuRaw ? at.measured.cpuUsPerToken / cpuRaw : null;
    const kb = at?.measured.kbPerStreamOpen ?? null;
    const misses: string[] = [];
    if (!isRaw) {
      if (verdict(share, MIN_SHARE[c.path.flavor] ?? null, 'atLeast') === 'miss') misses.push('capacity');
      if (verdict(cpuVsRaw, TARGET.cpuVsRaw, 'atMost') === 'miss') misses.push('cpu');
      if (verdict(kb, TARGET.kbPerStream, 'atMost') === 'miss') misses.push('memory');
    }
    return {
      name: c.path.name,
      processes: c.path.processes ?? 1,
      capacity: c.capacity,
      share,
      target: isRaw ? null : (MIN_SHARE[c.path.flavor] ?? null),
      lagP99: at?.measured.lagP99 ?? null,
      addedP99: isRaw ? null : (at?.addedP99 ?? null),
      cpuUsPerToken: at?.measured.cpuUsPerToken ?? null,
      cpuVsRaw,
      kbPerStreamOpen: kb,
      clientCpuPct: at?.measured.clientCpuPct ?? null,
      steps: c.steps.map((s) => `${s.n}${s.pass ? '✓' : `✗ (${whyNot(s.result.measured, s.result.addedP99)})`}`).join(' '),
      result: isRaw ? 'reference' : raw ? (misses.length ? `miss (${misses.join(', ')})` : 'pass') : 'not judged (no raw row)',
    };
  });
  return {
    title: 'Stream capacity: most concurrent streams (100 tokens at 50 tokens/s) with nothing lost and added p99 lag ≤ 60 ms',
    columns: [
      { key: 'name', label: 'path' },
      { key: 'processes', label: 'processes', format: integer },
      { key: 'capacity', label: 'capacity (streams)', format: integer },
      { key: 'share', label: '× raw capacity', format: ratio },
      { key: 'target', label: 'target', format: (v) => (typeof v === 'number' ? `≥ ${v.toFixed(2)}×` : '–') },
      { key: 'lagP99', label: 'lag p99 ms', format: fixed(1) },
      { key: 'addedP99', label: 'added p99 ms', format: fixed(1) },
      { key: 'cpuUsPerToken', label: 'srv µs/token', format: fixed(1) },
      { key: 'cpuVsRaw', label: `CPU × raw (≤ ${TARGET.cpuVsRaw})`, format: ratio },
      { key: 'kbPerStreamOpen', label: `KB/stream open (≤ ${TARGET.kbPerStream})`, format: fixed(1) },
      { key: 'clientCpuPct', label: 'client CPU %', format: fixed(0) },
      { key: 'steps', label: 'steps (✓ carried)', align: 'left' },
      { key: 'result', label: 'result', align: 'left' },
    ],
    rows,
    notes: [
      `Step search per path: the load doubles from ${searchOptions().start} while every step passes (up to ${searchOptions().max}), then bisects between the last pass and the first miss to within ${Math.round(searchOptions().precision * 100)}%. Each step is a fresh server with the fixed-load procedure (pre-warm, round 1 for memory, round 2 timed).`,
      'The raw relay carries N when no token is lost or duplicated, its lag p50 stays within one token interval and its p99 ≤ 60 ms. Our path carries N when no token is lost or duplicated and its p99 lag minus the raw relay\'s p99 at the same N is ≤ 60 ms (above the raw relay\'s own capacity: its lag behind the schedule).',
      'CPU × raw and KB/stream are read at the path\'s capacity (CPU against the raw relay at the same N). client CPU % is the load generator\'s share of one core: on a 2-core machine it competes with the server, so capacities are a floor.',
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}.`,
    ],
  };
}
