import { afterAll, beforeAll, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { chatSessions, memoryItems } from '../../../db/schema';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import { createScriptedProvider } from '../../ai/scripted';
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
