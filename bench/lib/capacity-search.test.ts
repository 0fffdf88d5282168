import { expect, test } from 'bun:test';
import { searchCapacity } from './capacity-search';

const OPTIONS = { start: 100, max: 10_000, factor: 2, precision: 0.1, granularity: 10 };

test('grows until a step fails, then bisects to within the precision', async () => {
  const tried: number[] = [];
  const outcome = await searchCapacity(async (n) => {
    tried.push(n);
    return { pass: n <= 1234, result: n };
  }, OPTIONS);
  expect(tried.slice(0, 6)).toEqual([100, 200, 400, 800, 1600, 1200]);
  expect(outcome.capacity).toBeLessThanOrEqual(1234);
  expect(outcome.capacity).toBeGreaterThanOrEqual(1234 / 1.1);
  expect(outcome.atMax).toBe(false);
  // Every step is reported with its own verdict.
  expect(outcome.steps.every((s) => s.pass === s.n <= 1234)).toBe(true);
});

test('below the first step the search goes down, and a path that never passes has no capacity', async () => {
  const outcome = await searchCapacity(async (n) => ({ pass: n <= 30, result: null }), OPTIONS);
  expect(outcome.capacity).toBe(30);
  const never = await searchCapacity(async () => ({ pass: false, result: null }), OPTIONS);
  expect(never).toMatchObject({ capacity: 0, atMax: false });
  expect(never.steps.every((s) => s.n <= 100)).toBe(true);
});

test('a path that passes the largest load says so instead of inventing a limit', async () => {
  const outcome = await searchCapacity(async () => ({ pass: true, result: null }), { ...OPTIONS, max: 1000 });
  expect(outcome).toMatchObject({ capacity: 1000, atMax: true });
  expect(outcome.steps.map((s) => s.n)).toEqual([100, 200, 400, 800, 1000]);
});

test('a narrow miss is measured once more and the second trial decides; a clear miss is not', async () => {
  const tried: string[] = [];
  // One tail event at 400 (a near miss), then a clear overload from 1,000 up.
  const outcome = await searchCapacity(async (n, trial) => {
    tried.push(`${n}#${trial}`);
    if (n === 400 && trial === 1) return { pass: false, near: true, result: 'tail' };
    return { pass: n < 1000, near: false, result: 'ok' };
  }, { ...OPTIONS, precision: 0.3 });
  expect(tried).toEqual(['100#1', '200#1', '400#1', '400#2', '800#1', '1600#1', '1200#1', '1000#1']);
  expect(outcome.capacity).toBe(800);
  expect(outcome.steps.find((s) => s.n === 400)).toMatchObject({ pass: true, result: 'ok', retried: 'tail' });
  expect(outcome.steps.filter((s) => s.retried !== undefined).length).toBe(1);
});

test('a narrow miss that misses again stays a miss', async () => {
  const outcome = await searchCapacity(async (n) => ({ pass: n <= 200, near: n === 400, result: n }), OPTIONS);
  expect(outcome.steps.find((s) => s.n === 400)).toMatchObject({ pass: false, retried: 400 });
  expect(outcome.capacity).toBeGreaterThanOrEqual(200);
  expect(outcome.capacity).toBeLessThan(400);
});
