/**
 * Finds the largest load a path carries: grow the load geometrically until a step fails, then
 * bisect between the last passing and the first failing step until they are within `precision`
 * of each other. Assumes a path that fails at N also fails above N (more streams never help).
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
}

export interface SearchOutcome<T> {
  /** Largest passing load; 0 when even `start` failed. */
  capacity: number;
  /** True when `max` passed: the real capacity is at least that. */
  atMax: boolean;
  steps: SearchStep<T>[];
}

export async function searchCapacity<T>(measure: (n: number) => Promise<{ pass: boolean; result: T }>, o: SearchOptions): Promise<SearchOutcome<T>> {
  const steps: SearchStep<T>[] = [];
  const round = (n: number) => Math.max(o.granularity, Math.round(n / o.granularity) * o.granularity);
  const run = async (n: number) => {
    const { pass, result } = await measure(n);
    steps.push({ n, pass, result });
    return pass;
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
