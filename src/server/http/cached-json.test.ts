import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createApp } from '../app';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';

/** The catalogue is encoded once: the same bytes every time, an ETag, and 304 for a matching If-None-Match. */
let t: TestDeps;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await createTestDeps();
  app = createApp(t.deps);
});
afterAll(async () => {
  await t.close();
});

const get = (path: string, headers: Record<string, string> = {}) => app.handle(new Request(`http://app.test${path}`, { headers }));

for (const path of ['/api/agent', '/trpc/agent.list']) {
  test(`${path}: one encoding, an ETag, and 304 when the client has it`, async () => {
    const first = await get(path);
    const body = await first.text();
    const etag = first.headers.get('etag');
    expect(first.status).toBe(200);
    expect(etag).toMatch(/^"[\w-]{27}"$/);
    expect(JSON.parse(body)).toBeTruthy();
    // Shared bytes: every answer is whole and the same.
    const again = await get(path);
    expect(await again.text()).toBe(body);
    expect(again.headers.get('etag')).toBe(etag);
    // The security headers still ride on every answer.
    expect(again.headers.get('x-content-type-options')).toBe('nosniff');

    for (const condition of [etag!, `W/${etag}`, `"other", ${etag}`, '*']) {
      const cached = await get(path, { 'if-none-match': condition });
      expect(cached.status).toBe(304);
      expect(await cached.text()).toBe('');
      expect(cached.headers.get('etag')).toBe(etag);
      expect(cached.headers.get('content-type')).toBeNull();
    }
    const stale = await get(path, { 'if-none-match': '"not-this-one"' });
    expect(stale.status).toBe(200);
    expect(await stale.text()).toBe(body);
  });
}

test('the OpenAPI document describes the conditional GET of the catalogue (ETag, If-None-Match, 304)', async () => {
  const doc = (await (await get('/api/openapi.json')).json()) as { paths: Record<string, { get: { parameters: { name: string }[]; responses: Record<string, { headers?: Record<string, unknown> }> } }> };
  const op = doc.paths['/api/agent']!.get;
  expect(op.parameters.map((p) => p.name)).toContain('If-None-Match');
  expect(Object.keys(op.responses['200']!.headers ?? {})).toContain('etag');
  expect(op.responses['304']).toBeDefined();
});
