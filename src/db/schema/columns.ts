import { timestamp, uuid } from 'drizzle-orm/pg-core';

/** Shared column builders: every table keys on a uuid and keeps tz-aware timestamps. */
export const id = () => uuid('id').primaryKey().defaultRandom();
export const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
export const updatedAt = () => timestamp('updated_at', { withTimezone: true }).notNull().defaultNow();
export const tsz = (name: string) => timestamp(name, { withTimezone: true });
