import { expect, test } from 'bun:test';
import { coreShare } from './cores';

test('the servers get the cores the generator and Postgres leave, at most one per process', () => {
  // 2 cores, generator 40 %, Postgres 20 %: 1.4 cores left.
  const two = coreShare({ capacity: 1400, processes: 2, machineCores: 2, clientCpuPct: 40, dbCpuPct: 20 });
  expect(two.left).toBeCloseTo(1.4);
  expect(two.servers).toBeCloseTo(1.4);
  expect(two.perServerCore).toBeCloseTo(1000);
  // One process uses one core of the 1.4.
  const one = coreShare({ capacity: 1400, processes: 1, machineCores: 2, clientCpuPct: 40, dbCpuPct: 20 });
  expect(one.servers).toBe(1);
  expect(one.perServerCore).toBe(1400);
});

test('without Postgres only the generator is taken out; no core left gives no per-core figure', () => {
  expect(coreShare({ capacity: 1000, processes: 2, machineCores: 2, clientCpuPct: 80, dbCpuPct: null }).left).toBeCloseTo(1.2);
  expect(coreShare({ capacity: 1000, processes: 2, machineCores: 2, clientCpuPct: 150, dbCpuPct: 60 })).toMatchObject({ servers: 0, perServerCore: null });
});
