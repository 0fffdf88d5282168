import { availableParallelism } from 'node:os';
import type { Logger } from './lib/logger';

/** Set in the environment of a process the supervisor started; its value is the worker's number. */
export const WORKER_ENV = 'APP_WORKER_INDEX';

export interface WorkerPlan {
  /** App processes to run on the port: 1 = this process serves by itself. */
  count: number;
  /** Why the request was not followed (shown at boot), or null. */
  note: string | null;
}

/**
 * How many app processes to run. Several share one port (reusePort) and one Postgres; the embedded
 * database is a single-process store (its data directory is locked), so it always runs one.
 */
export function planWorkers(requested: number | 'auto', hasPostgres: boolean, cores = availableParallelism()): WorkerPlan {
  const count = requested === 'auto' ? cores : requested;
  if (count <= 1) return { count: 1, note: null };
  if (!hasPostgres) {
    return { count: 1, note: `WORKERS=${requested} ignored: the embedded database serves one process; set DATABASE_URL to run ${count}` };
  }
  return { count, note: null };
}

export function isWorkerProcess(env: Record<string, string | undefined> = process.env): boolean {
  return env[WORKER_ENV] !== undefined;
}

interface SuperviseOptions {
  count: number;
  /** The command that starts one app process (this same entry point). */
  command: string[];
  log: Logger;
  /** A worker that exits on its own is started again after this delay, doubled on each quick crash. */
  restartDelayMs?: number;
}

/**
 * Runs `count` app processes and keeps them running: a worker that dies is started again (with a
 * growing delay while it keeps crashing at once). SIGTERM and SIGINT go to every worker — each one
 * drains its own replies — and the supervisor exits when the last has exited.
 */
export function superviseWorkers(options: SuperviseOptions): Promise<number> {
  const { count, command, log } = options;
  const baseDelay = options.restartDelayMs ?? 1_000;
  const workers = new Map<number, ReturnType<typeof Bun.spawn>>();
  let stopping = false;
  let resolveDone: (code: number) => void;
  const done = new Promise<number>((r) => (resolveDone = r));

  const start = (index: number, delay: number) => {
    const startedAt = Date.now();
    const child = Bun.spawn(command, {
      env: { ...process.env, [WORKER_ENV]: String(index) },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    workers.set(index, child);
    void child.exited.then((code) => {
      workers.delete(index);
      if (stopping) {
        if (workers.size === 0) resolveDone(0);
        return;
      }
      // A worker that ran a while gets the base delay again; one that keeps dying backs off (≤ 30 s).
      const next = Date.now() - startedAt > 30_000 ? baseDelay : Math.min(delay * 2, 30_000);
      log.error(`Worker ${index} exited with code ${code}; starting it again in ${delay} ms`);
      setTimeout(() => !stopping && start(index, next), delay);
    });
  };

  const stop = (signal: 'SIGTERM' | 'SIGINT') => {
    if (stopping) return;
    stopping = true;
    log.info(`${signal} received: stopping ${workers.size} workers`);
    if (workers.size === 0) resolveDone(0);
    for (const child of workers.values()) child.kill(signal);
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  log.info(`Starting ${count} app processes on one port (WORKERS)`);
  for (let i = 1; i <= count; i++) start(i, baseDelay);
  return done;
}
