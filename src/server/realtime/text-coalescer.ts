/**
 * Collects text deltas and emits them at most once per window: one event per window instead of
 * one per token keeps server CPU per token near a raw relay (PERFORMANCE.md).
 */
export class TextCoalescer {
  private pending = '';
  private timer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly windowMs: number,
    private readonly emit: (text: string) => void,
  ) {}

  add(delta: string): void {
    if (!delta) return;
    this.pending += delta;
    if (this.windowMs <= 0) return this.flush();
    this.timer ??= setTimeout(() => this.flush(), this.windowMs);
  }

  flush(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    if (!this.pending) return;
    const text = this.pending;
    this.pending = '';
    this.emit(text);
  }

  dispose(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
    this.pending = '';
  }
}
