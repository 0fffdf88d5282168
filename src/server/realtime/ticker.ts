/** Slots per window: 40 ms windows tick every 5 ms. */
const DEFAULT_LANES = 8;

/** A job for the next slot of its lane: an object, so a reply's coalescer needs no closure for it. */
export interface TickJob {
  onTick(): void;
  /** Written by the ticker: the list this job is due on (0: none). Jobs need not declare it. */
  tickList?: number;
}

/**
 * One timer for many jobs: thousands of concurrent replies share it instead of arming a timer per
 * token (PERFORMANCE.md: server CPU per token near a raw relay).
 *
 * The window is cut into lanes, handed out in turn to the members (replies); a job scheduled on a
 * lane runs at that lane's next slot, so it waits at most one window, and a window's work is spread
 * over its slots. With one slot per window, 5,000 replies flushed together held the event loop for
 * most of the window, and every timer due meanwhile (the providers' next tokens) fired late.
 *
 * A lane's due jobs are an array, and a job carries the number of the list it is due on: scheduling
 * twice is one entry, and a cancel only clears the number (its stale entry is skipped when the slot
 * runs). Every window of every reply is scheduled and run once, so this is per-window work: an
 * array push and a field write instead of a Set's hashing on add, walk and clear.
 */
export class Ticker {
  private readonly due: TickJob[][];
  /** The number of the list each lane is collecting now (unique across lanes and rounds). */
  private readonly collecting: number[];
  private lastList = 0;
  private spare: TickJob[] = [];
  private readonly slotMs: number;
  /** The lane the next tick runs. */
  private slot = 0;
  private nextLane = 0;
  private timer: ReturnType<typeof setInterval> | null = null;
  private lastTickAt = 0;

  constructor(
    intervalMs: number,
    private readonly lanes: number = DEFAULT_LANES,
  ) {
    this.slotMs = intervalMs / lanes;
    this.due = Array.from({ length: lanes }, () => []);
    this.collecting = Array.from({ length: lanes }, () => ++this.lastList);
  }

  /** A lane for a new member, in turn, so members spread evenly over the window. */
  lane(): number {
    const lane = this.nextLane;
    this.nextLane = (lane + 1) % this.lanes;
    return lane;
  }

  /** Runs `job` at the lane's next slot (once, however often it is scheduled before then). */
  schedule(job: TickJob, lane = 0): void {
    const list = this.collecting[lane]!;
    if (job.tickList === list) return;
    job.tickList = list;
    this.due[lane]!.push(job);
    if (!this.timer) {
      this.lastTickAt = performance.now();
      this.timer = setInterval(() => this.tick(), this.slotMs);
      this.timer.unref?.();
    }
  }

  /** Takes `job` off the lane's next slot (a slot already running keeps its list). */
  cancel(job: TickJob, lane = 0): void {
    if (job.tickList === this.collecting[lane]) job.tickList = 0;
  }

  private tick(): void {
    // Catch up by the clock, not by the count of ticks: a busy loop fires the interval late, and
    // one lane per tick would then stretch every lane's window by the same factor.
    const now = performance.now();
    const elapsed = Math.max(1, Math.floor((now - this.lastTickAt) / this.slotMs));
    const behind = Math.min(this.lanes, elapsed);
    // Keep the fraction of a slot for the next tick (never ahead of the clock); more than a window
    // behind, start afresh.
    this.lastTickAt = elapsed > this.lanes ? now : Math.min(now, this.lastTickAt + behind * this.slotMs);
    for (let i = 0; i < behind; i++) this.runSlot();
    if (this.timer && this.due.every((jobs) => jobs.length === 0)) {
      clearInterval(this.timer);
      this.timer = null;
    }
  }

  private runSlot(): void {
    const lane = this.slot;
    this.slot = (lane + 1) % this.lanes;
    const jobs = this.due[lane]!;
    if (jobs.length === 0) return;
    // Swap in the spare list instead of copying: jobs scheduled while running go to the next round.
    const list = this.collecting[lane]!;
    this.collecting[lane] = ++this.lastList;
    this.due[lane] = this.spare;
    try {
      for (let i = 0; i < jobs.length; i++) {
        const job = jobs[i]!;
        // Cancelled, or scheduled since on another list: not this slot's.
        if (job.tickList !== list) continue;
        job.tickList = 0;
        job.onTick();
      }
    } finally {
      jobs.length = 0;
      this.spare = jobs;
    }
  }
}
