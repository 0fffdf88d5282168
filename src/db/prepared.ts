import type { Executor } from './types';

/**
 * Hot statements, built once per database instead of on every call. drizzle's query builder
 * allocates tens of kilobytes per statement it turns into SQL (a wide select ~55 KB, a join
 * ~160 KB, measured); a prepared one costs ~3 KB per execution. On the send path (~20
 * statements) that garbage was ~1.2 MB per message, enough to grow the heap of a server opening
 * streams in a burst (bench streams: memory per open stream).
 *
 * Keyed by executor: the database gets one statement per name for its lifetime; a transaction
 * (its own connection) builds its own the first time and drops them with it. Values that vary
 * per call must be `sql.placeholder(…)`s, filled by `execute({ … })`; placeholders skip the
 * columns' encoders, so pass what the driver takes as is (strings, numbers, ISO timestamps).
 */
const statements = new WeakMap<Executor, Map<string, unknown>>();

/** Statements built so far (tests check that repeated calls build none). */
export const preparedStats = { builds: 0 };

export function prepared<T>(db: Executor, name: string, build: (db: Executor) => T): T {
  let byName = statements.get(db);
  if (!byName) statements.set(db, (byName = new Map()));
  let statement = byName.get(name) as T | undefined;
  if (statement === undefined) {
    statement = build(db);
    preparedStats.builds++;
    byName.set(name, statement);
  }
  return statement;
}
