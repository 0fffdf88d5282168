import { sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import type { Executor } from '../../db/types';
import { AppError } from '../errors';

/** Free wrong tries per (address, IP) before delays start; then 1 s, 2 s, 4 s… up to 15 min. */
export const LOGIN_FREE_FAILURES = 5;
const MAX_DELAY_SECONDS = 15 * 60;

const keyOf = (email: string, ip: string) => `${email}|${ip}`;

/**
 * Refuses a sign-in try while this (address, IP) waits out its delay. Per pair, never per
 * address alone: a stranger's wrong codes only slow the stranger down (issue 25).
 */
export async function assertLoginAllowed(db: Executor, email: string, ip: string, now: Date): Promise<void> {
  const [row] = rowsOf<{ blocked_until: string | Date | null }>(
    await db.execute(sql`select blocked_until from login_throttles where key = ${keyOf(email, ip)}`),
  );
  const until = row?.blocked_until ? new Date(row.blocked_until).getTime() : 0;
  if (until > now.getTime()) throw new AppError('auth.too_many_attempts', { retryAfter: Math.max(1, Math.ceil((until - now.getTime()) / 1000)) });
}

/** Counts a wrong try (one atomic upsert); the delay doubles with each failure past the free ones. */
export async function recordLoginFailure(db: Executor, email: string, ip: string, now: Date): Promise<void> {
  const at = sql`${now.toISOString()}::timestamptz`;
  await db.execute(sql`
    insert into login_throttles (key, failures, blocked_until, updated_at) values (${keyOf(email, ip)}, 1, null, ${at})
    on conflict (key) do update set
      failures = login_throttles.failures + 1,
      updated_at = ${at},
      blocked_until = case when login_throttles.failures + 1 > ${LOGIN_FREE_FAILURES}
        then ${at} + make_interval(secs => least(power(2, login_throttles.failures - ${LOGIN_FREE_FAILURES}), ${MAX_DELAY_SECONDS}))
        else null end`);
}

/** A successful sign-in clears the pair's record. */
export async function clearLoginFailures(db: Executor, email: string, ip: string): Promise<void> {
  await db.execute(sql`delete from login_throttles where key = ${keyOf(email, ip)}`);
}

/** Records untouched for a day are forgotten; called opportunistically. */
export async function pruneLoginThrottles(db: Executor, now: Date): Promise<void> {
  await db.execute(sql`delete from login_throttles where updated_at < ${new Date(now.getTime() - 24 * 3600_000).toISOString()}::timestamptz`);
}
