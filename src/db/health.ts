/**
 * Whether the database answers, as the app should act on it: a probe (`select 1`, bounded) runs
 * every `everyMs` on a server database, so an outage is known within a second or two without
 * waiting for a request to hang on it, and recovery is noticed by itself. The embedded database
 * lives in this process and is always up.
 */
export class DbHealth {
  private downSince: number | null = null;
  private lastUp = Date.now();
  private timer: ReturnType<typeof setInterval> | null = null;
  private inflight: Promise<boolean> | null = null;

  constructor(
    private readonly probe: (() => Promise<unknown>) | null,
    private readonly options: { everyMs: number; timeoutMs: number; onChange?: (up: boolean, err?: unknown) => void; onTimeout?: () => void } = { everyMs: 1000, timeoutMs: 1000 },
  ) {
    if (!probe) return;
    this.timer = setInterval(() => void this.check(), options.everyMs);
    this.timer.unref?.();
  }

  get up(): boolean {
    return this.downSince === null;
  }

  /** Since when the database has answered without a break (ms epoch). */
  get upSince(): number {
    return this.lastUp;
  }

  /**
   * A query failed for want of a database: a probe decides at once. One failure alone is no outage: a
   * connection left stale by a restart, or a call begun during an outage that has just ended, fails
   * once while the database answers; marking it down then would refuse every API call until the next
   * probe.
   */
  report(err: unknown): void {
    if (this.probe && this.up && isDatabaseUnavailable(err)) void this.check();
  }

  /**
   * Probes now (bounded by twice timeoutMs); answers whether the database answered. A caller that comes
   * while a probe runs gets that probe's answer, never the state from before it: /healthz asked just
   * after the database went away must not say healthy.
   */
  check(): Promise<boolean> {
    if (!this.probe) return Promise.resolve(true);
    this.inflight ??= this.probeOnce(this.probe).finally(() => {
      this.inflight = null;
    });
    return this.inflight;
  }

  private async probeOnce(probe: () => Promise<unknown>): Promise<boolean> {
    try {
      try {
        await withTimeout(probe(), this.options.timeoutMs);
      } catch (err) {
        // A connection left stale by a database restart fails once; a new one is what counts.
        if (err instanceof DatabaseTimeout) this.options.onTimeout?.();
        await withTimeout(probe(), this.options.timeoutMs);
      }
      if (this.downSince !== null) {
        this.downSince = null;
        this.lastUp = Date.now();
        this.options.onChange?.(true);
      }
      return true;
    } catch (err) {
      this.markDown(err);
      return false;
    }
  }

  stop(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
  }

  private markDown(err: unknown): void {
    if (this.downSince !== null) return;
    this.downSince = Date.now();
    this.options.onChange?.(false, err);
  }
}

export class DatabaseTimeout extends Error {
  readonly code = 'DB_TIMEOUT';
}

export function withTimeout<T>(value: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  return Promise.race([
    value,
    new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new DatabaseTimeout(`the database did not answer within ${ms} ms`)), ms);
    }),
  ]).finally(() => clearTimeout(timer));
}

/** Network-level and server-availability failures (postgres.js codes, SQLSTATE classes 08 and 57P). */
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'EPIPE',
  'ETIMEDOUT',
  'EHOSTUNREACH',
  'ENETUNREACH',
  'CONNECTION_CLOSED',
  'CONNECTION_DESTROYED',
  'CONNECT_TIMEOUT',
  'DB_TIMEOUT',
  '57P01', // admin shutdown
  '57P02', // crash shutdown
  '57P03', // cannot connect now (starting up, shutting down)
  '57014', // statement timeout
]);

/**
 * The error (or one it wraps: drizzle wraps the driver's) means the database could not be reached
 * or is restarting — worth a 503 and a retry, unlike a bad query. A client ended on purpose
 * (CONNECTION_ENDED) is not an outage.
 */
export function isDatabaseUnavailable(err: unknown): boolean {
  for (let e = err, depth = 0; e && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && (UNAVAILABLE_CODES.has(code) || code.startsWith('08'))) return true;
  }
  return false;
}
