import type { WorkQueue } from './work-queue';

/**
 * Items that join into batches on a work queue: the first item of a batch queues one job; items
 * added until that job starts (at least until the next loop turn) join it, up to `maxBatch`.
 * Replies that end together (a burst at scale) then share one round of statements for their
 * after-reply work instead of each making its own. The batch is on the queue from its first item,
 * so `queue.idle()` covers it.
 */
export class BatchedWork<T> {
  private open: T[] | null = null;

  constructor(
    private readonly queue: WorkQueue,
    private readonly run: (items: T[]) => Promise<void>,
    private readonly maxBatch = 64,
  ) {}

  add(item: T): void {
    if (this.open && this.open.length < this.maxBatch) {
      this.open.push(item);
      return;
    }
    const batch = [item];
    this.open = batch;
    this.queue.push(async () => {
      // Items of the same tick (and any that come while the queue is busy) join before it seals.
      await new Promise<void>((resolve) => setImmediate(resolve));
      if (this.open === batch) this.open = null;
      await this.run(batch);
    });
  }
}
