import { describe, expect, test } from 'bun:test';
import { guestWithChat, sendText, chatServerForFile } from '../helpers/chat-server';

/* Every chat route checks the caller: foreign ids are not found and change nothing; no session is 401. */

const server = chatServerForFile();

describe("D: another user's ids are refused and nothing changes", () => {
  test('every session and message route answers not found for a foreign id', async () => {
    const a = await guestWithChat(server.base);
    const first = await sendText(server.base, a.auth, a.chatId, 'mine');
    const messageId = first.headers.get('x-message-id')!;
    await first.text();
    // Let the after-reply work (memory, auto-title) settle so 'before' is the final state.
    for (let i = 0; i < 100; i++) {
      const listed = await fetch(`${server.base}/api/session`, { headers: a.auth }).then((r) => r.json());
      if (listed.result.items[0].name) break;
      await Bun.sleep(20);
    }
    const before = await fetch(`${server.base}/api/session/${a.chatId}/message`, { headers: a.auth }).then((r) => r.text());

    const b = await guestWithChat(server.base);
    const attempts: [string, string, unknown?][] = [
      ['GET', `/api/session/${a.chatId}/message`],
      ['PUT', `/api/session/${a.chatId}`, { name: 'hijacked' }],
      ['DELETE', `/api/session/${a.chatId}`],
      ['PUT', `/api/session/${a.chatId}/auto-rename`],
      ['POST', `/api/session/${a.chatId}/message`, { items: [{ type: 'text', content: 'intrude' }] }],
      ['DELETE', `/api/session/${a.chatId}/message/${messageId}`],
      ['PUT', `/api/session/${a.chatId}/message/${messageId}/like`, {}],
      ['POST', `/api/session/${a.chatId}/message/${messageId}/regenerate`],
      ['POST', `/api/session/${a.chatId}/message/${messageId}/stop`],
      ['GET', `/api/session/${a.chatId}/message/${messageId}/events`],
      ['GET', `/api/session/${a.chatId}/message/${messageId}/versions`],
      ['PUT', `/api/session/${a.chatId}/message/${messageId}/branch`],
      ['POST', `/api/session/${a.chatId}/message/${messageId}/edit`, { text: 'intrude' }],
      // B's own chat with A's message id:
      ['PUT', `/api/session/${b.chatId}/message/${messageId}/like`, {}],
      ['DELETE', `/api/session/${b.chatId}/message/${messageId}`],
      ['PUT', `/api/session/${b.chatId}/message/${messageId}/branch`],
      ['POST', `/api/session/${b.chatId}/message/${messageId}/edit`, { text: 'intrude' }],
      // Claiming A's chat id as a client-chosen id:
      ['POST', `/api/session/${a.chatId}`, {}],
    ];
    for (const [method, path, body] of attempts) {
      const res = await fetch(`${server.base}${path}`, { method, headers: b.auth, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(res.status).toBe(404);
      expect(['session.not_found', 'message.not_found']).toContain((await res.json()).error.code);
    }
    const after = await fetch(`${server.base}/api/session/${a.chatId}/message`, { headers: a.auth }).then((r) => r.text());
    expect(after).toBe(before);
    const bList = await fetch(`${server.base}/api/session`, { headers: b.auth }).then((r) => r.json());
    expect(bList.result.items.map((s: { id: string }) => s.id)).toEqual([b.chatId]);
  });

  test('without a session every chat route is 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/session'],
      ['POST', '/api/session'],
      ['POST', `/api/session/${crypto.randomUUID()}/message`],
    ]) {
      const res = await fetch(`${server.base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status).toBe(401);
    }
  });
});
