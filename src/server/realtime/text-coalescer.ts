import type { TickJob, Ticker } from './ticker';

/** Where a coalescer's windows of text go (the reply's runner). */
export interface TextSink {
  pushText(text: string): void;
}

/**
 * Collects text deltas and emits them at most once per window: one event per window instead of
 * one per token keeps server CPU per token near a raw relay (PERFORMANCE.md). Windows are driven
 * by a shared ticker, so no timer is armed per reply. When the ticker is late (a busy event loop),
 * a window lasts until its slot runs: fewer, larger events are what lets a server that fell behind
 * catch up. Sending each window on time from add() kept the write rate at what had overloaded it.
 */
export class TextCoalescer implements TickJob {
  private pending = '';
  /** On the ticker's list for the next tick: tokens after the first of a window skip the ticker. */
  private scheduled = false;
  /** Where this reply's windows fall on the shared ticker. */
  private readonly lane: number;
  /** The ticker's mark (declared so every coalescer has the same shape from the start). */
  tickList = 0;

  constructor(
    private readonly ticker: Ticker | null,
    private readonly sink: TextSink,
  ) {
    this.lane = ticker?.lane() ?? 0;
  }

  add(delta: string): void {
    if (!delta) return;
    this.pending += delta;
    if (!this.ticker) this.flush();
    else if (!this.scheduled) {
      this.scheduled = true;
      this.ticker.schedule(this, this.lane);
    }
  }

  onTick(): void {
    this.scheduled = false;
    this.flush();
  }

  flush(): void {
    this.unschedule();
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.sink.pushText(text);
  }

  dispose(): void {
    this.unschedule();
    this.pending = '';
  }

  private unschedule(): void {
    if (!this.scheduled) return;
    this.scheduled = false;
    this.ticker?.cancel(this, this.lane);
  }
}
