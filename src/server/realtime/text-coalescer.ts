import type { Ticker } from './ticker';

/**
 * Collects text deltas and emits them at most once per window: one event per window instead of
 * one per token keeps server CPU per token near a raw relay (PERFORMANCE.md). Windows are driven
 * by a shared ticker, so no timer is armed per reply.
 */
export class TextCoalescer {
  private pending = '';
  private readonly flushJob = () => this.flush();

  constructor(
    private readonly ticker: Ticker | null,
    private readonly emit: (text: string) => void,
  ) {}

  add(delta: string): void {
    if (!delta) return;
    this.pending += delta;
    if (this.ticker) this.ticker.schedule(this.flushJob);
    else this.flush();
  }

  flush(): void {
    this.ticker?.cancel(this.flushJob);
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.emit(text);
  }

  dispose(): void {
    this.ticker?.cancel(this.flushJob);
    this.pending = '';
  }
}
