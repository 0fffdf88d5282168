import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { createDb } from '../../src/db/client';
import type { Database } from '../../src/db/types';
import { createTestDatabase } from '../helpers/test-db';

/**
 * A Postgres backend that dies under a transaction (a restart, a failover, an administrator's
 * terminate) fails that transaction and nothing else. postgres.js 3.4.9 flushed the transaction's
 * own ROLLBACK from a timer onto the closed socket, a throw no caller could catch, which ended the
 * process; patches/postgres@3.4.9.patch settles that write (docs/decisions.md "Database outage").
 */
describe.skipIf(!process.env.TEST_DATABASE_URL)('a Postgres backend lost mid-transaction', () => {
  let owner: Database & { url?: string };
  let app: Database;
  const uncaught: unknown[] = [];
  const record = (error: unknown) => uncaught.push(error);

  beforeAll(async () => {
    owner = await createTestDatabase();
    app = await createDb({ kind: 'postgres', url: owner.url!, maxConnections: 2 });
    process.on('uncaughtException', record);
  });
  afterAll(async () => {
    process.off('uncaughtException', record);
    await app.close();
    await owner.close();
  });

  async function backendKilledDuringTransaction(): Promise<unknown> {
    let pid: number | null = null;
    const transaction = app.db.transaction(async (tx) => {
      const rows = await tx.execute<{ pid: number }>(sql`select pg_backend_pid() as pid`);
      pid = Number((rows as unknown as { pid: number }[])[0]!.pid);
      await tx.execute(sql`select pg_sleep(5)`);
    });
    const outcome = transaction.then(
      () => null,
      (error: unknown) => error,
    );
    while (pid === null) await Bun.sleep(10);
    await owner.db.execute(sql`select pg_terminate_backend(${pid})`);
    return outcome;
  }

  test('the transaction rejects, no error escapes to the process, and the pool answers again', async () => {
    for (let round = 0; round < 3; round++) {
      const error = await backendKilledDuringTransaction();
      expect(error).toBeInstanceOf(Error);
      await Bun.sleep(50); // the timer that used to throw runs by then
      expect(uncaught).toEqual([]);
      const answers: unknown[] = [];
      for (let attempt = 0; attempt < 5 && answers.length === 0; attempt++) {
        const rows = await app.db.execute<{ n: number }>(sql`select 1 as n`).catch(() => null);
        if (rows) answers.push(...(rows as unknown as { n: number }[]).map((r) => r.n));
      }
      expect(answers).toEqual([1]);
    }
  });
});
