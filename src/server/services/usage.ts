import { and, eq, inArray } from 'drizzle-orm';
import { usageCounters } from '../../db/schema';
import type { Executor } from '../../db/types';
import { DAILY_LIMITS, USAGE_FEATURES, type Tier, type UsageFeature } from '../../shared/plans';
import type { UsageLimit } from '../../shared/schemas/user';
import { localDate, nextLocalMidnight } from '../lib/local-time';
import type { UserRow } from './actor';

/** Today's usage of every feature for the user, in SPEC §3's usage_limits shape. */
export async function readUsageLimits(
  db: Executor,
  user: UserRow,
  tier: Tier,
  now: Date,
): Promise<Record<UsageFeature, UsageLimit>> {
  const day = localDate(now, user.timezone);
  const rows = await db
    .select({ feature: usageCounters.feature, count: usageCounters.count })
    .from(usageCounters)
    .where(and(eq(usageCounters.userId, user.id), eq(usageCounters.day, day), inArray(usageCounters.feature, [...USAGE_FEATURES])));
  const used = new Map(rows.map((r) => [r.feature, r.count]));
  const nextReset = nextLocalMidnight(now, user.timezone).toISOString();
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
