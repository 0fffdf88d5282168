import { describe, expect, test } from 'bun:test';
import { parseSse } from '../helpers/chat';
import { guestWithChat, sendText, chatServerForFile } from '../helpers/chat-server';

/* What a user does to a chat over REST: like, rename, regenerate, edit, delete. */

const CRUSH = "My crush replied 'haha maybe' to my invite, what now?";

const server = chatServerForFile();

describe('REST: acting on a reply', () => {
  test('like, rename, regenerate (v2 kept beside v1), stop and delete', async () => {
    const { auth, chatId } = await guestWithChat(server.base);
    const first = await sendText(server.base, auth, chatId, CRUSH);
    const messageId = first.headers.get('x-message-id')!;
    await first.text();
    const like = (liked?: boolean) =>
      fetch(`${server.base}/api/session/${chatId}/message/${messageId}/like`, { method: 'PUT', headers: auth, body: JSON.stringify({ liked }) }).then((r) =>
        r.json(),
      );
    expect((await like()).result).toEqual({ liked: true });
    expect((await like()).result).toEqual({ liked: false });
    expect((await like(true)).result).toEqual({ liked: true });

    const renamed = await fetch(`${server.base}/api/session/${chatId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ name: 'Saturday plan' }) });
    expect((await renamed.json()).result.name).toBe('Saturday plan');

    const again = await fetch(`${server.base}/api/session/${chatId}/message/${messageId}/regenerate`, { method: 'POST', headers: auth });
    expect(again.headers.get('x-message-id')).toBe(messageId);
    expect(again.headers.get('x-message-version')).toBe('2');
    expect(parseSse(await again.text()).events.at(-1)!.data.type).toBe('completed');
    const versions = await fetch(`${server.base}/api/session/${chatId}/message/${messageId}/versions`, { headers: auth }).then((r) => r.json());
    expect(versions.result.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    const deleted = await fetch(`${server.base}/api/session/${chatId}`, { method: 'DELETE', headers: auth }).then((r) => r.json());
    expect(deleted.result).toEqual({ ok: true });
    const gone = await fetch(`${server.base}/api/session/${chatId}/message`, { headers: auth });
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe('The conversation you were looking for could not be found.');
  });

  test('edit, then delete the new version: the old one is shown again; its id answers the catalogue not-found', async () => {
    const { auth, chatId } = await guestWithChat(server.base);
    await (await sendText(server.base, auth, chatId, CRUSH)).text();
    const listed = async () => (await fetch(`${server.base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json())).result;
    const original = (await listed()).items as { id: string; branch?: unknown }[];
    const edited = await fetch(`${server.base}/api/session/${chatId}/message/${original[0]!.id}/edit`, { method: 'POST', headers: auth, body: JSON.stringify({ text: 'She said maybe.' }) });
    const version = edited.headers.get('x-user-message-id')!;
    expect(parseSse(await edited.text()).events.at(-1)!.data.type).toBe('completed');
    expect((await listed()).items[0].branch).toEqual({ ids: [original[0]!.id, version], index: 1 });

    const deleted = await fetch(`${server.base}/api/session/${chatId}/message/${version}`, { method: 'DELETE', headers: auth });
    expect((await deleted.json()).result).toEqual({ ok: true });
    const now = await listed();
    expect(now.items.map((m: { id: string }) => m.id)).toEqual(original.map((m) => m.id));
    expect(now.items[0].branch).toBeUndefined();
    expect(now.total).toBe(2);
    for (const [method, path] of [
      ['PUT', `/api/session/${chatId}/message/${version}/branch`],
      ['DELETE', `/api/session/${chatId}/message/${version}`],
      ['POST', `/api/session/${chatId}/message/${version}/edit`],
    ] as const) {
      const res = await fetch(`${server.base}${path}`, { method, headers: auth, body: method === 'POST' ? JSON.stringify({ text: 'again' }) : undefined });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'message.not_found', message: 'This message could not be found.' });
    }
  });
});
