import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createApp } from '../../src/server/app';
import { toOpenApiPath } from '../../src/server/rest/openapi';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

let t: TestDeps;
let doc: any;
beforeAll(async () => {
  t = await createTestDeps();
  doc = (await createHttpClient(t.deps).request('GET', '/api/openapi.json')).json;
});
afterAll(() => t.close());

/** Routes Elysia actually serves under /api (but the reference page), as `METHOD /api/path/{param}`. */
function servedApiRoutes(): string[] {
  const app = createApp(t.deps);
  return app.routes
    .filter((r) => r.path.startsWith('/api/') && r.path !== '/api/*' && !r.path.startsWith('/api/docs'))
    .map((r) => `${r.method.toUpperCase()} ${toOpenApiPath(r.path.slice('/api'.length))}`)
    .sort();
}

function operations(): [string, any][] {
  return Object.entries(doc.paths as Record<string, Record<string, any>>).flatMap(([path, ops]) =>
    Object.entries(ops).map(([method, op]) => [`${method.toUpperCase()} ${path}`, op] as [string, any]),
  );
}

test('the OpenAPI document lists exactly the served /api routes, plus the upload PUT', async () => {
  const res = await createHttpClient(t.deps).request('GET', '/api/openapi.json');
  expect(res.status).toBe(200);
  // Served bare, and declared bare: no `result` envelope around the document.
  expect(res.json.openapi).toBe('3.1.0');
  expect(res.json.result).toBeUndefined();
  expect(doc.paths['/api/openapi.json'].get.responses['200'].content['application/json'].schema.properties).toBeUndefined();
  const documented = operations().map(([name]) => name).sort();
  const served = servedApiRoutes();
  expect(served.length).toBeGreaterThanOrEqual(10);
  expect(documented.filter((name) => name.includes(' /api/'))).toEqual(served);
  expect(documented.filter((name) => !name.includes(' /api/'))).toEqual(['PUT /files/u/{userId}/{fileName}']);
});

test('request schemas come from the validating zod schemas', async () => {
  const login = doc.paths['/api/auth/email/login'].post;
  const body = login.requestBody.content['application/json'].schema;
  expect(body.required).toEqual(['email', 'verification_code']);
  expect(body.properties.verification_code.pattern).toBe('^\\d{6}$');
  // Google's redirect mode posts a form: documented beside JSON, for that route only.
  expect(Object.keys(doc.paths['/api/auth/google/callback/id-token'].post.requestBody.content)).toEqual(['application/json', 'application/x-www-form-urlencoded']);
  expect(Object.keys(login.requestBody.content)).toEqual(['application/json']);
  const agent = doc.paths['/api/agent/{id}'].get;
  expect(agent.parameters).toEqual([expect.objectContaining({ name: 'id', in: 'path', required: true })]);
  const user = doc.paths['/api/auth/status'].get.responses['200'].content['application/json'].schema.properties.result;
  expect(user).toEqual({ $ref: '#/components/schemas/User' });
  expect(doc.components.schemas.User.properties.usage_limits.properties.send_message.required).toContain('can_use');
});

test('every operation states its security: session calls take the bearer token or the cookie, public ones none', () => {
  expect(doc.servers).toEqual([expect.objectContaining({ url: '{origin}' })]);
  expect(Object.keys(doc.components.securitySchemes).sort()).toEqual(['bearer', 'cookie']);
  for (const [name, op] of operations()) {
    expect({ name, security: op.security }).toEqual({ name, security: expect.any(Array) });
  }
  expect(doc.paths['/api/auth/status'].get.security).toEqual([{ bearer: [] }, { cookie: [] }]);
  for (const publicOp of [doc.paths['/api/auth/temporary'].post, doc.paths['/api/agent'].get, doc.paths['/api/openapi.json'].get]) {
    expect(publicOp.security).toEqual([]);
  }
});

test('errors are documented per status with the catalogue codes of that status', () => {
  // Every operation but the public reads without input (no client error can answer those).
  const publicReads = ['GET /api/agent', 'GET /api/openapi.json', 'GET /api/subscription/plans'];
  for (const [name, op] of operations()) {
    const statuses = Object.keys(op.responses);
    expect({ name, has4xx: statuses.some((s) => s.startsWith('4')) }).toEqual({ name, has4xx: !publicReads.includes(name) });
  }
  const notFound = doc.components.responses.Error404;
  const codes = notFound.content['application/json'].schema.allOf[1].properties.error.properties.code.enum;
  expect(codes).toContain('session.not_found');
  expect(codes).not.toContain('common.invalid_input');
  expect(notFound.description).toContain('`session.not_found`: The conversation you were looking for could not be found.');
  expect(doc.components.responses.Error429.headers['Retry-After']).toBeDefined();
  expect(doc.paths['/api/session/{id}/message'].get.responses['401']).toEqual({ $ref: '#/components/responses/Error401' });
});

test('streams are text/event-stream with the event union as schema, headers and resume described', () => {
  const send = doc.paths['/api/session/{id}/message'].post;
  const ok = send.responses['200'];
  expect(ok.content['text/event-stream'].schema).toEqual({ $ref: '#/components/schemas/ReplyEvent' });
  expect(Object.keys(ok.headers).sort()).toEqual(['x-message-id', 'x-message-version', 'x-user-message-id']);
  expect(ok.description).toContain('[DONE]');
  expect(ok.description).toContain('Last-Event-ID');
  const types = doc.components.schemas.ReplyEventData.oneOf.map((v: any) => v.properties.type.const).sort();
  expect(types).toEqual(['completed', 'failed', 'practice_plan_updated', 'practice_plan_updating', 'practice_turn', 'reasoning_content', 'reply_suggestions', 'screenshot_transcript', 'start', 'text']);
  for (const variant of doc.components.schemas.ReplyEventData.oneOf) {
    expect(variant.required).toEqual(expect.arrayContaining(['type', 'content', 'message_id', 'session_id', 'session_type', 'extra_data']));
  }
  const events = doc.paths['/api/session/{id}/message/{messageId}/events'].get;
  expect(events.parameters).toContainEqual(expect.objectContaining({ name: 'Last-Event-ID', in: 'header' }));
  const end = doc.paths['/api/practice-plan/{id}/practices/{practiceId}/end'].post.responses['200'];
  expect(end.content['text/event-stream'].schema).toEqual({ $ref: '#/components/schemas/PracticeEvent' });
  const practiceTypes = doc.components.schemas.PracticeEventData.oneOf.map((v: any) => v.properties.type.const).sort();
  expect(practiceTypes).toEqual(['practice_ended', 'report', 'report_failed', 'report_skipped']);
  for (const variant of doc.components.schemas.PracticeEventData.oneOf) {
    expect(variant.required).toEqual(expect.arrayContaining(['message_id', 'session_id', 'session_type', 'extra_data']));
  }
  const welcome = doc.paths['/api/practice-plan/{id}/welcome-message'].post.responses['200'];
  expect(Object.keys(welcome.headers).sort()).toEqual(['x-message-id', 'x-session-id']);
});

test('the upload step is documented: PUT the bytes to the presigned url, its limits and answers', () => {
  const put = doc.paths['/files/u/{userId}/{fileName}'].put;
  expect(put.security).toEqual([]);
  expect(Object.keys(put.requestBody.content).sort()).toEqual(['image/gif', 'image/jpeg', 'image/png', 'image/webp']);
  expect(put.description).toContain('5242880');
  expect(Object.keys(put.responses).sort()).toEqual(['200', '400', '403', '404', '413', '415', 'default']);
});

test('GET /api/docs: the reference page, its viewer served from our origin (gzip), reading this document', async () => {
  const http = createHttpClient(t.deps);
  const page = await http.request('GET', '/api/docs');
  expect(page.status).toBe(200);
  expect(page.headers.get('content-type')).toStartWith('text/html');
  expect(page.headers.get('content-security-policy')).toContain("script-src 'self'");
  const urls = [...page.text.matchAll(/(?:src|href)="([^"]+)"/g)].map((m) => m[1]!);
  expect(urls.sort()).toEqual(['/api/docs/init.js', '/api/docs/swagger-ui-bundle.js', '/api/docs/swagger-ui.css']);
  expect(page.text).not.toMatch(/<script>|<script [^>]*>[^<]/); // no inline script: CSP script-src 'self' holds
  const init = await http.request('GET', '/api/docs/init.js');
  expect(init.headers.get('content-type')).toStartWith('text/javascript');
  expect(init.text).toContain("fetch('/api/openapi.json')");
  const bundle = await createHttpClient(t.deps).app.handle(
    new Request('http://localhost/api/docs/swagger-ui-bundle.js', { headers: { 'accept-encoding': 'gzip' } }),
  );
  expect(bundle.status).toBe(200);
  expect(bundle.headers.get('content-encoding')).toBe('gzip');
  const js = new TextDecoder().decode(Bun.gunzipSync(new Uint8Array(await bundle.arrayBuffer())));
  expect(js).toContain('SwaggerUIBundle');
  const css = await http.request('GET', '/api/docs/swagger-ui.css');
  expect(css.status).toBe(200);
  expect(css.headers.get('content-type')).toStartWith('text/css');
  const missing = await http.request('GET', '/api/docs/package.json');
  expect(missing.status).toBe(404);
  expect(missing.json.error.code).toBe('common.not_found');
});
