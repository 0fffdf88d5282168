import { describe, expect, test } from 'bun:test';
import { guestWithChat, sendText, chatServerForFile } from '../helpers/chat-server';
import { createHttpClient } from '../helpers/http';

/* SPEC's daily limits on messages and chats, with their texts, over REST. */

const server = chatServerForFile();

describe('limits over REST', () => {
  test("a guest's 4th message gets SPEC's guest text; a free user's 6th gets the upgrade text", async () => {
    const { auth, chatId } = await guestWithChat(server.base);
    for (let i = 0; i < 3; i++) expect((await sendText(server.base, auth, chatId, `q${i}`).then((r) => r.text())).includes('[DONE]')).toBe(true);
    const over = await sendText(server.base, auth, chatId, 'one more');
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await over.json()).error).toMatchObject({
      code: 'usage.limit_reached_guest',
      message: "Couldn't process your message because you've reached the free message limit. Log in to continue.",
    });

    const c = createHttpClient(server.t.deps);
    await c.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'free@example.com' } });
    await c.request('POST', '/api/auth/email/login', { body: { email: 'free@example.com', verification_code: server.t.lastCodeFor('free@example.com') } });
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id;
    for (let i = 0; i < 5; i++) expect((await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: `m${i}` }] } })).status).toBe(200);
    const sixth = await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'm6' }] } });
    expect(sixth.status).toBe(429);
    expect(sixth.json.error.tag).toBe('send_message');
    expect(sixth.json.error.message).toBe("You've reached your message limit. Upgrade to the Plus plan to unlock unlimited advice and simulations.");
    const status = await c.request('GET', '/api/auth/status');
    expect(status.json.result.usage_limits.send_message).toMatchObject({ current_usage: 5, max_usage: 5, can_use: false });
  });

  test('a free user cannot open a 4th chat on one day', async () => {
    const c = createHttpClient(server.t.deps);
    await c.request('POST', '/api/auth/temporary');
    for (let i = 0; i < 3; i++) expect((await c.request('POST', '/api/session', { body: {} })).status).toBe(200);
    const fourth = await c.request('POST', '/api/session', { body: {} });
    expect(fourth.status).toBe(403);
    expect(fourth.json.error.code).toBe('session.chat_limit');
  });
});
