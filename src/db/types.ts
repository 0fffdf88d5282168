import type { ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT, PgTransaction } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** One type for both drivers (postgres.js and PGlite), as STACK-NOTES §2.2 shows. */
export type DB = PgDatabase<PgQueryResultHKT, Schema>;
export type Tx = PgTransaction<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
/** Either the db or a transaction: services that may run inside a caller's transaction take this. */
export type Executor = DB | Tx;

export interface Database {
  db: DB;
  driver: 'pglite' | 'postgres';
  close(): Promise<void>;
}
