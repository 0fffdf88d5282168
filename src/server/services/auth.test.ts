import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { authSessions, chatSessions, emailCodes, usageCounters, users } from '../../db/schema';
import { createManualClock, createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { findAgentRow } from './agents';
import type { Actor } from './actor';
import { resolveActor } from './auth-sessions';
import * as auth from './auth';
import { hashSessionToken } from '../auth/tokens';
import { localDate } from '../lib/local-time';

const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
let t: TestDeps;
let ipCounter = 0;
/** A fresh client IP per call keeps the per-IP limits out of tests about other rules. */
const req = () => ({ ip: `10.0.0.${++ipCounter}`, userAgent: 'test' });

beforeAll(async () => {
  t = await createTestDeps({ clock });
});
afterAll(() => t.close());

async function actorFor(token: string): Promise<Actor> {
  const actor = await resolveActor(t.deps.db, token, clock.now());
  if (!actor) throw new Error('no actor for token');
  return actor;
}

async function expectCode(promise: Promise<unknown>, code: string) {
  await expect(promise).rejects.toMatchObject({ code });
}

async function requestCode(email: string): Promise<string> {
  await auth.sendLoginCode(t.deps, req(), { email });
  const code = t.lastCodeFor(email);
  if (!code) throw new Error('no code logged');
  return code;
}

describe('guests', () => {
  test('a guest gets a session token (stored hashed) and SPEC usage limits', async () => {
    const { user, token } = await auth.createGuest(t.deps, req(), 'Asia/Tokyo');
    expect(user.is_temporary).toBe(true);
    expect(user.token).toBe(token);
    expect(Buffer.from(token, 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(user.usage_limits.send_message).toMatchObject({ current_usage: 0, max_usage: 3, can_use: true });
    expect(user.usage_limits.send_message_for_practice).toMatchObject({ current_usage: 0, max_usage: 10, can_use: true });
    // Next reset is the user's next local midnight: 2026-05-05 00:00 in Tokyo.
    expect(user.usage_limits.send_message.next_reset_time).toBe('2026-05-04T15:00:00.000Z');
    const [row] = await t.deps.db.select().from(authSessions).where(eq(authSessions.userId, user.id));
    expect(row?.tokenHash).toBe(hashSessionToken(token));
    expect(row?.tokenHash).not.toContain(token);
  });

  test('status without a session is auth.unauthorized; with one it is the user without a token', async () => {
    await expectCode(auth.getAuthStatus(t.deps, null), 'auth.unauthorized');
    const { token } = await auth.createGuest(t.deps, req());
    const status = await auth.getAuthStatus(t.deps, await actorFor(token));
    expect(status.token).toBeNull();
    expect(status.is_temporary).toBe(true);
  });

  test('guest creation is rate-limited per IP with a Retry-After', async () => {
    const sameIp = { ip: '192.0.2.77', userAgent: null };
    for (let i = 0; i < 30; i++) await auth.createGuest(t.deps, sameIp);
    const error = await auth.createGuest(t.deps, sameIp).catch((e) => e);
    expect(error.code).toBe('common.rate_limited');
    expect(error.retryAfter).toBeGreaterThan(0);
    // Another IP is unaffected.
    await auth.createGuest(t.deps, req());
  });
});

describe('email codes', () => {
  test('a code is 6 digits, stored as an HMAC, and signs in once', async () => {
    const email = 'once@example.com';
    const code = await requestCode(email);
    expect(code).toMatch(/^\d{6}$/);
    const [stored] = await t.deps.db.select().from(emailCodes).where(eq(emailCodes.email, email));
    expect(stored?.codeHash).not.toContain(code);
    const { user } = await auth.loginWithCode(t.deps, null, req(), { email, verification_code: code });
    expect(user).toMatchObject({ email, is_temporary: false });
    expect(user.usage_limits.send_message.max_usage).toBe(5);
    await expectCode(auth.loginWithCode(t.deps, null, req(), { email, verification_code: code }), 'auth.invalid_code');
  });

  test('a code expires after 10 minutes', async () => {
    const email = 'expiry@example.com';
    const code = await requestCode(email);
    clock.advance(10 * 60_000 + 1);
    await expectCode(auth.loginWithCode(t.deps, null, req(), { email, verification_code: code }), 'auth.invalid_code');
  });

  test('five wrong tries kill the code, even the right one after them', async () => {
    const email = 'tries@example.com';
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      await expectCode(auth.loginWithCode(t.deps, null, req(), { email, verification_code: wrong }), 'auth.invalid_code');
    }
    await expectCode(auth.loginWithCode(t.deps, null, req(), { email, verification_code: code }), 'auth.too_many_attempts');
  });

  test('parallel guesses cannot exceed the try limit', async () => {
    const email = 'parallel@example.com';
    const code = await requestCode(email);
    const wrong = code === '000000' ? '111111' : '000000';
    const results = await Promise.allSettled(
      Array.from({ length: 12 }, () => auth.loginWithCode(t.deps, null, req(), { email, verification_code: wrong })),
    );
    const codes = results.map((r) => (r.status === 'rejected' ? (r.reason as { code: string }).code : 'ok'));
    expect(codes.filter((c) => c === 'auth.invalid_code').length).toBe(5);
    expect(codes.filter((c) => c === 'auth.too_many_attempts').length).toBe(7);
  });

  test('a resend within 60 s is refused; after it the old code stops working', async () => {
    const email = 'resend@example.com';
    const first = await requestCode(email);
    const error = await auth.sendLoginCode(t.deps, req(), { email }).catch((e) => e);
    expect(error.code).toBe('auth.code_already_sent');
    expect(error.retryAfter).toBe(60);
    clock.advance(60_000);
    const second = await requestCode(email);
    if (first !== second) {
      await expectCode(auth.loginWithCode(t.deps, null, req(), { email, verification_code: first }), 'auth.invalid_code');
    }
    await auth.loginWithCode(t.deps, null, req(), { email, verification_code: second });
  });

  test('the answer is the same for a known and an unknown email', async () => {
    const known = 'known@example.com';
    await auth.loginWithCode(t.deps, null, req(), { email: known, verification_code: await requestCode(known) });
    clock.advance(61_000);
    const forKnown = await auth.sendLoginCode(t.deps, req(), { email: known });
    const forUnknown = await auth.sendLoginCode(t.deps, req(), { email: 'nobody@example.com' });
    expect(forKnown).toEqual(forUnknown);
    expect(t.lastCodeFor('nobody@example.com')).toMatch(/^\d{6}$/);
  });

  test('codes: 5 an hour per (address, IP), 10 an hour per address from anywhere', async () => {
    const email = 'capped@example.com';
    const home = { ip: '192.0.2.10', userAgent: null };
    for (let i = 0; i < 5; i++) {
      await auth.sendLoginCode(t.deps, home, { email });
      clock.advance(61_000);
    }
    await expectCode(auth.sendLoginCode(t.deps, home, { email }), 'auth.too_many_attempts');
    // The address's bucket: 10 at once, then one every 6 minutes (the 60 s resend gap lets one
    // more trickle in while these are sent): 6 more from other IPs, then refused.
    let others = 0;
    for (;;) {
      const answer = await auth.sendLoginCode(t.deps, req(), { email }).catch((e) => e);
      if (answer.code) {
        expect(answer.code).toBe('auth.too_many_attempts');
        break;
      }
      others++;
      clock.advance(61_000);
    }
    expect(others).toBe(6);
    clock.advance(60 * 60_000);
  });

  test("a stranger's wrong codes from elsewhere never stop the owner's fresh code (no lockout)", async () => {
    const email = 'victim@example.com';
    const stranger = { ip: '203.0.113.66', userAgent: null };
    for (let i = 0; i < 30; i++) {
      clock.advance(20 * 60_000); // past any delay, so every try is a real guess
      await auth.loginWithCode(t.deps, null, stranger, { email, verification_code: '123456' }).catch(() => {});
    }
    const owner = { ip: '198.51.100.1', userAgent: null };
    await auth.sendLoginCode(t.deps, owner, { email });
    const signed = await auth.loginWithCode(t.deps, null, owner, { email, verification_code: t.lastCodeFor(email)! });
    expect(signed.user.email).toBe(email);
  });

  test('wrong codes from one (address, IP) get growing delays past the first 5; other IPs are not slowed', async () => {
    const email = 'slow@example.com';
    const ip = { ip: '203.0.113.77', userAgent: null };
    const wrongTry = () => auth.loginWithCode(t.deps, null, ip, { email, verification_code: '654321' }).catch((e) => e);
    for (let i = 0; i < 6; i++) expect((await wrongTry()).code).toBe('auth.invalid_code');
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) {
      const waiting = await wrongTry();
      expect(waiting.code).toBe('auth.too_many_attempts');
      delays.push(waiting.retryAfter);
      clock.advance(waiting.retryAfter * 1000);
      expect((await wrongTry()).code).toBe('auth.invalid_code');
    }
    expect(delays).toEqual([1, 2, 4, 8]);
    // The owner, elsewhere, is not slowed down, and signing in clears its own record.
    const owner = { ip: '198.51.100.2', userAgent: null };
    await auth.sendLoginCode(t.deps, owner, { email });
    await auth.loginWithCode(t.deps, null, owner, { email, verification_code: t.lastCodeFor(email)! });
  });

  test('code requests are capped per IP', async () => {
    const ip = { ip: '198.51.100.9', userAgent: null };
    for (let i = 0; i < 20; i++) await auth.sendLoginCode(t.deps, ip, { email: `cap${i}@example.com` });
    await expectCode(auth.sendLoginCode(t.deps, ip, { email: 'cap-last@example.com' }), 'auth.too_many_attempts');
  });
});

describe('sessions', () => {
  test('login rotates the token and logout revokes it', async () => {
    const guest = await auth.createGuest(t.deps, req());
    const email = 'rotate@example.com';
    const signedIn = await auth.loginWithCode(t.deps, await actorFor(guest.token), req(), {
      email,
      verification_code: await requestCode(email),
    });
    expect(signedIn.token).not.toBe(guest.token);
    expect(await resolveActor(t.deps.db, guest.token, clock.now())).toBeNull();
    const actor = await actorFor(signedIn.token);
    await auth.logout(t.deps, actor);
    expect(await resolveActor(t.deps.db, signedIn.token, clock.now())).toBeNull();
  });

  test('sessions expire after 30 days', async () => {
    const { token } = await auth.createGuest(t.deps, req());
    clock.advance(30 * 24 * 60 * 60_000 + 1);
    expect(await resolveActor(t.deps.db, token, clock.now())).toBeNull();
  });

  test('a guest signing in as a new email becomes that account, keeping its chats', async () => {
    const guest = await auth.createGuest(t.deps, req());
    const agent = await findAgentRow(t.deps.db, 'chat-advisor');
    await t.deps.db.insert(chatSessions).values({ userId: guest.user.id, agentId: agent!.id, name: 'Guest chat' });
    const email = 'fresh-account@example.com';
    const { user } = await auth.loginWithCode(t.deps, await actorFor(guest.token), req(), {
      email,
      verification_code: await requestCode(email),
    });
    expect(user.id).toBe(guest.user.id);
    expect(user.is_temporary).toBe(false);
    const chats = await t.deps.db.select().from(chatSessions).where(eq(chatSessions.userId, user.id));
    expect(chats.map((c) => c.name)).toEqual(['Guest chat']);
  });

  test("a guest signing in to an existing account moves its chats and usage there and disappears", async () => {
    const email = 'existing@example.com';
    const account = await auth.loginWithCode(t.deps, null, req(), { email, verification_code: await requestCode(email) });
    clock.advance(61_000);
    const guest = await auth.createGuest(t.deps, req());
    const agent = await findAgentRow(t.deps.db, 'chat-advisor');
    await t.deps.db.insert(chatSessions).values({ userId: guest.user.id, agentId: agent!.id, name: 'Before login' });
    const day = localDate(clock.now(), 'UTC');
    await t.deps.db.insert(usageCounters).values({ userId: guest.user.id, feature: 'send_message', day, count: 2 });
    const { user } = await auth.loginWithCode(t.deps, await actorFor(guest.token), req(), {
      email,
      verification_code: await requestCode(email),
    });
    expect(user.id).toBe(account.user.id);
    const chats = await t.deps.db.select().from(chatSessions).where(eq(chatSessions.userId, account.user.id));
    expect(chats.map((c) => c.name)).toContain('Before login');
    expect(await t.deps.db.select().from(users).where(eq(users.id, guest.user.id))).toEqual([]);
    const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, account.user.id));
    expect(usage?.count).toBe(2);
  });

  test('timezone is validated and stored', async () => {
    const { token } = await auth.createGuest(t.deps, req());
    const actor = await actorFor(token);
    await auth.setTimezone(t.deps, actor, { timezone: 'Europe/Berlin' });
    const [row] = await t.deps.db.select().from(users).where(eq(users.id, actor.user.id));
    expect(row?.timezone).toBe('Europe/Berlin');
    await expectCode(auth.setTimezone(t.deps, null, { timezone: 'UTC' }), 'auth.unauthorized');
  });
});
