import { resolve } from 'node:path';
import * as schema from './schema';
import { acquireDataDirLock } from './lock';
import { prepareAll } from './prepare-all';
import { DbHealth } from './health';
import type { Database, DB } from './types';

/** Seconds to establish a connection (postgres.js default: 30). */
const CONNECT_TIMEOUT_S = 2;
/** Longest statement the server runs for us (nothing of ours legitimately takes longer). */
const STATEMENT_TIMEOUT_MS = 30_000;

/**
 * Seconds before the next connection attempt after `retries` failed ones: doubling from 50 ms, at
 * most 1 s, with jitter so that processes do not reconnect in step. postgres.js's default grows as
 * 3^retries up to 20 s and its count is shared by a pool, so after a 10 s outage the probe's only
 * connection could wait 20 s to try again, and the app read as down long after the database was
 * back. Failed attempts are cheap (the probe runs every 0.5 s and API calls answer 503 without
 * touching the pool while the database is down), so a short cap costs nothing.
 */
export function reconnectBackoff(retries: number): number {
  return Math.min(0.05 * 2 ** retries, 1) * (0.5 + Math.random() / 2);
}

export const MIGRATIONS_FOLDER = resolve(import.meta.dir, '../../drizzle');

/** pg_advisory_lock key that serialises migrations across processes ("convadv1" as a 64-bit int). */
const MIGRATION_LOCK_KEY = '7165066986888918577';

export type DbOptions =
  | { kind: 'postgres'; url: string; maxConnections?: number }
  /** dataDir undefined = in memory (tests). */
  | { kind: 'pglite'; dataDir?: string };

/** Opens the database and brings its schema up to date before anything uses it. */
export async function createDb(options: DbOptions): Promise<Database> {
  return options.kind === 'postgres' ? openPostgres(options.url, options.maxConnections) : openPglite(options.dataDir);
}

async function openPostgres(url: string, maxConnections = 10): Promise<Database> {
  const { default: postgres } = await import('postgres');
  const { drizzle } = await import('drizzle-orm/postgres-js');
  const { migrate } = await import('drizzle-orm/postgres-js/migrator');
  const migrator = postgres(url, { max: 1, onnotice: () => {} });
  try {
    // Several processes may boot at once (WORKERS, a rolling deploy): one migrates at a time, the
    // others wait and then find nothing left to do. The lock is the session's (max: 1 connection).
    await migrator`select pg_advisory_lock(${MIGRATION_LOCK_KEY})`;
    await migrate(drizzle(migrator), { migrationsFolder: MIGRATIONS_FOLDER });
  } finally {
    await migrator.end();
  }
  const client = postgres(url, {
    max: maxConnections,
    onnotice: () => {},
    // A database that does not answer fails queries in seconds instead of queueing them: the API
    // answers 503 and the reply writers retry (docs/decisions.md, "Database outages").
    connect_timeout: CONNECT_TIMEOUT_S,
    backoff: reconnectBackoff,
    connection: { statement_timeout: STATEMENT_TIMEOUT_MS },
  });
  // Through prepareAll: one round trip per query instead of two (see there).
  const db: DB = drizzle(prepareAll(client), { schema });
  const pubsub = {
    // postgres.js keeps one dedicated connection for all LISTENs and re-listens after reconnects.
    async listen(channel: string, onMessage: (payload: string) => void) {
      const { unlisten } = await client.listen(channel, onMessage);
      return unlisten;
    },
    async notify(channel: string, payload: string) {
      await client.notify(channel, payload);
    },
  };
  // The probe has a connection of its own: on the shared pool it would queue behind the app's
  // queries, and a busy pool (hundreds of streams checkpointing) would read as an outage and turn
  // every API call into a 503.
  const newProber = () => postgres(url, { max: 1, idle_timeout: 10, onnotice: () => {}, connect_timeout: CONNECT_TIMEOUT_S, backoff: reconnectBackoff });
  let prober = newProber();
  // A probe that timed out leaves its client reconnecting on its own schedule (and its query queued): the
  // next probe gets a fresh client, so a database that is back is seen at once (a 10 s outage was read as
  // lasting seconds more, past the fault test's bound).
  // The old client is left to close by itself once idle (idle_timeout): ending it while its socket
  // was being reset threw an uncaught ECONNRESET out of postgres.js. At most one renewal per 5 s bounds
  // the clients still reconnecting during a long outage.
  let renewedAt = 0;
  const retired: ReturnType<typeof newProber>[] = [];
  const renewProber = () => {
    if (Date.now() - renewedAt < 5_000) return;
    renewedAt = Date.now();
    retired.push(prober);
    prober = newProber();
  };
  const health = new DbHealth(() => prober`select 1`.execute(), { everyMs: 500, timeoutMs: 500, onTimeout: renewProber });
  return {
    db,
    driver: 'postgres',
    pubsub,
    health,
    close: () => {
      health.stop();
      return Promise.all([client.end({ timeout: 5 }), ...[prober, ...retired].map((p) => p.end({ timeout: 5 }))]).then(() => undefined);
    },
  };
}

async function openPglite(dataDir: string | undefined): Promise<Database> {
  const release = dataDir ? acquireDataDirLock(dataDir) : () => {};
  try {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    const client = dataDir ? new PGlite(dataDir) : new PGlite();
    await client.waitReady;
    const pgliteDb = drizzle(client, { schema });
    await migrate(pgliteDb, { migrationsFolder: MIGRATIONS_FOLDER });
    const db: DB = pgliteDb;
    return {
      db,
      driver: 'pglite',
      pubsub: null,
      health: new DbHealth(null),
      close: async () => {
        try {
          await client.close();
        } finally {
          release();
        }
      },
    };
  } catch (err) {
    release();
    throw err;
  }
}

/** `db.execute` answers an array on postgres.js and `{ rows }` on PGlite (STACK-NOTES §2.2). */
export function rowsOf<T>(result: unknown): T[] {
  if (Array.isArray(result)) return result as T[];
  return ((result as { rows?: T[] }).rows ?? []) as T[];
}
