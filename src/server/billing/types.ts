import type { PlanInterval, PlusPlanKey } from '../../shared/plans';

/** One PLUS price as the provider knows it: `id` is what checkout takes (Stripe `price_…` or the plan key). */
export interface PriceConfig {
  id: string;
  key: PlusPlanKey;
  label: string;
  interval: PlanInterval;
  intervalCount: number;
  amountCents: number;
  currency: string;
  /** Longer plans rank higher: moving up is an upgrade (at once), down a downgrade (at renewal). */
  rank: number;
}

/** A subscription as the provider reports it after an event: what our mirror row becomes. */
export interface SubscriptionState {
  id: string;
  provider: 'stripe' | 'local';
  customerId: string | null;
  userId: string;
  status: string;
  description: string | null;
  productId: string | null;
  priceId: string | null;
  pendingPriceId: string | null;
  interval: string | null;
  intervalCount: number | null;
  created: Date;
  startDate: Date | null;
  endedAt: Date | null;
  cancelAt: Date | null;
  cancelAtPeriodEnd: boolean;
  billingCycleAnchor: Date | null;
  currentPeriodStart: Date | null;
  currentPeriodEnd: Date | null;
  trialEnd: Date | null;
}

/**
 * A provider event in our terms. Stripe's webhooks and the local test mode both end up here, and
 * one service applies it (services/billing/events.ts): the only path that grants or removes Plus.
 */
export interface BillingEvent {
  /** The provider's event id: each is applied once. */
  id: string;
  type: string;
  /** When the provider says it happened: older events than the newest applied change nothing. */
  createdAt: Date;
  /** The subscription after the event; null for events that do not concern one (recorded only). */
  subscription: SubscriptionState | null;
}

export interface CheckoutRequest {
  userId: string;
  email: string | null;
  price: PriceConfig;
  trialDays: number | null;
  /** The customer of an earlier subscription, so the portal shows everything in one place. */
  customerId: string | null;
  successUrl: string;
  cancelUrl: string;
}

export interface PortalRequest {
  customerId: string;
  subscriptionId: string;
  returnUrl: string;
  flow: 'update' | 'cancel' | null;
}

/** Stripe: hosted checkout and portal, and signed webhooks. */
export interface StripeBilling {
  kind: 'stripe';
  prices: readonly PriceConfig[];
  /** Absolute origin for return URLs (PUBLIC_URL is required with Stripe). */
  publicUrl: string;
  createCheckout(request: CheckoutRequest): Promise<string>;
  createPortal(request: PortalRequest): Promise<string>;
  /** Verifies the signature over the exact bytes received; throws billing.webhook_invalid. */
  readWebhook(rawBody: Uint8Array, signature: string | null, now: Date): Promise<BillingEvent>;
  describe(): string;
}

/** The embedded test mode: checkout and manage pages served by the app; nothing is charged. */
export interface LocalBilling {
  kind: 'local';
  prices: readonly PriceConfig[];
  describe(): string;
}

/** No provider (production without Stripe or BILLING_MODE=test): prices are shown, checkout is refused. */
export interface OffBilling {
  kind: 'off';
  prices: readonly PriceConfig[];
  describe(): string;
}

export type BillingAdapter = StripeBilling | LocalBilling | OffBilling;
