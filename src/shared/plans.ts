/**
 * Usage limits per tier and feature — the one table both server and client read.
 * SPEC fixes free = 5 messages a day and practice = 10; the guest numbers are our choice
 * (docs/decisions.md). `null` means unlimited.
 */
export const TIERS = ['guest', 'free', 'plus'] as const;
export type Tier = (typeof TIERS)[number];

export const USAGE_FEATURES = ['send_message', 'send_message_for_practice'] as const;
export type UsageFeature = (typeof USAGE_FEATURES)[number];

export const DAILY_LIMITS: Record<Tier, Record<UsageFeature, number | null>> = {
  guest: { send_message: 3, send_message_for_practice: 10 },
  free: { send_message: 5, send_message_for_practice: 10 },
  plus: { send_message: null, send_message_for_practice: null },
};

/** A non-Plus user may open a new chat only while they have at most this many active chats. */
export const MAX_ACTIVE_CHATS_WITHOUT_PLUS = 2;

/** Subscription statuses that make a user Plus (SPEC §4). */
export const PLUS_STATUSES = ['active', 'trialing'] as const;

export const PLUS_PRICE_PER_WEEK_USD = 2.5;

/** Every price on the site in one format, with cents as a checkout shows them: "$2.50". */
export function formatUsd(amount: number): string {
  return `$${amount.toFixed(2)}`;
}

/** "$2.50": the weekly PLUS price as every page writes it. */
export const PLUS_PRICE_PER_WEEK_TEXT = formatUsd(PLUS_PRICE_PER_WEEK_USD);

/**
 * PLUS prices (SPEC §2, §9: $2.5 a week). Monthly and annual amounts are ours (docs/decisions.md,
 * "Billing"): each longer commitment costs less per week. Amounts in US cents. `key` is also the
 * price id of the local test-mode checkout; with Stripe, each key maps to a configured price id.
 */
export const PLUS_PLANS = [
  { key: 'plus_weekly', interval: 'week', intervalCount: 1, amountCents: 250, label: 'Weekly' },
  { key: 'plus_monthly', interval: 'month', intervalCount: 1, amountCents: 799, label: 'Monthly' },
  { key: 'plus_annual', interval: 'year', intervalCount: 1, amountCents: 5999, label: 'Annual' },
] as const;
export type PlusPlanKey = (typeof PLUS_PLANS)[number]['key'];
export type PlanInterval = (typeof PLUS_PLANS)[number]['interval'];
export const PLUS_CURRENCY = 'usd';

/** A first subscription starts with this many free days (status `trialing`). */
export const TRIAL_DAYS = 3;

/** Days per billing interval, for "per week" prices and prorating. */
export const INTERVAL_DAYS: Record<PlanInterval, number> = { week: 7, month: 365 / 12, year: 365 };

/** Subscription statuses after which nothing revives a subscription (Stripe's terminal states). */
export const ENDED_STATUSES = ['canceled', 'incomplete_expired'] as const;
