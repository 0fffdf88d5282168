import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/** Deployment guards (issue 25): the cross-site check and the session cookie on https. */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

const withConfig = (config: Partial<TestDeps['deps']['config']>) => createHttpClient({ ...t.deps, config: { ...t.deps.config, ...config } });

test('the cross-site guard ignores X-Forwarded-Host unless a proxy is trusted', async () => {
  const forged = { origin: 'https://evil.example', 'x-forwarded-host': 'evil.example', 'x-forwarded-for': '192.0.2.1' };
  const direct = await withConfig({ trustProxy: false }).request('POST', '/api/auth/temporary', { headers: forged });
  expect(direct.status).toBe(403);
  expect(direct.json.error.code).toBe('common.forbidden_origin');
  // Behind a trusted proxy that names the public host, the same header is believed.
  const proxied = await withConfig({ trustProxy: true }).request('POST', '/api/auth/temporary', { headers: forged });
  expect(proxied.status).toBe(200);
});

test('on an https deployment only the __Host- cookie carries a session; a plain sid is ignored', async () => {
  const https = withConfig({ publicUrl: 'https://advisor.example' });
  const guest = await https.request('POST', '/api/auth/temporary');
  expect(guest.headers.get('set-cookie')).toMatch(/^__Host-sid=[^;]+; Path=\/; HttpOnly; SameSite=Lax; Max-Age=\d+; Secure$/);
  const token = guest.json.result.token as string;
  const status = (cookie: string) => https.request('GET', '/api/auth/status', { headers: { cookie } });
  expect((await status(`__Host-sid=${token}`)).status).toBe(200);
  expect((await status(`sid=${token}`)).status).toBe(401);
  // Plain http (local use) keeps the plain cookie.
  const local = withConfig({ publicUrl: null });
  expect((await local.request('GET', '/api/auth/status', { headers: { cookie: `sid=${token}` } })).status).toBe(200);
});
