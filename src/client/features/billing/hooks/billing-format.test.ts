import { describe, expect, test } from 'bun:test';
import type { Subscription } from '../../../../shared/schemas/user';
import { formatMoney, plusSubscriptionOf, subscriptionStatusLine } from './billing-format';

const sub = (over: Partial<Subscription>): Subscription => ({
  id: 'sub_1',
  status: 'active',
  description: 'Plus (weekly)',
  product_id: null,
  interval: 'week',
  interval_count: 1,
  created: '2026-03-01T10:00:00Z',
  start_date: '2026-03-01T10:00:00Z',
  ended_at: null,
  cancel_at: null,
  cancel_at_period_end: false,
  billing_cycle_anchor: null,
  current_period_start: '2026-03-01T10:00:00Z',
  current_period_end: '2026-03-08T10:00:00Z',
  ...over,
});

describe('billing texts', () => {
  test('money with cents', () => {
    expect(formatMoney(250)).toBe('$2.50');
    expect(formatMoney(5999)).toBe('$59.99');
  });

  test('Plus is active or trialing only', () => {
    expect(plusSubscriptionOf([sub({ status: 'canceled' })])).toBeUndefined();
    expect(plusSubscriptionOf([sub({ status: 'canceled' }), sub({ id: 'b', status: 'trialing' })])?.id).toBe('b');
  });

  test('status line: cancelled, pending downgrade, trial, renewal', () => {
    expect(subscriptionStatusLine(sub({ cancel_at_period_end: true }), null)).toBe("Your Plus plan ends on March 8, 2026. It won't renew.");
    expect(subscriptionStatusLine(sub({}), 'Weekly')).toBe('Changes to Weekly on March 8, 2026.');
    expect(subscriptionStatusLine(sub({ status: 'trialing' }), null)).toBe('Free trial until March 8, 2026, then it renews.');
    expect(subscriptionStatusLine(sub({}), null)).toBe('Renews on March 8, 2026.');
  });
});
