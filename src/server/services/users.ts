import { desc, eq, sql } from 'drizzle-orm';
import { prepared } from '../../db/prepared';
import { subscriptions } from '../../db/schema';
import type { Executor } from '../../db/types';
import { PLUS_STATUSES, type Tier } from '../../shared/plans';
import type { Subscription, User } from '../../shared/schemas/user';
import { localDate } from '../lib/local-time';
import type { UserRow } from './actor';
import { settleDueSubscriptions } from './billing/renewals';
import { readUsageLimits } from './usage';

type SubscriptionRow = typeof subscriptions.$inferSelect;

export function tierOf(user: UserRow, subs: Pick<SubscriptionRow, 'status'>[]): Tier {
  if (subs.some((s) => (PLUS_STATUSES as readonly string[]).includes(s.status))) return 'plus';
  return user.isTemporary ? 'guest' : 'free';
}

/** The user object of SPEC §3. `token` only in the answer that issued it. */
export async function buildUserDto(db: Executor, user: UserRow, now: Date, token: string | null = null): Promise<User> {
  // Period ends of test-mode subscriptions happen before they are shown (renewal, or the end of Plus).
  await settleDueSubscriptions(db, now, user.id);
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.userId, user.id)).orderBy(desc(subscriptions.created));
  const tier = tierOf(user, subs);
  return {
    id: user.id,
    name: user.name,
    email: user.email,
    avatar: user.avatar,
    token,
    is_temporary: user.isTemporary,
    // A trial is for the first subscription only: any subscription means it was used.
    has_trialed: user.hasTrialed || subs.length > 0,
    created_at: user.createdAt.toISOString(),
    is_first_day: localDate(user.createdAt, user.timezone) === localDate(now, user.timezone),
    usage_limits: await readUsageLimits(db, user, tier, now),
    subscriptions: subs.map(toSubscriptionDto),
  };
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toSubscriptionDto(s: SubscriptionRow): Subscription {
  return {
    id: s.id,
    status: s.status,
    description: s.description,
    product_id: s.productId,
    interval: s.interval,
    interval_count: s.intervalCount,
    created: s.created.toISOString(),
    start_date: iso(s.startDate),
    ended_at: iso(s.endedAt),
    cancel_at: iso(s.cancelAt),
    cancel_at_period_end: s.cancelAtPeriodEnd,
    billing_cycle_anchor: iso(s.billingCycleAnchor),
    current_period_start: iso(s.currentPeriodStart),
    current_period_end: iso(s.currentPeriodEnd),
  };
}

/**
 * The user's tier from their subscriptions (one query). With `now`, test-mode period ends that
 * have passed are applied first; without it the background sweep does that within a minute.
 */
export async function loadTier(db: Executor, user: UserRow, now?: Date): Promise<Tier> {
  if (now) await settleDueSubscriptions(db, now, user.id);
  const subs = await prepared(db, 'subscription_statuses', (db) =>
    db.select({ status: subscriptions.status }).from(subscriptions).where(eq(subscriptions.userId, sql.placeholder('userId'))).prepare('subscription_statuses'),
  ).execute({ userId: user.id });
  return tierOf(user, subs);
}
