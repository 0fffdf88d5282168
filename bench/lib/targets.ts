/**
 * Issue #28's targets in one table: every benchmark that measures one hands back a TargetCheck per
 * target it measured; bench/run.ts passes them here with the list of benchmarks that ran, and the
 * summary names every target of the issue — measured (value, pass/miss), not measured (why), or
 * not run — so one `bun run bench http streams chat-page` answers the issue.
 */
import { verdict, type Cell, type Report } from './report';

/** A measured value for one of the targets below, from the benchmark that measured it. */
export interface TargetCheck {
  id: string;
  value: number | null;
  /** Database the value was measured on, when the benchmark's app used one. */
  database?: 'Postgres' | 'PGlite';
  /**
   * Replaces the computed verdict when the measurement itself failed (e.g. 'miss (errors)'); with
   * a null value, why the benchmark did not measure it.
   */
  result?: string;
  /** A caveat printed after the verdict (e.g. the capacity search reached its maximum). */
  note?: string;
}

export interface TargetDef {
  id: string;
  benchmark: 'http' | 'streams' | 'chat-page';
  label: string;
  threshold: number;
  direction: 'atLeast' | 'atMost';
  unit: '×' | 'ms' | 'KB';
  /** Only measured with BENCH_DATABASE_URL (Postgres). */
  needsPostgres?: boolean;
  /** Measured on PGlite too, but judged on Postgres (PGlite's memory and CPU are in the app's process). */
  judgedOnPostgres?: boolean;
}

/** The issue's targets, in the order the summary prints them. */
export const ISSUE_28_TARGETS: TargetDef[] = [
  { id: 'http.rest', benchmark: 'http', label: 'http: REST GET /api/agent req/s ÷ bare Elysia', threshold: 0.8, direction: 'atLeast', unit: '×' },
  { id: 'http.trpc', benchmark: 'http', label: 'http: tRPC agent.list req/s ÷ bare Elysia', threshold: 0.5, direction: 'atLeast', unit: '×' },
  { id: 'chat-page.latest.cpu', benchmark: 'chat-page', label: 'chat-page: latest page, server CPU per request', threshold: 3, direction: 'atMost', unit: 'ms', needsPostgres: true },
  { id: 'chat-page.list.cpu', benchmark: 'chat-page', label: 'chat-page: chat list page 1, server CPU per request', threshold: 3, direction: 'atMost', unit: 'ms', needsPostgres: true },
  ...streamTargets('rest', 'REST SSE', 0.7, 1),
  ...streamTargets('trpc', 'tRPC', 0.6, 1),
  ...streamTargets('rest', 'REST SSE', 0.7, 2),
  ...streamTargets('trpc', 'tRPC', 0.6, 2),
];

/** Every stream target's id (the streams benchmark says why it left one out). */
export const STREAM_TARGET_IDS = (): string[] => ISSUE_28_TARGETS.filter((t) => t.benchmark === 'streams').map((t) => t.id);

/** The id of a stream target: path flavour, process count, measure. */
export function streamTargetId(flavor: string, processes: number, measure: 'capacity' | 'cpu' | 'memory'): string {
  return `streams.${flavor}.${processes}.${measure}`;
}

function streamTargets(flavor: string, name: string, minShare: number, processes: number): TargetDef[] {
  const where = `${name}, ${processes} process${processes > 1 ? 'es' : ''}`;
  const reference = `the raw relay in ${processes} process${processes > 1 ? 'es' : ''}`;
  // The app's processes share the database: more than one needs Postgres.
  const needsPostgres = processes > 1;
  const judgedOnPostgres = true;
  return [
    { id: streamTargetId(flavor, processes, 'capacity'), benchmark: 'streams', label: `streams: ${where}: capacity ÷ ${reference}`, threshold: minShare, direction: 'atLeast', unit: '×', needsPostgres, judgedOnPostgres },
    { id: streamTargetId(flavor, processes, 'cpu'), benchmark: 'streams', label: `streams: ${where}: CPU per token ÷ ${reference}`, threshold: 1.5, direction: 'atMost', unit: '×', needsPostgres, judgedOnPostgres },
    { id: streamTargetId(flavor, processes, 'memory'), benchmark: 'streams', label: `streams: ${where}: memory per open stream at capacity`, threshold: 32, direction: 'atMost', unit: 'KB', needsPostgres, judgedOnPostgres },
  ];
}

const BENCHMARKS = new Set(ISSUE_28_TARGETS.map((t) => t.benchmark));

/** Whether the run included a benchmark with a target of the issue (then the summary is printed). */
export function measuresIssue28(ran: string[]): boolean {
  return ran.some((name) => BENCHMARKS.has(name as TargetDef['benchmark']));
}

function show(value: number, unit: TargetDef['unit']): string {
  return unit === '×' ? `${value.toFixed(2)}×` : `${value.toFixed(unit === 'ms' ? 2 : 1)} ${unit}`;
}

export interface RunOutcome {
  /** Benchmarks the run included. */
  ran: string[];
  /** Those of them that crashed. */
  failed: string[];
  /** Every TargetCheck the others returned. */
  checks: TargetCheck[];
  /** Whether BENCH_DATABASE_URL was set. */
  postgres: boolean;
}

/** One row per target: measured → value and pass/miss; otherwise why not. */
export function targetSummary({ ran, failed, checks, postgres }: RunOutcome, targets = ISSUE_28_TARGETS): Report {
  const byId = new Map(checks.map((c) => [c.id, c]));
  const rows: Record<string, Cell>[] = targets.map((t) => {
    const check = byId.get(t.id);
    const target = `${t.direction === 'atLeast' ? '≥' : '≤'} ${show(t.threshold, t.unit)}`;
    let result: string;
    if (check && check.value !== null) {
      const caveats = [check.note, t.judgedOnPostgres && check.database === 'PGlite' ? 'PGlite; judged on Postgres' : null].filter(Boolean);
      result = `${check.result ?? verdict(check.value, t.threshold, t.direction) ?? 'not measured'}${caveats.map((c) => ` (${c})`).join('')}`;
    }
    else if (!ran.includes(t.benchmark)) result = `not run (bun run bench ${t.benchmark})`;
    else if (failed.includes(t.benchmark)) result = `not measured: bench ${t.benchmark} crashed`;
    else if (t.needsPostgres && !postgres) result = 'not measured: needs Postgres (set BENCH_DATABASE_URL)';
    // The benchmark's own reason (e.g. streams at a fixed load), else a plain one.
    else result = check?.result ?? 'not measured';
    return {
      target: t.label,
      value: check && check.value !== null ? show(check.value, t.unit) : null,
      goal: target,
      database: check?.database ?? null,
      result,
    };
  });
  const measured = rows.filter((r) => r.value !== null);
  const passed = measured.filter((r) => String(r.result).startsWith('pass')).length;
  return {
    title: `Issue #28 targets: ${passed} of ${rows.length} pass, ${measured.length - passed} miss, ${rows.length - measured.length} not measured`,
    columns: [
      { key: 'target', label: 'target' },
      { key: 'value', label: 'value' },
      { key: 'goal', label: 'target value' },
      { key: 'database', label: 'database', align: 'left' },
      { key: 'result', label: 'result', align: 'left' },
    ],
    rows,
    notes: [
      postgres
        ? 'The app ran on Postgres (BENCH_DATABASE_URL, a fresh database per server).'
        : 'BENCH_DATABASE_URL was not set: the app ran on in-memory PGlite and the Postgres-only targets (chat-page CPU, 2-process streams) were not measured. Set BENCH_DATABASE_URL=postgres://postgres@127.0.0.1:5432/postgres for them.',
      'Stream targets compare each path with the raw relay run in the same number of processes; capacities are floors on a machine whose load generator shares the cores (see the streams table: cores left to the servers).',
    ],
  };
}
