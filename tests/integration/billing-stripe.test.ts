import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { billingEvents, subscriptions } from '../../src/db/schema';
import { createManualClock } from '../../src/server/lib/clock';
import {
  signStripePayload,
  startFakeStripeServer,
  STRIPE_PRICE_IDS,
  stripeEvent,
  stripeSubscription,
} from '../helpers/fake-stripe-server';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Stripe configured: checkout and portal through the official SDK against a local server speaking
 * Stripe's protocol; Plus granted and removed only by signed webhooks.
 */
const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
const stripe = startFakeStripeServer();
let t: TestDeps;
let n = 0;

beforeAll(async () => {
  t = await createTestDeps({ clock, billing: stripe.billing('https://advisor.example'), config: { trustProxy: true } });
});
afterAll(async () => {
  await t.close();
  stripe.stop();
});

const nowSec = () => Math.floor(clock.now().getTime() / 1000);

async function member() {
  const c = createHttpClient(t.deps);
  const email = `stripe${++n}@example.com`;
  const headers = { 'x-forwarded-for': `198.51.100.${n}` };
  await c.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers });
  const user = (await c.request('POST', '/api/auth/email/login', { body: { email, verification_code: t.lastCodeFor(email) }, headers })).json.result;
  return { c, user: user as { id: string; email: string } };
}

async function deliver(payload: string, options: { timestamp?: number; tamper?: (p: string) => string; signature?: string | null } = {}) {
  const signature = options.signature === undefined ? await signStripePayload(payload, { timestamp: options.timestamp ?? nowSec() }) : options.signature;
  const headers: Record<string, string> = { 'content-type': 'application/json; charset=utf-8' };
  if (signature !== null) headers['stripe-signature'] = signature;
  return createHttpClient(t.deps).request('POST', '/api/subscription/webhook', { body: options.tamper ? options.tamper(payload) : payload, headers });
}

function subscriptionEvent(id: string, type: string, created: number, sub: Parameters<typeof stripeSubscription>[0]) {
  return stripeEvent({ id, type, created, object: stripeSubscription(sub) });
}

const status = async (c: ReturnType<typeof createHttpClient>) => (await c.request('GET', '/api/auth/status')).json.result;

describe('checkout and portal through the Stripe SDK', () => {
  test('checkout: a Checkout Session for the price, a first-time trial, the user in the metadata, return URLs on PUBLIC_URL', async () => {
    const { c, user } = await member();
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result;
    const res = await c.request('POST', '/api/subscription/checkout', { body: { price_id: STRIPE_PRICE_IDS.plus_monthly, session_id: chat.id } });
    expect(res.status).toBe(200);
    expect(res.json.result.url).toMatch(/^https:\/\/checkout\.stripe\.test\/c\/pay\/cs_test_\d+$/);
    const call = stripe.calls.at(-1)!;
    expect(call.path).toBe('/v1/checkout/sessions');
    expect(call.params).toMatchObject({
      mode: 'subscription',
      'line_items[0][price]': STRIPE_PRICE_IDS.plus_monthly,
      'line_items[0][quantity]': '1',
      client_reference_id: user.id,
      customer_email: user.email,
      'subscription_data[metadata][user_id]': user.id,
      'subscription_data[trial_period_days]': '3',
      success_url: `https://advisor.example${chat.url}?checkout=success`,
      cancel_url: `https://advisor.example${chat.url}?checkout=cancelled`,
    });
    // The test-mode pages do not exist with Stripe: only the webhook grants Plus.
    expect((await c.request('POST', `/api/subscription/local-checkout/${crypto.randomUUID()}/complete`, { body: { card_number: '4242424242424242' } })).status).toBe(404);
    expect((await c.request('POST', '/api/subscription/cancel', { body: {} })).json.error.code).toBe('common.not_found');
    expect((await status(c)).subscriptions).toEqual([]);
  });

  test('a local price id or an unknown one is refused before Stripe is called', async () => {
    const { c } = await member();
    const before = stripe.calls.length;
    const res = await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } });
    expect(res.json.error.code).toBe('billing.invalid_price');
    expect(stripe.calls.length).toBe(before);
  });

  test('portal: none without a subscription; with one, the customer portal on the cancel flow', async () => {
    const { c, user } = await member();
    expect((await c.request('GET', '/api/subscription/portal')).json.error.code).toBe('billing.no_subscription');
    const payload = subscriptionEvent(`evt_portal_${n}`, 'customer.subscription.created', nowSec(), {
      id: `sub_portal_${n}`, userId: user.id, customer: 'cus_portal', status: 'active', created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 7 * 86400,
    });
    expect((await deliver(payload)).status).toBe(200);
    const res = await c.request('GET', '/api/subscription/portal?flow=cancel');
    expect(res.json.result.url).toMatch(/^https:\/\/billing\.stripe\.test\/p\/session\/bps_\d+$/);
    expect(stripe.calls.at(-1)!.params).toMatchObject({
      customer: 'cus_portal',
      return_url: 'https://advisor.example/chat',
      'flow_data[type]': 'subscription_cancel',
      'flow_data[subscription_cancel][subscription]': `sub_portal_${n}`,
    });
    // A later checkout reuses the customer and offers no second trial.
    await deliver(subscriptionEvent(`evt_portal_end_${n}`, 'customer.subscription.deleted', nowSec() + 1, {
      id: `sub_portal_${n}`, userId: user.id, customer: 'cus_portal', status: 'canceled', created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 7 * 86400, endedAt: nowSec() + 1,
    }));
    await c.request('POST', '/api/subscription/checkout', { body: { price_id: STRIPE_PRICE_IDS.plus_weekly } });
    const params = stripe.calls.at(-1)!.params;
    expect(params.customer).toBe('cus_portal');
    expect(params['subscription_data[trial_period_days]']).toBeUndefined();
  });

  test('Stripe refusing the call answers billing.provider_failed, with the cause only in the log', async () => {
    const { c } = await member();
    stripe.state.failWith = { status: 400, type: 'invalid_request_error', message: 'No such price: price_weekly_1' };
    try {
      const res = await c.request('POST', '/api/subscription/checkout', { body: { price_id: STRIPE_PRICE_IDS.plus_weekly } });
      expect(res.status).toBe(502);
      expect(res.json.error.code).toBe('billing.provider_failed');
      expect(res.text).not.toContain('No such price');
    } finally {
      stripe.state.failWith = null;
    }
  });
});

describe('webhooks', () => {
  test('signatures: valid grants Plus; tampered, stale, missing or signed with another secret change nothing', async () => {
    const { c, user } = await member();
    const sub = { id: `sub_sig_${n}`, userId: user.id, status: 'trialing', created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 3 * 86400, trialEnd: nowSec() + 3 * 86400 };
    const payload = subscriptionEvent(`evt_sig_${n}`, 'customer.subscription.created', nowSec(), sub);

    const tampered = await deliver(payload, { tamper: (p) => p.replace('"trialing"', '"active"') });
    expect(tampered.status).toBe(400);
    expect(tampered.json.error.code).toBe('billing.webhook_invalid');
    const stale = await deliver(payload, { timestamp: nowSec() - 301 });
    expect(stale.json.error.code).toBe('billing.webhook_invalid');
    expect((await deliver(payload, { signature: null })).json.error.code).toBe('billing.webhook_invalid');
    const foreign = await signStripePayload(payload, { timestamp: nowSec(), secret: 'whsec_someone_else' });
    expect((await deliver(payload, { signature: foreign })).json.error.code).toBe('billing.webhook_invalid');
    expect((await status(c)).subscriptions).toEqual([]);
    expect(await t.deps.db.select().from(billingEvents).where(eq(billingEvents.id, `evt_sig_${n}`))).toEqual([]);

    const ok = await deliver(payload, { timestamp: nowSec() - 299 });
    expect(ok.status).toBe(200);
    expect(ok.json.result).toEqual({ received: true, outcome: 'applied' });
    const me = await status(c);
    expect(me.has_trialed).toBe(true);
    expect(me.usage_limits.send_message.max_usage).toBeNull();
    // SPEC §3's subscription object, exactly.
    expect(me.subscriptions).toEqual([
      {
        id: sub.id,
        status: 'trialing',
        description: 'Plus (weekly)',
        product_id: 'prod_plus',
        interval: 'week',
        interval_count: 1,
        created: new Date(sub.created * 1000).toISOString(),
        start_date: new Date(sub.created * 1000).toISOString(),
        ended_at: null,
        cancel_at: null,
        cancel_at_period_end: false,
        billing_cycle_anchor: new Date(sub.trialEnd * 1000).toISOString(),
        current_period_start: new Date(sub.periodStart * 1000).toISOString(),
        current_period_end: new Date(sub.periodEnd * 1000).toISOString(),
      },
    ]);
  });

  test('idempotency: the same event delivered twice changes once', async () => {
    const { c, user } = await member();
    const base = { id: `sub_idem_${n}`, userId: user.id, created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 7 * 86400 };
    const created = subscriptionEvent(`evt_idem_a_${n}`, 'customer.subscription.created', nowSec(), { ...base, status: 'active' });
    const cancelled = subscriptionEvent(`evt_idem_b_${n}`, 'customer.subscription.updated', nowSec() + 5, {
      ...base, status: 'active', cancelAtPeriodEnd: true, cancelAt: base.periodEnd,
    });
    expect((await deliver(created)).json.result.outcome).toBe('applied');
    expect((await deliver(cancelled)).json.result.outcome).toBe('applied');
    // Stripe retries the first event: it is recognised and does not undo the cancel.
    const again = await deliver(created);
    expect(again.status).toBe(200);
    expect(again.json.result.outcome).toBe('duplicate');
    expect((await status(c)).subscriptions[0]).toMatchObject({ status: 'active', cancel_at_period_end: true });
    expect((await t.deps.db.select().from(billingEvents).where(eq(billingEvents.id, `evt_idem_a_${n}`))).length).toBe(1);
  });

  test('out of order: an older event arriving late changes nothing; an ended subscription stays ended', async () => {
    const { c, user } = await member();
    const base = { id: `sub_order_${n}`, userId: user.id, created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 7 * 86400 };
    const createdEvt = subscriptionEvent(`evt_order_1_${n}`, 'customer.subscription.created', nowSec(), { ...base, status: 'active' });
    const deletedEvt = subscriptionEvent(`evt_order_3_${n}`, 'customer.subscription.deleted', nowSec() + 20, {
      ...base, status: 'canceled', endedAt: nowSec() + 20,
    });
    const updatedEvt = subscriptionEvent(`evt_order_2_${n}`, 'customer.subscription.updated', nowSec() + 10, {
      ...base, status: 'active', priceId: STRIPE_PRICE_IDS.plus_annual,
    });
    expect((await deliver(deletedEvt)).json.result.outcome).toBe('applied');
    expect((await deliver(createdEvt)).json.result.outcome).toBe('stale');
    expect((await deliver(updatedEvt)).json.result.outcome).toBe('stale');
    const me = await status(c);
    expect(me.subscriptions[0]).toMatchObject({ status: 'canceled', interval: 'week' });
    expect(me.usage_limits.send_message.max_usage).toBe(5);
    // Even at the same second, nothing revives an ended subscription.
    const sameSecond = subscriptionEvent(`evt_order_4_${n}`, 'customer.subscription.updated', nowSec() + 20, { ...base, status: 'active' });
    expect((await deliver(sameSecond)).json.result.outcome).toBe('stale');
  });

  test('Plus and its limits follow the webhooks: granted by created, removed by deleted', async () => {
    const { c, user } = await member();
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
    const send = () => c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'What should I text?' }] } });
    const base = { id: `sub_limits_${n}`, userId: user.id, created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 7 * 86400 };
    await deliver(subscriptionEvent(`evt_limits_1_${n}`, 'customer.subscription.created', nowSec(), { ...base, status: 'active' }));
    for (let i = 0; i < 6; i++) expect((await send()).status).toBe(200);
    await deliver(subscriptionEvent(`evt_limits_2_${n}`, 'customer.subscription.deleted', nowSec() + 1, { ...base, status: 'canceled', endedAt: nowSec() + 1 }));
    const refused = await send();
    expect(refused.json.error.code).toBe('usage.limit_reached');
  });

  test('the signature covers the exact bytes: a pretty-printed body verifies as sent', async () => {
    const { c, user } = await member();
    const compact = subscriptionEvent(`evt_pretty_${n}`, 'customer.subscription.created', nowSec(), {
      id: `sub_pretty_${n}`, userId: user.id, status: 'active', created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 86400,
    });
    const pretty = `${JSON.stringify(JSON.parse(compact), null, 2)}\r\n`;
    expect((await deliver(pretty)).json.result.outcome).toBe('applied');
    expect((await status(c)).subscriptions[0].id).toBe(`sub_pretty_${n}`);
  });

  test('a subscription never moves to another user, whatever an event says', async () => {
    const alice = await member();
    const bob = await member();
    const base = { id: `sub_owner_${n}`, created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 86400 };
    await deliver(subscriptionEvent(`evt_owner_1_${n}`, 'customer.subscription.created', nowSec(), { ...base, userId: alice.user.id, status: 'active' }));
    const hijack = await deliver(subscriptionEvent(`evt_owner_2_${n}`, 'customer.subscription.updated', nowSec() + 1, { ...base, userId: bob.user.id, status: 'active' }));
    expect(hijack.json.result.outcome).toBe('ignored');
    expect((await status(bob.c)).subscriptions).toEqual([]);
    expect((await status(alice.c)).subscriptions[0].id).toBe(base.id);
  });

  test('events without our user, or for other objects, are recorded and ignored', async () => {
    const foreign = stripeEvent({ id: 'evt_invoice_1', type: 'invoice.paid', created: nowSec(), object: { id: 'in_1', object: 'invoice' } });
    expect((await deliver(foreign)).json.result.outcome).toBe('ignored');
    const noUser = subscriptionEvent('evt_nouser_1', 'customer.subscription.created', nowSec(), {
      id: 'sub_nouser', userId: '', status: 'active', created: nowSec(), periodStart: nowSec(), periodEnd: nowSec() + 86400,
    });
    expect((await deliver(noUser)).json.result.outcome).toBe('ignored');
    expect(await t.deps.db.select().from(subscriptions).where(eq(subscriptions.id, 'sub_nouser'))).toEqual([]);
  });
});
