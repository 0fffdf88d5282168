import { quantile } from './stats';

export interface LoadOptions {
  url: string;
  /** Duration, seconds. */
  seconds: number;
  /** Requests in flight at any time (wrk: connections). */
  connections: number;
}

export type Generator = 'wrk' | 'socket' | 'fetch';

export interface LoadResult {
  generator: Generator;
  /** Successful (2xx) answers. */
  requests: number;
  /** Failed requests: non-2xx, network errors, timeouts. */
  errors: number;
  seconds: number;
  rps: number;
  p50Ms: number;
  p99Ms: number;
}

/**
 * The generator: BENCH_GENERATOR=wrk|socket|fetch, else wrk when installed (fastest), else the
 * raw-socket client (several times cheaper per request than fetch, see bench/README.md).
 */
export function pickGenerator(): Generator {
  const asked = process.env.BENCH_GENERATOR;
  if (asked === 'wrk' || asked === 'socket' || asked === 'fetch') return asked;
  return Bun.which('wrk') ? 'wrk' : 'socket';
}

/** One closed-loop load phase: `connections` requests in flight for `seconds`. */
export async function runLoad(generator: Generator, options: LoadOptions): Promise<LoadResult> {
  if (generator === 'wrk') {
    const wrk = Bun.which('wrk');
    if (!wrk) throw new Error('BENCH_GENERATOR=wrk but wrk is not on PATH');
    return (await import('./wrk')).runWrk(wrk, options);
  }
  if (generator === 'socket') return (await import('./socket-load')).runSocketLoad(options);
  return runFetchLoad(options);
}

/**
 * `connections` workers, each looping fetch → read body → next on keep-alive connections until the
 * deadline. Every fetch shares one AbortSignal that fires a few seconds after the deadline, so a
 * stuck server cannot hang the bench.
 */
export async function runFetchLoad({ url, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const latencies: number[] = [];
  let errors = 0;
  const abort = new AbortController();
  const hardStop = setTimeout(() => abort.abort(), seconds * 1000 + 5_000);
  const start = performance.now();
  const deadline = start + seconds * 1000;
  let end = start;

  const worker = async () => {
    while (performance.now() < deadline && !abort.signal.aborted) {
      const t0 = performance.now();
      try {
        const response = await fetch(url, { signal: abort.signal });
        await response.arrayBuffer();
        const t1 = performance.now();
        if (response.ok) latencies.push(t1 - t0);
        else errors++;
        if (t1 > end) end = t1;
      } catch {
        if (!abort.signal.aborted) errors++;
      }
    }
  };
  await Promise.all(Array.from({ length: connections }, worker));
  clearTimeout(hardStop);
  return summarise('fetch', latencies, errors, (end - start) / 1000);
}

export function summarise(generator: Generator, latencies: number[], errors: number, seconds: number): LoadResult {
  const sorted = Float64Array.from(latencies).sort();
  return {
    generator,
    requests: latencies.length,
    errors,
    seconds,
    rps: seconds > 0 ? latencies.length / seconds : 0,
    p50Ms: quantile(sorted, 0.5),
    p99Ms: quantile(sorted, 0.99),
  };
}
