/**
 * Cold start: time from spawning `bun src/server/index.ts` to the first 200 from /healthz, on an
 * existing PGlite data dir and (with BENCH_DATABASE_URL) on an already-migrated Postgres database.
 * The first boot of each creates the data (migrations, seed) and is reported but not counted.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { bounded, stopProcess, track } from './lib/server-process';
import { serveRuntimeEnv } from '../scripts/serve-env';
import { fixed, ratio, verdict, type Benchmark, type Cell, type Report } from './lib/report';
import { median } from './lib/stats';

const ROOT = resolve(import.meta.dir, '..');
const APP = ['bun', resolve(ROOT, 'src/server/index.ts')];
/** The reference: a raw Bun.serve answering any path, started the same way. */
const RAW = ['bun', resolve(import.meta.dir, 'servers/http-target.ts'), 'raw'];
const BOOT_TIMEOUT_MS = 60_000;

interface Boot {
  /** Spawn → "Listening on" log line, ms (null if the line was not seen). */
  listeningMs: number | null;
  /** Spawn → first 200 from /healthz, ms. */
  healthyMs: number;
}

export const benchmark: Benchmark = {
  name: 'cold-start',
  summary: 'spawn `bun src/server/index.ts` → first 200 from /healthz, PGlite (and Postgres with BENCH_DATABASE_URL)',
  async run() {
    const runs = Number(process.env.BENCH_COLD_RUNS ?? 3);
    const rows: Record<string, Cell>[] = [];

    process.stderr.write('  cold-start: raw Bun.serve ');
    const rawBoots: Boot[] = [];
    for (let i = 0; i < runs; i++) rawBoots.push(await boot(RAW, (port) => ({ BENCH_PORT: String(port) })));
    process.stderr.write('\n');
    const rawMs = median(rawBoots.map((b) => b.healthyMs));
    rows.push(summaryRow('raw Bun.serve (reference)', rawBoots, 1, null));

    const dataDir = mkdtempSync(join(tmpdir(), 'bench-cold-'));
    try {
      rows.push(...(await series('PGlite', { DATA_DIR: dataDir, DATABASE_URL: '' }, runs, 1000, rawMs)));
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }

    const serverUrl = process.env.BENCH_DATABASE_URL;
    if (serverUrl) {
      const pgDir = mkdtempSync(join(tmpdir(), 'bench-cold-pg-'));
      const database = await createScratchDatabase(serverUrl);
      try {
        rows.push(...(await series('Postgres', { DATA_DIR: pgDir, DATABASE_URL: database.url }, runs, 300, rawMs)));
      } finally {
        await database.drop();
        rmSync(pgDir, { recursive: true, force: true });
      }
    } else {
      rows.push({ name: 'Postgres', runs: 'skipped: set BENCH_DATABASE_URL', listeningMs: null, medianMs: null, maxMs: null, vsRaw: null, target: 300, result: null });
    }

    return report(rows, runs);
  },
};

/** One uncounted first boot (creates the data), then `runs` counted boots on the same data. */
async function series(name: string, env: Record<string, string>, runs: number, targetMs: number, rawMs: number): Promise<Record<string, Cell>[]> {
  process.stderr.write(`  cold-start: ${name} `);
  const appEnv = (port: number) => ({ ...serveRuntimeEnv(), NODE_ENV: 'production', LOG_LEVEL: 'info', HOST: '127.0.0.1', PORT: String(port), ...env });
  const first = await boot(APP, appEnv);
  const boots: Boot[] = [];
  for (let i = 0; i < runs; i++) {
    process.stderr.write('.');
    boots.push(await boot(APP, appEnv));
  }
  process.stderr.write('\n');
  return [
    summaryRow(`${name}, first boot (creates data; not counted)`, [first], first.healthyMs / rawMs, null),
    summaryRow(`${name}, existing data (${runs} runs)`, boots, median(boots.map((b) => b.healthyMs)) / rawMs, targetMs),
  ];
}

function summaryRow(name: string, boots: Boot[], vsRaw: number, targetMs: number | null): Record<string, Cell> {
  const healthy = boots.map((b) => b.healthyMs);
  const listening = boots.map((b) => b.listeningMs).filter((v): v is number => v !== null);
  const medianMs = median(healthy);
  return {
    name,
    runs: healthy.map((v) => v.toFixed(0)).join(', '),
    listeningMs: listening.length ? median(listening) : null,
    medianMs,
    maxMs: Math.max(...healthy),
    vsRaw,
    target: targetMs,
    result: verdict(medianMs, targetMs, 'atMost'),
  };
}

/**
 * Spawns `command` on a free loopback port and polls /healthz until 200; then SIGTERM and wait.
 * The clock starts just before the spawn, so Bun's own start-up is included.
 */
async function boot(command: string[], envFor: (port: number) => Record<string, string>): Promise<Boot> {
  const port = freePort();
  const started = performance.now();
  const child = track(
    Bun.spawn(bounded(command, 120), {
      cwd: ROOT,
      env: { ...process.env, ...envFor(port) },
      stdin: 'pipe', // bench servers exit when it closes; the app ignores it
      stdout: 'pipe',
      stderr: 'pipe',
    }),
  );
  let listeningMs: number | null = null;
  let output = '';
  const watch = (async () => {
    const decoder = new TextDecoder();
    for await (const chunk of child.stdout) {
      if (output.length < 20_000) output += decoder.decode(chunk, { stream: true });
      if (listeningMs === null && /Listening on|PORT=/.test(output)) listeningMs = performance.now() - started;
    }
  })().catch(() => {});
  const errors = new Response(child.stderr).text().catch(() => '');
  try {
    const healthyMs = await waitHealthy(`http://127.0.0.1:${port}/healthz`, started, child);
    return { listeningMs, healthyMs };
  } catch (err) {
    await stopProcess(child);
    throw new Error(`${(err as Error).message}\n--- server output ---\n${output}${await errors}`);
  } finally {
    await stopProcess(child, 10_000); // must be gone before the next boot opens the same data dir
    await watch;
  }
}

async function waitHealthy(url: string, started: number, child: { exitCode: number | null }): Promise<number> {
  while (performance.now() - started < BOOT_TIMEOUT_MS) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode} before it was healthy`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      await response.arrayBuffer();
      if (response.status === 200) return performance.now() - started;
    } catch {
      // not listening yet
    }
    await Bun.sleep(5);
  }
  throw new Error(`server not healthy within ${BOOT_TIMEOUT_MS} ms`);
}

function freePort(): number {
  const listener = Bun.listen({ hostname: '127.0.0.1', port: 0, socket: { data() {} } });
  const port = listener.port;
  listener.stop(true);
  return port;
}

/** A brand-new database on the server named by BENCH_DATABASE_URL, dropped afterwards. */
async function createScratchDatabase(serverUrl: string): Promise<{ url: string; drop(): Promise<void> }> {
  const { default: postgres } = await import('postgres');
  const name = `bench_cold_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      try {
        await admin.unsafe(`drop database if exists "${name}" with (force)`);
      } finally {
        await admin.end();
      }
    },
  };
}

function report(rows: Record<string, Cell>[], runs: number): Report {
  return {
    title: 'Cold start to healthy (spawn → first 200 from /healthz)',
    columns: [
      { key: 'name', label: 'benchmark' },
      { key: 'runs', label: 'runs ms', align: 'left' },
      { key: 'listeningMs', label: 'listening ms (median)', format: fixed(0) },
      { key: 'medianMs', label: 'healthy ms (median)', format: fixed(0) },
      { key: 'maxMs', label: 'max ms', format: fixed(0) },
      { key: 'vsRaw', label: '× raw', format: ratio },
      { key: 'target', label: 'target', format: (v) => (typeof v === 'number' ? `≤ ${v} ms` : '–') },
      { key: 'result', label: 'result', align: 'left', format: (v) => (v === null ? '–' : String(v)) },
    ],
    rows,
    notes: [
      `${runs} counted boots each after one uncounted first boot of the app; each boot is a new process (app: NODE_ENV=production and the JSC options of package.json's serve) on a free loopback port, stopped with SIGTERM and awaited before the next. × raw = median ÷ the raw Bun.serve median of this run.`,
      'Includes Bun start-up, module loading, opening and migrating the database, seeding the catalogue, and the first /healthz query. pass/miss is judged on the median.',
    ],
  };
}
