import { bigserial, boolean, date, index, integer, jsonb, pgTable, primaryKey, text, uuid } from 'drizzle-orm/pg-core';
import { createdAt, tsz, updatedAt } from './columns';
import { users } from './users';

/** Mirrors the provider's subscription (Stripe, or the local test-mode checkout). */
export const subscriptions = pgTable(
  'subscriptions',
  {
    /** The provider's id (e.g. sub_…). */
    id: text('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The provider's customer (Stripe `cus_…`), for the portal and later checkouts. */
    customerId: text('customer_id'),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status').notNull(),
    description: text('description'),
    productId: text('product_id'),
    priceId: text('price_id'),
    /** A downgrade waits for the next renewal. */
    pendingPriceId: text('pending_price_id'),
    interval: text('interval'),
    intervalCount: integer('interval_count'),
    created: tsz('created').notNull(),
    startDate: tsz('start_date'),
    endedAt: tsz('ended_at'),
    cancelAt: tsz('cancel_at'),
    cancelAtPeriodEnd: boolean('cancel_at_period_end').notNull().default(false),
    billingCycleAnchor: tsz('billing_cycle_anchor'),
    currentPeriodStart: tsz('current_period_start'),
    currentPeriodEnd: tsz('current_period_end'),
    trialEnd: tsz('trial_end'),
    /** Provider time of the newest event applied: older events arriving late change nothing. */
    lastEventAt: tsz('last_event_at'),
    updatedAt: updatedAt(),
  },
  (t) => [index('subscriptions_user_idx').on(t.userId)],
);

/** Checkouts of the local test-mode provider (Stripe keeps its own): one per "Subscribe" click. */
export const localCheckouts = pgTable(
  'local_checkouts',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    priceId: text('price_id').notNull(),
    /** Free days the subscription starts with (first subscription only), null = none. */
    trialDays: integer('trial_days'),
    /** open → complete (paid) or expired. */
    status: text('status').notNull().default('open'),
    successUrl: text('success_url').notNull(),
    cancelUrl: text('cancel_url').notNull(),
    subscriptionId: text('subscription_id'),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    completedAt: tsz('completed_at'),
  },
  (t) => [index('local_checkouts_user_idx').on(t.userId)],
);

/** Webhook event ids already processed (each applied once, in the same transaction as its change). */
export const billingEvents = pgTable('billing_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  processedAt: createdAt(),
});

/** Daily usage per user and feature; the day is the user's local date. */
export const usageCounters = pgTable(
  'usage_counters',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    feature: text('feature').notNull(),
    day: date('day', { mode: 'string' }).notNull(),
    count: integer('count').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.userId, t.feature, t.day] })],
);

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    pageType: text('page_type'),
    props: jsonb('props').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: createdAt(),
  },
  (t) => [index('analytics_events_name_created_idx').on(t.name, t.createdAt)],
);
