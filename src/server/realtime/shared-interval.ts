/**
 * A job on a shared interval. An object rather than a callback: a running reply or an open stream
 * registers itself, so it costs no closure of its own (thousands are open at once, and each
 * long-lived closure is memory per open stream).
 */
export interface IntervalJob {
  onInterval(): void;
}

/**
 * Many periodic jobs on one timer: every open stream's heartbeat and every running reply's
 * watchdog (idle and overall limits) run from one interval per period instead of arming timers of
 * their own — thousands of open streams, two timers fewer each (memory per open stream, and no
 * timer callbacks per stream).
 */
export class SharedInterval {
  private readonly jobs = new Set<IntervalJob>();
  private timer: ReturnType<typeof setInterval> | null = null;

  constructor(readonly periodMs: number) {}

  /** Runs `job` every period (the first time within one period) until it is removed. */
  add(job: IntervalJob): void {
    this.jobs.add(job);
    if (!this.timer) {
      this.timer = setInterval(() => this.run(), this.periodMs);
      this.timer.unref?.();
    }
  }

  remove(job: IntervalJob): void {
    this.jobs.delete(job);
    if (this.jobs.size === 0 && this.timer) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  get size(): number {
    return this.jobs.size;
  }

  private run(): void {
    // A job may remove itself (or others) while this runs: Set iteration allows that.
    for (const job of this.jobs) job.onInterval();
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
