/**
 * HTTP throughput: raw Bun.serve (the reference), a bare Elysia route, our REST read and our tRPC
 * query, one after another, each on a fresh server process, same load, same run. The four are
 * measured in rounds (BENCH_HTTP_ROUNDS, default 3) and each row is its median round: on a shared
 * machine one 5 s run can read ±30 %, and interleaving keeps a slow minute from hitting one row only.
 */
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pickGenerator, runLoad, type LoadResult } from './lib/load';
import { fixed, integer, ratio, verdict, type Benchmark, type Report } from './lib/report';
import type { TargetCheck } from './lib/targets';
import { cpuTimeMs, spawnServer } from './lib/server-process';
import { serveRuntimeEnv } from '../scripts/serve-env';

const SERVER = resolve(import.meta.dir, 'servers/http-target.ts');

interface Target {
  name: string;
  server: 'raw' | 'elysia' | 'app';
  path: string;
  /** PERFORMANCE.md target as a ratio of bare Elysia's req/s. */
  minVsElysia?: number;
  /** Its line in issue #28's summary (lib/targets.ts). */
  targetId?: string;
}

const TARGETS: Target[] = [
  { name: 'raw Bun.serve JSON', server: 'raw', path: '/' },
  { name: 'bare Elysia JSON', server: 'elysia', path: '/json' },
  { name: 'REST GET /api/agent', server: 'app', path: '/api/agent', minVsElysia: 0.8, targetId: 'http.rest' },
  { name: 'tRPC agent.list', server: 'app', path: '/trpc/agent.list', minVsElysia: 0.5, targetId: 'http.trpc' },
];

interface Measured {
  target: Target;
  /** req/s of every round, in order (the row is the median one). */
  roundsRps?: number[];
  load: LoadResult;
  bodyBytes: number;
  /** Server process CPU (user + system) per answered request during the measured phase, µs. */
  cpuUsPerReq: number | null;
}

export const benchmark: Benchmark = {
  name: 'http',
  summary: 'req/s, p50/p99 of raw Bun.serve, bare Elysia, REST GET /api/agent, tRPC agent.list',
  async run() {
    const seconds = Number(process.env.BENCH_SECONDS ?? 5);
    const warmupSeconds = Number(process.env.BENCH_WARMUP_SECONDS ?? 1);
    const connections = Number(process.env.BENCH_CONNECTIONS ?? 50);
    const generator = pickGenerator();
    const bodyFile = await captureCatalogue();
    const rounds = Math.max(1, Number(process.env.BENCH_HTTP_ROUNDS ?? 3));
    const runs: Measured[][] = TARGETS.map(() => []);
    for (let round = 1; round <= rounds; round++) {
      for (const [i, target] of TARGETS.entries()) {
        process.stderr.write(`  http (round ${round}/${rounds}): ${target.name} … `);
        const result = await measure(target, { seconds, warmupSeconds, connections, generator, bodyFile });
        process.stderr.write(`${Math.round(result.load.rps)} req/s\n`);
        runs[i]!.push(result);
      }
    }
    return report(runs.map(medianRun), { seconds, connections, generator, rounds });
  },
};

/**
 * The catalogue exactly as REST answers it, saved for the raw and Elysia references: with the same
 * ~10 KB to serialise and send, their ratio measures our overhead, not the payload.
 */
async function captureCatalogue(): Promise<string> {
  const server = await spawnServer(SERVER, ['app'], { env: { TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '' } });
  try {
    const res = await fetch(`${server.url}/api/agent`, { signal: AbortSignal.timeout(10_000) });
    if (!res.ok) throw new Error(`GET /api/agent answered ${res.status}`);
    const file = join(tmpdir(), `bench-catalogue-${process.pid}.json`);
    await Bun.write(file, await res.text());
    return file;
  } finally {
    await server.stop();
  }
}

/** The round with the median req/s (the lower middle one for an even count), with every round's req/s. */
export function medianRun(runs: Measured[]): Measured {
  const sorted = [...runs].sort((a, b) => a.load.rps - b.load.rps);
  return { ...sorted[Math.floor((sorted.length - 1) / 2)]!, roundsRps: runs.map((r) => r.load.rps) };
}

async function measure(target: Target, o: { seconds: number; warmupSeconds: number; connections: number; generator: ReturnType<typeof pickGenerator>; bodyFile: string }): Promise<Measured> {
  // Our app runs on a fresh seeded database: in-memory PGlite, or Postgres when BENCH_DATABASE_URL is set.
  const env = { TEST_DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '', ...(target.server === 'app' ? serveRuntimeEnv() : { BENCH_BODY_FILE: o.bodyFile }) };
  const server = await spawnServer(SERVER, [target.server], { env });
  try {
    const url = server.url + target.path;
    const probe = await fetch(url, { signal: AbortSignal.timeout(10_000) });
    const body = await probe.arrayBuffer();
    if (!probe.ok) throw new Error(`${target.name}: GET ${target.path} answered ${probe.status}`);
    if (o.warmupSeconds > 0) await runLoad(o.generator, { url, seconds: o.warmupSeconds, connections: o.connections });
    const cpuBefore = await cpuTimeMs(server.pid);
    const load = await runLoad(o.generator, { url, seconds: o.seconds, connections: o.connections });
    const cpuAfter = await cpuTimeMs(server.pid);
    const cpuUsPerReq = cpuBefore !== null && cpuAfter !== null && load.requests > 0 ? ((cpuAfter - cpuBefore) * 1000) / load.requests : null;
    return { target, load, bodyBytes: body.byteLength, cpuUsPerReq };
  } finally {
    await server.stop();
  }
}

function report(measured: Measured[], o: { seconds: number; connections: number; generator: string; rounds: number }): Report {
  const raw = measured.find((m) => m.target.server === 'raw');
  const elysia = measured.find((m) => m.target.server === 'elysia');
  const rows = measured.map(({ target, load, bodyBytes, cpuUsPerReq, roundsRps }) => {
    const vsElysia = elysia ? load.rps / elysia.load.rps : null;
    const target_ = target.minVsElysia ?? null;
    return {
      name: target.name,
      rps: load.rps,
      rounds: roundsRps?.map((r) => Math.round(r).toLocaleString('en-US')).join(' / ') ?? null,
      p50Ms: load.p50Ms,
      p99Ms: load.p99Ms,
      vsRaw: raw ? load.rps / raw.load.rps : null,
      vsElysia,
      target: target_,
      result: load.errors > 0 && target_ !== null ? 'miss (errors)' : verdict(vsElysia, target_, 'atLeast'),
      cpuUsPerReq,
      cpuVsElysia: elysia?.cpuUsPerReq && cpuUsPerReq ? elysia.cpuUsPerReq / cpuUsPerReq : null,
      bodyBytes,
      requests: load.requests,
      errors: load.errors,
    };
  });
  const database = process.env.BENCH_DATABASE_URL ? 'Postgres' : 'PGlite';
  const targets: TargetCheck[] = measured.flatMap(({ target }, i) =>
    target.targetId ? [{ id: target.targetId, value: rows[i]!.vsElysia, database, ...(rows[i]!.result === 'miss (errors)' ? { result: 'miss (errors)' } : {}) } satisfies TargetCheck] : [],
  );
  return {
    targets,
    title: 'HTTP throughput (closed loop, keep-alive, loopback)',
    columns: [
      { key: 'name', label: 'benchmark' },
      { key: 'rps', label: 'req/s (median)', format: integer },
      { key: 'rounds', label: 'req/s by round', align: 'left', format: (v) => (v === null ? '–' : String(v)) },
      { key: 'p50Ms', label: 'p50 ms', format: fixed(2) },
      { key: 'p99Ms', label: 'p99 ms', format: fixed(2) },
      { key: 'vsRaw', label: '× raw', format: ratio },
      { key: 'vsElysia', label: '× Elysia', format: ratio },
      { key: 'target', label: 'target', format: (v) => (typeof v === 'number' ? `≥ ${v.toFixed(2)}× Elysia` : '–') },
      { key: 'result', label: 'result', align: 'left', format: (v) => (v === null ? '–' : String(v)) },
      { key: 'cpuUsPerReq', label: 'srv µs/req', format: fixed(1) },
      { key: 'cpuVsElysia', label: 'CPU × Elysia', format: ratio },
      { key: 'bodyBytes', label: 'body B', format: integer },
      { key: 'errors', label: 'errors', format: integer },
    ],
    rows,
    notes: [
      `${o.connections} requests in flight for ${o.seconds} s per target after a warm-up; generator: ${o.generator}; each target on a fresh server process, the four in turn, ${o.rounds} round${o.rounds > 1 ? 's' : ''}; each row is its median round, and ratios are median req/s divided by the reference's median req/s in this same run.`,
      `App database: ${process.env.BENCH_DATABASE_URL ? 'Postgres (BENCH_DATABASE_URL, fresh database)' : 'in-memory PGlite (fresh, seeded)'}. Raw and Elysia answer the same catalogue JSON as REST (${measured[0]?.bodyBytes ?? '?'} bytes), serialised per request.`,
      'srv µs/req = server process CPU per answered request; "CPU × Elysia" = Elysia µs/req ÷ this µs/req, the throughput ratio to expect once the server, not the generator, is the limit.',
    ],
  };
}
