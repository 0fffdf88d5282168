import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';
import type { DbHealth } from './health';

export type Schema = typeof schema;
/** One type for both drivers (postgres.js and PGlite), as STACK-NOTES §2.2 shows. */
export type DB = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the db or a transaction: services that may run inside a caller's transaction take this. */
export type Executor = DB | Tx;

/** Postgres LISTEN/NOTIFY, for fan-out between app processes sharing one database. */
export interface PubSub {
  listen(channel: string, onMessage: (payload: string) => void): Promise<() => Promise<void>>;
  notify(channel: string, payload: string): Promise<void>;
}

export interface Database {
  db: DB;
  /** Whether the database answers now (probed on a server database; the embedded one always does). */
  health: DbHealth;
  driver: 'pglite' | 'postgres';
  /** Only on a shared Postgres: the embedded database has one process by construction. */
  pubsub: PubSub | null;
  close(): Promise<void>;
}
