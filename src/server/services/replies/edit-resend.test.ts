import { afterAll, beforeAll, expect, test } from 'bun:test';
import { readFileSync } from 'node:fs';
import { sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { Actor } from '../actor';
import { selectBranch } from '../branch-select';
import { shareChat, sharedChat } from '../chat-share';
import { recentMessages } from '../messages';
import { listMessages } from '../message-list';
import { getOwnedSession } from '../sessions';
import { createScriptedProvider } from '../../ai/scripted';
import { deleteMessage, stopReply } from './control';
import { editAndResend } from './edit-resend';
import { regenerateReply } from './regenerate';
import { sendMessage } from './send-message';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

const done = new AbortController().signal;
const code = (p: Promise<unknown>) => p.then(() => 'ok', (e: { code?: string }) => e.code);
const wordsOf = (m: { items: { type: string; content?: unknown }[] }) => m.items.find((i) => i.type === 'text')?.content;

/** The daily allowance is not under test here (a guest has 3): each step starts from an unused day. */
async function freshDay(actor: Actor) {
  await t.deps.db.execute(sql`delete from usage_counters where user_id = ${actor.user.id}`);
}

async function usedToday(actor: Actor): Promise<number> {
  const result = await t.deps.db.execute(sql`select coalesce(sum(count), 0)::int as n from usage_counters where user_id = ${actor.user.id}`);
  return Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
}

async function say(actor: Actor, chatId: string, words: string) {
  await freshDay(actor);
  const sent = await sendMessage(t.deps, actor, chatId, text(words));
  await collect(sent.stream!.follow(0, done));
  return sent;
}

async function thread(actor: Actor, chatId: string) {
  const { items } = await listMessages(t.deps, actor, chatId, { page: 1, page_size: 100 });
  return items;
}

/** The chat as the user reads it: user words and reply ids, in order. */
async function shape(actor: Actor, chatId: string) {
  return (await thread(actor, chatId)).map((m) => (m.role === 'user' ? wordsOf(m) : `reply ${m.id.slice(0, 8)}`));
}

test('editing an earlier message starts a new branch; the pager shows the old one with its replies', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'She said haha maybe');
  const b = await say(actor, chat.id, 'Should I ask her out?');
  const c = await say(actor, chat.id, 'What if she says no');
  const before = await shape(actor, chat.id);

  await freshDay(actor);
  const edited = await editAndResend(t.deps, actor, chat.id, b.userMessage.id, '  Should I ask her out for coffee?  ');
  expect(edited.userMessage.id).not.toBe(b.userMessage.id);
  expect(edited.assistantMessage.status).toBe('thinking');
  expect(await usedToday(actor)).toBe(1); // an edit costs a message like a send
  await collect(edited.stream.follow(0, done));

  const now = await thread(actor, chat.id);
  expect(now.map((m) => m.id)).toEqual([a.userMessage.id, a.assistantMessage.id, edited.userMessage.id, edited.assistantMessage.id]);
  expect(wordsOf(now[2]!)).toBe('Should I ask her out for coffee?');
  expect(now[2]!.branch).toEqual({ ids: [b.userMessage.id, edited.userMessage.id], index: 1 });
  expect(now[0]!.branch).toBeUndefined();
  expect(now[3]!.status).toBe('completed');
  // The new reply was written from the new branch only: the old words and what followed are not its context.
  const context = await recentMessages(t.deps.db, chat.id, 50, Number.MAX_SAFE_INTEGER);
  expect(context.map((m) => m.id)).toEqual(now.map((m) => m.id));
  expect((await getOwnedSession(t.deps.db, actor.user.id, chat.id)).messageCount).toBe(4);

  // Paging back: the old branch, whole, with its replies.
  const old = await selectBranch(t.deps, actor, chat.id, b.userMessage.id);
  expect(old.items.map((m) => m.id)).toEqual([a, b, c].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(old.items[2]!.branch).toEqual({ ids: [b.userMessage.id, edited.userMessage.id], index: 0 });
  expect(await shape(actor, chat.id)).toEqual(before);
  expect(old.total).toBe(6);
  const session = await getOwnedSession(t.deps.db, actor.user.id, chat.id);
  expect([session.messageCount, session.lastMessage]).toEqual([6, 'What if she says no']);

  // And forward again.
  const back = await selectBranch(t.deps, actor, chat.id, edited.userMessage.id);
  expect(back.items.map((m) => m.id)).toEqual(now.map((m) => m.id));
});

test('a branch keeps what was said in it, its own later edits included, across switches', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'first');
  const b = await say(actor, chat.id, 'second');
  await freshDay(actor);
  const a2 = await editAndResend(t.deps, actor, chat.id, a.userMessage.id, 'first, said better');
  await collect(a2.stream.follow(0, done));
  const d = await say(actor, chat.id, 'then this'); // continues the new branch
  await freshDay(actor);
  const d2 = await editAndResend(t.deps, actor, chat.id, d.userMessage.id, 'then that');
  await collect(d2.stream.follow(0, done));
  const newBranch = (await thread(actor, chat.id)).map((m) => m.id);
  expect(newBranch).toEqual([a2.userMessage.id, a2.assistantMessage.id, d2.userMessage.id, d2.assistantMessage.id]);

  await selectBranch(t.deps, actor, chat.id, a.userMessage.id);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  // Back on the edited branch: its own fork still shows the version last chosen there.
  await selectBranch(t.deps, actor, chat.id, a2.userMessage.id);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual(newBranch);
  await selectBranch(t.deps, actor, chat.id, d.userMessage.id);
  await selectBranch(t.deps, actor, chat.id, a.userMessage.id);
  await selectBranch(t.deps, actor, chat.id, a2.userMessage.id);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a2.userMessage.id, a2.assistantMessage.id, d.userMessage.id, d.assistantMessage.id]);
});

test('regenerate, sending, sharing and deleting follow the active branch', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  await freshDay(actor);
  const a2 = await editAndResend(t.deps, actor, chat.id, a.userMessage.id, 'one, again');
  await collect(a2.stream.follow(0, done));
  // The old branch's last reply is not the latest any more; the new one is.
  expect(await code(regenerateReply(t.deps, actor, chat.id, b.assistantMessage.id))).toBe('reply.not_regenerable');
  await freshDay(actor);
  const again = await regenerateReply(t.deps, actor, chat.id, a2.assistantMessage.id);
  await collect(again.stream.follow(0, done));
  // Editing a message of another branch is refused until that branch is shown.
  expect(await code(editAndResend(t.deps, actor, chat.id, b.userMessage.id, 'two?'))).toBe('reply.not_regenerable');

  await selectBranch(t.deps, actor, chat.id, a.userMessage.id);
  await freshDay(actor);
  const regen = await regenerateReply(t.deps, actor, chat.id, b.assistantMessage.id);
  await collect(regen.stream.follow(0, done));
  const c = await say(actor, chat.id, 'three');
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a, b, c].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));

  const { token } = await shareChat(t.deps, actor, chat.id);
  expect((await sharedChat(t.deps, token)).messages.filter((m) => m.role === 'user').map(wordsOf)).toEqual(['one', 'two', 'three']);

  // Deleting an exchange in the middle keeps the rest of the branch together.
  await deleteMessage(t.deps, actor, chat.id, b.userMessage.id);
  await deleteMessage(t.deps, actor, chat.id, b.assistantMessage.id);
  await selectBranch(t.deps, actor, chat.id, a2.userMessage.id);
  await selectBranch(t.deps, actor, chat.id, a.userMessage.id);
  expect((await thread(actor, chat.id)).map((m) => m.id)).toEqual([a, c].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
});

test('only the owner, only words, only user messages, nothing while a reply runs', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  expect(await code(editAndResend(t.deps, actor, chat.id, a.assistantMessage.id, 'a reply'))).toBe('reply.not_regenerable');
  expect(await code(editAndResend(t.deps, actor, chat.id, a.userMessage.id, '   '))).toBe('message.empty');
  // A reply still being written (a model slower than this test): nothing is edited meanwhile.
  const fast = t.deps.ai;
  t.deps.ai = createScriptedProvider({ tokens: Array.from({ length: 3000 }, (_, i) => `w${i} `), tokensPerSecond: 50 });
  try {
    await freshDay(actor);
    const b = await sendMessage(t.deps, actor, chat.id, text('two'));
    expect(await code(editAndResend(t.deps, actor, chat.id, a.userMessage.id, 'one?'))).toBe('reply.in_progress');
    await stopReply(t.deps, actor, chat.id, b.assistantMessage.id);
  } finally {
    t.deps.ai = fast;
  }

  const stranger = await newActor(t.deps);
  const theirs = await newChat(t.deps, stranger);
  const x = await say(stranger, theirs.id, 'mine');
  // Another user's chat, or another user's message named in one's own chat: the same not-found.
  expect(await code(editAndResend(t.deps, stranger, chat.id, a.userMessage.id, 'mine now'))).toBe('session.not_found');
  expect(await code(selectBranch(t.deps, stranger, chat.id, a.userMessage.id))).toBe('session.not_found');
  expect(await code(editAndResend(t.deps, actor, chat.id, x.userMessage.id, 'theirs'))).toBe('message.not_found');
  expect(await code(selectBranch(t.deps, actor, chat.id, x.userMessage.id))).toBe('message.not_found');
  expect(await code(selectBranch(t.deps, stranger, theirs.id, a.userMessage.id))).toBe('message.not_found');
  expect((await thread(actor, chat.id)).filter((m) => m.role === 'user').map(wordsOf)).toEqual(['one', 'two']);
  expect((await thread(stranger, theirs.id)).map((m) => m.id)).toEqual([x.userMessage.id, x.assistantMessage.id]);
});

test('the migration gives chats written before branches their line: each message follows the one before', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await say(actor, chat.id, 'one');
  const b = await say(actor, chat.id, 'two');
  await t.deps.db.execute(sql`update messages set parent_id = null where session_id = ${chat.id}`);
  const migration = readFileSync(new URL('../../../../drizzle/0009_message_branches.sql', import.meta.url), 'utf8');
  const backfill = migration.split('--> statement-breakpoint').at(-1)!;
  await t.deps.db.execute(sql.raw(backfill));
  await freshDay(actor);
  const edited = await editAndResend(t.deps, actor, chat.id, b.userMessage.id, 'two, again');
  await collect(edited.stream.follow(0, done));
  const old = await selectBranch(t.deps, actor, chat.id, b.userMessage.id);
  expect(old.items.map((m) => m.id)).toEqual([a, b].flatMap((s) => [s.userMessage.id, s.assistantMessage.id]));
  expect(old.items[2]!.branch?.ids).toEqual([b.userMessage.id, edited.userMessage.id]);
});
