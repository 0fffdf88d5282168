import { afterAll, beforeAll, expect, test } from 'bun:test';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { createApp } from '../../src/server/app';
import { createContext } from '../../src/server/http/context';
import { appRouter } from '../../src/server/trpc/router';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * A GET of one tRPC query is answered without the fetch adapter (http/trpc-single-query.ts). It
 * must answer exactly what the adapter answers — body, status and content type — for successes,
 * inputs, sessions and errors alike.
 */
let t: TestDeps;
let app: ReturnType<typeof createApp>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestDeps();
  app = createApp(t.deps);
  const guest = await app.handle(new Request('http://app.test/api/auth/temporary', { method: 'POST' })).then((r) => r.json());
  auth = { authorization: `Bearer ${guest.result.token}` };
  await app.handle(new Request('http://app.test/api/session', { method: 'POST', headers: { ...auth, 'content-type': 'application/json' }, body: '{"name":"Sam and the $200"}' }));
});
afterAll(async () => {
  await t.close();
});

const query = (path: string, input?: unknown) =>
  `http://app.test/trpc/${path}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`}`;

async function viaAdapter(url: string, headers: Record<string, string> = {}) {
  const request = new Request(url, { headers });
  return fetchRequestHandler({
    endpoint: '/trpc',
    req: request,
    router: appRouter,
    createContext: ({ resHeaders }) => createContext(t.deps, request, resHeaders, undefined),
  });
}

async function expectSameAnswer(url: string, headers: Record<string, string> = {}) {
  const [ours, theirs] = await Promise.all([app.handle(new Request(url, { headers })), viaAdapter(url, headers)]);
  const [ourBody, theirBody] = await Promise.all([ours.text(), theirs.text()]);
  expect(ours.status).toBe(theirs.status);
  expect(ourBody).toBe(theirBody);
  expect(ours.headers.get('content-type')).toBe(theirs.headers.get('content-type'));
  return { status: ours.status, body: JSON.parse(ourBody) };
}

test('public queries, with and without input, answer the adapter’s exact bytes', async () => {
  const list = await expectSameAnswer(query('agent.list'));
  expect(list.body.result.data.json.length).toBe(12);
  // Served twice: the second answer comes from the serialised cache and must not drift.
  await expectSameAnswer(query('agent.list'));
  const one = await expectSameAnswer(query('agent.byId', { id: 'message-decoder' }));
  expect(one.body.result.data.json.slug).toBe('message-decoder');
});

test('a query with a session answers the caller’s own data', async () => {
  const chats = await expectSameAnswer(query('session.list', {}), auth);
  expect(chats.body.result.data.json.items[0].name).toBe('Sam and the $200');
});

test('errors keep the adapter’s shape and status: not found, no session, bad input', async () => {
  expect((await expectSameAnswer(query('agent.byId', { id: 'nobody' }))).status).toBe(404);
  expect((await expectSameAnswer(query('session.list', {}))).status).toBe(401);
  expect((await expectSameAnswer(query('agent.byId', { id: 42 }))).status).toBe(400);
  expect((await expectSameAnswer('http://app.test/trpc/agent.byId?input=%7Bnot-json')).status).toBe(400);
  expect((await expectSameAnswer(query('no.such.query'))).status).toBe(404);
});

test('batches and mutations still go through the adapter', async () => {
  const batch = await expectSameAnswer(`http://app.test/trpc/agent.list,agent.byId?batch=1&input=${encodeURIComponent(JSON.stringify({ 1: { json: { id: 'chat-advisor' } } }))}`);
  expect(batch.body).toHaveLength(2);
  // A mutation over GET is refused, never run.
  const count = async () => (await app.handle(new Request(query('session.list', {}), { headers: auth })).then((r) => r.json())).result.data.json.total;
  const before = await count();
  expect((await app.handle(new Request(query('session.create', {}), { headers: auth }))).status).toBeGreaterThanOrEqual(400);
  expect(await count()).toBe(before);
});

test('the direct path answers successes itself and hands everything else to the adapter', async () => {
  const { fastSingleQuery } = await import('../../src/server/http/trpc-single-query');
  const answer = (url: string, headers: Record<string, string> = {}) => fastSingleQuery(t.deps, new Request(url, { headers }), undefined);
  expect(await answer(query('agent.list'))).toBeInstanceOf(Response);
  expect(await answer(query('session.list', {}), auth)).toBeInstanceOf(Response);
  expect(await answer(query('agent.byId', { id: 'nobody' }))).toBeNull();
  expect(await answer(query('session.list', {}))).toBeNull();
  expect(await answer(query('session.create', {}), auth)).toBeNull();
  expect(await answer(`http://app.test/trpc/agent.list?batch=1&input=%7B%7D`)).toBeNull();
});
