import Stripe from 'stripe';
import type { PlusPlanKey } from '../../shared/plans';
import { AppError } from '../errors';
import { buildPrices, describePrice, findPrice } from './prices';
import type { BillingEvent, CheckoutRequest, PortalRequest, PriceConfig, StripeBilling, SubscriptionState } from './types';

export interface StripeBillingOptions {
  secretKey: string;
  webhookSecret: string;
  priceIds: Record<PlusPlanKey, string>;
  publicUrl: string;
  /** Tests point the SDK at a local server speaking Stripe's REST protocol. */
  api?: { host: string; port: number; protocol: 'http' | 'https' };
}

/** Signed webhooks older than this are refused (Stripe's default tolerance: replay protection). */
export const WEBHOOK_TOLERANCE_SECONDS = 300;

const SUBSCRIPTION_EVENTS = new Set([
  'customer.subscription.created',
  'customer.subscription.updated',
  'customer.subscription.deleted',
  'customer.subscription.paused',
  'customer.subscription.resumed',
  'customer.subscription.pending_update_applied',
  'customer.subscription.pending_update_expired',
  'customer.subscription.trial_will_end',
]);

/** The only module that talks to Stripe (the official SDK). */
export function createStripeBilling(options: StripeBillingOptions): StripeBilling {
  const stripe = new Stripe(options.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(options.api ?? {}),
  });
  const prices = buildPrices(options.priceIds);

  const call = async <T>(what: string, run: () => Promise<T>): Promise<T> => {
    try {
      return await run();
    } catch (cause) {
      throw new AppError('billing.provider_failed', { cause: new Error(`Stripe ${what} failed`, { cause }) });
    }
  };

  return {
    kind: 'stripe',
    prices,
    publicUrl: options.publicUrl,
    describe: () => 'real (Stripe Checkout, customer portal and signed webhooks)',

    async createCheckout(request: CheckoutRequest) {
      const metadata = { user_id: request.userId };
      const session = await call('checkout', () =>
        stripe.checkout.sessions.create({
          mode: 'subscription',
          line_items: [{ price: request.price.id, quantity: 1 }],
          client_reference_id: request.userId,
          ...(request.customerId ? { customer: request.customerId } : request.email ? { customer_email: request.email } : {}),
          metadata,
          subscription_data: { metadata, ...(request.trialDays ? { trial_period_days: request.trialDays } : {}) },
          success_url: request.successUrl,
          cancel_url: request.cancelUrl,
        }),
      );
      if (!session.url) throw new AppError('billing.provider_failed', { cause: new Error('Stripe checkout session without url') });
      return session.url;
    },

    async createPortal(request: PortalRequest) {
      const flow = request.flow
        ? request.flow === 'cancel'
          ? { type: 'subscription_cancel' as const, subscription_cancel: { subscription: request.subscriptionId } }
          : { type: 'subscription_update' as const, subscription_update: { subscription: request.subscriptionId } }
        : undefined;
      const session = await call('portal', () =>
        stripe.billingPortal.sessions.create({
          customer: request.customerId,
          return_url: request.returnUrl,
          ...(flow ? { flow_data: flow } : {}),
        }),
      );
      return session.url;
    },

    async readWebhook(rawBody, signature, now) {
      let event: Stripe.Event;
      try {
        // The SDK's async check (Bun runs its Web Crypto build); the clock decides "stale".
        event = await stripe.webhooks.constructEventAsync(
          rawBody,
          signature ?? '',
          options.webhookSecret,
          WEBHOOK_TOLERANCE_SECONDS,
          undefined,
          now.getTime(),
        );
      } catch (cause) {
        throw new AppError('billing.webhook_invalid', { cause });
      }
      return toBillingEvent(event, prices);
    },
  };
}

function toBillingEvent(event: Stripe.Event, prices: readonly PriceConfig[]): BillingEvent {
  const base = { id: event.id, type: event.type, createdAt: new Date(event.created * 1000) };
  if (!SUBSCRIPTION_EVENTS.has(event.type)) return { ...base, subscription: null };
  const subscription = event.data.object as Stripe.Subscription;
  return { ...base, subscription: toSubscriptionState(subscription, prices) };
}

const fromUnix = (s: number | null | undefined) => (typeof s === 'number' ? new Date(s * 1000) : null);

/** Stripe's subscription → our mirror. The user comes from the metadata our checkout set. */
export function toSubscriptionState(sub: Stripe.Subscription, prices: readonly PriceConfig[]): SubscriptionState | null {
  const userId = sub.metadata?.user_id;
  if (!userId) return null;
  const item = sub.items?.data?.[0];
  const stripePrice = item?.price;
  const ours = findPrice(prices, stripePrice?.id);
  const product = stripePrice?.product;
  return {
    id: sub.id,
    provider: 'stripe',
    customerId: typeof sub.customer === 'string' ? sub.customer : (sub.customer?.id ?? null),
    userId,
    status: sub.status,
    description: sub.description ?? (ours ? describePrice(ours) : null),
    productId: typeof product === 'string' ? product : (product?.id ?? null),
    priceId: stripePrice?.id ?? null,
    // Stripe keeps scheduled changes itself (the portal's "at period end" downgrades).
    pendingPriceId: null,
    interval: stripePrice?.recurring?.interval ?? null,
    intervalCount: stripePrice?.recurring?.interval_count ?? null,
    created: new Date(sub.created * 1000),
    startDate: fromUnix(sub.start_date),
    endedAt: fromUnix(sub.ended_at),
    cancelAt: fromUnix(sub.cancel_at),
    cancelAtPeriodEnd: sub.cancel_at_period_end,
    billingCycleAnchor: fromUnix(sub.billing_cycle_anchor),
    currentPeriodStart: fromUnix(item?.current_period_start),
    currentPeriodEnd: fromUnix(item?.current_period_end),
    trialEnd: fromUnix(sub.trial_end),
  };
}
