import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/types';
import { AppError } from '../errors';
import type { ErrorCode } from '../../shared/errors';

export interface RateRule {
  /** e.g. `guest:ip:1.2.3.4` */
  key: string;
  limit: number;
  windowMs: number;
}

/**
 * Counts one hit in a fixed window with a single atomic upsert, so the limit holds across
 * processes sharing the database. Throws (with Retry-After) once the window is full.
 */
export async function hitRateLimit(
  db: Executor,
  now: Date,
  rule: RateRule,
  code: ErrorCode = 'common.rate_limited',
): Promise<void> {
  const windowStart = new Date(Math.floor(now.getTime() / rule.windowMs) * rule.windowMs);
  const result = await db.execute(sql`
    insert into rate_limits (key, window_start, count) values (${rule.key}, ${windowStart.toISOString()}, 1)
    on conflict (key, window_start) do update set count = rate_limits.count + 1
    returning count`);
  const count = Number(rowsOf<{ count: number }>(result)[0]?.count ?? 0);
  if (count > rule.limit) {
    const retryAfter = Math.max(1, Math.ceil((windowStart.getTime() + rule.windowMs - now.getTime()) / 1000));
    throw new AppError(code, { retryAfter });
  }
}

/** Drops windows that ended long ago; called opportunistically. */
export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  const cutoff = new Date(now.getTime() - 24 * 60 * 60_000).toISOString();
  await db.execute(sql`delete from rate_limits where window_start < ${cutoff}`);
}
