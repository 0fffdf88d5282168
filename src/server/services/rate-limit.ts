import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/types';
import { AppError } from '../errors';
import type { ErrorCode } from '../../shared/errors';

export interface RateRule {
  /** e.g. `guest:ip:1.2.3.4` */
  key: string;
  /** The bucket's size: this many calls at once, and at most this many per window on average. */
  limit: number;
  /** The time the bucket takes to refill completely (one token every windowMs / limit). */
  windowMs: number;
}

/**
 * Takes one token from the rule's bucket (GCRA: `tat` is when the bucket is full again) with one
 * conditional upsert, so the limit holds across parallel calls and processes sharing the database,
 * and a burst straddling a window edge cannot pass as it would with fixed windows. A refused call
 * takes nothing. Throws (with Retry-After: when the next token is there) once the bucket is empty.
 */
export async function hitRateLimit(
  db: Executor,
  now: Date,
  rule: RateRule,
  code: ErrorCode = 'common.rate_limited',
): Promise<void> {
  const emission = rule.windowMs / rule.limit;
  const at = sql`${now.toISOString()}::timestamptz`;
  const step = sql`make_interval(secs => ${emission / 1000}::double precision)`;
  const window = sql`make_interval(secs => ${rule.windowMs / 1000}::double precision)`;
  const result = await db.execute(sql`
    insert into rate_buckets (key, tat) values (${rule.key}, ${at} + ${step})
    on conflict (key) do update set tat = greatest(rate_buckets.tat, ${at}) + ${step}
      where greatest(rate_buckets.tat, ${at}) + ${step} <= ${at} + ${window}
    returning tat`);
  if (rowsOf(result).length > 0) return;
  const [row] = rowsOf<{ tat: string | Date }>(await db.execute(sql`select tat from rate_buckets where key = ${rule.key}`));
  const full = row ? new Date(row.tat).getTime() : now.getTime();
  const retryAfter = Math.max(1, Math.ceil((full + emission - rule.windowMs - now.getTime()) / 1000));
  throw new AppError(code, { retryAfter });
}

/** Drops buckets that are full again (equivalent to no row); called opportunistically. */
export async function pruneRateLimits(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`delete from rate_buckets where tat < ${now.toISOString()}::timestamptz`);
}
