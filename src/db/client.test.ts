import { describe, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '../../tests/helpers/test-db';
import { createDb, rowsOf } from './client';
import { acquireDataDirLock } from './lock';
import { agents, simulators, users } from './schema';
import { seedCatalogue } from './seed/seed';

describe('embedded PGlite on disk', () => {
  test('migrates, keeps data across restarts, and refuses a second opener', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'pg-'));
    const dataDir = join(dir, 'pg');
    try {
      const first = await createDb({ kind: 'pglite', dataDir });
      await first.db.insert(users).values({ email: 'kept@example.com', isTemporary: false });
      expect(existsSync(`${dataDir}.lock`)).toBe(true);
      // While the lock is held, another process gets a clear error instead of a corrupt database.
      await expect(openFromAnotherProcess(dataDir)).resolves.toContain('is in use by process');
      await first.close();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);

      const second = await createDb({ kind: 'pglite', dataDir }); // migrations re-run as a no-op
      const rows = await second.db.select({ email: users.email }).from(users);
      expect(rows).toEqual([{ email: 'kept@example.com' }]);
      await second.close();
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  }, 60_000);

  test('a lock left by a dead process is taken over', () => {
    const dir = mkdtempSync(join(tmpdir(), 'lock-'));
    const dataDir = join(dir, 'pg');
    try {
      writeFileSync(`${dataDir}.lock`, '999999999');
      const release = acquireDataDirLock(dataDir);
      expect(Bun.file(`${dataDir}.lock`).size).toBeGreaterThan(0);
      release();
      expect(existsSync(`${dataDir}.lock`)).toBe(false);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});

/** Runs createDb in a child process and returns its error text (or 'opened'). */
async function openFromAnotherProcess(dataDir: string): Promise<string> {
  const script = `
    import { createDb } from ${JSON.stringify(join(import.meta.dir, 'client.ts'))};
    try { const d = await createDb({ kind: 'pglite', dataDir: ${JSON.stringify(dataDir)} }); await d.close(); console.log('opened'); }
    catch (e) { console.log(String(e.message)); }`;
  const proc = Bun.spawn(['bun', '-e', script], { stdout: 'pipe', stderr: 'pipe' });
  const out = await new Response(proc.stdout).text();
  await proc.exited;
  return out.trim();
}

describe('test databases (PGlite, or Postgres when TEST_DATABASE_URL is set)', () => {
  test('each is fresh, migrated and seeded; the seed is idempotent', async () => {
    const a = await createTestDatabase();
    const b = await createTestDatabase();
    try {
      await a.db.insert(users).values({ email: 'only-in-a@example.com' });
      expect(await b.db.select().from(users)).toEqual([]);
      await seedCatalogue(a.db);
      await seedCatalogue(a.db);
      expect((await a.db.select().from(agents)).length).toBe(15);
      expect((await a.db.select().from(simulators)).length).toBe(4);
      const result = rowsOf<{ n: number }>(await a.db.execute(sql`select count(*)::int as n from agents where removed`));
      expect(result[0]?.n).toBe(3);
      expect(a.driver).toBe(process.env.TEST_DATABASE_URL ? 'postgres' : 'pglite');
    } finally {
      await a.close();
      await b.close();
    }
  }, 60_000);
});

describe('the database probe on Postgres', () => {
  // Every connection of the pool busy is load, not an outage: the probe must still say "up".
  test.if(Boolean(process.env.TEST_DATABASE_URL))('answers while every pooled connection is busy', async () => {
    const fresh = await createTestDatabase();
    const busy = await createDb({ kind: 'postgres', url: fresh.url!, maxConnections: 1 });
    try {
      // Drizzle's query runs when awaited: Promise.resolve starts it; then let it take the connection.
      const sleeping = Promise.resolve(busy.db.execute(sql`select pg_sleep(1.5)`));
      await Bun.sleep(100);
      expect(await busy.health.check()).toBe(true);
      expect(busy.health.up).toBe(true);
      await sleeping;
    } finally {
      await busy.close();
      await fresh.close();
    }
  }, 60_000);
});

describe('reconnect backoff (postgres.js)', () => {
  test('grows from tens of milliseconds and never waits more than a second, whatever the count of failures', async () => {
    const { reconnectBackoff } = await import('./client');
    for (let retries = 0; retries <= 40; retries++) {
      for (let trial = 0; trial < 20; trial++) {
        const s = reconnectBackoff(retries);
        expect(s).toBeGreaterThan(0);
        expect(s).toBeLessThanOrEqual(1);
      }
    }
    expect(reconnectBackoff(1)).toBeLessThanOrEqual(0.1);
    // postgres.js's default would be 7–14 s after seven failures; ours is at most a second.
    expect(reconnectBackoff(7)).toBeGreaterThanOrEqual(0.5);
  });
});
