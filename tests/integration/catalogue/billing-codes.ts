import { expect, test } from 'bun:test';
import { createOffBilling } from '../../../src/server/billing/local';
import { startFakeStripeServer, STRIPE_PRICE_IDS } from '../../helpers/fake-stripe-server';
import { createHttpClient } from '../../helpers/http';
import { createTestDeps } from '../../helpers/test-deps';
import type { CatalogueContext } from './context';

/* The billing.* codes: local test mode, billing off, and Stripe against a fake speaking its protocol. */

/** billing.* codes: local test mode, and Stripe against a fake speaking its protocol */
export async function produceBillingCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const signIn = async (client: ReturnType<typeof createHttpClient>, email: string) => {
    await client.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers: fromIp() });
    await client.request('POST', '/api/auth/email/login', { body: { email, verification_code: t.lastCodeFor(email) }, headers: fromIp() });
  };
  const guest = createHttpClient(t.deps);
  await guest.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await guest.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } }), 'billing.sign_in_required');
  // Production with neither Stripe nor BILLING_MODE=test: prices are listed, checkout is refused.
  const off = createHttpClient({ ...t.deps, billing: createOffBilling() });
  await off.request('POST', '/api/auth/temporary', { headers: fromIp() });
  expect((await off.request('GET', '/api/subscription/plans')).json.result.mode).toBe('off');
  await expectError(await off.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } }), 'billing.unavailable');

  const c = createHttpClient(t.deps);
  await signIn(c, 'billing-codes@example.com');
  await expectError(await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_forever' } }), 'billing.invalid_price');
  await expectError(await c.request('POST', '/api/subscription/cancel', { body: {} }), 'billing.no_subscription');
  await expectError(await c.request('GET', `/api/subscription/local-checkout/${crypto.randomUUID()}`), 'billing.checkout_not_found');
  const checkout = async () => ((await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } })).json.result.url as string).split('/').pop()!;
  const first = await checkout();
  const second = await checkout();
  const pay = (id: string, card_number: string) => c.request('POST', `/api/subscription/local-checkout/${id}/complete`, { body: { card_number } });
  await expectError(await pay(first, '4000000000000002'), 'billing.card_declined');
  expect((await pay(first, '4242424242424242')).status).toBe(200);
  await expectError(await pay(first, '4242424242424242'), 'billing.checkout_closed');
  await expectError(await pay(second, '4242424242424242'), 'billing.already_subscribed');
  await expectError(await c.request('POST', '/api/subscription/update', { body: { price_id: 'plus_weekly' } }), 'billing.same_plan');

  const stripe = startFakeStripeServer();
  const paid = await createTestDeps({ billing: stripe.billing() });
  try {
    await expectError(
      await createHttpClient(paid.deps).request('POST', '/api/subscription/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } }),
      'billing.webhook_invalid',
    );
    const member = createHttpClient(paid.deps);
    await member.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'paid@example.com' } });
    await member.request('POST', '/api/auth/email/login', { body: { email: 'paid@example.com', verification_code: paid.lastCodeFor('paid@example.com') } });
    stripe.state.failWith = { status: 400, type: 'invalid_request_error', message: 'No such price' };
    await expectError(await member.request('POST', '/api/subscription/checkout', { body: { price_id: STRIPE_PRICE_IDS.plus_weekly } }), 'billing.provider_failed');
  } finally {
    stripe.stop();
    await paid.close();
  }
}
