import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createTRPCClient, httpBatchLink, TRPCClientError } from '@trpc/client';
import { createLocalJWKSet, exportJWK, generateKeyPair, SignJWT } from 'jose';
import superjson from 'superjson';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { count } from 'drizzle-orm';
import { users } from '../../src/db/schema';
import { createApp } from '../../src/server/app';
import type { AppRouter } from '../../src/server/trpc/router';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

let t: TestDeps;
let privateKey: CryptoKey;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  privateKey = keys.privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'test-key', alg: 'RS256' };
  t = await createTestDeps({ google: { clientId: 'our-client-id', keys: createLocalJWKSet({ keys: [jwk] }) } });
});
afterAll(() => t.close());

async function signIn(c: ReturnType<typeof createHttpClient>, email: string) {
  expect((await c.request('POST', '/api/auth/email/send-verification-code', { body: { email } })).status).toBe(200);
  return c.request('POST', '/api/auth/email/login', { body: { email, verification_code: t.lastCodeFor(email.trim().toLowerCase()) } });
}

describe('a page view makes no guest (docs/decisions.md: the guest is made by the first action)', () => {
  // A built client stand-in, so the page routes answer with the app shell.
  let site: TestDeps;
  let clientDir: string;
  beforeAll(async () => {
    clientDir = mkdtempSync(join(tmpdir(), 'client-'));
    writeFileSync(join(clientDir, 'index.html'), '<!doctype html><div id="root"></div>');
    site = await createTestDeps({ config: { clientDir } });
  });
  afterAll(async () => {
    await site.close();
    rmSync(clientDir, { recursive: true, force: true });
  });
  const userRows = async () => (await site.deps.db.select({ n: count() }).from(users))[0]?.n ?? 0;

  test('pages and the session check answer without a 401 and create no user row; createGuest then makes one', async () => {
    const c = createHttpClient(site.deps);
    const before = await userRows();
    for (const path of ['/', '/chat/chat-advisor', '/privacy-policy', '/price']) {
      const page = await c.request('GET', path);
      expect(page.status).toBe(200);
      expect(page.headers.get('set-cookie')).toBeNull();
    }
    // What the app asks on every page view: 200 with no user, not a 401.
    const session = await c.request('GET', '/trpc/auth.session');
    expect(session.status).toBe(200);
    expect(session.json.result.data.json).toBeNull();
    expect(session.headers.get('set-cookie')).toBeNull();
    // A simulator agent's blank chat lists its simulators (catalogue data) without a session too.
    const input = encodeURIComponent(JSON.stringify({ json: { agentId: 'love-signals-detector' } }));
    const simulators = await c.request('GET', `/trpc/simulator.ofAgent?input=${input}`);
    expect(simulators.status).toBe(200);
    expect(simulators.json.result.data.json.length).toBeGreaterThan(0);
    expect(await userRows()).toBe(before);

    const guest = await c.request('POST', '/trpc/auth.createGuest', { body: { json: { timezone: 'Europe/Paris' } } });
    expect(guest.status).toBe(200);
    expect(await userRows()).toBe(before + 1);
    const again = await c.request('GET', '/trpc/auth.session');
    expect(again.json.result.data.json).toMatchObject({ id: guest.json.result.data.json.id, is_temporary: true, token: null });
    expect(await userRows()).toBe(before + 1);
  });
});

describe('REST auth over the envelope', () => {
  test('guest → status → login rotates the cookie → logout clears it', async () => {
    const c = createHttpClient(t.deps);
    const guest = await c.request('POST', '/api/auth/temporary', { body: { timezone: 'Europe/Paris' } });
    expect(guest.status).toBe(200);
    expect(guest.json.result).toMatchObject({ is_temporary: true, usage_limits: { send_message: { max_usage: 3 } } });
    const cookie = guest.headers.get('set-cookie') ?? '';
    expect(cookie).toContain('HttpOnly');
    expect(cookie).toContain('SameSite=Lax');
    expect(cookie).not.toContain('Secure');
    const guestCookie = c.cookie;

    const status = await c.request('GET', '/api/auth/status');
    expect(status.json.result.id).toBe(guest.json.result.id);
    expect(status.json.result.token).toBeNull();

    const login = await signIn(c, 'Person@Example.com ');
    expect(login.status).toBe(200);
    expect(login.json.result).toMatchObject({ email: 'person@example.com', is_temporary: false, id: guest.json.result.id });
    expect(c.cookie).not.toBe(guestCookie);

    // The old guest cookie no longer works.
    const stale = await c.request('GET', '/api/auth/status', { headers: { cookie: guestCookie ?? '' } });
    expect(stale.status).toBe(401);

    const out = await c.request('POST', '/api/auth/logout');
    expect(out.json.result).toEqual({ ok: true });
    expect(out.headers.get('set-cookie')).toContain('Max-Age=0');
    expect((await c.request('GET', '/api/auth/status')).status).toBe(401);
  });

  test('Bearer tokens work for integrators', async () => {
    const c = createHttpClient(t.deps);
    const guest = await c.request('POST', '/api/auth/temporary');
    const token = guest.json.result.token as string;
    const other = createHttpClient(t.deps);
    const status = await other.request('GET', '/api/auth/status', { headers: { authorization: `Bearer ${token}` } });
    expect(status.json.result.id).toBe(guest.json.result.id);
    const bad = await other.request('GET', '/api/auth/status', { headers: { authorization: 'Bearer nonsense' } });
    expect(bad.status).toBe(401);
  });

  test('the cookie is Secure behind https', async () => {
    const secure = await createTestDeps({ config: { publicUrl: 'https://advisor.example' } });
    try {
      const res = await createHttpClient(secure.deps).request('POST', '/api/auth/temporary');
      const cookie = res.headers.get('set-cookie') ?? '';
      expect(cookie.startsWith('__Host-sid=')).toBe(true);
      expect(cookie).toContain('; Secure');
      expect(cookie).toContain('Path=/');
      expect(cookie).not.toContain('Domain');
      // And the prefixed cookie authenticates.
      const status = await createHttpClient(secure.deps).request('GET', '/api/auth/status', { headers: { cookie: cookie.split(';')[0]! } });
      expect(status.status).toBe(200);
    } finally {
      await secure.close();
    }
  });

  test('timezone: validated, needs a session', async () => {
    const c = createHttpClient(t.deps);
    expect((await c.request('PUT', '/api/auth/timezone', { body: { timezone: 'UTC' } })).status).toBe(401);
    await c.request('POST', '/api/auth/temporary');
    expect((await c.request('PUT', '/api/auth/timezone', { body: { timezone: 'Mars/Olympus' } })).json.error.code).toBe(
      'common.invalid_input',
    );
    expect((await c.request('PUT', '/api/auth/timezone', { body: { timezone: 'America/Chicago' } })).json.result).toEqual({ ok: true });
  });
});

describe('Google ID tokens', () => {
  const token = (claims: Record<string, unknown>, options: { aud?: string; iss?: string; exp?: string } = {}) =>
    new SignJWT({ email: 'google.user@example.com', email_verified: true, name: 'Google User', ...claims })
      .setProtectedHeader({ alg: 'RS256', kid: 'test-key' })
      .setIssuer(options.iss ?? 'https://accounts.google.com')
      .setAudience(options.aud ?? 'our-client-id')
      .setSubject('google-sub-1')
      .setIssuedAt()
      .setExpirationTime(options.exp ?? '10m')
      .sign(privateKey);

  test('a valid token signs in and links the Google subject', async () => {
    const c = createHttpClient(t.deps);
    const res = await c.request('POST', '/api/auth/google/callback/id-token', { body: { credential: await token({}) } });
    expect(res.status).toBe(200);
    expect(res.json.result).toMatchObject({ email: 'google.user@example.com', name: 'Google User', is_temporary: false });
    // Form-encoded posts (Google's redirect mode) work too and reach the same account.
    const again = await createHttpClient(t.deps).request('POST', '/api/auth/google/callback/id-token', {
      body: `credential=${await token({})}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(again.json.result.id).toBe(res.json.result.id);
  });

  test('wrong audience, wrong issuer, expired or unverified email are refused', async () => {
    const c = createHttpClient(t.deps);
    for (const credential of [
      await token({}, { aud: 'someone-else' }),
      await token({}, { iss: 'https://evil.example' }),
      await token({}, { exp: '1s' }).then(async (tok) => {
        await Bun.sleep(1100);
        return tok;
      }),
      await token({ email_verified: false }),
    ]) {
      const res = await c.request('POST', '/api/auth/google/callback/id-token', { body: { credential } });
      expect(res.json.error.code).toBe('auth.google_invalid');
    }
  });
});

describe('tRPC over real HTTP', () => {
  test('the typed client signs in and errors carry the catalogue code and text', async () => {
    const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
    let cookie = '';
    const client = createTRPCClient<AppRouter>({
      links: [
        httpBatchLink({
          url: `http://127.0.0.1:${server.server?.port}/trpc`,
          transformer: superjson,
          headers: () => (cookie ? { cookie } : {}),
          fetch: async (url, init) => {
            const res = await fetch(url, init as RequestInit);
            const set = res.headers.get('set-cookie');
            if (set) cookie = set.split(';')[0] ?? '';
            return res;
          },
        }),
      ],
    });
    try {
      const unauth = await client.auth.status.query().catch((e) => e);
      expect(unauth).toBeInstanceOf(TRPCClientError);
      expect(unauth.data).toMatchObject({ appCode: 'auth.unauthorized', httpStatus: 401 });
      expect(unauth.data.stack).toBeUndefined();

      const guest = await client.auth.createGuest.mutate();
      expect(guest.is_temporary).toBe(true);
      expect((await client.auth.status.query()).id).toBe(guest.id);

      const bad = await client.auth.sendCode.mutate({ email: '.x@example.com' }).catch((e) => e);
      expect(bad.data.appCode).toBe('auth.email_leading_period');
      expect(bad.message).toBe('Email cannot start with a period');

      await client.auth.sendCode.mutate({ email: 'trpc@example.com' });
      const wrong = await client.auth.login
        .mutate({ email: 'trpc@example.com', verification_code: t.lastCodeFor('trpc@example.com') === '123456' ? '654321' : '123456' })
        .catch((e) => e);
      expect(wrong.message).toBe('Incorrect or expired verification code');
      const user = await client.auth.login.mutate({ email: 'trpc@example.com', verification_code: t.lastCodeFor('trpc@example.com')! });
      expect(user).toMatchObject({ id: guest.id, email: 'trpc@example.com' });

      const agents = await client.agent.list.query();
      expect(agents).toHaveLength(12);
      expect((await client.agent.byId.query({ id: 'message-decoder' })).name).toBe('Message Decoder');
      const missing = await client.agent.byId.query({ id: 'nope' }).catch((e) => e);
      expect(missing.data).toMatchObject({ appCode: 'agent.not_found', httpStatus: 404 });
      expect(await client.meta.config.query()).toEqual({ ai: 'offline', googleClientId: 'our-client-id', turnstileSiteKey: null });
    } finally {
      await server.stop(true);
    }
  });
});
