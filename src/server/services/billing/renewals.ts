import { and, eq, inArray, lte, sql, type Placeholder } from 'drizzle-orm';
import { prepared } from '../../../db/prepared';
import { subscriptions } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { PLUS_STATUSES } from '../../../shared/plans';
import { settleLocalSubscription } from '../../billing/local';
import { buildPrices } from '../../billing/prices';
import { applyBillingEvent, toState } from './events';

const isDue = (now: Date | Placeholder) =>
  and(eq(subscriptions.provider, 'local'), inArray(subscriptions.status, [...PLUS_STATUSES]), lte(subscriptions.currentPeriodEnd, now));

/** One user's due subscriptions: checked before every send, so prepared once. */
function dueOfUser(db: Executor, now: Date, userId: string): Promise<{ id: string }[]> {
  return prepared(db, 'due_subscriptions_of_user', (db) =>
    db
      .select({ id: subscriptions.id })
      .from(subscriptions)
      .where(and(isDue(sql.placeholder('now')), eq(subscriptions.userId, sql.placeholder('userId'))))
      .prepare('due_subscriptions_of_user'),
  ).execute({ now: now.toISOString(), userId });
}

/** Local subscriptions carry the test mode's price ids, whichever provider is configured now. */
const LOCAL_PRICES = buildPrices(null);

/**
 * Period ends of the local test mode, made to happen: renewals (with a waiting downgrade), trials
 * turning active, cancelled subscriptions ending. Run lazily before a user's subscriptions are read
 * and by the background sweep. Each transition is an event whose id names the subscription and the
 * period it closes, so processes racing on the same one apply it once. Stripe subscriptions are
 * left alone: Stripe renews and ends them, and tells us by webhook.
 */
export async function settleDueSubscriptions(db: Executor, now: Date, userId?: string): Promise<number> {
  const due = userId ? await dueOfUser(db, now, userId) : await db.select({ id: subscriptions.id }).from(subscriptions).where(isDue(now));
  let settled = 0;
  for (const { id } of due) {
    const applied = await db.transaction(async (tx) => {
      const [row] = await tx.select().from(subscriptions).where(eq(subscriptions.id, id)).for('update');
      if (!row?.currentPeriodEnd) return false;
      const next = settleLocalSubscription(toState(row), LOCAL_PRICES, now);
      if (!next) return false;
      const outcome = await applyBillingEvent(tx, {
        id: `evt_local_${next.status === 'canceled' ? 'end' : 'renew'}_${row.id}_${row.currentPeriodEnd.getTime()}`,
        type: next.status === 'canceled' ? 'customer.subscription.deleted' : 'customer.subscription.updated',
        // Never before the newest event applied (another process's clock may run ahead).
        createdAt: row.lastEventAt && row.lastEventAt > now ? row.lastEventAt : now,
        subscription: next,
      });
      return outcome === 'applied';
    });
    if (applied) settled++;
  }
  return settled;
}
