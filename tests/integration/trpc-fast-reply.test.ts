import { afterAll, beforeAll, expect, test } from 'bun:test';
import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import superjson from 'superjson';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { createContext } from '../../src/server/http/context';
import { appRouter } from '../../src/server/trpc/router';
import { listenTestApp } from '../helpers/listen';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * GET /trpc/chat.onReply is served push-style for live replies (http/trpc-on-reply.ts). It must
 * write exactly what tRPC's own adapter writes, and leave every other case to the adapter.
 */
const SCRIPT = Array.from({ length: 30 }, (_, i) => `t${i} `);
let t: TestDeps;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 300 }), reply: { coalesceWindowMs: 20 } });
  ({ base, stop } = listenTestApp(t.deps));
});
afterAll(async () => {
  await stop();
  await t.close();
});

async function guestReply() {
  const guest = await fetch(`${base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
  const headers = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
  const chat = await fetch(`${base}/api/session`, { method: 'POST', headers, body: '{}' }).then((r) => r.json());
  const sent = await fetch(`${base}/trpc/chat.send`, {
    method: 'POST',
    headers,
    body: JSON.stringify(superjson.serialize({ sessionId: chat.result.id, items: [{ type: 'text', content: 'hello' }] })),
  }).then((r) => r.json());
  return { headers, sessionId: chat.result.id as string, messageId: sent.result.data.json.assistantMessage.id as string };
}

const onReplyUrl = (input: Record<string, unknown>) => `/trpc/chat.onReply?input=${encodeURIComponent(JSON.stringify(superjson.serialize(input)))}`;

/** Frames of a tRPC SSE body, blank-line separated, with tRPC's ping events left out. */
const framesOf = (body: string) =>
  body
    .split('\n\n')
    .map((f) => f.replace(/^\n+/, ''))
    .filter((f) => f && !f.startsWith('event: ping'));

test('a live reply: connected, one data + id frame per event (superjson envelope), then return', async () => {
  const { headers, sessionId, messageId } = await guestReply();
  const res = await fetch(base + onReplyUrl({ sessionId, messageId }), { headers });
  expect(res.headers.get('content-type')).toStartWith('text/event-stream');
  const frames = framesOf(await res.text());
  expect(frames[0]).toBe('event: connected\ndata: {"reconnectAfterInactivityMs":20000}');
  expect(frames.at(-1)).toBe('event: return\ndata: ');
  const events = frames.slice(1, -1).map((f) => {
    const [data, id] = f.split('\n');
    const parsed = superjson.deserialize<{ id: number; event: string; data: { type: string; content: unknown } }>(JSON.parse(data!.slice(6)));
    expect(id).toBe(`id: ${parsed.id}`);
    return parsed;
  });
  expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
  expect(events.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('')).toBe(SCRIPT.join(''));
  expect(events.at(-1)).toMatchObject({ event: 'end', data: { type: 'completed' } });
});

test("the same bytes as tRPC's adapter for the same events", async () => {
  const { headers, sessionId, messageId } = await guestReply();
  const fast = framesOf(await (await fetch(base + onReplyUrl({ sessionId, messageId }), { headers })).text());
  // The adapter, called directly on the same finished reply (still replayable).
  const request = new Request(base + onReplyUrl({ sessionId, messageId }), { headers });
  const adapter = await fetchRequestHandler({
    endpoint: '/trpc',
    req: request,
    router: appRouter,
    createContext: ({ resHeaders }) => createContext(t.deps, request, resHeaders, undefined),
  });
  expect(framesOf(await adapter.text())).toEqual(fast);
});

test('resumes after lastEventId; every other case is left to the adapter (errors as tRPC writes them)', async () => {
  const { headers, sessionId, messageId } = await guestReply();
  const all = framesOf(await (await fetch(base + onReplyUrl({ sessionId, messageId }), { headers })).text());
  const resumed = framesOf(await (await fetch(base + onReplyUrl({ sessionId, messageId, lastEventId: '3' }), { headers })).text());
  expect(resumed.slice(1)).toEqual(all.slice(4));

  const anonymous = await (await fetch(base + onReplyUrl({ sessionId, messageId }))).text();
  expect(anonymous).toContain('event: serialized-error');
  expect(anonymous).toContain('auth.unauthorized');
  const other = await guestReply();
  const foreign = await (await fetch(base + onReplyUrl({ sessionId, messageId }), { headers: other.headers })).text();
  expect(foreign).toContain('event: serialized-error');
  expect(foreign).toContain('session.not_found');
});
