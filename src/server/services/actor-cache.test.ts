import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { authSessions, users } from '../../db/schema';
import { createManualClock, createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { ACTOR_CACHE_MS } from './actor-cache';
import { resolveActor } from './auth-sessions';
import { createGuest } from './auth';

const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
let t: TestDeps;
let ip = 0;
const guest = () => createGuest(t.deps, { ip: `10.1.0.${++ip}`, userAgent: null });
const revoke = (authSessionId: string) => t.deps.db.update(authSessions).set({ revokedAt: clock.now() }).where(eq(authSessions.id, authSessionId));

beforeAll(async () => {
  t = await createTestDeps({ clock });
});
afterAll(() => t.close());

describe('verified tokens of reads (actor cache)', () => {
  test('a revocation made elsewhere is seen by reads within ACTOR_CACHE_MS, by writes at once', async () => {
    const { token } = await guest();
    const actor = await resolveActor(t.deps.db, token, clock.now(), 'read');
    expect(actor).not.toBeNull();
    await revoke(actor!.authSessionId); // as another process would
    await Bun.sleep(ACTOR_CACHE_MS + 50);
    expect(await resolveActor(t.deps.db, token, clock.now(), 'read')).toBeNull();
    const second = await guest();
    const secondActor = await resolveActor(t.deps.db, second.token, clock.now(), 'read');
    await revoke(secondActor!.authSessionId);
    expect(await resolveActor(t.deps.db, second.token, clock.now(), 'write')).toBeNull();
    // The refused write forgot the token: reads are refused at once too.
    expect(await resolveActor(t.deps.db, second.token, clock.now(), 'read')).toBeNull();
  });

  test("a user's write makes that user's reads see the user's row as it is now", async () => {
    const { token } = await guest();
    const before = await resolveActor(t.deps.db, token, clock.now(), 'read');
    expect(before!.user.restrictedUntil).toBeNull();
    const until = new Date(clock.now().getTime() + 3600_000);
    await t.deps.db.update(users).set({ restrictedUntil: until }).where(eq(users.id, before!.user.id));
    // Writes never use the cache; and after one by this user, this user's reads query again.
    expect((await resolveActor(t.deps.db, token, clock.now(), 'write'))!.user.restrictedUntil).toEqual(until);
    expect((await resolveActor(t.deps.db, token, clock.now(), 'read'))!.user.restrictedUntil).toEqual(until);
  });

  test('expiry is checked against the clock on every cached use', async () => {
    const { token } = await guest();
    expect(await resolveActor(t.deps.db, token, clock.now(), 'read')).not.toBeNull();
    clock.advance(31 * 24 * 3600_000);
    expect(await resolveActor(t.deps.db, token, clock.now(), 'read')).toBeNull();
  });

  test('a read of a revoked token after the write that revoked it (sign-out over HTTP) is refused', async () => {
    const { token } = await guest();
    const headers = { authorization: `Bearer ${token}` };
    const { createApp } = await import('../app');
    const app = createApp(t.deps);
    expect((await app.handle(new Request('http://localhost/api/session', { headers }))).status).toBe(200);
    const out = await app.handle(new Request('http://localhost/api/auth/logout', { method: 'POST', headers: { ...headers, 'content-type': 'application/json' }, body: '{}' }));
    expect(out.status).toBeLessThan(300);
    expect((await app.handle(new Request('http://localhost/api/session', { headers }))).status).toBe(401);
  });
});
