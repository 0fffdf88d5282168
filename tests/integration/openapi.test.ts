import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createApp } from '../../src/server/app';
import { toOpenApiPath } from '../../src/server/rest/openapi';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

/** Routes Elysia actually serves under /api, as `METHOD /api/path/{param}`. */
function servedApiRoutes(): string[] {
  const app = createApp(t.deps);
  return app.routes
    .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*')
    .map((r) => `${r.method.toUpperCase()} ${toOpenApiPath(r.path.slice('/api'.length))}`)
    .sort();
}

test('the OpenAPI document lists exactly the served /api routes', async () => {
  const res = await createHttpClient(t.deps).request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  expect(res.json.openapi).toBe('3.1.0');
  const documented = Object.entries(res.json.paths as Record<string, Record<string, unknown>>)
    .flatMap(([path, ops]) => Object.keys(ops).map((method) => `${method.toUpperCase()} ${path}`))
    .sort();
  const served = servedApiRoutes();
  expect(served.length).toBeGreaterThanOrEqual(10);
  expect(documented).toEqual(served);
});

test('request schemas come from the validating zod schemas', async () => {
  const doc = (await createHttpClient(t.deps).request('GET', '/api/openapi.json')).json;
  const login = doc.paths['/api/auth/email/login'].post;
  const body = login.requestBody.content['application/json'].schema;
  expect(body.required).toEqual(['email', 'verification_code']);
  expect(body.properties.verification_code.pattern).toBe('^\\d{6}$');
  const agent = doc.paths['/api/agent/{id}'].get;
  expect(agent.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  expect(doc.paths['/api/auth/status'].get.security).toBeDefined();
  const user = doc.paths['/api/auth/status'].get.responses['200'].content['application/json'].schema.properties.result;
  expect(user.properties.usage_limits.properties.send_message.required).toContain('can_use');
});
