import { afterAll, beforeAll, expect, test } from 'bun:test';
import type { Database } from '../../db/types';
import { createTestDatabase } from '../../../tests/helpers/test-db';
import { AppError } from '../errors';
import { hitRateLimit } from './rate-limit';

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const RULE = { limit: 30, windowMs: 10 * 60_000 };

async function outcome(key: string, at: Date): Promise<'ok' | number> {
  try {
    await hitRateLimit(database.db, at, { key, ...RULE });
    return 'ok';
  } catch (err) {
    expect(err).toBeInstanceOf(AppError);
    return (err as AppError).retryAfter ?? -1;
  }
}

test('a burst straddling a 10-minute boundary gets the bucket, not two windows', async () => {
  const edge = Date.UTC(2026, 0, 1, 12, 0, 0); // a multiple of 10 minutes
  const before = await Promise.all(Array.from({ length: 30 }, () => outcome('edge', new Date(edge - 1000))));
  const after = await Promise.all(Array.from({ length: 3 }, () => outcome('edge', new Date(edge + 1000))));
  expect(before.filter((o) => o === 'ok')).toHaveLength(30);
  // Fixed windows let these 3 through; the bucket has refilled nothing in 2 s (one token per 20 s).
  expect(after).toEqual([18, 18, 18]);
});

test('the bucket refills one token per window/limit, and a refused call takes none', async () => {
  const t0 = Date.UTC(2026, 0, 2);
  for (let i = 0; i < 30; i++) expect(await outcome('refill', new Date(t0))).toBe('ok');
  for (let i = 0; i < 5; i++) expect(await outcome('refill', new Date(t0 + 1000))).toBe(19);
  expect(await outcome('refill', new Date(t0 + 20_000))).toBe('ok');
  expect(await outcome('refill', new Date(t0 + 20_000))).toBe(20);
  // After a whole window of quiet, a full burst again.
  const later = t0 + 20_000 + RULE.windowMs;
  for (let i = 0; i < 30; i++) expect(await outcome('refill', new Date(later))).toBe('ok');
  expect(await outcome('refill', new Date(later))).toBe(20);
});
