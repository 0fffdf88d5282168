import { expect, test } from 'bun:test';
import { WorkQueue } from './work-queue';

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((r) => (resolve = r));
  return { promise, resolve };
};

test('runs at most `concurrency` jobs at once, in order, and reports idle', async () => {
  const q = new WorkQueue({ concurrency: 2, maxQueued: 10 });
  const gates = [deferred(), deferred(), deferred()];
  const started: number[] = [];
  gates.forEach((g, i) => q.push(async () => {
    started.push(i);
    await g.promise;
  }));
  await Bun.sleep(0);
  expect(started).toEqual([0, 1]);
  gates[0]!.resolve();
  await Bun.sleep(0);
  expect(started).toEqual([0, 1, 2]);
  gates[1]!.resolve();
  gates[2]!.resolve();
  await q.idle();
  expect(q.size).toBe(0);
});

test('drops the oldest waiting job beyond maxQueued; a failing job does not stop the queue', async () => {
  const errors: unknown[] = [];
  const q = new WorkQueue({ concurrency: 1, maxQueued: 2, onError: (e) => errors.push(e) });
  const gate = deferred();
  const ran: string[] = [];
  q.push(async () => {
    await gate.promise;
    throw new Error('boom');
  });
  for (const name of ['a', 'b', 'c']) q.push(async () => void ran.push(name));
  expect(q.dropped).toBe(1);
  gate.resolve();
  await q.idle();
  expect(ran).toEqual(['b', 'c']);
  expect(errors).toHaveLength(1);
});
