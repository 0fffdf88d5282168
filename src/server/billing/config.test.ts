import { describe, expect, test } from 'bun:test';
import { createBillingFromEnv } from './config';

const stripeEnv = {
  STRIPE_SECRET_KEY: 'sk_test_x',
  STRIPE_WEBHOOK_SECRET: 'whsec_x',
  STRIPE_PRICE_WEEKLY: 'price_w',
  STRIPE_PRICE_MONTHLY: 'price_m',
  STRIPE_PRICE_ANNUAL: 'price_a',
  PUBLIC_URL: 'https://advisor.example',
};

describe('billing chosen from the environment', () => {
  test('nothing set: the local test mode with the plan keys as price ids', async () => {
    const billing = await createBillingFromEnv({} as never);
    expect(billing.kind).toBe('local');
    expect(billing.prices.map((p) => p.id)).toEqual(['plus_weekly', 'plus_monthly', 'plus_annual']);
  });

  test('production refuses the test-mode checkout unless BILLING_MODE=test: Plus is off instead', async () => {
    expect((await createBillingFromEnv({ NODE_ENV: 'production' } as never)).kind).toBe('off');
    expect((await createBillingFromEnv({ NODE_ENV: 'production', BILLING_MODE: 'test' } as never)).kind).toBe('local');
    expect((await createBillingFromEnv({ ...stripeEnv, NODE_ENV: 'production' })).kind).toBe('stripe');
  });

  test('everything set: Stripe with the configured price ids', async () => {
    const billing = await createBillingFromEnv(stripeEnv);
    expect(billing.kind).toBe('stripe');
    expect(billing.prices.map((p) => [p.key, p.id])).toEqual([
      ['plus_weekly', 'price_w'],
      ['plus_monthly', 'price_m'],
      ['plus_annual', 'price_a'],
    ]);
  });

  test('a partial setup refuses to boot, naming what is missing (never a silent free test mode)', async () => {
    const { STRIPE_PRICE_ANNUAL: _a, PUBLIC_URL: _u, ...partial } = stripeEnv;
    await expect(createBillingFromEnv(partial)).rejects.toThrow(/STRIPE_PRICE_ANNUAL: required[\s\S]*PUBLIC_URL: required with Stripe/);
  });
});
