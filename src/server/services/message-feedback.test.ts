import { afterAll, beforeAll, expect, test } from 'bun:test';
import { collect, newActor, newChat, text } from '../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { setDislike, toggleLike } from './messages';
import { listMessages } from './message-list';
import { sendMessage } from './replies/send-message';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

async function chatWithReply() {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const sent = await sendMessage(t.deps, actor, chat.id, text('She answers with one word. What now?'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  return { actor, chatId: chat.id, userId: sent.userMessage.id, replyId: sent.assistantMessage.id };
}

const reply = async (actor: Awaited<ReturnType<typeof newActor>>, chatId: string, id: string) =>
  (await listMessages(t.deps, actor, chatId, { page: 1, page_size: 100 })).items.find((m) => m.id === id)!;

test('a thumbs-down keeps its reason and clears the like; a like clears the thumbs-down; it can be taken back', async () => {
  const { actor, chatId, replyId } = await chatWithReply();
  await toggleLike(t.deps, actor, chatId, replyId, true);
  expect(await setDislike(t.deps, actor, chatId, replyId, true, '  Too generic  ')).toEqual({ disliked: true, reason: 'Too generic' });
  let stored = await reply(actor, chatId, replyId);
  expect(stored.liked).toBe(false);
  expect(stored.extra_data.feedback).toEqual({ rating: 'down', reason: 'Too generic' });

  await toggleLike(t.deps, actor, chatId, replyId, true);
  stored = await reply(actor, chatId, replyId);
  expect(stored.liked).toBe(true);
  expect(stored.extra_data.feedback ?? null).toBeNull();

  await setDislike(t.deps, actor, chatId, replyId, true, null);
  expect((await reply(actor, chatId, replyId)).extra_data.feedback).toEqual({ rating: 'down', reason: null });
  await setDislike(t.deps, actor, chatId, replyId, false, null);
  expect((await reply(actor, chatId, replyId)).extra_data.feedback ?? null).toBeNull();
});

test("only replies are rated, and only by their owner: the user's own line is refused, another's chat is not found", async () => {
  const { actor, chatId, userId, replyId } = await chatWithReply();
  expect(await setDislike(t.deps, actor, chatId, userId, true, null).catch((e) => e.code)).toBe('common.invalid_input');
  const stranger = await newActor(t.deps);
  expect(await setDislike(t.deps, stranger, chatId, replyId, true, null).catch((e) => e.code)).toBe('session.not_found');
  expect((await reply(actor, chatId, replyId)).extra_data.feedback ?? null).toBeNull();
});
