import { describe, expect, test } from 'bun:test';
import { cancelLocalSubscription, changeLocalPlan, resumeLocalSubscription, settleLocalSubscription, startLocalSubscription } from './local';
import { addInterval } from './period';
import { buildPrices } from './prices';

const prices = buildPrices(null);
const [weekly, monthly, annual] = prices as [(typeof prices)[0], (typeof prices)[0], (typeof prices)[0]];
const T0 = new Date('2026-01-15T12:00:00Z');
const DAY = 86_400_000;
const at = (days: number) => new Date(T0.getTime() + days * DAY);

const start = (price = weekly, trialDays: number | null = null) =>
  startLocalSubscription({ id: 'sub_1', userId: 'u1', price, trialDays, now: T0 });

describe('local test-mode subscriptions', () => {
  test('prices: SPEC weekly $2.5; every longer plan costs less per week and ranks higher', () => {
    expect(prices.map((p) => [p.id, p.amountCents, p.rank])).toEqual([
      ['plus_weekly', 250, 0],
      ['plus_monthly', 799, 1],
      ['plus_annual', 5999, 2],
    ]);
  });

  test('periods follow the calendar like Stripe: weeks are 7 days, month ends clamp', () => {
    expect(addInterval(T0, weekly).toISOString()).toBe('2026-01-22T12:00:00.000Z');
    expect(addInterval(new Date('2026-01-31T08:00:00Z'), monthly).toISOString()).toBe('2026-02-28T08:00:00.000Z');
    expect(addInterval(new Date('2028-02-29T08:00:00Z'), annual).toISOString()).toBe('2029-02-28T08:00:00.000Z');
  });

  test('a first subscription starts trialing; its period is the trial; then it renews as active', () => {
    const trial = start(weekly, 3);
    expect(trial).toMatchObject({ status: 'trialing', trialEnd: at(3), currentPeriodStart: T0, currentPeriodEnd: at(3) });
    expect(settleLocalSubscription(trial, prices, at(2.9))).toBeNull();
    const paid = settleLocalSubscription(trial, prices, at(3))!;
    expect(paid).toMatchObject({ status: 'active', currentPeriodStart: at(3), currentPeriodEnd: at(10), priceId: 'plus_weekly' });
  });

  test('a long absence renews every period it missed, in one step', () => {
    const renewed = settleLocalSubscription(start(), prices, at(22))!;
    expect(renewed).toMatchObject({ status: 'active', currentPeriodStart: at(21), currentPeriodEnd: at(28) });
  });

  test('upgrade: at once, the unused part of the period credited (prorated)', () => {
    const change = changeLocalPlan(start(weekly), weekly, annual, at(3.5));
    expect(change.kind).toBe('upgrade');
    expect(change.creditCents).toBe(125); // half of the week's 250 unused
    expect(change.amountDueCents).toBe(5999 - 125);
    expect(change.state).toMatchObject({ priceId: 'plus_annual', interval: 'year', currentPeriodStart: at(3.5), pendingPriceId: null });
    expect(change.state.currentPeriodEnd).toEqual(addInterval(at(3.5), annual));
  });

  test('upgrade during a trial: the new plan at once, the trial goes on, nothing to pay yet', () => {
    const change = changeLocalPlan(start(weekly, 3), weekly, monthly, at(1));
    expect(change).toMatchObject({ kind: 'upgrade', creditCents: 0, amountDueCents: 0 });
    expect(change.state).toMatchObject({ status: 'trialing', priceId: 'plus_monthly', currentPeriodEnd: at(3) });
  });

  test('downgrade: waits for the renewal, which then switches the plan', () => {
    const sub = start(monthly);
    const change = changeLocalPlan(sub, monthly, weekly, at(10));
    expect(change.kind).toBe('downgrade');
    expect(change.effectiveAt).toEqual(sub.currentPeriodEnd!);
    expect(change.state).toMatchObject({ priceId: 'plus_monthly', pendingPriceId: 'plus_weekly', currentPeriodEnd: sub.currentPeriodEnd });
    const renewed = settleLocalSubscription(change.state, prices, sub.currentPeriodEnd!)!;
    expect(renewed).toMatchObject({ priceId: 'plus_weekly', interval: 'week', pendingPriceId: null, status: 'active' });
    expect(renewed.currentPeriodEnd).toEqual(addInterval(sub.currentPeriodEnd!, weekly));
  });

  test('choosing the current plan while a downgrade waits keeps the current plan', () => {
    const pending = changeLocalPlan(start(monthly), monthly, weekly, at(1)).state;
    const kept = changeLocalPlan(pending, monthly, monthly, at(2));
    expect(kept.kind).toBe('keep');
    expect(kept.state.pendingPriceId).toBeNull();
  });

  test('cancel: Plus to the end of the period, then canceled (no renewal); resume withdraws it', () => {
    const sub = start(weekly);
    const cancelled = cancelLocalSubscription(sub);
    expect(cancelled).toMatchObject({ status: 'active', cancelAtPeriodEnd: true, cancelAt: at(7) });
    expect(settleLocalSubscription(cancelled, prices, at(6.99))).toBeNull();
    expect(settleLocalSubscription(cancelled, prices, at(30))).toMatchObject({ status: 'canceled', endedAt: at(7) });
    const resumed = resumeLocalSubscription(cancelled);
    expect(resumed).toMatchObject({ cancelAtPeriodEnd: false, cancelAt: null });
    expect(settleLocalSubscription(resumed, prices, at(7))).toMatchObject({ status: 'active', currentPeriodEnd: at(14) });
  });

  test('an ended subscription never settles again', () => {
    const ended = settleLocalSubscription(cancelLocalSubscription(start()), prices, at(8))!;
    expect(settleLocalSubscription(ended, prices, at(100))).toBeNull();
  });
});
