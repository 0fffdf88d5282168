import { expect } from 'bun:test';
import { createHttpClient } from '../../helpers/http';
import { createTestDeps } from '../../helpers/test-deps';
import type { CatalogueContext } from './context';

/* The common.* codes: malformed, oversized or forged requests, rate limits, and a failing database. */

/** common.* codes */
export async function produceCommonCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
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
  await expectError(await c.request('PUT', '/api/session', { body: {} }), 'common.method_not_allowed');
  await expectError(await c.request('GET', `/api/session?q=${'a'.repeat(10_000)}`), 'common.uri_too_long');
  await expectError(await c.request('GET', '/api/session', { headers: { cookie: `x=${'a'.repeat(13_000)}` } }), 'common.headers_too_large');
  await expectError(await c.request('GET', `/trpc/${Array.from({ length: 21 }, () => 'meta.config').join(',')}?batch=1`), 'common.batch_too_large');
}

/** common.forbidden_origin and common.unsupported_media_type (CSRF guard) */
export async function produceCsrfCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
  const c = createHttpClient(t.deps);
  await expectError(
    await c.request('POST', '/api/auth/temporary', { headers: { ...fromIp(), origin: 'https://evil.example' } }),
    'common.forbidden_origin',
  );
  await expectError(await c.request('POST', '/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } }), 'common.forbidden_origin');
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', {
      body: 'email=a@example.com',
      headers: { ...fromIp(), 'content-type': 'text/plain' },
    }),
    'common.unsupported_media_type',
  );
  // Same-origin requests and tRPC mutations from our own pages pass.
  expect((await c.request('POST', '/api/auth/temporary', { headers: { ...fromIp(), origin: 'http://localhost' } })).status).toBe(200);
  const trpcForged = await c.request('POST', '/trpc/auth.logout', { body: '{}', headers: { origin: 'https://evil.example' } });
  expect(trpcForged.status).toBe(403);
}

/** common.internal when the database fails under a request (cause logged, not shown) */
export async function produceInternalOnDatabaseFailure({ fromIp, expectError }: CatalogueContext): Promise<void> {
  const broken = await createTestDeps();
  const c = createHttpClient(broken.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await broken.database.close();
  try {
    const res = await c.request('GET', '/api/session');
    await expectError(res, 'common.internal');
    expect(broken.log.lines.some((l) => l.level === 'error')).toBe(true);
  } finally {
    await broken.close().catch(() => undefined);
  }
}
