import { expect, test } from 'bun:test';
import { SignJWT } from 'jose';
import { createServer } from 'node:net';
import { createTurnstileCheck } from '../../../src/server/auth/human-check';
import { createSmtpMailer } from '../../../src/server/mail/smtp-mailer';
import { startFakeTurnstileServer } from '../../helpers/fake-turnstile-server';
import { createHttpClient } from '../../helpers/http';
import { createTestDeps } from '../../helpers/test-deps';
import type { CatalogueContext } from './context';

/* The sign-in codes: auth.* (including an unreachable mail server) and human_check.* with Turnstile on. */

/** auth.mail_unavailable when the mail server cannot be reached (cause logged, not shown) */
export async function produceMailUnavailable({ expectError }: CatalogueContext): Promise<void> {
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
    await expectError(res, 'auth.mail_unavailable');
    expect(JSON.stringify(res.json)).not.toContain('ECONNREFUSED');
    expect(broken.log.lines.some((l) => l.level === 'error' && l.msg.includes('sign-in code'))).toBe(true);
  } finally {
    await broken.close();
  }
}

/** auth.* codes */
export async function produceAuthCodes({ t, google, otherKey, fromIp, expectError }: CatalogueContext): Promise<void> {
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
  await expectError(await send('codes@example.com'), 'auth.code_already_sent');
  // One IP: 6 wrong codes for an address, then it waits (growing delays per address and IP).
  const sameIp = { 'x-forwarded-for': '198.18.7.7' };
  const wrongFromSameIp = () =>
    c.request('POST', '/api/auth/email/login', { body: { email: 'slowed@example.com', verification_code: '000000' }, headers: sameIp });
  for (let i = 0; i < 6; i++) await expectError(await wrongFromSameIp(), 'auth.invalid_code');
  await expectError(await wrongFromSameIp(), 'auth.too_many_attempts');
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
}

/** human_check.* codes (sending a sign-in code with Turnstile on) */
export async function produceHumanCheckCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const siteverify = startFakeTurnstileServer();
  try {
    const humanCheck = createTurnstileCheck({ secretKey: siteverify.secret, siteverifyUrl: siteverify.url, timeoutMs: 1000 });
    const c = createHttpClient({ ...t.deps, humanCheck });
    const send = (token: string) =>
      c.request('POST', '/api/auth/email/send-verification-code', {
        body: { email: 'human@example.com' },
        headers: { ...fromIp(), 'x-human-check-token': token },
      });
    await expectError(await send('not-a-real-token'), 'human_check.failed');
    siteverify.failWith = 500;
    await expectError(await send(siteverify.issue({ action: 'send_code' })), 'human_check.unavailable');
    expect(t.lastCodeFor('human@example.com')).toBeUndefined();
  } finally {
    await siteverify.stop();
  }
}
