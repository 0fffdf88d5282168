import { expect, test } from 'bun:test';
import { isWorkerProcess, planWorkers, WORKER_ENV } from './workers';

test('several processes run only on a shared Postgres', () => {
  expect(planWorkers(2, true)).toEqual({ count: 2, note: null });
  expect(planWorkers(1, true)).toEqual({ count: 1, note: null });
  const embedded = planWorkers(4, false);
  expect(embedded.count).toBe(1);
  expect(embedded.note).toContain('embedded database serves one process');
});

test('auto means one process per core', () => {
  expect(planWorkers('auto', true, 6).count).toBe(6);
  // One core: nothing to supervise.
  expect(planWorkers('auto', true, 1)).toEqual({ count: 1, note: null });
});

test('a worker knows it was started by the supervisor', () => {
  expect(isWorkerProcess({})).toBe(false);
  expect(isWorkerProcess({ [WORKER_ENV]: '2' })).toBe(true);
});
