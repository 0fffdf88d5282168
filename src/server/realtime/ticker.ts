/**
 * One timer for many jobs: each tick runs every job registered since the last one. Thousands of
 * concurrent replies share it instead of arming a timer per token (PERFORMANCE.md: server CPU per
 * token near a raw relay).
 */
export class Ticker {
  private readonly due = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(private readonly intervalMs: number) {}

  /** Runs `job` at the next tick (once, however often it is scheduled before then). */
  schedule(job: () => void): void {
    this.due.add(job);
    if (!this.timer) {
      this.timer = setInterval(() => this.tick(), this.intervalMs);
      this.timer.unref?.();
    }
  }

  cancel(job: () => void): void {
    this.due.delete(job);
  }

  private tick(): void {
    if (this.due.size === 0) {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      return;
    }
    const jobs = [...this.due];
    this.due.clear();
    for (const job of jobs) job();
  }
}
