import { WorkQueue } from './work-queue';
import { ReplyStream, type ReplyStreamMeta } from './reply-stream';
import { Ticker } from './ticker';

/**
 * The replies this process is generating. A finished reply stays a short while so a client that
 * reconnects right after the end still replays exactly from its last event id.
 */
export class ReplyRegistry {
  private readonly streams = new Map<string, ReplyStream>();
  private readonly graceMs: number;
  private readonly tickers = new Map<number, Ticker>();
  private runningCount = 0;
  /** False once shutdown began: no new reply starts here. */
  accepting = true;
  /** Work after a reply (memory, title, report), a few at a time. */
  readonly afterWork: WorkQueue;

  constructor(options: { graceMs: number; afterWork?: WorkQueue }) {
    this.graceMs = options.graceMs;
    this.afterWork = options.afterWork ?? new WorkQueue({ concurrency: 4, maxQueued: 10_000 });
  }

  start(meta: ReplyStreamMeta): ReplyStream {
    const existing = this.streams.get(meta.messageId);
    if (existing && !existing.finished) throw new Error(`Reply ${meta.messageId} is already running`);
    const stream = new ReplyStream(meta);
    this.streams.set(meta.messageId, stream);
    this.runningCount++;
    return stream;
  }

  /** The shared ticker for coalescing windows of this length (one timer for all replies). */
  ticker(intervalMs: number): Ticker {
    let ticker = this.tickers.get(intervalMs);
    if (!ticker) {
      ticker = new Ticker(intervalMs);
      this.tickers.set(intervalMs, ticker);
    }
    return ticker;
  }

  get(messageId: string): ReplyStream | undefined {
    return this.streams.get(messageId);
  }

  /** Called once the final event is pushed. */
  retire(stream: ReplyStream): void {
    this.runningCount--;
    // Followers that are mid-replay hold their own queue; new ones get the final event only.
    setTimeout(() => stream.compact(), 5_000).unref?.();
    const timer = setTimeout(() => {
      if (this.streams.get(stream.meta.messageId) === stream) this.streams.delete(stream.meta.messageId);
    }, this.graceMs);
    timer.unref?.();
  }

  /** Replies generating here now (kept as a count: read on every send). */
  get size(): number {
    return this.runningCount;
  }

  running(): ReplyStream[] {
    return [...this.streams.values()].filter((s) => !s.finished);
  }

  /** Stops every running reply (shutdown); each ends and saves what it has. */
  stopAll(): void {
    for (const stream of this.running()) stream.controller.abort('shutdown');
  }
}
