import { afterAll, beforeAll, expect, test } from 'bun:test';
import { collect, newActor, newChat, text } from '../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { sharedChat, shareChat, unshareChat } from './chat-share';
import { sendMessage } from './replies/send-message';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test('a share link shows the words of the chat to anyone, nothing of the account; revoking ends it', async () => {
  const owner = await newActor(t.deps);
  const chat = await newChat(t.deps, owner);
  const sent = await sendMessage(t.deps, owner, chat.id, text('My crush said haha maybe. What now?'));
  await collect(sent.stream!.follow(0, new AbortController().signal));

  const { token } = await shareChat(t.deps, owner, chat.id);
  expect(token).toMatch(/^[A-Za-z0-9_-]{32}$/);
  expect((await shareChat(t.deps, owner, chat.id)).token).toBe(token); // the same link until revoked

  const shown = await sharedChat(t.deps, token);
  expect(shown.messages.map((m) => m.role)).toEqual(['user', 'assistant']);
  expect(shown.messages[0]!.items[0]).toMatchObject({ type: 'text', content: 'My crush said haha maybe. What now?' });
  const json = JSON.stringify(shown);
  for (const secret of [owner.user.id, owner.user.email ?? 'no-email', chat.id]) expect(json).not.toContain(secret);

  await unshareChat(t.deps, owner, chat.id);
  expect(await sharedChat(t.deps, token).catch((e) => e.code)).toBe('common.not_found');
  expect((await shareChat(t.deps, owner, chat.id)).token).not.toBe(token); // a new share, a new link
});

test("only the owner shares or revokes: another user's id is not found", async () => {
  const owner = await newActor(t.deps);
  const chat = await newChat(t.deps, owner);
  const stranger = await newActor(t.deps);
  expect(await shareChat(t.deps, stranger, chat.id).catch((e) => e.code)).toBe('session.not_found');
  expect(await unshareChat(t.deps, stranger, chat.id).catch((e) => e.code)).toBe('session.not_found');
  expect(await sharedChat(t.deps, 'x'.repeat(32)).catch((e) => e.code)).toBe('common.not_found');
});
