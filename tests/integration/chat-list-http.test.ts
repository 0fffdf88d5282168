import { describe, expect, test } from 'bun:test';
import { guestWithChat, chatServerForFile } from '../helpers/chat-server';
import { createHttpClient } from '../helpers/http';

/* The chat list: keyset and offset paging, and showcase chats opened into it. */

const server = chatServerForFile();

describe('session list', () => {
  test('newest first, keyset cursor pages through everything exactly once', async () => {
    const c = createHttpClient(server.t.deps);
    const { json } = await c.request('POST', '/api/auth/temporary');
    const { subscriptions } = await import('../../src/db/schema');
    // Plus lifts the chat limit for this listing test.
    await server.t.deps.db.insert(subscriptions).values({ id: `sub_${json.result.id}`, provider: 'local', userId: json.result.id, status: 'active', created: new Date() });
    const ids: string[] = [];
    for (let i = 0; i < 7; i++) {
      ids.push((await c.request('POST', '/api/session', { body: { name: `chat ${i}` } })).json.result.id);
      await Bun.sleep(2);
    }
    const seen: string[] = [];
    let cursor: string | null = null;
    do {
      const page: { total: number; items: { id: string }[]; next_cursor: string | null } = (await c.request('GET', `/api/session?limit=3${cursor ? `&cursor=${cursor}` : ''}`)).json.result;
      expect(page.total).toBe(7);
      seen.push(...page.items.map((s) => s.id));
      cursor = page.next_cursor;
    } while (cursor);
    expect(seen).toEqual([...ids].reverse());
    const byOffset = (await c.request('GET', '/api/session?offset=3&limit=3')).json.result;
    expect(byOffset.items.map((s: { id: string }) => s.id)).toEqual([...ids].reverse().slice(3, 6));
    expect((await c.request('GET', '/api/session?cursor=garbage')).json.error.code).toBe('common.invalid_input');
  });
});

describe('showcases', () => {
  test('a showcase opens as the chat of the caller, answered, titled, costing no message', async () => {
    const { auth } = await guestWithChat(server.base);
    const res = await fetch(`${server.base}/api/session/showcase/decode-k`, { method: 'POST', headers: auth }).then((r) => r.json());
    expect(res.result).toMatchObject({ name: "What does 'k.' mean?", message_count: 2, agent: { slug: 'message-decoder' } });
    const list = await fetch(`${server.base}/api/session/${res.result.id}/message`, { headers: auth }).then((r) => r.json());
    expect(list.result.items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(list.result.items[1].items[0].content).toContain('k.');
    const status = await fetch(`${server.base}/api/auth/status`, { headers: auth }).then((r) => r.json());
    expect(status.result.usage_limits.send_message.current_usage).toBe(0);
    const missing = await fetch(`${server.base}/api/session/showcase/nope`, { method: 'POST', headers: auth });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('showcase.not_found');
  });
});
