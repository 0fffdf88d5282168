import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, tsz, updatedAt } from './columns';

export const users = pgTable(
  'users',
  {
    id: id(),
    /** Lower-cased; null for guests. */
    email: text('email'),
    name: text('name'),
    avatar: text('avatar'),
    isTemporary: boolean('is_temporary').notNull().default(true),
    hasTrialed: boolean('has_trialed').notNull().default(false),
    /** IANA zone; usage limits reset at the user's local midnight. */
    timezone: text('timezone').notNull().default('UTC'),
    googleSub: text('google_sub'),
    stripeCustomerId: text('stripe_customer_id'),
    /** Set by the unusual-usage guard; sends are refused until then. */
    restrictedUntil: tsz('restricted_until'),
    /**
     * After a time-zone change with usage already counted, the day in progress (its usage key,
     * start and end) is held until the new zone's first midnight after the old one, so a change
     * can never start a second day early (docs/decisions.md).
     */
    heldDay: date('held_day', { mode: 'string' }),
    heldDayStart: tsz('held_day_start'),
    heldDayUntil: tsz('held_day_until'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('users_email_key').on(t.email).where(sql`${t.email} is not null`),
    uniqueIndex('users_google_sub_key').on(t.googleSub).where(sql`${t.googleSub} is not null`),
  ],
);

/** Login sessions: only the SHA-256 of the bearer token is stored. */
export const authSessions = pgTable(
  'auth_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tokenHash: text('token_hash').notNull(),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    revokedAt: tsz('revoked_at'),
    lastSeenAt: tsz('last_seen_at').notNull().defaultNow(),
  },
  (t) => [uniqueIndex('auth_sessions_token_hash_key').on(t.tokenHash), index('auth_sessions_user_idx').on(t.userId)],
);

/** One-time email codes: HMAC of the code, 10 minutes, single use, limited tries. */
export const emailCodes = pgTable(
  'email_codes',
  {
    id: id(),
    email: text('email').notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    createdAt: createdAt(),
    expiresAt: tsz('expires_at').notNull(),
    consumedAt: tsz('consumed_at'),
  },
  (t) => [index('email_codes_email_created_idx').on(t.email, t.createdAt.desc())],
);

/**
 * Token buckets for rate limits (per IP, per email…): `tat` is the instant the bucket is full
 * again (GCRA). One conditional upsert takes a token, so a burst across a window edge cannot pass.
 */
export const rateBuckets = pgTable('rate_buckets', {
  key: text('key').primaryKey(),
  tat: tsz('tat').notNull(),
});

/**
 * Failed sign-in tries per (address, IP): after a few, each further try waits longer (growing
 * delays). Keyed by both, so a stranger's failures never slow down the owner elsewhere.
 */
export const loginThrottles = pgTable('login_throttles', {
  key: text('key').primaryKey(),
  failures: integer('failures').notNull().default(0),
  blockedUntil: tsz('blocked_until'),
  updatedAt: updatedAt(),
});
