import { randomBytes } from 'node:crypto';
import postgres from 'postgres';
import { createDb } from '../../src/db/client';
import { seedCatalogue } from '../../src/db/seed/seed';
import type { Database } from '../../src/db/types';

/**
 * A fresh, migrated and seeded database for one test file: in-memory PGlite by default, or a
 * brand-new database on the server named by TEST_DATABASE_URL (dropped on close), so runs in
 * parallel or after each other never see each other's rows.
 */
export async function createTestDatabase(): Promise<Database & { url?: string }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) {
    const database = await createDb({ kind: 'pglite' });
    await seedCatalogue(database.db);
    return database;
  }
  const name = `t_${process.pid}_${randomBytes(6).toString('hex')}`;
  const admin = postgres(serverUrl, { max: 1, onnotice: () => {} });
  await admin.unsafe(`create database "${name}"`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  const database = await createDb({ kind: 'postgres', url: url.toString(), maxConnections: 5 });
  await seedCatalogue(database.db);
  return {
    ...database,
    url: url.toString(),
    close: async () => {
      await database.close();
      await admin.unsafe(`drop database if exists "${name}" with (force)`);
      await admin.end();
    },
  };
}
