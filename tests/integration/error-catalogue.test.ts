import { afterAll, beforeAll, expect, test } from 'bun:test';
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet } from 'jose';
import { createServer } from 'node:net';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Every catalogue code, produced through the public REST API. Adding a code to the catalogue
 * without a way to produce it here fails the last test.
 */
let t: TestDeps;
let google: TestDeps;
let otherKey: CryptoKey;
let ip = 0;
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' };
  t = await createTestDeps({ config: { trustProxy: true } });
  google = await createTestDeps({ google: { clientId: 'client-1', keys: createLocalJWKSet({ keys: [jwk] }) } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const produced = new Set<ErrorCode>();

async function expectError(res: { status: number; json: any }, code: ErrorCode) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.status).toBe(ERRORS[code].status);
  expect(res.json.error.message).toBe(ERRORS[code].message);
  expect(res.json.error.status).toBe(ERRORS[code].status);
  expect(res.json.error).toHaveProperty('tag');
  produced.add(code);
}

test('common.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/no-such-route'), 'common.not_found');
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', { body: '{not json', headers: fromIp() }),
    'common.invalid_input',
  );
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'x'.repeat(2_000_000) }, headers: fromIp() }),
    'common.payload_too_large',
  );
  const limited = { 'x-forwarded-for': '198.18.0.1' };
  for (let i = 0; i < 30; i++) expect((await c.request('POST', '/api/auth/temporary', { headers: limited })).status).toBe(200);
  const res = await c.request('POST', '/api/auth/temporary', { headers: limited });
  await expectError(res, 'common.rate_limited');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
});

test('common.internal when the mail server cannot be reached (cause logged, not shown)', async () => {
  // A port that refuses connections: the real SMTP adapter fails the way it would in production.
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
  const port = (closed.address() as { port: number }).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const broken = await createTestDeps();
  broken.deps.mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'test@localhost');
  try {
    const res = await createHttpClient(broken.deps).request('POST', '/api/auth/email/send-verification-code', {
      body: { email: 'someone@example.com' },
    });
    await expectError(res, 'common.internal');
    expect(JSON.stringify(res.json)).not.toContain('ECONNREFUSED');
    expect(broken.log.lines.some((l) => l.level === 'error' && l.msg.includes('sign-in code'))).toBe(true);
  } finally {
    await broken.close();
  }
});

test('auth.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/auth/status'), 'auth.unauthorized');
  const send = (email: string) => c.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers: fromIp() });
  await expectError(await send(`${'a'.repeat(250)}@example.com`), 'auth.email_too_long');
  await expectError(await send('not-an-email'), 'auth.email_invalid');
  await expectError(await send('.dot@example.com'), 'auth.email_leading_period');
  const login = (verification_code: string) =>
    c.request('POST', '/api/auth/email/login', { body: { email: 'codes@example.com', verification_code }, headers: fromIp() });
  await expectError(await login('12ab'), 'auth.code_format');
  expect((await send('codes@example.com')).status).toBe(200);
  await expectError(await login(t.lastCodeFor('codes@example.com') === '000000' ? '111111' : '000000'), 'auth.invalid_code');
  await expectError(await send('codes@example.com'), 'auth.too_many_attempts');
  await expectError(
    await c.request('POST', '/api/auth/google/callback/id-token', { body: { credential: 'x'.repeat(40) } }),
    'auth.google_disabled',
  );
  const forged = await new SignJWT({ email: 'g@example.com', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience('client-1')
    .setSubject('123')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(otherKey);
  await expectError(
    await createHttpClient(google.deps).request('POST', '/api/auth/google/callback/id-token', { body: { credential: forged } }),
    'auth.google_invalid',
  );
});

test('agent.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/agent/no-such-agent'), 'agent.not_found');
});

test('every catalogue code was produced above', () => {
  expect([...produced].sort()).toEqual((Object.keys(ERRORS) as ErrorCode[]).sort());
});
