/**
 * Finds the largest load a path carries: grow the load geometrically until a step fails, then
 * bisect between the last passing and the first failing step until they are within `precision`
 * of each other. Assumes a path that fails at N also fails above N (more streams never help).
 * A narrow miss (the measure says `near`) is measured once more and the second trial decides: on a
 * shared 2-core machine one tail event (a GC pause, the load generator preempting the server) can
 * fail a step the path carries, while a clear overload fails both trials (bench/README.md).
 */
export interface SearchOptions {
  start: number;
  max: number;
  /** Growth factor while every step passes. */
  factor: number;
  /** Stop bisecting when (fail − pass) ≤ precision × pass. */
  precision: number;
  /** Loads are rounded to this step (streams come in tens). */
  granularity: number;
}

export interface SearchStep<T> {
  n: number;
  pass: boolean;
  result: T;
  /** A narrow miss at the same load that this step re-measured; its verdict is this step's. */
  retried?: T;
}

export interface StepMeasure<T> {
  pass: boolean;
  result: T;
  /** A miss by a small margin: worth a second trial. Ignored on a pass. */
  near?: boolean;
}

export interface SearchOutcome<T> {
  /** Largest passing load; 0 when even `start` failed. */
  capacity: number;
  /** True when `max` passed: the real capacity is at least that. */
  atMax: boolean;
  steps: SearchStep<T>[];
}

export async function searchCapacity<T>(measure: (n: number, trial: number) => Promise<StepMeasure<T>>, o: SearchOptions): Promise<SearchOutcome<T>> {
  const steps: SearchStep<T>[] = [];
  const round = (n: number) => Math.max(o.granularity, Math.round(n / o.granularity) * o.granularity);
  const run = async (n: number) => {
    const first = await measure(n, 1);
    if (first.pass || !first.near) {
      steps.push({ n, pass: first.pass, result: first.result });
      return first.pass;
    }
    const second = await measure(n, 2);
    steps.push({ n, pass: second.pass, result: second.result, retried: first.result });
    return second.pass;
  };
  let pass = 0;
  let fail: number | null = null;
  for (let n = round(o.start); ; n = Math.min(o.max, round(n * o.factor))) {
    if (await run(n)) pass = n;
    else {
      fail = n;
      break;
    }
    if (n >= o.max) return { capacity: pass, atMax: true, steps };
  }
  while (fail - pass > Math.max(o.granularity, o.precision * pass)) {
    const mid = round((pass + fail) / 2);
    if (mid <= pass || mid >= fail) break;
    if (await run(mid)) pass = mid;
    else fail = mid;
  }
  return { capacity: pass, atMax: false, steps };
}
