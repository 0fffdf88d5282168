import { describe, expect, test } from 'bun:test';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { parseSse, readUntil } from '../helpers/chat';
import { guestWithChat, sendText, chatServerForFile, trpcClientFor } from '../helpers/chat-server';
import { withAi } from '../helpers/swap-ai';

/* A reply streams to its chat: REST SSE (replay, retries, heartbeats, stop) and the typed tRPC client. */

const CRUSH = "My crush replied 'haha maybe' to my invite, what now?";

const server = chatServerForFile();

describe('REST: a guest asks Chat Advisor about a lukewarm reply', () => {
  test('streams a situation-specific answer with reply cards, then [DONE]; the chat is saved and titled', async () => {
    const { auth, chatId } = await guestWithChat(server.base);
    const res = await sendText(server.base, auth, chatId, CRUSH);
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

    const list = await fetch(`${server.base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
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
      name = (await fetch(`${server.base}/api/session`, { headers: auth }).then((r) => r.json())).result.items[0].name;
    }
    expect(name).toBeTruthy();
  });

  test('G-3: a reload mid-reply replays the rest with no gap or duplicate', async () => {
    const script = Array.from({ length: 80 }, (_, i) => `t${i} `);
    await withAi(server.t.deps, createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
      const { auth, chatId } = await guestWithChat(server.base);
      const abort = new AbortController();
      const res = await sendText(server.base, auth, chatId, 'hello', { signal: abort.signal });
      const messageId = res.headers.get('x-message-id')!;
      const reader = res.body!.getReader();
      const received = await readUntil(reader, 'id: 4\n');
      abort.abort(); // the tab reloads
      const firstPart = parseSse(received.slice(0, received.lastIndexOf('\n\n') + 2)).events;
      const lastId = firstPart.at(-1)!.id;
      // While the reply is still being written, the message list already has a checkpoint of it.
      await Bun.sleep(150);
      const mid = await fetch(`${server.base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
      expect(['thinking', 'responding']).toContain(mid.result.items[1].status);
      const rest = await fetch(`${server.base}/api/session/${chatId}/message/${messageId}/events`, {
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
    await withAi(server.t.deps, createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
      const { auth, chatId } = await guestWithChat(server.base);
      const body = JSON.stringify({ items: [{ type: 'text', content: 'hello twice' }], client_request_id: crypto.randomUUID() });
      const post = () => fetch(`${server.base}/api/session/${chatId}/message`, { method: 'POST', headers: auth, body });
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
      const list = await fetch(`${server.base}/api/session/${chatId}/message`, { headers: auth }).then((r) => r.json());
      expect(list.result.items.map((m: { role: string }) => m.role)).toEqual(['user', 'assistant']);
    });
  });

  test('G-11: quiet streams carry heartbeat comments', async () => {
    await withAi(server.t.deps, createScriptedProvider({ tokens: ['early ', 'late '], tokensPerSecond: 4 }), { sseHeartbeatMs: 50 }, async () => {
      const { auth, chatId } = await guestWithChat(server.base);
      const body = await sendText(server.base, auth, chatId, 'hi').then((r) => r.text());
      expect(parseSse(body).comments).toBeGreaterThanOrEqual(2);
    });
  });

  test('stop over REST keeps the text written so far', async () => {
    await withAi(server.t.deps, createScriptedProvider({ tokens: Array.from({ length: 500 }, (_, i) => `s${i} `), tokensPerSecond: 100 }), {}, async () => {
      const { auth, chatId } = await guestWithChat(server.base);
      const res = await sendText(server.base, auth, chatId, 'hello');
      const messageId = res.headers.get('x-message-id')!;
      await Bun.sleep(200);
      const stopped = await fetch(`${server.base}/api/session/${chatId}/message/${messageId}/stop`, { method: 'POST', headers: auth }).then((r) => r.json());
      expect(stopped.result.status).toBe('completed');
      const { events, done } = parseSse(await res.text());
      expect(done).toBe(true);
      expect(events.at(-1)!.data).toMatchObject({ type: 'completed', content: { stopped: true } });
      expect(stopped.result.items[0].content.length).toBeGreaterThan(0);
    });
  });
});

describe('tRPC: send, then follow the reply over SSE with tracked ids', () => {
  test('the typed client sends, subscribes, and a resubscription resumes after lastEventId', async () => {
    const { auth } = await guestWithChat(server.base);
    const client = trpcClientFor(server.base, auth);
    const chat = await client.session.create.mutate({ agent_id: 'love-signals-detector' });
    const script = Array.from({ length: 40 }, (_, i) => `r${i} `);
    await withAi(server.t.deps, createScriptedProvider({ tokens: script, tokensPerSecond: 200 }), { coalesceWindowMs: 20 }, async () => {
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
    const foreign = await guestWithChat(server.base);
    const err = await client.chat.messages.query({ sessionId: foreign.chatId }).catch((e) => e);
    expect(err.data).toMatchObject({ appCode: 'session.not_found', httpStatus: 404 });
  });
});
