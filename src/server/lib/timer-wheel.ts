/**
 * One timer for every paced sleep in the process. Streamed replies wait between chunks (the offline
 * engine's reading pace, the scripted provider's token rate): thousands of replies at 50 chunks a
 * second armed a `setTimeout` each per chunk, and each costs ~1.5 µs of CPU in Bun — more than the
 * rest of a chunk's trip through the server. Here sleepers due in the same millisecond share a
 * bucket, and one timer is armed for the earliest bucket.
 */
export class TimerWheel {
  /** Wakers by due millisecond (performance.now(), rounded up). */
  private readonly buckets = new Map<number, (() => void)[]>();
  /** The due milliseconds of `buckets`, as a binary min-heap. */
  private readonly heap: number[] = [];
  private timer: ReturnType<typeof setTimeout> | null = null;
  /** The bucket the timer is armed for. */
  private armedFor = Infinity;

  /** Calls `wake` once `at` (a performance.now() time) has passed; never earlier. */
  schedule(at: number, wake: () => void): void {
    const due = Math.ceil(at);
    let bucket = this.buckets.get(due);
    if (!bucket) {
      this.buckets.set(due, (bucket = []));
      this.push(due);
    }
    bucket.push(wake);
    if (due < this.armedFor) this.arm(due);
  }

  /** A promise that resolves once `at` has passed, or null when it already has. */
  until(at: number): Promise<void> | null {
    if (at <= performance.now()) return null;
    return new Promise((resolve) => this.schedule(at, resolve));
  }

  /** Sleepers not yet woken (diagnostics and tests). */
  get pending(): number {
    let n = 0;
    for (const bucket of this.buckets.values()) n += bucket.length;
    return n;
  }

  private arm(due: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.armedFor = due;
    this.timer = setTimeout(() => this.fire(), Math.max(0, due - performance.now()));
  }

  private fire(): void {
    this.timer = null;
    this.armedFor = Infinity;
    const now = performance.now();
    while (this.heap.length && this.heap[0]! <= now) {
      const due = this.pop();
      const bucket = this.buckets.get(due)!;
      this.buckets.delete(due);
      // Wakers resolve promises (their continuations run after this loop) or schedule again.
      for (const wake of bucket) wake();
    }
    if (this.heap.length) this.arm(this.heap[0]!);
  }

  private push(due: number): void {
    const heap = this.heap;
    let i = heap.push(due) - 1;
    while (i > 0) {
      const parent = (i - 1) >> 1;
      if (heap[parent]! <= due) break;
      heap[i] = heap[parent]!;
      i = parent;
    }
    heap[i] = due;
  }

  private pop(): number {
    const heap = this.heap;
    const top = heap[0]!;
    const last = heap.pop()!;
    if (heap.length) {
      let i = 0;
      for (;;) {
        const left = 2 * i + 1;
        if (left >= heap.length) break;
        const right = left + 1;
        const child = right < heap.length && heap[right]! < heap[left]! ? right : left;
        if (heap[child]! >= last) break;
        heap[i] = heap[child]!;
        i = child;
      }
      heap[i] = last;
    }
    return top;
  }
}

/** The process's wheel: shared by every paced stream. */
export const timerWheel = new TimerWheel();

/**
 * The sleeps of one paced stream: each ends at its time or as soon as the signal aborts. One abort
 * listener for all of the stream's sleeps (adding and removing one per chunk cost more than the
 * sleep itself); call dispose() when the stream ends.
 */
export class PacedSleeper {
  private wake: (() => void) | null = null;

  constructor(
    private readonly signal: AbortSignal,
    private readonly wheel: TimerWheel = timerWheel,
  ) {
    // The sleeper is its own abort listener (handleEvent): no closure per stream.
    signal.addEventListener('abort', this, { once: true });
  }

  /** The signal aborted: the current sleep ends now. */
  handleEvent(): void {
    const wake = this.wake;
    this.wake = null;
    wake?.();
  }

  /** Waits until `at` (performance.now() time); null when it has passed or the signal aborted. */
  until(at: number): Promise<void> | null {
    if (this.signal.aborted || at <= performance.now()) return null;
    return new Promise((resolve) => {
      this.wake = resolve;
      // The wheel may call a waker the abort already used: resolving twice is harmless.
      this.wheel.schedule(at, resolve);
    });
  }

  /** Waits `ms`; null when there is nothing to wait for. */
  sleep(ms: number): Promise<void> | null {
    return ms > 0 ? this.until(performance.now() + ms) : null;
  }

  dispose(): void {
    this.wake = null;
    this.signal.removeEventListener('abort', this);
  }
}
