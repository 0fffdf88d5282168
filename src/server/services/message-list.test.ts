import { afterAll, beforeAll, expect, test } from 'bun:test';
import { asc, eq, sql } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { newActor, newChat } from '../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { listMessages, listMessagesJson } from './message-list';
import { insertMessageRows, toMessageDto, type MessageRow } from './messages';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

/** A message row with every DTO column set to something that is not its default. */
function row(sessionId: string, userId: string, i: number, over: Partial<MessageRow> = {}): Omit<MessageRow, 'seq'> {
  const at = new Date(Date.UTC(2026, 10, 28, 2, 3, 4, 5) + i * 1000);
  return {
    id: crypto.randomUUID(),
    sessionId,
    userId,
    role: i % 2 === 0 ? 'user' : 'assistant',
    status: 'completed',
    items: [{ id: `t${i}`, type: 'text', content: `Line ${i}: "quotes", \\ backslash, émoji 🙂, \u2028 separator, <tag>` }],
    references: [],
    extraData: {},
    usedCapabilities: [],
    liked: false,
    nativeReceive: false,
    version: 1,
    replyToId: null,
    parentId: null,
    chosen: true,
    onPath: true,
    clientRequestId: null,
    error: null,
    charge: null,
    createdAt: at,
    updatedAt: at,
    ...over,
  } as Omit<MessageRow, 'seq'>;
}

test('the page the database writes is the JSON of toMessageDto, key for key and in the same order', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const uid = actor.user.id;
  await insertMessageRows(t.deps.db, [
    row(chat.id, uid, 0),
    row(chat.id, uid, 1, { liked: true, version: 3, usedCapabilities: ['memory', 'search'], extraData: { feedback: { rating: 'down', reason: 'Too long' } } }),
    row(chat.id, uid, 2, { nativeReceive: true, references: [{ content: 'quoted line', source_type: 'input' }] }),
    row(chat.id, uid, 3, { status: 'failed', error: { code: 'ai.unavailable', message: 'The advisor is unavailable.' } }),
  ]);
  // Microseconds the driver's Date drops: the database's text must drop them too.
  await t.deps.db.execute(sql`update messages set created_at = created_at + interval '999 microseconds' where session_id = ${chat.id}`);

  const stored = await t.deps.db.select().from(messages).where(eq(messages.sessionId, chat.id)).orderBy(asc(messages.seq));
  const expected = stored.map(toMessageDto);
  const list = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 50 });
  expect(JSON.stringify(list.items)).toBe(JSON.stringify(expected));
  expect(list.items[0]!.created_at).toBe('2026-11-28T02:03:04.005Z');
  expect(list).toMatchObject({ total: 4, page: 1, page_size: 50, active_simulator_session: null, session: { id: chat.id } });

  // The REST answer is the same text, parsed once by the client.
  const json = await listMessagesJson(t.deps, actor, chat.id, { page: 2, page_size: 3 });
  expect(JSON.parse(json.text)).toEqual({ ...list, items: list.items.slice(3), page: 2, page_size: 3 });
});

test('an empty chat answers page 1 with page_size 10; another user gets session.not_found', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  expect(await listMessages(t.deps, actor, chat.id, { page: 3, page_size: 50 })).toMatchObject({ items: [], total: 0, page: 1, page_size: 10 });
  const other = await newActor(t.deps);
  await expect(listMessages(t.deps, other, chat.id, { page: 1, page_size: 50 })).rejects.toMatchObject({ code: 'session.not_found' });
});
