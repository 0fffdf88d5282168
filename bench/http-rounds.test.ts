import { expect, test } from 'bun:test';
import { medianRun } from './http';

const run = (rps: number) => ({ target: { name: 'REST', server: 'app' as const, path: '/api/agent' }, load: { rps } as never, bodyBytes: 10, cpuUsPerReq: 1 });

test('a row is its median round, and keeps every round in order', () => {
  const median = medianRun([run(900), run(1200), run(1000)]);
  expect(median.load.rps).toBe(1000);
  expect(median.roundsRps).toEqual([900, 1200, 1000]);
  // Two rounds: the slower one, so a lucky run never decides alone.
  expect(medianRun([run(1200), run(900)]).load.rps).toBe(900);
  expect(medianRun([run(700)]).load.rps).toBe(700);
});
