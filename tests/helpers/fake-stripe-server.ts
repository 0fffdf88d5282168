import Stripe from 'stripe';
import { createStripeBilling } from '../../src/server/billing/stripe';
import type { StripeBilling } from '../../src/server/billing/types';

export const STRIPE_TEST_KEY = 'sk_test_fake_0123456789';
export const STRIPE_WEBHOOK_SECRET = 'whsec_test_fake_0123456789';
export const STRIPE_PRICE_IDS = { plus_weekly: 'price_weekly_1', plus_monthly: 'price_monthly_1', plus_annual: 'price_annual_1' };

export interface RecordedStripeCall {
  method: string;
  path: string;
  /** Stripe's form encoding, flat: `line_items[0][price]` → `price_weekly_1`. */
  params: Record<string, string>;
}

/**
 * A local server speaking Stripe's REST protocol (form-encoded requests, JSON objects, Stripe's
 * error shape) for the two calls the app makes: Checkout Sessions and customer portal sessions.
 */
export function startFakeStripeServer() {
  const calls: RecordedStripeCall[] = [];
  let seq = 0;
  const state = { failWith: null as null | { status: number; type: string; message: string } };
  const server = Bun.serve({
    port: 0,
    hostname: '127.0.0.1',
    async fetch(req) {
      const url = new URL(req.url);
      if (req.headers.get('authorization') !== `Bearer ${STRIPE_TEST_KEY}`) {
        return stripeError(401, 'invalid_request_error', 'Invalid API Key provided');
      }
      const params = Object.fromEntries(new URLSearchParams(await req.text()));
      calls.push({ method: req.method, path: url.pathname, params });
      if (state.failWith) return stripeError(state.failWith.status, state.failWith.type, state.failWith.message);
      const id = ++seq;
      if (req.method === 'POST' && url.pathname === '/v1/checkout/sessions') {
        return Response.json({
          id: `cs_test_${id}`,
          object: 'checkout.session',
          mode: params.mode,
          customer: params.customer ?? null,
          client_reference_id: params.client_reference_id ?? null,
          success_url: params.success_url,
          cancel_url: params.cancel_url,
          status: 'open',
          url: `https://checkout.stripe.test/c/pay/cs_test_${id}`,
        });
      }
      if (req.method === 'POST' && url.pathname === '/v1/billing_portal/sessions') {
        return Response.json({
          id: `bps_${id}`,
          object: 'billing_portal.session',
          customer: params.customer,
          return_url: params.return_url,
          url: `https://billing.stripe.test/p/session/bps_${id}`,
        });
      }
      return stripeError(404, 'invalid_request_error', `Unrecognized request URL (${req.method}: ${url.pathname})`);
    },
  });
  const billing = (publicUrl = 'https://advisor.example'): StripeBilling =>
    createStripeBilling({
      secretKey: STRIPE_TEST_KEY,
      webhookSecret: STRIPE_WEBHOOK_SECRET,
      priceIds: STRIPE_PRICE_IDS,
      publicUrl,
      api: { host: '127.0.0.1', port: server.port!, protocol: 'http' },
    });
  return {
    calls,
    state,
    billing,
    stop: () => server.stop(true),
  };
}

function stripeError(status: number, type: string, message: string): Response {
  return Response.json({ error: { type, message } }, { status });
}

/** A Stripe subscription object (API shape, period on the item) for webhook payloads. */
export function stripeSubscription(input: {
  id: string;
  userId: string;
  customer?: string;
  status: string;
  priceId?: string;
  created: number;
  periodStart: number;
  periodEnd: number;
  cancelAtPeriodEnd?: boolean;
  cancelAt?: number | null;
  endedAt?: number | null;
  trialEnd?: number | null;
}) {
  const priceId = input.priceId ?? STRIPE_PRICE_IDS.plus_weekly;
  return {
    id: input.id,
    object: 'subscription',
    customer: input.customer ?? 'cus_test_1',
    status: input.status,
    description: null,
    metadata: { user_id: input.userId },
    created: input.created,
    start_date: input.created,
    billing_cycle_anchor: input.trialEnd ?? input.created,
    cancel_at: input.cancelAt ?? null,
    cancel_at_period_end: input.cancelAtPeriodEnd ?? false,
    ended_at: input.endedAt ?? null,
    trial_end: input.trialEnd ?? null,
    items: {
      object: 'list',
      data: [
        {
          id: `si_${input.id}`,
          object: 'subscription_item',
          current_period_start: input.periodStart,
          current_period_end: input.periodEnd,
          price: {
            id: priceId,
            object: 'price',
            product: 'prod_plus',
            recurring: { interval: priceId === STRIPE_PRICE_IDS.plus_annual ? 'year' : priceId === STRIPE_PRICE_IDS.plus_monthly ? 'month' : 'week', interval_count: 1 },
          },
        },
      ],
    },
  };
}

export function stripeEvent(input: { id: string; type: string; created: number; object: unknown }): string {
  return JSON.stringify({
    id: input.id,
    object: 'event',
    api_version: '2026-10-28.endive',
    created: input.created,
    type: input.type,
    livemode: false,
    pending_webhooks: 1,
    request: { id: null, idempotency_key: null },
    data: { object: input.object },
  });
}

const signer = new Stripe(STRIPE_TEST_KEY);

/**
 * Stripe's own test helper signs the payload (`generateTestHeaderString`; Bun loads the SDK's Web
 * Crypto build, whose helper is the async variant).
 */
export function signStripePayload(payload: string, options: { timestamp: number; secret?: string }): Promise<string> {
  return signer.webhooks.generateTestHeaderStringAsync({
    payload,
    secret: options.secret ?? STRIPE_WEBHOOK_SECRET,
    timestamp: options.timestamp,
  });
}
