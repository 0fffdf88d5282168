import { describe, expect, test } from 'bun:test';
import { eq, sql } from 'drizzle-orm';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { createDb, rowsOf } from './client';
import { users } from './schema';

// postgres.js only (PGlite runs in-process: no round trips to save).
describe.skipIf(!process.env.TEST_DATABASE_URL)('queries on Postgres are prepared statements', () => {
  test('a query is prepared once per connection and reused, in and outside transactions', async () => {
    const server = await createTestDatabase();
    // One connection, so every query below lands on the one whose statements we read.
    const database = await createDb({ kind: 'postgres', url: server.url!, maxConnections: 1 });
    try {
      const { db } = database;
      for (const email of ['a@example.com', 'b@example.com', 'c@example.com']) {
        await db.select({ id: users.id }).from(users).where(eq(users.email, email));
      }
      await db.transaction(async (tx) => {
        await tx.execute(sql`select ${'in a transaction'}::text as marker_tx`);
        await tx.execute(sql`select ${'again'}::text as marker_tx`);
      });
      const statements = rowsOf<{ statement: string }>(
        await db.execute(sql`select statement from pg_prepared_statements where statement not like '%pg_prepared_statements%'`),
      ).map((r) => r.statement);
      // Unprepared (drizzle's default), none would be listed; prepared, each text once.
      expect(statements.filter((s) => s.includes('from "users"'))).toHaveLength(1);
      expect(statements.filter((s) => s.includes('marker_tx'))).toHaveLength(1);
    } finally {
      await database.close();
      await server.close();
    }
  });
});
