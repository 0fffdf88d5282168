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
