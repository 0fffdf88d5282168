import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { usageCounters } from '../../db/schema';
import type { Executor } from '../../db/types';
import { DAILY_LIMITS, USAGE_FEATURES, type Tier, type UsageFeature } from '../../shared/plans';
import type { UsageLimit } from '../../shared/schemas/user';
import { AppError } from '../errors';
import type { UserRow } from './actor';
import { usageDayOf } from './usage-day';

/** Today's usage of every feature for the user, in SPEC §3's usage_limits shape. */
export async function readUsageLimits(
  db: Executor,
  user: UserRow,
  tier: Tier,
  now: Date,
): Promise<Record<UsageFeature, UsageLimit>> {
  const today = usageDayOf(user, now);
  const day = today.key;
  const rows = await db
    .select({ feature: usageCounters.feature, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.day, day), inArray(usageCounters.feature, [...USAGE_FEATURES])));
  const used = new Map(rows.map((r) => [r.feature, r.count]));
  const nextReset = today.nextReset.toISOString();
  const restricted = user.restrictedUntil !== null && user.restrictedUntil > now;
  const entry = (feature: UsageFeature): UsageLimit => {
    const max = DAILY_LIMITS[tier][feature];
    const current = used.get(feature) ?? 0;
    return {
      current_usage: current,
      max_usage: max,
      next_reset_time: nextReset,
      can_use: !restricted && (max === null || current < max),
    };
  };
  return { send_message: entry('send_message'), send_message_for_practice: entry('send_message_for_practice') };
}

export interface UsageReservation {
  userId: string;
  feature: UsageFeature;
  /** The local day it was counted on, so a refund after midnight hits the right row. */
  day: string;
}

/**
 * Counts one use atomically: the upsert only increments while under the limit, so parallel sends
 * cannot overshoot it (20 sends with 4 left → exactly 4 succeed), on one process or many.
 */
export async function reserveUsage(db: Executor, user: UserRow, tier: Tier, feature: UsageFeature, now: Date): Promise<UsageReservation> {
  const today = usageDayOf(user, now);
  const day = today.key;
  const max = DAILY_LIMITS[tier][feature];
  const guard = max === null ? sql`` : sql`where usage_counters.count < ${max}`;
  const result = await db.execute(sql`
    insert into usage_counters (user_id, feature, day, count) values (${user.id}, ${feature}, ${day}, 1)
    on conflict (user_id, feature, day) do update set count = usage_counters.count + 1 ${guard}
    returning count`);
  if (rowsOf(result).length === 0) {
    // Retry-After: the limit lifts at the user's next reset (local midnight).
    const retryAfter = Math.max(1, Math.ceil((today.nextReset.getTime() - now.getTime()) / 1000));
    throw new AppError(tier === 'guest' ? 'usage.limit_reached_guest' : 'usage.limit_reached', { tag: feature, retryAfter });
  }
  return { userId: user.id, feature, day };
}

/** Gives a use back (a reply that failed before its first token). Never below zero. */
export async function refundUsage(db: Executor, r: UsageReservation): Promise<void> {
  await db
    .update(usageCounters)
    .set({ count: sql`greatest(${usageCounters.count} - 1, 0)` })
    .where(and(eq(usageCounters.userId, r.userId), eq(usageCounters.feature, r.feature), eq(usageCounters.day, r.day)));
}
