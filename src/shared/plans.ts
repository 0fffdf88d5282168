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
  guest: { send_message: 3, send_message_for_practice: 5 },
  free: { send_message: 5, send_message_for_practice: 10 },
  plus: { send_message: null, send_message_for_practice: null },
};

/** A non-Plus user may open a new chat only while they have at most this many active chats. */
export const MAX_ACTIVE_CHATS_WITHOUT_PLUS = 2;

/** Subscription statuses that make a user Plus (SPEC §4). */
export const PLUS_STATUSES = ['active', 'trialing'] as const;

export const PLUS_PRICE_PER_WEEK_USD = 2.5;
