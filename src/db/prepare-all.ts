import type { Sql } from 'postgres';

/**
 * Makes every query drizzle sends through postgres.js a prepared statement. drizzle runs the
 * queries it did not name with `unsafe(text, params, { prepare: false })` (drizzle-orm#6096), and
 * postgres.js sends such a query with parameters as Parse + Describe, waits for the parameter
 * types, then sends Bind + Execute: two round trips and two socket writes per query, and the
 * connection's pipeline stalls in between. Prepared, the first use of a text is described once
 * per connection and every later use is a single Bind + Execute.
 *
 * postgres.js caches statements per connection by text without eviction (its own default for its
 * tagged templates), so statement texts must not vary with data: values are always parameters,
 * and lists of unbounded length are one array or JSON parameter (the orphan sweep, checkpoints).
 */
export function prepareAll<T extends Sql>(client: T): T {
  return new Proxy(client, {
    get(target, property) {
      if (property === 'unsafe') {
        return (query: string, params?: unknown[], options?: Record<string, unknown>) =>
          target.unsafe(query, params as never, { ...options, prepare: true });
      }
      // A transaction or savepoint hands its callback a connection-bound client: wrap that too.
      if (property === 'begin' || property === 'savepoint') {
        return (...args: unknown[]) => {
          const callback = args.pop() as (tx: Sql) => unknown;
          const method = Reflect.get(target, property, target) as (...a: unknown[]) => unknown;
          return method.apply(target, [...args, (tx: Sql) => callback(prepareAll(tx))]);
        };
      }
      const value = Reflect.get(target, property, target);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
}
