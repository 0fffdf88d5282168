import type { TickJob, Ticker } from './ticker';

/** Where a coalescer's windows of text go (the reply's runner). */
export interface TextSink {
  pushText(text: string): void;
}

/**
 * Collects text deltas and emits them at most once per window: one event per window instead of
 * one per token keeps server CPU per token near a raw relay (PERFORMANCE.md). Windows are driven
 * by a shared ticker, so no timer is armed per reply. A window never outlasts its length while
 * text keeps coming: when the ticker is late (a busy event loop: a burst of tokens that were due
 * while it was busy runs as one long stretch of microtasks, and no timer fires in it), the next
 * delta past the window's end sends it at once.
 */
export class TextCoalescer implements TickJob {
  private pending = '';
  /** When the pending window's first delta came (performance.now()). */
  private pendingSince = 0;
  /** On the ticker's list for the next tick: tokens after the first of a window skip the ticker. */
  private scheduled = false;
  /** Where this reply's windows fall on the shared ticker. */
  private readonly lane: number;

  constructor(
    private readonly ticker: Ticker | null,
    private readonly sink: TextSink,
  ) {
    this.lane = ticker?.lane() ?? 0;
  }

  /** `now`: performance.now(), when the caller has it at hand (one clock read per delta). */
  add(delta: string, now = performance.now()): void {
    if (!delta) return;
    const ticker = this.ticker;
    if (!ticker) {
      this.pending += delta;
      this.flush();
    } else if (!this.scheduled) {
      this.pending += delta;
      this.pendingSince = now;
      this.scheduled = true;
      ticker.schedule(this, this.lane);
    } else if (now - this.pendingSince >= ticker.windowMs) {
      // The ticker is late: this window is over, send it with this delta.
      this.pending += delta;
      this.flush();
    } else this.pending += delta;
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
