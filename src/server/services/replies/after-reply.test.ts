import { afterAll, beforeAll, expect, spyOn, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { chatSessions, memoryItems } from '../../../db/schema';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import { createScriptedProvider } from '../../ai/scripted';
import { afterReplies, queueAfterReply } from './after-reply';
import { sendMessage } from './send-message';

let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps({
    ai: createScriptedProvider({
      tokens: Array.from({ length: 20 }, (_, i) => `w${i} `),
      tokensPerSecond: 100,
      title: 'Rex and the weekend',
      memory: [{ type: 'add', content: 'Has a dog named Rex', reason: 'stated by the user' }],
    }),
  });
});
afterAll(() => t.close());

async function chatRow(id: string) {
  const [row] = await t.deps.db.select().from(chatSessions).where(eq(chatSessions.id, id));
  return row!;
}

async function memoryOf(userId: string) {
  return t.deps.db.select({ content: memoryItems.content }).from(memoryItems).where(eq(memoryItems.userId, userId));
}

test('after a completed reply an unnamed chat is titled and memory learns from the exchange', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const sent = await sendMessage(t.deps, actor, chat.id, text('My dog Rex hates Mondays'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  await t.deps.replies.afterWork.idle();
  expect((await chatRow(chat.id)).name).toBe('Rex and the weekend');
  expect(await memoryOf(actor.user.id)).toEqual([{ content: 'Has a dog named Rex' }]);
});

test('a chat the user renamed keeps its name; memory still learns', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  await t.deps.db.update(chatSessions).set({ name: 'Mine' }).where(eq(chatSessions.id, chat.id));
  const sent = await sendMessage(t.deps, actor, chat.id, text('My dog Rex hates Mondays'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  await t.deps.replies.afterWork.idle();
  expect((await chatRow(chat.id)).name).toBe('Mine');
  expect(await memoryOf(actor.user.id)).toHaveLength(1);
});

test('a chat deleted while its reply ran is neither titled nor learned from, and nothing is logged as failed', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const errorsBefore = t.log.lines.filter((l) => l.level === 'error').length;
  const sent = await sendMessage(t.deps, actor, chat.id, text('My dog Rex hates Mondays'));
  // Deleted (as DELETE /api/session/{id} marks it) while the reply is still streaming.
  await t.deps.db.update(chatSessions).set({ deletedAt: new Date() }).where(eq(chatSessions.id, chat.id));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  await t.deps.replies.afterWork.idle();
  expect((await chatRow(chat.id)).name).toBeNull();
  expect(await memoryOf(actor.user.id)).toEqual([]);
  expect(t.log.lines.filter((l) => l.level === 'error')).toHaveLength(errorsBefore);
});

test('replies ending together share one batch: one read of the chats, one update naming them, one read of memory', async () => {
  const [ann, bob] = [await newActor(t.deps), await newActor(t.deps)];
  const annChats = [await newChat(t.deps, ann), await newChat(t.deps, ann)];
  const bobChats = [await newChat(t.deps, bob), await newChat(t.deps, bob), await newChat(t.deps, bob)];
  await t.deps.db.update(chatSessions).set({ name: 'Mine' }).where(eq(chatSessions.id, bobChats[1]!.id));
  await t.deps.db.update(chatSessions).set({ deletedAt: new Date() }).where(eq(chatSessions.id, bobChats[2]!.id));
  const exchange = (userId: string, sessionId: string) => ({ messageId: crypto.randomUUID(), userId, sessionId, userText: 'My dog Rex hates Mondays', assistantText: 'Walk him.' });
  const statements = spyOn(t.deps.db, 'execute');
  try {
    await afterReplies(t.deps, [
      exchange(ann.user.id, annChats[0]!.id),
      exchange(ann.user.id, annChats[1]!.id),
      exchange(bob.user.id, bobChats[0]!.id),
      exchange(bob.user.id, bobChats[1]!.id),
      exchange(bob.user.id, bobChats[2]!.id),
      // Someone else's chat id: not theirs, so nothing happens to it.
      exchange(bob.user.id, annChats[0]!.id),
    ]);
    expect(statements).toHaveBeenCalledTimes(3);
  } finally {
    statements.mockRestore();
  }
  expect((await chatRow(annChats[0]!.id)).name).toBe('Rex and the weekend');
  expect((await chatRow(annChats[1]!.id)).name).toBe('Rex and the weekend');
  expect((await chatRow(bobChats[0]!.id)).name).toBe('Rex and the weekend');
  expect((await chatRow(bobChats[1]!.id)).name).toBe('Mine');
  expect((await chatRow(bobChats[2]!.id)).name).toBeNull();
  // Each user learned once (the second exchange of the same user finds the item already known).
  expect(await memoryOf(ann.user.id)).toEqual([{ content: 'Has a dog named Rex' }]);
  expect(await memoryOf(bob.user.id)).toEqual([{ content: 'Has a dog named Rex' }]);
});

test('sends whose replies end together are titled and learned from through the batch', async () => {
  const actor = await newActor(t.deps);
  const chats = await Promise.all([newChat(t.deps, actor), newChat(t.deps, actor), newChat(t.deps, actor)]);
  const sent = await Promise.all(chats.map((c) => sendMessage(t.deps, actor, c.id, text('My dog Rex hates Mondays'))));
  await Promise.all(sent.map((s) => collect(s.stream!.follow(0, new AbortController().signal))));
  await t.deps.replies.afterWork.idle();
  for (const c of chats) expect((await chatRow(c.id)).name).toBe('Rex and the weekend');
  expect(await memoryOf(actor.user.id)).toHaveLength(1);
});

test('a batch whose read fails is logged as failed, and the next batch still runs', async () => {
  const actor = await newActor(t.deps);
  const [first, second] = [await newChat(t.deps, actor), await newChat(t.deps, actor)];
  const exchange = (sessionId: string) => ({ messageId: crypto.randomUUID(), userId: actor.user.id, sessionId, userText: 'My dog Rex hates Mondays', assistantText: 'Walk him.' });
  const errorsBefore = t.log.lines.filter((l) => l.level === 'error' && l.msg === 'After-reply work failed').length;
  const statements = spyOn(t.deps.db, 'execute').mockImplementationOnce(() => Promise.reject(new Error('database unavailable')) as never);
  try {
    queueAfterReply(t.deps, exchange(first.id));
    await t.deps.replies.afterWork.idle();
  } finally {
    statements.mockRestore();
  }
  expect(t.log.lines.filter((l) => l.level === 'error' && l.msg === 'After-reply work failed')).toHaveLength(errorsBefore + 1);
  expect((await chatRow(first.id)).name).toBeNull();
  queueAfterReply(t.deps, exchange(second.id));
  await t.deps.replies.afterWork.idle();
  expect((await chatRow(second.id)).name).toBe('Rex and the weekend');
});
