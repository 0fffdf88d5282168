/**
 * Many periodic jobs on one timer: every open stream's heartbeat and every running reply's
 * watchdog (idle and overall limits) run from one interval per period instead of arming timers of
 * their own — thousands of open streams, two timers fewer each (memory per open stream, and no
 * timer callbacks per stream).
 */
export class SharedInterval {
  private readonly jobs = new Set<() => void>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly periodMs: number) {}

  /** Runs `job` every period (the first time within one period) until the returned function is called. */
  add(job: () => void): () => void {
    this.jobs.add(job);
    if (!this.timer) {
      this.timer = setInterval(() => this.run(), this.periodMs);
      this.timer.unref?.();
    }
    return () => this.remove(job);
  }

  get size(): number {
    return this.jobs.size;
  }

  private remove(job: () => void): void {
    this.jobs.delete(job);
    if (this.jobs.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private run(): void {
    // A job may remove itself (or others) while this runs: Set iteration allows that.
    for (const job of this.jobs) job();
  }
}

const byPeriod = new Map<number, SharedInterval>();

/** The process's shared interval of this period (periods are few: they come from config). */
export function sharedInterval(periodMs: number): SharedInterval {
  let interval = byPeriod.get(periodMs);
  if (!interval) {
    interval = new SharedInterval(periodMs);
    byPeriod.set(periodMs, interval);
  }
  return interval;
}
