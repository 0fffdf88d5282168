import { expect, test } from 'bun:test';
import { BatchedWork } from './batched-work';
import { WorkQueue } from './work-queue';

test('items added in the same tick share one batch; later items start a new one; idle covers both', async () => {
  const queue = new WorkQueue({ concurrency: 4, maxQueued: 100 });
  const batches: number[][] = [];
  const work = new BatchedWork<number>(queue, async (items) => {
    batches.push(items);
  });
  for (let i = 0; i < 5; i++) work.add(i);
  await queue.idle();
  work.add(5);
  work.add(6);
  await queue.idle();
  expect(batches).toEqual([[0, 1, 2, 3, 4], [5, 6]]);
});

test('a batch holds at most maxBatch items; items keep joining while the queue is busy', async () => {
  const queue = new WorkQueue({ concurrency: 1, maxQueued: 100 });
  let release!: () => void;
  queue.push(() => new Promise<void>((resolve) => (release = resolve)));
  const batches: number[][] = [];
  const work = new BatchedWork<number>(queue, async (items) => void batches.push(items), 3);
  work.add(1);
  await Bun.sleep(5); // the queue is busy: the open batch waits, and later items still join it
  work.add(2);
  work.add(3);
  work.add(4);
  release();
  await queue.idle();
  expect(batches).toEqual([[1, 2, 3], [4]]);
});

test('a failing batch is reported by the queue and does not stop later batches', async () => {
  const errors: unknown[] = [];
  const queue = new WorkQueue({ concurrency: 2, maxQueued: 100, onError: (err) => errors.push(err) });
  const seen: string[][] = [];
  const work = new BatchedWork<string>(queue, async (items) => {
    seen.push(items);
    if (items.includes('bad')) throw new Error('boom');
  });
  work.add('bad');
  await queue.idle();
  work.add('good');
  await queue.idle();
  expect(seen).toEqual([['bad'], ['good']]);
  expect(errors).toHaveLength(1);
});
