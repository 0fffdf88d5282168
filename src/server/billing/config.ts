import type { Env } from '../env';
import { createLocalBilling, createOffBilling } from './local';
import type { BillingAdapter } from './types';

type BillingEnv = Pick<
  Env,
  'STRIPE_SECRET_KEY' | 'STRIPE_WEBHOOK_SECRET' | 'STRIPE_PRICE_WEEKLY' | 'STRIPE_PRICE_MONTHLY' | 'STRIPE_PRICE_ANNUAL' | 'PUBLIC_URL'
> &
  Partial<Pick<Env, 'NODE_ENV' | 'BILLING_MODE'>>;

const STRIPE_VARS = ['STRIPE_SECRET_KEY', 'STRIPE_WEBHOOK_SECRET', 'STRIPE_PRICE_WEEKLY', 'STRIPE_PRICE_MONTHLY', 'STRIPE_PRICE_ANNUAL'] as const;

/**
 * Stripe when all its variables are set. Without Stripe: the local test mode in development and
 * tests, or in production only when switched on explicitly (BILLING_MODE=test, and then every
 * page with prices says TEST MODE); otherwise Plus checkout is off. A partial Stripe setup refuses
 * to boot: silently falling back would hand out Plus for free on a paying site.
 */
export async function createBillingFromEnv(env: BillingEnv): Promise<BillingAdapter> {
  const missing = STRIPE_VARS.filter((name) => !env[name]);
  if (missing.length === STRIPE_VARS.length) {
    if (env.BILLING_MODE === 'test' || env.NODE_ENV !== 'production') return createLocalBilling();
    return createOffBilling();
  }
  const problems = missing.map((name) => `  ${name}: required when any STRIPE_* variable is set`);
  if (!env.PUBLIC_URL) problems.push('  PUBLIC_URL: required with Stripe (checkout and portal return to it)');
  if (problems.length) throw new Error(`Invalid configuration:\n${problems.join('\n')}`);
  const { createStripeBilling } = await import('./stripe');
  return createStripeBilling({
    secretKey: env.STRIPE_SECRET_KEY!,
    webhookSecret: env.STRIPE_WEBHOOK_SECRET!,
    priceIds: { plus_weekly: env.STRIPE_PRICE_WEEKLY!, plus_monthly: env.STRIPE_PRICE_MONTHLY!, plus_annual: env.STRIPE_PRICE_ANNUAL! },
    publicUrl: env.PUBLIC_URL!,
  });
}
