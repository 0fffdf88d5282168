import { afterAll, beforeAll, expect, test } from 'bun:test';
import { parseSse } from '../helpers/chat';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * docs/decisions.md "Regenerate": a regenerated reply keeps its message id and gets the next
 * version. REST headers, the stream, the message list, the versions and tRPC say the same.
 */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test('regenerate: same message id, version + 1, everywhere', async () => {
  const http = createHttpClient(t.deps);
  await http.request('POST', '/api/auth/temporary', { body: {} });
  const chat = (await http.request('POST', '/api/session', { body: {} })).json.result;
  const sent = await http.request('POST', `/api/session/${chat.id}/message`, { body: { items: [{ type: 'text', content: 'She left me on read, what now?' }] } });
  const messageId = sent.headers.get('x-message-id')!;
  expect(sent.headers.get('x-message-version')).toBe('1');

  const again = await http.request('POST', `/api/session/${chat.id}/message/${messageId}/regenerate`, { body: {} });
  expect(again.status).toBe(200);
  expect(again.headers.get('x-message-id')).toBe(messageId);
  expect(again.headers.get('x-message-version')).toBe('2');
  const { events, done } = parseSse(again.text);
  expect(done).toBe(true);
  expect(events[0]!.data).toMatchObject({ type: 'start', message_id: messageId, content: { version: 2 } });
  expect(new Set(events.map((e) => e.data.message_id))).toEqual(new Set([messageId]));
  const end = events.at(-1)!.data;
  if (end.type !== 'completed') throw new Error(`ended with ${end.type}`);
  expect(end.content.message).toMatchObject({ id: messageId, version: 2 });

  // tRPC's regenerate answers the same message, next version.
  const trpc = await http.request('POST', '/trpc/chat.regenerate', { body: { json: { sessionId: chat.id, messageId } } });
  expect(trpc.status).toBe(200);
  expect(trpc.json.result.data.json).toMatchObject({ id: messageId, version: 3 });
  const followed = await http.request('GET', `/api/session/${chat.id}/message/${messageId}/events`);
  expect(parseSse(followed.text).events[0]!.data).toMatchObject({ type: 'start', message_id: messageId, content: { version: 3 } });

  const list = (await http.request('GET', `/api/session/${chat.id}/message`)).json.result;
  const bots = list.items.filter((m: { role: string }) => m.role === 'assistant');
  expect(bots.map((m: { id: string; version: number }) => [m.id, m.version])).toEqual([[messageId, 3]]);
  const versions = (await http.request('GET', `/api/session/${chat.id}/message/${messageId}/versions`)).json.result;
  expect(versions.map((v: { version: number; current: boolean }) => [v.version, v.current])).toEqual([
    [1, false],
    [2, false],
    [3, true],
  ]);
}, 30_000);
