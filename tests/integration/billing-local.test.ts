import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { createApp } from '../../src/server/app';
import { createManualClock } from '../../src/server/lib/clock';
import type { AppRouter } from '../../src/server/trpc/router';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/** The embedded test mode over REST and tRPC: the whole flow, and who may touch what. */
const clock = createManualClock(new Date('2026-06-01T08:00:00Z'));
let t: TestDeps;
let n = 0;
type Client = ReturnType<typeof createHttpClient>;

beforeAll(async () => {
  t = await createTestDeps({ clock, config: { trustProxy: true } });
});
afterAll(() => t.close());

async function member(): Promise<Client> {
  const c = createHttpClient(t.deps);
  const email = `local${++n}@example.com`;
  const headers = { 'x-forwarded-for': `192.0.2.${n}` };
  await c.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers });
  expect((await c.request('POST', '/api/auth/email/login', { body: { email, verification_code: t.lastCodeFor(email) }, headers })).status).toBe(200);
  return c;
}

async function checkout(c: Client, price_id = 'plus_weekly') {
  const res = await c.request('POST', '/api/subscription/checkout', { body: { price_id } });
  expect(res.status).toBe(200);
  return (res.json.result.url as string).split('/').pop()!;
}

const pay = (c: Client, id: string, card_number = '4242 4242 4242 4242') =>
  c.request('POST', `/api/subscription/local-checkout/${id}/complete`, { body: { card_number } });

describe('local test-mode checkout over REST', () => {
  test('plans: three PLUS prices, weekly at $2.50, a 3-day trial, local mode', async () => {
    const res = await createHttpClient(t.deps).request('GET', '/api/subscription/plans');
    expect(res.json.result.mode).toBe('local');
    expect(res.json.result.trial_days).toBe(3);
    expect(res.json.result.prices.map((p: { price_id: string; amount_cents: number }) => [p.price_id, p.amount_cents])).toEqual([
      ['plus_weekly', 250],
      ['plus_monthly', 799],
      ['plus_annual', 5999],
    ]);
  });

  test('guest → refused; member → hosted-style checkout page → declined card changes nothing → paid → Plus', async () => {
    const guest = createHttpClient(t.deps);
    await guest.request('POST', '/api/auth/temporary', { headers: { 'x-forwarded-for': '192.0.2.250' } });
    expect((await guest.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } })).json.error.code).toBe('billing.sign_in_required');

    const c = await member();
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result;
    const started = await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_monthly', session_id: chat.id } });
    expect(started.json.result.url).toMatch(/^\/billing\/checkout\/[0-9a-f-]{36}$/);
    const id = (started.json.result.url as string).split('/').pop()!;
    const page = (await c.request('GET', `/api/subscription/local-checkout/${id}`)).json.result;
    expect(page).toMatchObject({ status: 'open', trial_days: 3, price: { price_id: 'plus_monthly', amount_cents: 799 }, cancel_url: `${chat.url}?checkout=cancelled` });

    const declined = await pay(c, id, '4000 0000 0000 0002');
    expect(declined.json.error.code).toBe('billing.card_declined');
    expect((await c.request('GET', '/api/auth/status')).json.result.subscriptions).toEqual([]);
    expect((await pay(c, id, '1234')).json.error.code).toBe('billing.card_declined');

    const paid = await pay(c, id);
    expect(paid.json.result.url).toBe(`${chat.url}?checkout=success`);
    const me = (await c.request('GET', '/api/auth/status')).json.result;
    expect(me.has_trialed).toBe(true);
    expect(me.subscriptions[0]).toMatchObject({ status: 'trialing', interval: 'month', description: 'Plus (monthly)', cancel_at_period_end: false });
    expect(Object.keys(me.subscriptions[0]).sort()).toEqual(
      ['id', 'status', 'description', 'product_id', 'interval', 'interval_count', 'created', 'start_date', 'ended_at', 'cancel_at',
        'cancel_at_period_end', 'billing_cycle_anchor', 'current_period_start', 'current_period_end'].sort(),
    );
    expect(me.usage_limits.send_message.max_usage).toBeNull();

    expect((await pay(c, id)).json.error.code).toBe('billing.checkout_closed');
    expect((await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } })).json.error.code).toBe('billing.already_subscribed');
    expect((await c.request('GET', '/api/subscription/portal')).json.result.url).toBe('/billing/portal');
  });

  test('a checkout left open for a day expires', async () => {
    const c = await member();
    const id = await checkout(c);
    clock.advance(24 * 60 * 60_000);
    expect((await c.request('GET', `/api/subscription/local-checkout/${id}`)).json.result.status).toBe('expired');
    expect((await pay(c, id)).json.error.code).toBe('billing.checkout_closed');
  });

  test('manage over REST: preview, update, cancel, resume', async () => {
    const c = await member();
    await pay(c, await checkout(c, 'plus_monthly'));
    const preview = (await c.request('POST', '/api/subscription/preview', { body: { price_id: 'plus_weekly' } })).json.result;
    expect(preview.kind).toBe('downgrade');
    const updated = (await c.request('POST', '/api/subscription/update', { body: { price_id: 'plus_weekly' } })).json.result;
    expect(updated).toMatchObject({ price_id: 'plus_monthly', pending_price_id: 'plus_weekly', manage_in_app: true });
    const cancelled = (await c.request('POST', '/api/subscription/cancel')).json.result;
    expect(cancelled.subscription).toMatchObject({ cancel_at_period_end: true, cancel_at: cancelled.subscription.current_period_end });
    expect(cancelled.pending_price_id).toBeNull();
    const resumed = (await c.request('POST', '/api/subscription/resume', { body: {} })).json.result;
    expect(resumed.subscription.cancel_at_period_end).toBe(false);
    expect((await c.request('POST', '/api/subscription/update', { body: { price_id: 'plus_monthly' } })).json.error.code).toBe('billing.same_plan');
  });
});

describe('access matrix: nobody manages another user’s subscription', () => {
  test('checkouts, subscriptions and chats of others answer as if they did not exist, and stay unchanged', async () => {
    const alice = await member();
    const bob = await member();
    const aliceChat = (await alice.request('POST', '/api/session', { body: {} })).json.result.id as string;
    const aliceCheckout = await checkout(alice);

    // Bob cannot see or pay Alice's checkout, nor come back to her chat.
    expect((await bob.request('GET', `/api/subscription/local-checkout/${aliceCheckout}`)).json.error.code).toBe('billing.checkout_not_found');
    expect((await pay(bob, aliceCheckout)).json.error.code).toBe('billing.checkout_not_found');
    expect((await bob.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly', session_id: aliceChat } })).json.error.code).toBe('session.not_found');

    await pay(alice, aliceCheckout);
    const aliceSub = (await alice.request('GET', '/api/auth/status')).json.result.subscriptions[0];
    // Bob names Alice's subscription: the same answer as having none.
    for (const [path, body] of [
      ['/api/subscription/cancel', { subscription_id: aliceSub.id }],
      ['/api/subscription/resume', { subscription_id: aliceSub.id }],
      ['/api/subscription/update', { price_id: 'plus_annual', subscription_id: aliceSub.id }],
      ['/api/subscription/preview', { price_id: 'plus_annual', subscription_id: aliceSub.id }],
    ] as const) {
      expect((await bob.request('POST', path, { body })).json.error.code).toBe('billing.no_subscription');
    }
    expect((await bob.request('GET', '/api/subscription/portal')).json.error.code).toBe('billing.no_subscription');
    expect((await bob.request('GET', '/api/subscription')).json.result.subscription).toBeNull();
    expect((await alice.request('GET', '/api/auth/status')).json.result.subscriptions[0]).toEqual(aliceSub);

    // Without a session: 401 before anything else.
    const nobody = createHttpClient(t.deps);
    for (const [method, path] of [
      ['POST', '/api/subscription/checkout'],
      ['GET', '/api/subscription/portal'],
      ['GET', '/api/subscription'],
      ['POST', '/api/subscription/cancel'],
      ['GET', `/api/subscription/local-checkout/${aliceCheckout}`],
    ] as const) {
      expect((await nobody.request(method, path, method === 'POST' ? { body: {} } : {})).status).toBe(401);
    }
    // The webhook does not exist in test mode: nothing outside the app can grant Plus.
    expect((await nobody.request('POST', '/api/subscription/webhook', { body: {} })).status).toBe(404);
  });
});

describe('tRPC twins', () => {
  test('plans, checkout, local checkout, current, cancel through tRPC', async () => {
    const c = await member();
    const app = createApp(t.deps);
    const trpc = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: 'http://localhost/trpc',
          transformer: superjson,
          fetch: (url, init) => app.handle(new Request(url, { ...(init as RequestInit), headers: { ...(init?.headers as Record<string, string>), cookie: c.cookie! } })),
        }),
      ],
    });
    expect((await trpc.subscription.plans.query()).prices).toHaveLength(3);
    const { url } = await trpc.subscription.checkout.mutate({ price_id: 'plus_annual' });
    const id = url.split('/').pop()!;
    expect((await trpc.subscription.localCheckout.query({ id })).price.key).toBe('plus_annual');
    expect((await trpc.subscription.completeLocalCheckout.mutate({ id, card_number: '4242424242424242' })).url).toBe('/chat?checkout=success');
    expect((await trpc.subscription.current.query()).price_id).toBe('plus_annual');
    expect((await trpc.subscription.portal.mutate({})).url).toBe('/billing/portal');
    const cancelled = await trpc.subscription.cancel.mutate({});
    expect(cancelled.subscription?.cancel_at_period_end).toBe(true);
    await expect(trpc.subscription.update.mutate({ price_id: 'nope' })).rejects.toMatchObject({ data: { appCode: 'billing.invalid_price' } });
  });
});
