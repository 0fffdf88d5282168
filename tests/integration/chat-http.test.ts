import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import type { AiProvider } from '../../src/server/ai/provider';
import type { ReplyConfig } from '../../src/server/deps';
import { createApp } from '../../src/server/app';
import { parseSse, readUntil } from '../helpers/chat';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

const CRUSH = "My crush replied 'haha maybe' to my invite, what now?";
let t: TestDeps;
let base: string;
let stopServer: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDeps();
  const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.server?.port}`;
  stopServer = async () => {
    await server.stop(true);
  };
});
afterAll(async () => {
  await stopServer();
  await t.close();
});

async function using<T>(ai: AiProvider, reply: Partial<ReplyConfig>, fn: () => Promise<T>): Promise<T> {
  const saved = { ai: t.deps.ai, reply: t.deps.config.reply };
  t.deps.ai = ai;
  t.deps.config.reply = { ...saved.reply, ...reply };
  try {
    return await fn();
  } finally {
    t.deps.ai = saved.ai;
    t.deps.config.reply = saved.reply;
  }
}

/** A guest over real HTTP (Bearer token), with a chat. */
async function guestWithChat(agent = 'chat-advisor') {
  const guest = await fetch(`${base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
  const auth = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
  const chat = await fetch(`${base}/api/session/agent/${agent}`, { method: 'POST', headers: auth }).then((r) => r.json());
  return { auth, chatId: chat.result.id as string, userId: guest.result.id as string };
}

const send = (auth: Record<string, string>, chatId: string, text: string, init: RequestInit = {}) =>
  fetch(`${base}/api/session/${chatId}/message`, {
    method: 'POST',
    headers: auth,
    body: JSON.stringify({ items: [{ type: 'text', content: text }] }),
    ...init,
  });

describe('REST: a guest asks Chat Advisor about a lukewarm reply', () => {
  test('streams a situation-specific answer with reply cards, then [DONE]; the chat is saved and titled', async () => {
    const { auth, chatId } = await guestWithChat();
    const res = await send(auth, chatId, CRUSH);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    const messageId = res.headers.get('x-message-id');
    expect(messageId).toMatch(/^[0-9a-f-]{36}$/);
    const { events, done } = parseSse(await res.text());
    expect(done).toBe(true);
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]!.data).toMatchObject({ type: 'start', message_id: messageId, session_id: chatId, session_type: 'normal' });
    const text = events.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('');
    expect(text).toContain('haha maybe');
    const cards = events.find((e) => e.data.type === 'reply_suggestions')!.data.content as { tone: string; text: string; why: string }[];
    expect(cards).toHaveLength(3);
    for (const card of cards) expect(card.tone && card.text && card.why).toBeTruthy();
    expect(events.at(-1)).toMatchObject({ event: 'end', data: { type: 'completed' } });

    const list = await fetch(`${base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
    expect(list.result.items.map((m: { role: string; status: string }) => [m.role, m.status])).toEqual([
      ['user', 'completed'],
      ['assistant', 'completed'],
    ]);
    expect(list.result.items[1].items.map((i: { type: string }) => i.type)).toEqual(['text', 'reply_suggestions']);
    // The cards remember where they sit in the text: after the read, before "One thing to avoid".
    const [stored, storedCards] = list.result.items[1].items as [{ content: string }, { at: number }];
    expect(stored.content.slice(0, storedCards.at)).toContain('haha maybe');
    expect(stored.content.slice(storedCards.at)).toContain('One thing to avoid');
    // The unnamed chat is titled after the first exchange.
    let name: string | null = null;
    for (let i = 0; i < 50 && !name; i++) {
      await Bun.sleep(20);
      name = (await fetch(`${base}/api/session`, { headers: auth }).then((r) => r.json())).result.items[0].name;
    }
    expect(name).toBeTruthy();
  });

  test('G-3: a reload mid-reply replays the rest with no gap or duplicate', async () => {
    const script = Array.from({ length: 80 }, (_, i) => `t${i} `);
    await using(createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
      const { auth, chatId } = await guestWithChat();
      const abort = new AbortController();
      const res = await send(auth, chatId, 'hello', { signal: abort.signal });
      const messageId = res.headers.get('x-message-id')!;
      const reader = res.body!.getReader();
      const received = await readUntil(reader, 'id: 4\n');
      abort.abort(); // the tab reloads
      const firstPart = parseSse(received.slice(0, received.lastIndexOf('\n\n') + 2)).events;
      const lastId = firstPart.at(-1)!.id;
      // While the reply is still being written, the message list already has a checkpoint of it.
      await Bun.sleep(150);
      const mid = await fetch(`${base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
      expect(['thinking', 'responding']).toContain(mid.result.items[1].status);
      const rest = await fetch(`${base}/api/session/${chatId}/message/${messageId}/events`, {
        headers: { ...auth, 'last-event-id': String(lastId) },
      }).then((r) => r.text());
      const tail = parseSse(rest);
      expect(tail.done).toBe(true);
      expect(tail.events[0]!.id).toBe(lastId + 1);
      const all = [...firstPart, ...tail.events];
      expect(all.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('')).toBe(script.join(''));
    });
  });

  test('G-9: the same send retried (same client_request_id) streams the one reply, live or finished', async () => {
    const script = Array.from({ length: 40 }, (_, i) => `w${i} `);
    await using(createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
      const { auth, chatId } = await guestWithChat();
      const body = JSON.stringify({ items: [{ type: 'text', content: 'hello twice' }], client_request_id: crypto.randomUUID() });
      const post = () => fetch(`${base}/api/session/${chatId}/message`, { method: 'POST', headers: auth, body });
      // A network retry while the reply is still running follows the same live reply…
      const [first, retry] = await Promise.all([post(), post()]);
      expect(retry.headers.get('x-message-id')).toBe(first.headers.get('x-message-id'));
      const [a, b] = [parseSse(await first.text()), parseSse(await retry.text())];
      const textOf = (events: typeof a.events) => events.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('');
      expect([a.done, b.done]).toEqual([true, true]);
      expect(textOf(a.events)).toBe(script.join(''));
      expect(textOf(b.events)).toBe(script.join(''));
      // …and one after it finished gets the stored reply, complete.
      const late = parseSse(await post().then((r) => r.text()));
      expect(late.done).toBe(true);
      const completed = late.events.find((e) => e.data.type === 'completed');
      expect(completed?.data.message_id).toBe(first.headers.get('x-message-id')!);
      const list = await fetch(`${base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
      expect(list.result.items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    });
  });

  test('G-11: quiet streams carry heartbeat comments', async () => {
    await using(createScriptedProvider({ tokens: ['early ', 'late '], tokensPerSecond: 4 }), { sseHeartbeatMs: 50 }, async () => {
      const { auth, chatId } = await guestWithChat();
      const body = await send(auth, chatId, 'hi').then((r) => r.text());
      expect(parseSse(body).comments).toBeGreaterThanOrEqual(2);
    });
  });

  test('like, rename, regenerate (v2 kept beside v1), stop and delete', async () => {
    const { auth, chatId } = await guestWithChat();
    const first = await send(auth, chatId, CRUSH);
    const messageId = first.headers.get('x-message-id')!;
    await first.text();
    const like = (liked?: boolean) =>
      fetch(`${base}/api/session/${chatId}/message/${messageId}/like`, { method: 'PUT', headers: auth, body: JSON.stringify({ liked }) }).then((r) =>
        r.json(),
      );
    expect((await like()).result).toEqual({ liked: true });
    expect((await like()).result).toEqual({ liked: false });
    expect((await like(true)).result).toEqual({ liked: true });

    const renamed = await fetch(`${base}/api/session/${chatId}`, { method: 'PUT', headers: auth, body: JSON.stringify({ name: 'Saturday plan' }) });
    expect((await renamed.json()).result.name).toBe('Saturday plan');

    const again = await fetch(`${base}/api/session/${chatId}/message/${messageId}/regenerate`, { method: 'POST', headers: auth });
    expect(again.headers.get('x-message-id')).toBe(messageId);
    expect(again.headers.get('x-message-version')).toBe('2');
    expect(parseSse(await again.text()).events.at(-1)!.data.type).toBe('completed');
    const versions = await fetch(`${base}/api/session/${chatId}/message/${messageId}/versions`, { headers: auth }).then((r) => r.json());
    expect(versions.result.map((v: { version: number }) => v.version)).toEqual([1, 2]);

    const deleted = await fetch(`${base}/api/session/${chatId}`, { method: 'DELETE', headers: auth }).then((r) => r.json());
    expect(deleted.result).toEqual({ ok: true });
    const gone = await fetch(`${base}/api/session/${chatId}/message`, { headers: auth });
    expect(gone.status).toBe(404);
    expect((await gone.json()).error.message).toBe('The conversation you were looking for could not be found.');
  });

  test('edit, then delete the new version: the old one is shown again; its id answers the catalogue not-found', async () => {
    const { auth, chatId } = await guestWithChat();
    await (await send(auth, chatId, CRUSH)).text();
    const listed = async () => (await fetch(`${base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json())).result;
    const original = (await listed()).items as { id: string; branch?: unknown }[];
    const edited = await fetch(`${base}/api/session/${chatId}/message/${original[0]!.id}/edit`, { method: 'POST', headers: auth, body: JSON.stringify({ text: 'She said maybe.' }) });
    const version = edited.headers.get('x-user-message-id')!;
    expect(parseSse(await edited.text()).events.at(-1)!.data.type).toBe('completed');
    expect((await listed()).items[0].branch).toEqual({ ids: [original[0]!.id, version], index: 1 });

    const deleted = await fetch(`${base}/api/session/${chatId}/message/${version}`, { method: 'DELETE', headers: auth });
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
      const res = await fetch(`${base}${path}`, { method, headers: auth, body: method === 'POST' ? JSON.stringify({ text: 'again' }) : undefined });
      expect(res.status).toBe(404);
      expect((await res.json()).error).toMatchObject({ code: 'message.not_found', message: 'This message could not be found.' });
    }
  });

  test('stop over REST keeps the text written so far', async () => {
    await using(createScriptedProvider({ tokens: Array.from({ length: 500 }, (_, i) => `s${i} `), tokensPerSecond: 100 }), {}, async () => {
      const { auth, chatId } = await guestWithChat();
      const res = await send(auth, chatId, 'hello');
      const messageId = res.headers.get('x-message-id')!;
      await Bun.sleep(200);
      const stopped = await fetch(`${base}/api/session/${chatId}/message/${messageId}/stop`, { method: 'POST', headers: auth }).then((r) => r.json());
      expect(stopped.result.status).toBe('completed');
      const { events, done } = parseSse(await res.text());
      expect(done).toBe(true);
      expect(events.at(-1)!.data).toMatchObject({ type: 'completed', content: { stopped: true } });
      expect(stopped.result.items[0].content.length).toBeGreaterThan(0);
    });
  });
});

describe('limits over REST', () => {
  test("a guest's 4th message gets SPEC's guest text; a free user's 6th gets the upgrade text", async () => {
    const { auth, chatId } = await guestWithChat();
    for (let i = 0; i < 3; i++) expect((await send(auth, chatId, `q${i}`).then((r) => r.text())).includes('[DONE]')).toBe(true);
    const over = await send(auth, chatId, 'one more');
    expect(over.status).toBe(429);
    const retryAfter = Number(over.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(24 * 3600);
    expect((await over.json()).error).toMatchObject({
      code: 'usage.limit_reached_guest',
      message: "Couldn't process your message because you've reached the free message limit. Log in to continue.",
    });

    const c = createHttpClient(t.deps);
    await c.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'free@example.com' } });
    await c.request('POST', '/api/auth/email/login', { body: { email: 'free@example.com', verification_code: t.lastCodeFor('free@example.com') } });
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
    const c = createHttpClient(t.deps);
    await c.request('POST', '/api/auth/temporary');
    for (let i = 0; i < 3; i++) expect((await c.request('POST', '/api/session', { body: {} })).status).toBe(200);
    const fourth = await c.request('POST', '/api/session', { body: {} });
    expect(fourth.status).toBe(403);
    expect(fourth.json.error.code).toBe('session.chat_limit');
  });
});

describe("D: another user's ids are refused and nothing changes", () => {
  test('every session and message route answers not found for a foreign id', async () => {
    const a = await guestWithChat();
    const first = await send(a.auth, a.chatId, 'mine');
    const messageId = first.headers.get('x-message-id')!;
    await first.text();
    // Let the after-reply work (memory, auto-title) settle so 'before' is the final state.
    for (let i = 0; i < 100; i++) {
      const listed = await fetch(`${base}/api/session`, { headers: a.auth }).then((r) => r.json());
      if (listed.result.items[0].name) break;
      await Bun.sleep(20);
    }
    const before = await fetch(`${base}/api/session/${a.chatId}/message`, { headers: a.auth }).then((r) => r.text());

    const b = await guestWithChat();
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
      const res = await fetch(`${base}${path}`, { method, headers: b.auth, body: body === undefined ? undefined : JSON.stringify(body) });
      expect(res.status).toBe(404);
      expect(['session.not_found', 'message.not_found']).toContain((await res.json()).error.code);
    }
    const after = await fetch(`${base}/api/session/${a.chatId}/message`, { headers: a.auth }).then((r) => r.text());
    expect(after).toBe(before);
    const bList = await fetch(`${base}/api/session`, { headers: b.auth }).then((r) => r.json());
    expect(bList.result.items.map((s: { id: string }) => s.id)).toEqual([b.chatId]);
  });

  test('without a session every chat route is 401', async () => {
    for (const [method, path] of [
      ['GET', '/api/session'],
      ['POST', '/api/session'],
      ['POST', `/api/session/${crypto.randomUUID()}/message`],
    ]) {
      const res = await fetch(`${base}${path}`, { method, headers: { 'content-type': 'application/json' }, body: method === 'GET' ? undefined : '{}' });
      expect(res.status).toBe(401);
    }
  });
});

describe('session list', () => {
  test('newest first, keyset cursor pages through everything exactly once', async () => {
    const c = createHttpClient(t.deps);
    const { json } = await c.request('POST', '/api/auth/temporary');
    const { subscriptions } = await import('../../src/db/schema');
    // Plus lifts the chat limit for this listing test.
    await t.deps.db.insert(subscriptions).values({ id: `sub_${json.result.id}`, provider: 'local', userId: json.result.id, status: 'active', created: new Date() });
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
    const { auth } = await guestWithChat();
    const res = await fetch(`${base}/api/session/showcase/decode-k`, { method: 'POST', headers: auth }).then((r) => r.json());
    expect(res.result).toMatchObject({ name: "What does 'k.' mean?", message_count: 2, agent: { slug: 'message-decoder' } });
    const list = await fetch(`${base}/api/session/${res.result.id}/message`, { headers: auth }).then((r) => r.json());
    expect(list.result.items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    expect(list.result.items[1].items[0].content).toContain('k.');
    const status = await fetch(`${base}/api/auth/status`, { headers: auth }).then((r) => r.json());
    expect(status.result.usage_limits.send_message.current_usage).toBe(0);
    const missing = await fetch(`${base}/api/session/showcase/nope`, { method: 'POST', headers: auth });
    expect(missing.status).toBe(404);
    expect((await missing.json()).error.code).toBe('showcase.not_found');
  });
});

describe('tRPC: send, then follow the reply over SSE with tracked ids', () => {
  test('the typed client sends, subscribes, and a resubscription resumes after lastEventId', async () => {
    const { createTRPCClient, httpBatchLink, httpSubscriptionLink, splitLink } = await import('@trpc/client');
    const { EventSource } = await import('eventsource');
    const superjson = (await import('superjson')).default;
    const { auth } = await guestWithChat();
    const headers = { authorization: auth.authorization };
    const client = createTRPCClient<import('../../src/server/trpc/router').AppRouter>({
      links: [
        splitLink({
          condition: (op) => op.type === 'subscription',
          true: httpSubscriptionLink({
            url: `${base}/trpc`,
            transformer: superjson,
            // Node/Bun have no EventSource; the polyfill lets us pass the Bearer header.
            EventSource: class extends EventSource {
              constructor(url: string | URL, init?: ConstructorParameters<typeof EventSource>[1]) {
                super(url, { ...init, fetch: (u, i) => fetch(u, { ...i, headers: { ...(i?.headers as Record<string, string>), ...headers } }) });
              }
            } as unknown as typeof globalThis.EventSource,
          }),
          false: httpBatchLink({ url: `${base}/trpc`, transformer: superjson, headers }),
        }),
      ],
    });
    const chat = await client.session.create.mutate({ agent_id: 'love-signals-detector' });
    const script = Array.from({ length: 40 }, (_, i) => `r${i} `);
    await using(createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
      const sent = await client.chat.send.mutate({ sessionId: chat.id, items: [{ type: 'text', content: 'Does she like me?' }] });
      expect(sent.created).toBe(true);
      const follow = (lastEventId?: string, stopAfter?: number) =>
        new Promise<{ id: string; type: string; content: unknown }[]>((resolve, reject) => {
          const seen: { id: string; type: string; content: unknown }[] = [];
          const sub = client.chat.onReply.subscribe(
            { sessionId: chat.id, messageId: sent.assistantMessage.id, lastEventId },
            {
              onData: ({ id, data }) => {
                seen.push({ id, type: data.data.type, content: data.data.content });
                if (data.event === 'end' || seen.length === stopAfter) {
                  sub.unsubscribe();
                  resolve(seen);
                }
              },
              onError: reject,
            },
          );
        });
      const head = await follow(undefined, 3);
      const tail = await follow(head.at(-1)!.id);
      expect(Number(tail[0]!.id)).toBe(Number(head.at(-1)!.id) + 1);
      const all = [...head, ...tail];
      expect(all.filter((e) => e.type === 'text').map((e) => e.content).join('')).toBe(script.join(''));
      expect(all.at(-1)!.type).toBe('completed');
      const page = await client.chat.messages.query({ sessionId: chat.id });
      expect(page.items.map((m) => m.status)).toEqual(['completed', 'completed']);
    });
    const foreign = await guestWithChat();
    const err = await client.chat.messages.query({ sessionId: foreign.chatId }).catch((e) => e);
    expect(err.data).toMatchObject({ appCode: 'session.not_found', httpStatus: 404 });
  });
});
