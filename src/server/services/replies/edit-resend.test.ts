import { afterAll, beforeAll, expect, test } from 'bun:test';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import { listMessages, listVersions } from '../messages';
import { editAndResend } from './edit-resend';
import { sendMessage } from './send-message';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test('editing the latest message resends it: new versions of it and its reply, the old ones kept', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const first = await sendMessage(t.deps, actor, chat.id, text('She said haha maybe'));
  await collect(first.stream!.follow(0, new AbortController().signal));
  const oldReply = (await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 })).items[1]!;

  const edited = await editAndResend(t.deps, actor, chat.id, first.userMessage.id, '  She said maybe, with a smiley  ');
  expect(edited.userMessage).toMatchObject({ id: first.userMessage.id, version: 2 });
  expect(edited.assistantMessage).toMatchObject({ id: first.assistantMessage.id, version: 2, status: 'thinking' });
  await collect(edited.stream.follow(0, new AbortController().signal));

  const now = (await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 })).items;
  expect(now.map((m) => [m.role, m.version, m.status])).toEqual([
    ['user', 2, 'completed'],
    ['assistant', 2, 'completed'],
  ]);
  expect(now[0]!.items[0]).toMatchObject({ type: 'text', content: 'She said maybe, with a smiley' });
  const userVersions = await listVersions(t.deps, actor, chat.id, first.userMessage.id);
  expect(userVersions.map((v) => [v.version, v.items.find((i) => i.type === 'text')?.content])).toEqual([
    [1, 'She said haha maybe'],
    [2, 'She said maybe, with a smiley'],
  ]);
  const replyVersions = await listVersions(t.deps, actor, chat.id, first.assistantMessage.id);
  expect(replyVersions[0]!.items).toEqual(oldReply.items);
});

test('only the latest exchange, only with words, only by the owner', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const a = await sendMessage(t.deps, actor, chat.id, text('one'));
  await collect(a.stream!.follow(0, new AbortController().signal));
  const b = await sendMessage(t.deps, actor, chat.id, text('two'));
  await collect(b.stream!.follow(0, new AbortController().signal));
  const code = (p: Promise<unknown>) => p.then(() => 'ok', (e) => e.code);
  expect(await code(editAndResend(t.deps, actor, chat.id, a.userMessage.id, 'one again'))).toBe('reply.not_regenerable');
  expect(await code(editAndResend(t.deps, actor, chat.id, b.assistantMessage.id, 'a reply'))).toBe('reply.not_regenerable');
  expect(await code(editAndResend(t.deps, actor, chat.id, b.userMessage.id, '   '))).toBe('message.empty');
  const stranger = await newActor(t.deps);
  expect(await code(editAndResend(t.deps, stranger, chat.id, b.userMessage.id, 'mine now'))).toBe('session.not_found');
  const items = (await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 })).items;
  expect(items.map((m) => m.version)).toEqual([1, 1, 1, 1]);
});
