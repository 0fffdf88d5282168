import { INTERVAL_DAYS, PLUS_CURRENCY, PLUS_PLANS, type PlusPlanKey } from '../../shared/plans';
import type { PlanPrice } from '../../shared/schemas/subscription';
import type { PriceConfig } from './types';

/** The PLUS prices with their provider ids: Stripe's configured ids, or the plan keys in test mode. */
export function buildPrices(ids: Record<PlusPlanKey, string> | null): PriceConfig[] {
  return PLUS_PLANS.map((plan, rank) => ({
    id: ids ? ids[plan.key] : plan.key,
    key: plan.key,
    label: plan.label,
    interval: plan.interval,
    intervalCount: plan.intervalCount,
    amountCents: plan.amountCents,
    currency: PLUS_CURRENCY,
    rank,
  }));
}

export function findPrice(prices: readonly PriceConfig[], id: string | null | undefined): PriceConfig | undefined {
  return id ? prices.find((p) => p.id === id) : undefined;
}

/** What a subscription row says about itself (SPEC §3 `description`). */
export function describePrice(price: PriceConfig): string {
  return `Plus (${price.label.toLowerCase()})`;
}

export function toPlanPriceDto(price: PriceConfig): PlanPrice {
  const days = INTERVAL_DAYS[price.interval] * price.intervalCount;
  return {
    price_id: price.id,
    key: price.key,
    label: price.label,
    interval: price.interval,
    interval_count: price.intervalCount,
    amount_cents: price.amountCents,
    currency: price.currency,
    per_week_cents: Math.round((price.amountCents * 7) / days),
  };
}
