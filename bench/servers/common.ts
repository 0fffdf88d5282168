/**
 * Shared by the streaming bench servers: the start gate (every stream opens first, then all start
 * together, their token phases spread evenly), the record of when each stream's provider started,
 * and the lifeline (exit on SIGTERM/SIGINT, when stdin closes, or after BENCH_SERVER_MAX_SECONDS).
 */
import { epochNow } from '../lib/stream-script';

/**
 * Holds providers until `go`. Waiter k of W then starts at go + leadMs + k / W × spreadMs: with
 * spreadMs = one token interval, tokens are due evenly over time, like replies that began at
 * random moments, instead of all at the same millisecond. While open, a new waiter starts at once.
 */
export class StartGate {
  private isOpen = false;
  private waiters: (() => void)[] = [];

  get waiting(): number {
    return this.waiters.length;
  }

  hold(): void {
    this.isOpen = false;
  }

  go(leadMs: number, spreadMs: number): number {
    const list = this.waiters;
    this.waiters = [];
    this.isOpen = true;
    list.forEach((release, k) => setTimeout(release, leadMs + (k / list.length) * spreadMs));
    return list.length;
  }

  wait(signal?: AbortSignal): Promise<void> {
    if (this.isOpen || signal?.aborted) return Promise.resolve();
    return new Promise((resolve) => {
      const release = () => {
        signal?.removeEventListener('abort', onAbort);
        resolve();
      };
      const onAbort = () => {
        this.waiters = this.waiters.filter((w) => w !== release);
        resolve();
      };
      signal?.addEventListener('abort', onAbort, { once: true });
      this.waiters.push(release);
    });
  }
}

/** Stream key → epoch ms at which its provider started (token i is due i intervals later). */
export const starts = new Map<string, number>();

export function recordStart(key: string): void {
  starts.set(key, epochNow());
}

/** The bench-only control endpoints every streaming server answers (POST, JSON). */
export function controlAnswer(path: string, gate: StartGate, body: Record<string, unknown>): unknown {
  switch (path) {
    case '/bench/clock':
      return { now: epochNow() };
    case '/bench/status':
      return { waiting: gate.waiting };
    case '/bench/hold':
      gate.hold();
      starts.clear();
      return { ok: true };
    case '/bench/go':
      return { released: gate.go(Number(body.leadMs ?? 20), Number(body.spreadMs ?? 20)) };
    case '/bench/starts':
      return Object.fromEntries(starts);
    case '/bench/gc':
      Bun.gc(true);
      return { ok: true };
    default:
      return undefined;
  }
}

export function ready(port: number | undefined): void {
  if (!port) throw new Error('server did not report a port');
  console.log(`PORT=${port}`);
}

/** Runs the cleanups and exits on SIGTERM/SIGINT, stdin closing, or the time limit. */
export function lifeline(cleanups: (() => unknown)[]): void {
  let stopping = false;
  const stop = async () => {
    if (stopping) return;
    stopping = true;
    for (const fn of cleanups) await Promise.resolve(fn()).catch(() => {});
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop());
  process.on('SIGINT', () => void stop());
  process.stdin.on('end', () => void stop()).resume();
  setTimeout(() => void stop(), Number(process.env.BENCH_SERVER_MAX_SECONDS ?? 900) * 1000).unref();
}
