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
  private waiters: GateWaiter[] = [];

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
    list.forEach((waiter, k) => setTimeout(() => waiter.release(), leadMs + (k / list.length) * spreadMs));
    return list.length;
  }

  wait(signal?: AbortSignal): Promise<void> {
    if (this.isOpen || signal?.aborted) return Promise.resolve();
    const waiter = new GateWaiter(this, signal);
    this.waiters.push(waiter);
    return waiter.released;
  }

  remove(waiter: GateWaiter): void {
    this.waiters = this.waiters.filter((w) => w !== waiter);
  }
}

/**
 * One stream waiting at the gate, as one object (its own abort listener): every stream waits here
 * while the bench measures memory per open stream, so the bench's own scaffolding stays small.
 */
class GateWaiter {
  readonly released: Promise<void>;
  private resolve!: () => void;

  constructor(
    private readonly gate: StartGate,
    private readonly signal?: AbortSignal,
  ) {
    this.released = new Promise((resolve) => (this.resolve = resolve));
    signal?.addEventListener('abort', this, { once: true });
  }

  release(): void {
    this.signal?.removeEventListener('abort', this);
    this.resolve();
  }

  /** The stream was aborted while waiting. */
  handleEvent(): void {
    this.gate.remove(this);
    this.resolve();
  }
}

/** Stream key → epoch ms at which its provider started (token i is due i intervals later). */
export const starts = new Map<string, number>();

export function recordStart(key: string): void {
  starts.set(key, epochNow());
}

/**
 * Diagnostics: how late the provider yields its tokens (ms behind its schedule, measured inside
 * the server) and how late a 10 ms interval timer fires (event-loop delay). Reset by hold.
 */
export const diagnostics = {
  on: Boolean(process.env.BENCH_STREAMS_DEBUG),
  yieldLate: [] as number[],
  loopLate: [] as number[],
};
if (process.env.BENCH_STREAMS_DEBUG) {
  let lastTick = performance.now();
  setInterval(() => {
    const now = performance.now();
    diagnostics.loopLate.push(now - lastTick - 10);
    lastTick = now;
  }, 10).unref();
}

function quantiles(values: number[]) {
  const sorted = Float64Array.from(values).sort();
  const q = (p: number) => (sorted.length ? (sorted[Math.min(sorted.length - 1, Math.ceil(p * sorted.length) - 1)] as number) : null);
  return { n: sorted.length, p50: q(0.5), p99: q(0.99), max: q(1) };
}

/**
 * Diagnostics: samples the JS thread for `ms` (bun:jsc) and answers the top functions by self and
 * by total samples (percent of all samples), named `function file:line`.
 */
export async function sampleProfile(ms: number, top = 25): Promise<{ samples: number; self: string[]; total: string[] }> {
  const { profile } = await import('bun:jsc');
  const result = (await profile(() => Bun.sleep(ms), 1000)) as unknown as {
    stackTraces: { traces: { frames: { name: string; sourceURL?: string; line: number }[] }[] };
  };
  const label = (f: { name: string; sourceURL?: string; line: number }) =>
    `${f.name || '(anonymous)'} ${f.sourceURL ? `${f.sourceURL.replace(/^.*\/(src|node_modules|bench)\//, '$1/')}:${f.line}` : '[native]'}`;
  const traces = result.stackTraces.traces;
  // BENCH_PROFILE_TRACES=<file>: every sampled stack, for reading beyond the top lists.
  if (process.env.BENCH_PROFILE_TRACES) await Bun.write(`${process.env.BENCH_PROFILE_TRACES}.${process.pid}.json`, JSON.stringify(traces.map((t) => t.frames.map(label))));
  const self = new Map<string, number>();
  const total = new Map<string, number>();
  for (const trace of traces) {
    const frames = trace.frames;
    if (!frames.length) continue;
    const first = label(frames[0] as (typeof frames)[number]);
    self.set(first, (self.get(first) ?? 0) + 1);
    for (const name of new Set(frames.map(label))) total.set(name, (total.get(name) ?? 0) + 1);
  }
  const list = (m: Map<string, number>) =>
    [...m]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, n]) => `${((n / traces.length) * 100).toFixed(1)}% ${name}`);
  return { samples: traces.length, self: list(self), total: list(total) };
}

/** The bench-only control endpoints every streaming server answers (POST, JSON). */
export async function controlAnswer(path: string, gate: StartGate, body: Record<string, unknown>): Promise<unknown> {
  switch (path) {
    case '/bench/profile':
      return sampleProfile(Number(body.ms ?? 1000));
    case '/bench/clock':
      return { now: epochNow() };
    case '/bench/status':
      return { waiting: gate.waiting };
    case '/bench/hold':
      gate.hold();
      starts.clear();
      diagnostics.yieldLate.length = 0;
      diagnostics.loopLate.length = 0;
      return { ok: true };
    case '/bench/diagnostics':
      return { providerLateMs: quantiles(diagnostics.yieldLate), loopDelayMs: quantiles(diagnostics.loopLate) };
    case '/bench/go':
      return { released: gate.go(Number(body.leadMs ?? 20), Number(body.spreadMs ?? 20)) };
    case '/bench/starts':
      return Object.fromEntries(starts);
    case '/bench/gc':
      Bun.gc(true);
      return { ok: true };
    case '/bench/memory': {
      // After a full GC: the JS heap plus memory held outside it by JS objects (buffers). PGlite's
      // WebAssembly memory is one fixed-size buffer, so it adds nothing to a difference.
      Bun.gc(true);
      const m = process.memoryUsage();
      // Diagnostics: live objects by type, to see what an open stream holds.
      const types = diagnostics.on ? (await import('bun:jsc')).heapStats().objectTypeCounts : undefined;
      // The JS heap's capacity (its blocks, live or not): RSS minus this is native memory.
      const { heapCapacity } = (await import('bun:jsc')).heapStats();
      return { heapBytes: m.heapUsed + m.external, heapCapacityBytes: heapCapacity, rssBytes: m.rss, types };
    }
    default:
      return undefined;
  }
}

/**
 * Several processes of one streaming server share its port (BENCH_PROCESSES > 1, SO_REUSEPORT: the
 * kernel spreads connections over them), so each answers the bench's control calls on a port of
 * its own: the bench broadcasts them (streams.ts). The first process binds the shared port; the
 * others join it through BENCH_PORT.
 */
export const sharesPort = Number(process.env.BENCH_PROCESSES ?? 1) > 1;

/** Serves POST /bench/* on a port of this process alone; `answer` undefined → 404. */
export function serveControl(answer: (path: string, body: Record<string, unknown>) => Promise<unknown>): number {
  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 0, // setup of thousands of users and a profile take longer than the default 10 s
    async fetch(request) {
      const { pathname } = new URL(request.url);
      if (request.method !== 'POST' || !pathname.startsWith('/bench/')) return new Response('not found', { status: 404 });
      try {
        const result = await answer(pathname, ((await request.json().catch(() => ({}))) ?? {}) as Record<string, unknown>);
        return result === undefined ? new Response('not found', { status: 404 }) : Response.json(result);
      } catch (err) {
        return new Response(`${pathname} failed: ${(err as Error).stack ?? err} ${JSON.stringify((err as { cause?: unknown }).cause ?? '')}`, { status: 500 });
      }
    },
  });
  return server.port as number;
}

/** Tells the bench this process is ready: the shared port, its control port, and any extras. */
export function ready(port: number | undefined, control?: number, extra: Record<string, string> = {}): void {
  if (!port) throw new Error('server did not report a port');
  for (const [key, value] of Object.entries(extra)) console.log(`${key}=${value}`);
  if (control) console.log(`CONTROL=${control}`);
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
