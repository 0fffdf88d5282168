/**
 * One timer for many jobs: each tick runs every job registered since the last one. Thousands of
 * concurrent replies share it instead of arming a timer per token (PERFORMANCE.md: server CPU per
 * token near a raw relay).
 */
export class Ticker {
  private due = new Set<() => void>();
  private spare = new Set<() => void>();
  private ticking = false;
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
    // Inside a tick the job is already off the list: nothing to do (the common case).
    if (!this.ticking) this.due.delete(job);
  }

  private tick(): void {
    if (this.due.size === 0) {
      if (this.timer) clearInterval(this.timer);
      this.timer = null;
      return;
    }
    // Swap the two sets instead of copying: jobs scheduled while running go to the next tick.
    const jobs = this.due;
    this.due = this.spare;
    this.ticking = true;
    try {
      for (const job of jobs) job();
    } finally {
      this.ticking = false;
      jobs.clear();
      this.spare = jobs;
    }
  }
}
