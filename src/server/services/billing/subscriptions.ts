import { and, desc, eq, inArray } from 'drizzle-orm';
import { subscriptions } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { PLUS_STATUSES } from '../../../shared/plans';
import type { CurrentSubscription } from '../../../shared/schemas/subscription';
import { AppError } from '../../errors';
import type { UserRow } from '../actor';
import { toSubscriptionDto } from '../users';

export type SubscriptionRow = typeof subscriptions.$inferSelect;

export const isPlusStatus = (status: string) => (PLUS_STATUSES as readonly string[]).includes(status);

/** The user's subscriptions, newest first. */
export function listUserSubscriptions(db: Executor, userId: string): Promise<SubscriptionRow[]> {
  return db.select().from(subscriptions).where(eq(subscriptions.userId, userId)).orderBy(desc(subscriptions.created));
}

/**
 * The caller's Plus subscription of this provider, locked for a change; `subscriptionId` (REST
 * callers may name it) must be one of theirs. Anyone else's id answers the same as none.
 */
export async function lockOwnPlusSubscription(
  tx: Executor,
  userId: string,
  provider: 'stripe' | 'local',
  subscriptionId?: string | null,
): Promise<SubscriptionRow> {
  const [row] = await tx
    .select()
    .from(subscriptions)
    .where(
      and(
        eq(subscriptions.userId, userId),
        eq(subscriptions.provider, provider),
        inArray(subscriptions.status, [...PLUS_STATUSES]),
        subscriptionId ? eq(subscriptions.id, subscriptionId) : undefined,
      ),
    )
    .orderBy(desc(subscriptions.created))
    .limit(1)
    .for('update');
  if (!row) throw new AppError('billing.no_subscription');
  return row;
}

/** What the manage dialog shows: the Plus subscription if any, else the latest one (ended). */
export function toCurrentDto(user: UserRow, rows: SubscriptionRow[], manageInApp: boolean): CurrentSubscription {
  const row = rows.find((r) => isPlusStatus(r.status)) ?? rows[0];
  return {
    subscription: row ? toSubscriptionDto(row) : null,
    price_id: row?.priceId ?? null,
    pending_price_id: row?.pendingPriceId ?? null,
    trial_end: row?.trialEnd?.toISOString() ?? null,
    has_trialed: user.hasTrialed || rows.length > 0,
    manage_in_app: manageInApp,
  };
}
