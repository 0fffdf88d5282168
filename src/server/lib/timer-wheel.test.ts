import { describe, expect, spyOn, test } from 'bun:test';
import { PacedSleeper, TimerWheel } from './timer-wheel';

describe('TimerWheel', () => {
  test('wakes every sleeper at or after its time, in time order, whatever order they were added in', async () => {
    const wheel = new TimerWheel();
    const start = performance.now();
    const woke: { name: string; at: number; early: boolean }[] = [];
    const add = (name: string, offset: number) => {
      const at = start + offset;
      wheel.schedule(at, () => woke.push({ name, at, early: performance.now() < at }));
    };
    add('c', 30);
    add('a', 10);
    add('d', 30.4); // may share c's millisecond: a bucket keeps the order sleepers were added in
    add('b', 20);
    add('a2', 10);
    await Bun.sleep(60);
    expect(woke.map((w) => w.name)).toEqual(['a', 'a2', 'b', 'c', 'd']);
    expect(woke.some((w) => w.early)).toBe(false);
    expect(wheel.pending).toBe(0);
  });

  test('sleepers due in the same millisecond share one timer; an earlier sleeper re-arms it', async () => {
    const wheel = new TimerWheel();
    const timers = spyOn(globalThis, 'setTimeout');
    try {
      // Far enough ahead that creating 1,000 sleepers on a loaded machine cannot overtake either time.
      const at = performance.now() + 1_000;
      const all = Array.from({ length: 1000 }, () => wheel.until(at));
      expect(timers).toHaveBeenCalledTimes(1);
      const early = wheel.until(at - 500);
      expect(timers).toHaveBeenCalledTimes(2);
      let earlyDone = false;
      let othersDone = 0;
      void early!.then(() => (earlyDone = true));
      for (const p of all) void p!.then(() => othersDone++);
      await early;
      expect(othersDone).toBe(0);
      await Promise.all(all);
      expect(earlyDone && othersDone === 1000).toBe(true);
    } finally {
      timers.mockRestore();
    }
  });

  test('a time already passed answers null (no promise, no timer)', () => {
    const wheel = new TimerWheel();
    expect(wheel.until(performance.now() - 1)).toBeNull();
    expect(wheel.pending).toBe(0);
  });
});

describe('PacedSleeper', () => {
  test('an abort ends the current sleep at once, and later sleeps do not wait', async () => {
    const controller = new AbortController();
    const sleeper = new PacedSleeper(controller.signal);
    const started = performance.now();
    const wait = sleeper.sleep(10_000)!;
    setTimeout(() => controller.abort(), 10);
    await wait;
    expect(performance.now() - started).toBeLessThan(5_000);
    expect(sleeper.sleep(10_000)).toBeNull();
    sleeper.dispose();
  });

  test('sleeps in turn, each from the time asked', async () => {
    const sleeper = new PacedSleeper(new AbortController().signal);
    const start = performance.now();
    for (let i = 1; i <= 3; i++) {
      await sleeper.until(start + i * 10);
      expect(performance.now()).toBeGreaterThanOrEqual(start + i * 10);
    }
    sleeper.dispose();
  });
});
