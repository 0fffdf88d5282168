import { buildPrices, describePrice, findPrice } from './prices';
import { addDays, addInterval } from './period';
import type { LocalBilling, OffBilling, PriceConfig, SubscriptionState } from './types';

/**
 * The embedded test-mode provider. It behaves like Stripe's subscriptions (trials, renewals,
 * prorated upgrades, downgrades at renewal, cancel at period end) as pure state transitions; the
 * services persist them through the same event path as Stripe's webhooks.
 */
export function createLocalBilling(): LocalBilling {
  return {
    kind: 'local',
    prices: buildPrices(null),
    describe: () => 'embedded (local test-mode checkout, nothing is charged)',
  };
}

/** Production with no provider configured: Plus is not sold (checkout answers billing.unavailable). */
export function createOffBilling(): OffBilling {
  return {
    kind: 'off',
    prices: buildPrices(null),
    describe: () => 'off (no Stripe configured and BILLING_MODE is not test: Plus checkout is unavailable)',
  };
}

const LOCAL_PRODUCT = 'prod_local_plus';

export function startLocalSubscription(input: {
  id: string;
  userId: string;
  price: PriceConfig;
  trialDays: number | null;
  now: Date;
}): SubscriptionState {
  const { id, userId, price, trialDays, now } = input;
  const trialEnd = trialDays ? addDays(now, trialDays) : null;
  return {
    id,
    provider: 'local',
    customerId: `cus_local_${userId}`,
    userId,
    status: trialEnd ? 'trialing' : 'active',
    description: describePrice(price),
    productId: LOCAL_PRODUCT,
    priceId: price.id,
    pendingPriceId: null,
    interval: price.interval,
    intervalCount: price.intervalCount,
    created: now,
    startDate: now,
    endedAt: null,
    cancelAt: null,
    cancelAtPeriodEnd: false,
    billingCycleAnchor: trialEnd ?? now,
    currentPeriodStart: now,
    // During a trial the period is the trial (as with Stripe); the first paid period follows it.
    currentPeriodEnd: trialEnd ?? addInterval(now, price),
    trialEnd,
  };
}

function withPrice(state: SubscriptionState, price: PriceConfig): SubscriptionState {
  return { ...state, priceId: price.id, interval: price.interval, intervalCount: price.intervalCount, description: describePrice(price) };
}

/**
 * Every period end that has passed by `now`: a cancelled subscription ends at its period end;
 * otherwise it renews (the test card always pays), a waiting downgrade takes over, a trial becomes
 * active. Returns null when nothing is due.
 */
export function settleLocalSubscription(state: SubscriptionState, prices: readonly PriceConfig[], now: Date): SubscriptionState | null {
  if (!['active', 'trialing'].includes(state.status) || !state.currentPeriodEnd || state.currentPeriodEnd > now) return null;
  let next = { ...state };
  while (next.currentPeriodEnd && next.currentPeriodEnd <= now) {
    const end = next.currentPeriodEnd;
    if (next.cancelAtPeriodEnd) {
      return { ...next, status: 'canceled', endedAt: end, cancelAtPeriodEnd: true, cancelAt: end, pendingPriceId: null };
    }
    const price = findPrice(prices, next.pendingPriceId) ?? findPrice(prices, next.priceId);
    if (!price) return { ...next, status: 'canceled', endedAt: end, cancelAt: end };
    next = { ...withPrice(next, price), status: 'active', pendingPriceId: null, currentPeriodStart: end, currentPeriodEnd: addInterval(end, price) };
  }
  return next;
}

export interface PlanChange {
  kind: 'upgrade' | 'downgrade' | 'keep';
  state: SubscriptionState;
  effectiveAt: Date;
  creditCents: number;
  amountDueCents: number;
}

/**
 * SPEC FAQ: an upgrade (a longer plan) takes effect at once, the unused time of the current
 * period credited against it; a downgrade waits for the next renewal. Choosing the current plan
 * while a downgrade waits keeps the current plan. Changing plan also withdraws a pending cancel.
 */
export function changeLocalPlan(state: SubscriptionState, current: PriceConfig, target: PriceConfig, now: Date): PlanChange {
  const kept = { ...state, cancelAtPeriodEnd: false, cancelAt: null };
  const periodEnd = state.currentPeriodEnd ?? now;
  if (target.id === current.id) {
    return { kind: 'keep', state: { ...kept, pendingPriceId: null }, effectiveAt: now, creditCents: 0, amountDueCents: 0 };
  }
  if (target.rank < current.rank) {
    return { kind: 'downgrade', state: { ...kept, pendingPriceId: target.id }, effectiveAt: periodEnd, creditCents: 0, amountDueCents: 0 };
  }
  if (state.status === 'trialing') {
    // Nothing was paid yet: the trial goes on with the new plan, billed when it ends.
    return { kind: 'upgrade', state: { ...withPrice(kept, target), pendingPriceId: null }, effectiveAt: now, creditCents: 0, amountDueCents: 0 };
  }
  const start = state.currentPeriodStart ?? now;
  const total = Math.max(1, periodEnd.getTime() - start.getTime());
  const unused = Math.min(total, Math.max(0, periodEnd.getTime() - now.getTime()));
  const creditCents = Math.round((current.amountCents * unused) / total);
  return {
    kind: 'upgrade',
    state: {
      ...withPrice(kept, target),
      pendingPriceId: null,
      billingCycleAnchor: now,
      currentPeriodStart: now,
      currentPeriodEnd: addInterval(now, target),
    },
    effectiveAt: now,
    creditCents,
    amountDueCents: Math.max(0, target.amountCents - creditCents),
  };
}

/** Cancel keeps Plus to the end of the period and never renews (SPEC FAQ). */
export function cancelLocalSubscription(state: SubscriptionState): SubscriptionState {
  return { ...state, cancelAtPeriodEnd: true, cancelAt: state.currentPeriodEnd, pendingPriceId: null };
}

export function resumeLocalSubscription(state: SubscriptionState): SubscriptionState {
  return { ...state, cancelAtPeriodEnd: false, cancelAt: null };
}
