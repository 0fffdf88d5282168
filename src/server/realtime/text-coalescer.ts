import type { TickJob, Ticker } from './ticker';

/** Where a coalescer's windows of text go (the reply's runner). */
export interface TextSink {
  pushText(text: string): void;
}

/**
 * Collects text deltas and sends them at most about once per window (a leading-edge throttle): one
 * event per window instead of one per token keeps server CPU per token near a raw relay
 * (PERFORMANCE.md).
 *
 * A delta that comes a window (less one slot of jitter) or more after the last event goes out at
 * once, with whatever was pending; one that comes sooner waits for the shared ticker's first slot
 * a window and a slot after the last event, unless a later delta sends it first (the slot of grace
 * keeps a steady stream's ticks from sending its odd tokens alone just before the even ones). At 50 tokens/s and a 40 ms
 * window every second token sends the pair: the same events as waiting for the window, but a
 * token waits ≤ 20 ms instead of ≤ 40 ms, and a reply's first token (or the first after a pause)
 * does not wait at all.
 *
 * When the event loop is behind (the ticker late), nothing is sent from add(): deltas wait for the
 * slot, and a window lasts until its slot runs. Fewer, larger events are what lets a server that
 * fell behind catch up; sending each window on time from add() kept the write rate at what had
 * overloaded it.
 */
export class TextCoalescer implements TickJob {
  private pending = '';
  /** The ticker lane this coalescer waits on, or -1: tokens after the first of a window skip the ticker. */
  private lane = -1;
  /** When the last event went out (performance.now()). */
  private sentAt = -Infinity;

  constructor(
    private readonly ticker: Ticker | null,
    private readonly sink: TextSink,
  ) {}

  /** `now`: performance.now() as the caller read it (the runner reads it per chunk anyway). */
  add(delta: string, now = performance.now()): void {
    if (!delta) return;
    this.pending += delta;
    const ticker = this.ticker;
    if (!ticker || (now - this.sentAt >= ticker.windowMs - ticker.slotMs && ticker.onTime(now))) this.flush(now);
    // A slot of grace past the window: the next delta, due about then, sends this one with it.
    else if (this.lane < 0) this.lane = ticker.scheduleAt(this, this.sentAt + ticker.windowMs + ticker.slotMs);
  }

  onTick(): void {
    this.lane = -1;
    this.flush();
  }

  flush(now?: number): void {
    this.unschedule();
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.sentAt = now ?? performance.now();
    this.sink.pushText(text);
  }

  dispose(): void {
    this.unschedule();
    this.pending = '';
  }

  private unschedule(): void {
    if (this.lane < 0) return;
    this.ticker?.cancel(this, this.lane);
    this.lane = -1;
  }
}
