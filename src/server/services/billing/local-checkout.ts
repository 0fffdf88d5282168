import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { localCheckouts, users } from '../../../db/schema';
import type { CompleteLocalCheckoutInput, LocalCheckout, Redirect } from '../../../shared/schemas/subscription';
import { startLocalSubscription } from '../../billing/local';
import { findPrice, toPlanPriceDto } from '../../billing/prices';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { applyBillingEvent } from './events';
import { settleDueSubscriptions } from './renewals';
import { isPlusStatus, listUserSubscriptions } from './subscriptions';

/** Stripe's test card that is always declined; any other valid card number pays. */
export const DECLINED_TEST_CARD = '4000000000000002';

/** The local checkout pages exist only in test mode: with Stripe, the webhook alone grants Plus. */
export function requireLocalBilling(deps: Deps): void {
  if (deps.billing.kind !== 'local') throw new AppError('common.not_found');
}

/** One of the caller's local checkouts, as its hosted-style page shows it. */
export async function getLocalCheckout(deps: Deps, actor: Actor | null, input: { id: string }): Promise<LocalCheckout> {
  requireLocalBilling(deps);
  const { user } = requireActor(actor);
  const [row] = await deps.db
    .select()
    .from(localCheckouts)
    .where(and(eq(localCheckouts.id, input.id), eq(localCheckouts.userId, user.id)))
    .limit(1);
  const price = row && findPrice(deps.billing.prices, row.priceId);
  if (!row || !price) throw new AppError('billing.checkout_not_found');
  const expired = row.status === 'open' && row.expiresAt <= deps.clock.now();
  return {
    id: row.id,
    status: expired ? 'expired' : row.status === 'complete' ? 'complete' : row.status === 'expired' ? 'expired' : 'open',
    email: user.email,
    price: toPlanPriceDto(price),
    trial_days: row.trialDays,
    expires_at: row.expiresAt.toISOString(),
    cancel_url: row.cancelUrl,
  };
}

/**
 * "Pay" on the test-mode checkout: checks the test card, then starts the subscription through the
 * same event path as Stripe's webhook, in one transaction with closing the checkout.
 */
export async function completeLocalCheckout(deps: Deps, actor: Actor | null, input: CompleteLocalCheckoutInput): Promise<Redirect> {
  requireLocalBilling(deps);
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(localCheckouts)
      .where(and(eq(localCheckouts.id, input.id), eq(localCheckouts.userId, user.id)))
      .for('update');
    const price = row && findPrice(deps.billing.prices, row.priceId);
    if (!row || !price) throw new AppError('billing.checkout_not_found');
    if (row.status !== 'open' || row.expiresAt <= now) throw new AppError('billing.checkout_closed');
    await settleDueSubscriptions(tx, now, user.id);
    const subs = await listUserSubscriptions(tx, user.id);
    if (subs.some((s) => isPlusStatus(s.status))) throw new AppError('billing.already_subscribed');
    if (!isPayingTestCard(input.card_number)) throw new AppError('billing.card_declined');
    // The trial was offered when the checkout opened; it still needs to be the first subscription.
    const [fresh] = await tx.select({ hasTrialed: users.hasTrialed }).from(users).where(eq(users.id, user.id));
    const trialDays = fresh?.hasTrialed || subs.length > 0 ? null : row.trialDays;
    const subscription = startLocalSubscription({ id: `sub_local_${randomUUID()}`, userId: user.id, price, trialDays, now });
    await applyBillingEvent(tx, {
      id: `evt_local_${randomUUID()}`,
      type: 'customer.subscription.created',
      createdAt: now,
      subscription,
    });
    await tx
      .update(localCheckouts)
      .set({ status: 'complete', completedAt: now, subscriptionId: subscription.id })
      .where(eq(localCheckouts.id, row.id));
    return { url: row.successUrl };
  });
}

/** A well-formed card number (Luhn) that is not the declined test card. */
export function isPayingTestCard(raw: string): boolean {
  const digits = raw.replace(/[\s-]/g, '');
  if (!/^\d{12,19}$/.test(digits) || digits === DECLINED_TEST_CARD) return false;
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return sum % 10 === 0;
}
