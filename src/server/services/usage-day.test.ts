import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { users } from '../../db/schema';
import { createManualClock } from '../lib/clock';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { AppError } from '../errors';
import { setTimezone } from './auth';
import { readUsageLimits, reserveUsage } from './usage';

const clock = createManualClock(new Date('2026-03-10T12:00:00Z'));
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps({ clock });
});
afterAll(() => t.close());

async function guest(timezone = 'UTC') {
  const [row] = await t.deps.db.insert(users).values({ isTemporary: true, timezone, createdAt: clock.now(), updatedAt: clock.now() }).returning();
  return row!;
}
const reload = async (id: string) => (await t.deps.db.select().from(users).where(eq(users.id, id)))[0]!;
const actorOf = (user: Awaited<ReturnType<typeof reload>>) => ({ user, authSessionId: crypto.randomUUID() });

async function send(id: string): Promise<'ok' | string> {
  try {
    await reserveUsage(t.deps.db, await reload(id), 'guest', 'send_message', clock.now());
    return 'ok';
  } catch (err) {
    return (err as AppError).code;
  }
}

test('a guest who used its 3 messages cannot get 3 more by moving to Pacific/Kiritimati', async () => {
  clock.set(new Date('2026-03-10T12:00:00Z'));
  const user = await guest();
  for (let i = 0; i < 3; i++) expect(await send(user.id)).toBe('ok');
  await setTimezone(t.deps, actorOf(await reload(user.id)), { timezone: 'Pacific/Kiritimati' });
  expect(await send(user.id)).toBe('usage.limit_reached_guest');
  // The day in progress lasts until Kiritimati's first midnight after the UTC one (10:00 UTC).
  const limits = await readUsageLimits(t.deps.db, await reload(user.id), 'guest', clock.now());
  expect(limits.send_message).toMatchObject({ current_usage: 3, can_use: false, next_reset_time: '2026-03-11T10:00:00.000Z' });
  clock.set(new Date('2026-03-11T09:59:00Z'));
  expect(await send(user.id)).toBe('usage.limit_reached_guest');
  clock.set(new Date('2026-03-11T10:00:00Z'));
  expect(await send(user.id)).toBe('ok'); // a new day in the new zone
  const after = await readUsageLimits(t.deps.db, await reload(user.id), 'guest', clock.now());
  expect(after.send_message).toMatchObject({ current_usage: 1, next_reset_time: '2026-03-12T10:00:00.000Z' });
});

test('hopping back and forth only ever lengthens the day', async () => {
  clock.set(new Date('2026-03-10T12:00:00Z'));
  const user = await guest();
  expect(await send(user.id)).toBe('ok');
  for (const zone of ['Pacific/Kiritimati', 'UTC', 'Pacific/Honolulu', 'Pacific/Kiritimati']) {
    clock.advance(60 * 60_000);
    await setTimezone(t.deps, actorOf(await reload(user.id)), { timezone: zone });
  }
  const limits = await readUsageLimits(t.deps.db, await reload(user.id), 'guest', clock.now());
  expect(limits.send_message.current_usage).toBe(1);
  expect(new Date(limits.send_message.next_reset_time).getTime()).toBeGreaterThanOrEqual(Date.parse('2026-03-11T00:00:00Z'));
});

test('a user with nothing counted today switches at once', async () => {
  clock.set(new Date('2026-03-10T12:00:00Z'));
  const user = await guest();
  await setTimezone(t.deps, actorOf(user), { timezone: 'Pacific/Kiritimati' });
  const limits = await readUsageLimits(t.deps.db, await reload(user.id), 'guest', clock.now());
  expect(limits.send_message).toMatchObject({ current_usage: 0, next_reset_time: '2026-03-11T10:00:00.000Z' });
  expect((await reload(user.id)).heldDay).toBeNull();
});
