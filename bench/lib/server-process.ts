import type { Subprocess } from 'bun';
import { readFileSync, readdirSync } from 'node:fs';

export interface ServerProcess {
  pid: number;
  port: number;
  url: string;
  /** Every `KEY=value` line the server printed before it was ready (PORT and the `expect`ed keys). */
  printed: Record<string, string>;
  /** SIGTERM, wait (bounded), then SIGKILL if it is still there. */
  stop(): Promise<void>;
}

/**
 * Spawns a bench server script that prints `PORT=<n>` on stdout and waits for that line and the
 * `expect`ed `KEY=value` lines (bounded by `timeoutMs`). stdin stays open as a lifeline: the child
 * exits when we go away.
 */
export async function spawnServer(
  script: string,
  args: string[],
  options: { env?: Record<string, string | undefined>; timeoutMs?: number; expect?: string[] } = {},
): Promise<ServerProcess> {
  // BENCH_PROFILE_DIR=<dir>: each server writes a CPU profile (.cpuprofile and .md) there on exit.
  const profile = process.env.BENCH_PROFILE_DIR ? ['--cpu-prof', '--cpu-prof-md', `--cpu-prof-dir=${process.env.BENCH_PROFILE_DIR}`] : [];
  const child = track(
    Bun.spawn(['bun', ...profile, ...(process.env.BENCH_BUN_FLAGS ? process.env.BENCH_BUN_FLAGS.split(' ') : []), script, ...args], {
      stdin: 'pipe',
      stdout: 'pipe',
      stderr: 'inherit',
      env: { ...process.env, ...options.env },
    }),
  );
  try {
    const printed = await readPrinted(child, ['PORT', ...(options.expect ?? [])], options.timeoutMs ?? 30_000);
    const port = Number(printed.PORT);
    return { pid: child.pid, port, url: `http://127.0.0.1:${port}`, printed, stop: () => stopProcess(child) };
  } catch (err) {
    await stopProcess(child);
    throw err;
  }
}

async function readPrinted(child: Subprocess<'pipe', 'pipe', 'inherit'>, keys: string[], timeoutMs: number): Promise<Record<string, string>> {
  const reader = child.stdout.getReader();
  const decoder = new TextDecoder();
  let seen = '';
  const timer = setTimeout(() => void reader.cancel('timeout'), timeoutMs);
  try {
    while (true) {
      const { value, done } = await reader.read();
      if (done) break;
      seen += decoder.decode(value, { stream: true });
      const printed = Object.fromEntries([...seen.matchAll(/^([A-Z_]+)=(\S+)\r?\n/gm)].map((m) => [m[1] as string, m[2] as string]));
      if (keys.every((key) => key in printed)) {
        reader.releaseLock();
        void drain(child.stdout); // keep the pipe from filling up if the server logs
        return printed;
      }
    }
  } finally {
    clearTimeout(timer);
  }
  throw new Error(`server did not print ${keys.join(', ')} within ${timeoutMs} ms (exit ${child.exitCode ?? 'none'}); output: ${seen.slice(0, 500)}`);
}

async function drain(stream: ReadableStream<Uint8Array>) {
  try {
    for await (const _ of stream) {
      // discard
    }
  } catch {
    // child gone
  }
}

const live = new Set<Subprocess>();
process.on('exit', () => {
  for (const child of live) child.kill('SIGTERM');
});

/** Remembers a child so it is signalled if the bench exits before stopping it. */
export function track<T extends Subprocess>(child: T): T {
  live.add(child);
  void child.exited.then(() => live.delete(child));
  return child;
}

/**
 * A command wrapped in coreutils `timeout` when available, so a child we could not stop (bench
 * killed with SIGKILL) still ends by itself. `timeout` forwards SIGTERM to the command.
 */
export function bounded(command: string[], maxSeconds: number): string[] {
  const timeout = Bun.which('timeout');
  return timeout ? [timeout, '-k', '5', String(maxSeconds), ...command] : command;
}

/** SIGTERM, then SIGKILL after `graceMs`; resolves once the process has exited. */
export async function stopProcess(child: Subprocess, graceMs = 5_000): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const killed = await Promise.race([child.exited.then(() => false), Bun.sleep(graceMs).then(() => true)]);
  if (killed) {
    child.kill('SIGKILL');
    await child.exited;
  }
}

/**
 * CPU time (user + system) a process has used so far, in ms; null where /proc is unavailable.
 * The /proc readers here are sampled while streams run: synchronous reads, the load generator's
 * own CPU competes with the servers it measures.
 */
export async function cpuTimeMs(pid: number): Promise<number | null> {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'latin1');
    // Fields after the ")" that ends the command name: utime is the 14th field, stime the 15th.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(fields[11]) + Number(fields[12]);
    return Number.isFinite(ticks) ? (ticks * 1000) / CLOCK_TICKS : null;
  } catch {
    return null;
  }
}
const CLOCK_TICKS = 100; // sysconf(_SC_CLK_TCK) on Linux x64

/** Resident set size of a process, in KB (VmRSS of /proc/<pid>/status); null where unavailable. */
export async function rssKb(pid: number): Promise<number | null> {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'latin1');
    const match = /^VmRSS:\s+(\d+)\s+kB/m.exec(status);
    return match ? Number(match[1]) : null;
  } catch {
    return null;
  }
}

/**
 * CPU time the machine's processes have used so far (all cores: user + nice + system), plus what the
 * hypervisor took (steal), in ms; null where unavailable. Interrupt time is left out: loopback
 * traffic is handled there, and that is the benchmark's own work.
 */
export async function machineBusyMs(): Promise<number | null> {
  try {
    const line = readFileSync('/proc/stat', 'latin1').split('\n', 1)[0] as string;
    const [user = 0, nice = 0, system = 0, , , , , steal = 0] = line.trim().split(/\s+/).slice(1).map(Number);
    return ((user + nice + system + steal) * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}

/**
 * CPU time (user + system) used so far by every process whose command name is `name` (e.g. the
 * `postgres` server and its backends), in ms; null where /proc is unavailable.
 */
export async function commandCpuMs(name: string): Promise<number | null> {
  try {
    let ticks = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        const stat = readFileSync(`/proc/${entry}/stat`, 'latin1');
        const open = stat.indexOf('(');
        const close = stat.lastIndexOf(')');
        if (stat.slice(open + 1, close) !== name) continue;
        const fields = stat.slice(close + 2).split(' ');
        ticks += Number(fields[11]) + Number(fields[12]);
      } catch {
        // the process ended meanwhile
      }
    }
    return (ticks * 1000) / CLOCK_TICKS;
  } catch {
    return null;
  }
}
