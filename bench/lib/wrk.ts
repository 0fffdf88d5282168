import type { LoadOptions, LoadResult } from './load';

/** Runs wrk with one thread (the server has the other core) and parses what it prints. */
export async function runWrk(wrk: string, { url, seconds, connections }: LoadOptions): Promise<LoadResult> {
  const args = [wrk, '-t1', `-c${connections}`, `-d${Math.max(1, Math.round(seconds))}s`, '--latency', '--timeout', '5s', url];
  const child = Bun.spawn(args, { stdout: 'pipe', stderr: 'pipe' });
  const timer = setTimeout(() => child.kill('SIGKILL'), (seconds + 15) * 1000);
  const [out, err, code] = await Promise.all([new Response(child.stdout).text(), new Response(child.stderr).text(), child.exited]);
  clearTimeout(timer);
  if (code !== 0) throw new Error(`wrk exited with ${code}: ${err || out}`);
  return parseWrk(out);
}

/** Parses `wrk --latency` output (requests, duration, errors, 50% / 99% latency, Requests/sec). */
export function parseWrk(output: string): LoadResult {
  const total = /(\d+) requests in ([\d.]+)(us|ms|s|m)\b/.exec(output);
  const rps = /Requests\/sec:\s*([\d.]+)/.exec(output);
  if (!total || !rps) throw new Error(`cannot parse wrk output:\n${output}`);
  const socketErrors = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(output);
  const non2xx = /Non-2xx or 3xx responses: (\d+)/.exec(output);
  const errors = (non2xx ? Number(non2xx[1]) : 0) + (socketErrors ? socketErrors.slice(1).reduce((sum, n) => sum + Number(n), 0) : 0);
  return {
    generator: 'wrk',
    requests: Number(total[1]),
    errors,
    seconds: toMs(Number(total[2]), total[3] as string) / 1000,
    rps: Number(rps[1]),
    p50Ms: latency(output, '50%'),
    p99Ms: latency(output, '99%'),
  };
}

function latency(output: string, label: string): number {
  const match = new RegExp(`^\\s*${label}\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(output);
  return match ? toMs(Number(match[1]), match[2] as string) : Number.NaN;
}

function toMs(value: number, unit: string): number {
  return unit === 'us' ? value / 1000 : unit === 's' ? value * 1000 : unit === 'm' ? value * 60_000 : value;
}
