import { expect, test } from 'bun:test';
import { guestWithChat, sendText, chatServerForFile, trpcClientFor, type Guest } from '../helpers/chat-server';

/* SPEC §3: the chat list shows each chat's last message. Deleting messages must not leave the preview showing deleted words. */

const server = chatServerForFile();

type Listed = { id: string; message_count: number; last_message: string | null };
const previewOf = async (g: Guest): Promise<Pick<Listed, 'message_count' | 'last_message'>> => {
  const list = await fetch(`${server.base}/api/session`, { headers: g.auth }).then((r) => r.json());
  const { message_count, last_message } = (list.result.items as Listed[]).find((s) => s.id === g.chatId)!;
  return { message_count, last_message };
};

/** Two finished exchanges; the ids of each user message and its reply, oldest first. */
async function twoExchanges(g: Guest) {
  for (const words of ['first: she left me on read', 'second: should I text again?']) await (await sendText(server.base, g.auth, g.chatId, words)).text();
  const list = await fetch(`${server.base}/api/session/${g.chatId}/message`, { headers: g.auth }).then((r) => r.json());
  return (list.result.items as { id: string }[]).map((m) => m.id);
}

test('REST: deleting the last exchange shows the one before it; deleting every message leaves the preview empty', async () => {
  const g = await guestWithChat(server.base);
  const [u1, a1, u2, a2] = await twoExchanges(g);
  expect(await previewOf(g)).toEqual({ message_count: 4, last_message: 'second: should I text again?' });
  const del = async (id: string) => expect((await fetch(`${server.base}/api/session/${g.chatId}/message/${id}`, { method: 'DELETE', headers: g.auth }).then((r) => r.json())).result).toEqual({ ok: true });

  // A reply is not what the preview shows: deleting it alone leaves the preview as it was.
  await del(a2!);
  expect(await previewOf(g)).toEqual({ message_count: 3, last_message: 'second: should I text again?' });
  await del(u2!);
  expect(await previewOf(g)).toEqual({ message_count: 2, last_message: 'first: she left me on read' });
  await del(u1!);
  expect(await previewOf(g)).toEqual({ message_count: 1, last_message: null });
  await del(a1!);
  expect(await previewOf(g)).toEqual({ message_count: 0, last_message: null });
});

test('tRPC: chat.deleteMessage on the last user message moves the preview back the same way', async () => {
  const g = await guestWithChat(server.base);
  const client = trpcClientFor(server.base, g.auth);
  const [, , u2, a2] = await twoExchanges(g);
  // The client's Delete: the user message first, then its reply (now answering the earlier reply).
  await client.chat.deleteMessage.mutate({ sessionId: g.chatId, messageId: u2! });
  const listed = await client.session.list.query({});
  expect(listed.items.find((s) => s.id === g.chatId)).toMatchObject({ message_count: 3, last_message: 'first: she left me on read' });
  await client.chat.deleteMessage.mutate({ sessionId: g.chatId, messageId: a2! });
  expect(await previewOf(g)).toEqual({ message_count: 2, last_message: 'first: she left me on read' });
});

test('a long message is previewed by its first 200 characters, after a send and when a delete brings it back', async () => {
  const g = await guestWithChat(server.base);
  const long = `My roommate keeps eating my food and ${'never replaces any of it, '.repeat(12)}what do I say?`;
  await (await sendText(server.base, g.auth, g.chatId, long)).text();
  expect((await previewOf(g)).last_message).toBe(long.slice(0, 200));
  await (await sendText(server.base, g.auth, g.chatId, 'short one')).text();
  const ids = ((await fetch(`${server.base}/api/session/${g.chatId}/message`, { headers: g.auth }).then((r) => r.json())).result.items as { id: string }[]).map((m) => m.id);
  await fetch(`${server.base}/api/session/${g.chatId}/message/${ids[2]}`, { method: 'DELETE', headers: g.auth });
  expect(await previewOf(g)).toEqual({ message_count: 3, last_message: long.slice(0, 200) });
});
