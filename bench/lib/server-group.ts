import { cpuTimeMs, rssKb, spawnServer, type ServerProcess } from './server-process';

/**
 * One streaming bench server as `count` processes sharing a port (SO_REUSEPORT: the kernel spreads
 * new connections over them), the way a deployment uses every core. Each process answers the
 * bench's control calls on a port of its own; CPU and RSS are summed over the processes.
 */
export interface ServerGroup {
  port: number;
  url: string;
  processes: ServerProcess[];
  /** POSTs /bench/<op> to every process (or the first only), in parallel; their answers in order. */
  broadcast(op: string, body?: Record<string, unknown>, firstOnly?: boolean): Promise<unknown[]>;
  stop(): Promise<void>;
}

/**
 * Spawns the first process (it binds the port and, for the app on Postgres, creates the database
 * and prints `DATABASE=<url>`), then the others joining its port and database.
 */
export async function spawnGroup(script: string, count: number, env: Record<string, string>, timeoutMs: number): Promise<ServerGroup> {
  const shared = { ...env, BENCH_PROCESSES: String(count) };
  const first = await spawnServer(script, [], { env: shared, timeoutMs, expect: ['CONTROL'] });
  const processes = [first];
  try {
    for (let i = 1; i < count; i++) {
      const join = { BENCH_PORT: String(first.port), ...(first.printed.DATABASE ? { BENCH_JOIN_DATABASE_URL: first.printed.DATABASE } : {}) };
      processes.push(await spawnServer(script, [], { env: { ...shared, ...join }, timeoutMs, expect: ['CONTROL'] }));
    }
  } catch (err) {
    await stopAll(processes);
    throw err;
  }
  return {
    port: first.port,
    url: first.url,
    processes,
    broadcast: (op, body = {}, firstOnly = false) =>
      Promise.all(
        (firstOnly ? [first] : processes).map(async (p) => {
          const response = await fetch(`http://127.0.0.1:${p.printed.CONTROL}/bench/${op}`, {
            method: 'POST',
            body: JSON.stringify(body),
            signal: AbortSignal.timeout(300_000),
          });
          if (!response.ok) throw new Error(`/bench/${op} answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
          return response.json() as Promise<unknown>;
        }),
      ),
    stop: () => stopAll(processes),
  };
}

/** The joiners first: the first process drops the database they share. */
async function stopAll(processes: ServerProcess[]): Promise<void> {
  for (const p of processes.slice(1).reverse()) await p.stop();
  await processes[0]?.stop();
}

/** CPU time (user + system) the group's processes have used so far, in ms; null where unavailable. */
export async function groupCpuMs(group: ServerGroup): Promise<number | null> {
  return sumOrNull(await Promise.all(group.processes.map((p) => cpuTimeMs(p.pid))));
}

/** The group's resident set size, in KB; null where unavailable. */
export async function groupRssKb(group: ServerGroup): Promise<number | null> {
  return sumOrNull(await Promise.all(group.processes.map((p) => rssKb(p.pid))));
}

function sumOrNull(values: (number | null)[]): number | null {
  let sum = 0;
  for (const v of values) {
    if (v === null) return null;
    sum += v;
  }
  return sum;
}
