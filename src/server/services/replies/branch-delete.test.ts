import { afterAll, beforeAll, expect, test } from 'bun:test';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { Actor } from '../actor';
import { selectBranch } from '../branch-select';
import { recentMessages } from '../messages';
import { listMessages } from '../message-list';
import { getOwnedSession } from '../sessions';
import { deleteMessage } from './control';
import { editAndResend } from './edit-resend';
import { regenerateReply } from './regenerate';
import { sendMessage } from './send-message';
import { createScriptedProvider } from '../../ai/scripted';

/* Deleting on a chat with branches: a fork's versions stay the edits of one message, and no later message shows versions that are not its own. */

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

const done = new AbortController().signal;
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const wordsOf = (m: { items: { type: string; content?: unknown }[] }) => m.items.find((i) => i.type === 'text')?.content;

async function freshDay(actor: Actor) {
  await t.deps.db.execute(sql`delete from usage_counters where user_id = ${actor.user.id}`);
}

async function say(actor: Actor, chatId: string, words: string) {
  await freshDay(actor);
  const sent = await sendMessage(t.deps, actor, chatId, text(words));
  await collect(sent.stream!.follow(0, done));
  return sent;
}

async function edit(actor: Actor, chatId: string, messageId: string, words: string) {
  await freshDay(actor);
  const edited = await editAndResend(t.deps, actor, chatId, messageId, words);
  await collect(edited.stream.follow(0, done));
  return edited;
}

async function thread(actor: Actor, chatId: string) {
  return (await listMessages(t.deps, actor, chatId, { page: 1, page_size: 100 })).items;
}

/** What the client's Delete does: the user message, then the reply that answers it. */
async function deleteExchange(actor: Actor, chatId: string, exchange: { userMessage: { id: string }; assistantMessage: { id: string } }) {
  await deleteMessage(t.deps, actor, chatId, exchange.userMessage.id);
  // A version's reply goes with it (its branch); otherwise the reply is deleted on its own.
  const left = await t.deps.db.execute(sql`select 1 from messages where id = ${exchange.assistantMessage.id}`);
  if (rowsOf(left).length) await deleteMessage(t.deps, actor, chatId, exchange.assistantMessage.id);
}

test('deleting an edited message on the active branch removes that version and its branch; the other version is shown, its pager correct', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  const b2 = await edit(actor, chat.id, b.userMessage.id, 'two, said better');
  const c = await say(actor, chat.id, 'three, after the edit');

  // The client's two calls: the version, then its reply (already gone with its branch).
  await deleteMessage(t.deps, actor, chat.id, b2.userMessage.id);
  expect(await code(deleteMessage(t.deps, actor, chat.id, b2.assistantMessage.id))).toBe('message.not_found');

  const now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  // One version is left: no pager anywhere, and nothing of the deleted branch is reachable.
  expect(now.map((m) => m.branch)).toEqual([undefined, undefined, undefined, undefined]);
  for (const gone of [b2.userMessage.id, b2.assistantMessage.id, c.userMessage.id, c.assistantMessage.id]) {
    expect(await code(selectBranch(t.deps, actor, chat.id, gone))).toBe('message.not_found');
  }
  const session = await getOwnedSession(t.deps.db, actor.user.id, chat.id);
  expect([session.messageCount, session.lastMessage]).toEqual([4, 'two']);
  const context = await recentMessages(t.deps.db, chat.id, 50, Number.MAX_SAFE_INTEGER);
  expect(context.map((m) => m.id)).toEqual(now.map((m) => m.id));
  // The chat goes on from the version shown.
  const d = await say(actor, chat.id, 'four');
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a, b, d].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
});

test('a later message never shows the versions of a deleted one (the exchange deleted the way the client does)', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  const b2 = await edit(actor, chat.id, b.userMessage.id, 'two, v2');
  const b3 = await edit(actor, chat.id, b2.userMessage.id, 'two, v3');
  const c = await say(actor, chat.id, 'three');

  // The middle version is shown, then deleted: the pager of the two left is 1/2 and 2/2.
  await selectBranch(t.deps, actor, chat.id, b2.userMessage.id);
  await deleteExchange(actor, chat.id, b2);
  let now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(now[2]!.branch).toEqual({ ids: [b.userMessage.id, b3.userMessage.id], index: 0 });

  // The newest version with what followed it is still there, and deleting the exchange after it
  // leaves the fork as it was.
  now = (await selectBranch(t.deps, actor, chat.id, b3.userMessage.id)).items;
  expect(now.map((m) => m.id)).toEqual([a, b3, c].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  await deleteExchange(actor, chat.id, b3);
  now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(now.every((m) => m.branch === undefined)).toBe(true);
  expect((await getOwnedSession(t.deps.db, actor.user.id, chat.id)).messageCount).toBe(4);
});

test('a deleted first message with versions: the other version and its branch come back', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  const a2 = await edit(actor, chat.id, a.userMessage.id, 'one, again');
  await deleteExchange(actor, chat.id, a2);
  const now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(now.every((m) => m.branch === undefined)).toBe(true);
  expect(await code(selectBranch(t.deps, actor, chat.id, a2.userMessage.id))).toBe('message.not_found');
});

test('deleting a reply, or an exchange without versions, keeps the branch whole and the forks below it', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  const b2 = await edit(actor, chat.id, b.userMessage.id, 'two, v2');
  const c = await say(actor, chat.id, 'three');
  // A reply alone: what followed it stays, the fork above it too.
  await deleteMessage(t.deps, actor, chat.id, b2.assistantMessage.id);
  let now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a.userMessage.id, a.assistantMessage.id, b2.userMessage.id, c.userMessage.id, c.assistantMessage.id]);
  expect(now[2]!.branch).toEqual({ ids: [b.userMessage.id, b2.userMessage.id], index: 1 });
  expect(now[3]!.branch).toBeUndefined();
  // The exchange above the fork: the fork moves up whole and still pages both ways.
  await deleteExchange(actor, chat.id, a);
  now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([b2.userMessage.id, c.userMessage.id, c.assistantMessage.id]);
  expect(now[0]!.branch).toEqual({ ids: [b.userMessage.id, b2.userMessage.id], index: 1 });
  now = (await selectBranch(t.deps, actor, chat.id, b.userMessage.id)).items;
  expect(now.map((m) => m.id)).toEqual([b.userMessage.id, b.assistantMessage.id]);
  expect(now[0]!.branch).toEqual({ ids: [b.userMessage.id, b2.userMessage.id], index: 0 });
  expect((await getOwnedSession(t.deps.db, actor.user.id, chat.id)).messageCount).toBe(2);
});

test('a version off the active branch can be deleted (by id): the branch shown stays, the pager shrinks', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const a2 = await edit(actor, chat.id, a.userMessage.id, 'one, v2');
  const a3 = await edit(actor, chat.id, a2.userMessage.id, 'one, v3');
  await deleteMessage(t.deps, actor, chat.id, a2.userMessage.id);
  const now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a3.userMessage.id, a3.assistantMessage.id]);
  expect(now[0]!.branch).toEqual({ ids: [a.userMessage.id, a3.userMessage.id], index: 1 });
  expect((await getOwnedSession(t.deps.db, actor.user.id, chat.id)).messageCount).toBe(2);
});

test('regenerate after switching branches works on the branch shown, and only there', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const a2 = await edit(actor, chat.id, a.userMessage.id, 'one, v2');
  await selectBranch(t.deps, actor, chat.id, a.userMessage.id);
  expect(await code(regenerateReply(t.deps, actor, chat.id, a2.assistantMessage.id))).toBe('reply.not_regenerable');
  await freshDay(actor);
  const again = await regenerateReply(t.deps, actor, chat.id, a.assistantMessage.id);
  await collect(again.stream.follow(0, done));
  const now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a.userMessage.id, a.assistantMessage.id]);
  expect(now[1]!.version).toBe(2);
  expect(now[0]!.branch).toEqual({ ids: [a.userMessage.id, a2.userMessage.id], index: 0 });
  // The model saw the branch shown only.
  const context = await recentMessages(t.deps.db, chat.id, 50, Number.MAX_SAFE_INTEGER);
  expect(context.map((m) => m.id)).toEqual([a.userMessage.id, a.assistantMessage.id]);
});

test('every id is checked against the caller: another user cannot delete or switch in a chat with branches', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const a2 = await edit(actor, chat.id, a.userMessage.id, 'one, v2');
  const stranger = await newActor(t.deps);
  const theirs = await newChat(t.deps, stranger);
  const x = await say(stranger, theirs.id, 'mine');
  expect(await code(deleteMessage(t.deps, stranger, chat.id, a2.userMessage.id))).toBe('session.not_found');
  expect(await code(deleteMessage(t.deps, stranger, theirs.id, a2.userMessage.id))).toBe('message.not_found');
  expect(await code(deleteMessage(t.deps, actor, chat.id, x.userMessage.id))).toBe('message.not_found');
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a2.userMessage.id, a2.assistantMessage.id]);
  expect((await thread(stranger, theirs.id)).map((m) => m.id)).toEqual([x.userMessage.id, x.assistantMessage.id]);
});

test('a fork off the active branch whose shown version is deleted shows the version before it when its branch comes back', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  const b2 = await edit(actor, chat.id, b.userMessage.id, 'two, v2');
  const b3 = await edit(actor, chat.id, b2.userMessage.id, 'two, v3');
  await selectBranch(t.deps, actor, chat.id, b2.userMessage.id);
  const a2 = await edit(actor, chat.id, a.userMessage.id, 'one, v2');
  await deleteMessage(t.deps, actor, chat.id, b2.userMessage.id);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a2.userMessage.id, a2.assistantMessage.id]);
  const back = (await selectBranch(t.deps, actor, chat.id, a.userMessage.id)).items;
  expect(back.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(back[2]!.branch).toEqual({ ids: [b.userMessage.id, b3.userMessage.id], index: 0 });
  expect((await getOwnedSession(t.deps.db, actor.user.id, chat.id)).messageCount).toBe(4);
});

test("deleting a version whose reply is still being written stops that reply first; the chat takes new messages at once", async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const fast = t.deps.ai;
  t.deps.ai = createScriptedProvider({ tokens: Array.from({ length: 3000 }, (_, i) => `w${i} `), tokensPerSecond: 50 });
  try {
    await freshDay(actor);
    const a2 = await editAndResend(t.deps, actor, chat.id, a.userMessage.id, 'one, v2');
    await deleteMessage(t.deps, actor, chat.id, a2.userMessage.id);
    expect(t.deps.replies.get(a2.assistantMessage.id)?.finished ?? true).toBe(true);
  } finally {
    t.deps.ai = fast;
  }
  const running = await t.deps.db.execute(sql`select 1 from messages where session_id = ${chat.id} and status in ('thinking', 'responding')`);
  expect(rowsOf(running)).toEqual([]);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a.userMessage.id, a.assistantMessage.id]);
  const b = await say(actor, chat.id, 'two');
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
});
