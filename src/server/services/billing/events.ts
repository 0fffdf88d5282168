import { eq } from 'drizzle-orm';
import { billingEvents, subscriptions, users } from '../../../db/schema';
import type { DB, Tx } from '../../../db/types';
import { ENDED_STATUSES, PLUS_STATUSES } from '../../../shared/plans';
import type { BillingEvent, SubscriptionState } from '../../billing/types';

export type EventOutcome = 'applied' | 'duplicate' | 'stale' | 'ignored';

const isEnded = (status: string) => (ENDED_STATUSES as readonly string[]).includes(status);

/**
 * The one path that changes subscriptions, for Stripe's webhooks and the local test mode alike.
 * Inside the caller's transaction: the event id is recorded first (a second delivery stops there),
 * then the subscription row is locked and replaced by the event's state unless a newer event was
 * already applied (out-of-order delivery) or the subscription has ended (nothing revives it).
 */
export async function applyBillingEvent(tx: Tx, event: BillingEvent): Promise<EventOutcome> {
  const [fresh] = await tx
    .insert(billingEvents)
    .values({ id: event.id, type: event.type })
    .onConflictDoNothing()
    .returning({ id: billingEvents.id });
  if (!fresh) return 'duplicate';
  const next = event.subscription;
  if (!next) return 'ignored';
  const [owner] = await tx.select({ id: users.id }).from(users).where(eq(users.id, next.userId)).limit(1);
  if (!owner) return 'ignored';

  const [current] = await tx.select().from(subscriptions).where(eq(subscriptions.id, next.id)).for('update');
  if (current) {
    // A subscription never moves to another user, whatever an event's metadata says.
    if (current.userId !== next.userId) return 'ignored';
    if (current.lastEventAt && event.createdAt < current.lastEventAt) return 'stale';
    if (isEnded(current.status) && !isEnded(next.status)) return 'stale';
  }
  const row = { ...toRow(next), lastEventAt: event.createdAt, updatedAt: new Date() };
  await tx.insert(subscriptions).values(row).onConflictDoUpdate({ target: subscriptions.id, set: row });
  if (next.trialEnd || (PLUS_STATUSES as readonly string[]).includes(next.status)) {
    // The trial is for a first subscription only (SPEC §3 has_trialed).
    await tx.update(users).set({ hasTrialed: true }).where(eq(users.id, next.userId));
  }
  return 'applied';
}

/** applyBillingEvent in its own transaction. */
export function processBillingEvent(db: DB, event: BillingEvent): Promise<EventOutcome> {
  return db.transaction((tx) => applyBillingEvent(tx, event));
}

function toRow(s: SubscriptionState) {
  return {
    id: s.id,
    provider: s.provider,
    customerId: s.customerId,
    userId: s.userId,
    status: s.status,
    description: s.description,
    productId: s.productId,
    priceId: s.priceId,
    pendingPriceId: s.pendingPriceId,
    interval: s.interval,
    intervalCount: s.intervalCount,
    created: s.created,
    startDate: s.startDate,
    endedAt: s.endedAt,
    cancelAt: s.cancelAt,
    cancelAtPeriodEnd: s.cancelAtPeriodEnd,
    billingCycleAnchor: s.billingCycleAnchor,
    currentPeriodStart: s.currentPeriodStart,
    currentPeriodEnd: s.currentPeriodEnd,
    trialEnd: s.trialEnd,
  };
}

type SubscriptionRow = typeof subscriptions.$inferSelect;

/** The mirror row back as provider state (local transitions start from it). */
export function toState(row: SubscriptionRow): SubscriptionState {
  return {
    id: row.id,
    provider: row.provider === 'stripe' ? 'stripe' : 'local',
    customerId: row.customerId,
    userId: row.userId,
    status: row.status,
    description: row.description,
    productId: row.productId,
    priceId: row.priceId,
    pendingPriceId: row.pendingPriceId,
    interval: row.interval,
    intervalCount: row.intervalCount,
    created: row.created,
    startDate: row.startDate,
    endedAt: row.endedAt,
    cancelAt: row.cancelAt,
    cancelAtPeriodEnd: row.cancelAtPeriodEnd,
    billingCycleAnchor: row.billingCycleAnchor,
    currentPeriodStart: row.currentPeriodStart,
    currentPeriodEnd: row.currentPeriodEnd,
    trialEnd: row.trialEnd,
  };
}
