/**
 * Runs background jobs (memory extraction, titles, reports after a reply) a few at a time, so a
 * burst of replies ending together does not start hundreds of database and model calls at once
 * and stall the event loop that carries every live stream. Bounded: beyond `maxQueued` waiting
 * jobs the oldest is dropped (logged) — this work is a convenience, never the user's answer.
 */
export class WorkQueue {
  private readonly waiting: (() => Promise<void>)[] = [];
  private running = 0;
  private idleWaiters: (() => void)[] = [];
  dropped = 0;

  constructor(
    private readonly options: { concurrency: number; maxQueued: number; onDrop?: () => void; onError?: (err: unknown) => void },
  ) {}

  push(job: () => Promise<void>): void {
    this.waiting.push(job);
    if (this.waiting.length > this.options.maxQueued) {
      this.waiting.shift();
      this.dropped++;
      this.options.onDrop?.();
    }
    this.pump();
  }

  get size(): number {
    return this.waiting.length + this.running;
  }

  /** Resolves once nothing is queued or running (shutdown, tests). */
  idle(): Promise<void> {
    if (this.size === 0) return Promise.resolve();
    return new Promise((resolve) => this.idleWaiters.push(resolve));
  }

  private pump(): void {
    while (this.running < this.options.concurrency && this.waiting.length > 0) {
      const job = this.waiting.shift()!;
      this.running++;
      job()
        .catch((err) => this.options.onError?.(err))
        .finally(() => {
          this.running--;
          this.pump();
          if (this.size === 0) for (const resolve of this.idleWaiters.splice(0)) resolve();
        });
    }
  }
}
