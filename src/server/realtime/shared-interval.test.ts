import { describe, expect, test } from 'bun:test';
import { SharedInterval, sharedInterval } from './shared-interval';

describe('SharedInterval', () => {
  test('runs every job each period on one timer; removed jobs stop, the timer stops with the last', async () => {
    const interval = new SharedInterval(10);
    const runs = { a: 0, b: 0 };
    const a = { onInterval: () => runs.a++ };
    const b = {
      onInterval() {
        runs.b++;
        if (runs.b === 2) interval.remove(b); // a job may remove itself while the others run
      },
    };
    interval.add(a);
    interval.add(b);
    // Polled, not a fixed sleep: a loaded machine runs a 10 ms interval late.
    for (let waited = 0; waited < 10_000 && (runs.b < 2 || runs.a < 3); waited += 10) await Bun.sleep(10);
    expect(runs.b).toBe(2);
    expect(runs.a).toBeGreaterThanOrEqual(3);
    expect(interval.size).toBe(1);
    interval.remove(a);
    const after = runs.a;
    await Bun.sleep(30);
    expect(runs.a).toBe(after);
    expect(interval.size).toBe(0);
  });

  test('one shared instance per period', () => {
    expect(sharedInterval(1234)).toBe(sharedInterval(1234));
    expect(sharedInterval(1234)).not.toBe(sharedInterval(4321));
  });
});
