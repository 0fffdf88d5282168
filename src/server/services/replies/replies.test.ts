import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { messages, usageCounters } from '../../../db/schema';
import { collect, newActor, newChat, text, textOf, messageRow } from '../../../../tests/helpers/chat';
import { startedForFile } from '../../../../tests/helpers/for-file';
import { createTestDeps } from '../../../../tests/helpers/test-deps';
import { createScriptedProvider } from '../../ai/scripted';
import type { AiProvider } from '../../ai/provider';
import { ProviderError } from '../../ai/provider-error';
import { listMessages } from '../message-list';
import { followReply, stopReply } from './control';
import { sendMessage } from './send-message';
import { withAi } from '../../../../tests/helpers/swap-ai';

/* A streamed reply (SPEC G-1…G-7): what the client sees, what is stored, stop, timeouts and provider failures. */

const SCRIPT = Array.from({ length: 3000 }, (_, i) => `w${i} `);
const t = startedForFile(() => createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT }) }));

describe('a streamed reply', () => {
  test('G-1: client text, stored text and script are identical; ids contiguous; checkpoints batched', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const writesBefore = t.deps.checkpoints.writes;
    const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
    const events = await collect(sent.stream!.follow(0, new AbortController().signal));
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    expect(events[0]!.data.type).toBe('start');
    expect(events.at(-1)!.event).toBe('end');
    expect(textOf(events)).toBe(SCRIPT.join(''));
    const row = await messageRow(t.deps, sent.assistantMessage.id);
    expect(row.status).toBe('completed');
    expect(row.items.find((i) => i.type === 'text')?.content).toBe(SCRIPT.join(''));
    // Far fewer events and writes than tokens: coalesced, never a write per token.
    expect(events.length).toBeLessThan(SCRIPT.length / 10);
    expect(t.deps.checkpoints.writes - writesBefore).toBeLessThan(20);
  });

  test('G-2/G-3: an observer that leaves does not stop it; a late observer replays from its last id', async () => {
    await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT.slice(0, 60), tokensPerSecond: 300 }), {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const first = new AbortController();
      const seen = [];
      for await (const e of sent.stream!.follow(0, first.signal)) {
        seen.push(e);
        if (seen.length === 3) first.abort(); // the tab closes mid-reply
      }
      const lastSeen = seen.at(-1)!.id;
      const rest = await collect(await followReply(t.deps, actor, chat.id, sent.assistantMessage.id, lastSeen, new AbortController().signal));
      expect(rest[0]!.id).toBe(lastSeen + 1);
      expect(textOf([...seen, ...rest])).toBe(SCRIPT.slice(0, 60).join(''));
      expect((await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 })).items[1]!.status).toBe('completed');
    });
  });

  test('G-4: stop ends it at once, keeps what was written, completed', async () => {
    await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 200 }), {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      await Bun.sleep(150);
      const stopped = await stopReply(t.deps, actor, chat.id, sent.assistantMessage.id);
      expect(stopped.status).toBe('completed');
      const written = stopped.items.find((i) => i.type === 'text')?.content ?? '';
      expect(written.length).toBeGreaterThan(0);
      expect(SCRIPT.join('').startsWith(written)).toBe(true);
      expect(written.length).toBeLessThan(SCRIPT.join('').length);
    });
  });

  test('stop with the length the client had shown keeps just that text (stored, too)', async () => {
    await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 400 }), {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      await Bun.sleep(150);
      const stopped = await stopReply(t.deps, actor, chat.id, sent.assistantMessage.id, 7);
      expect(stopped.items.find((i) => i.type === 'text')?.content).toBe(SCRIPT.join('').slice(0, 7));
      const stored = (await messageRow(t.deps, sent.assistantMessage.id)).items.find((i) => i.type === 'text')?.content;
      expect(stored).toBe(SCRIPT.join('').slice(0, 7));
    });
  });

  test('G-5/G-6: overall and idle timeouts fail the reply with SPEC texts, partial text kept', async () => {
    const cases = [
      [createScriptedProvider({ tokens: ['a ', 'b '], stallAfter: 2 }), { idleTimeoutMs: 150 }, 'reply.idle_timeout', 'Stream timeout: no data received'],
      [createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 100 }), { overallTimeoutMs: 200 }, 'reply.timeout', 'Request timed out 300000ms'],
    ] as const;
    for (const [ai, reply, code, message] of cases) {
      await withAi(t.deps, ai, reply, async () => {
        const actor = await newActor(t.deps);
        const chat = await newChat(t.deps, actor);
        const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
        const events = await collect(sent.stream!.follow(0, new AbortController().signal));
        expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code, message } });
        const row = await messageRow(t.deps, sent.assistantMessage.id);
        expect(row.status).toBe('failed');
        expect(row.error).toEqual({ code, message });
        expect((row.items.find((i) => i.type === 'text')?.content ?? '').length).toBeGreaterThan(0);
      });
    }
  });

  test('G-7: a provider failure before the first token fails the reply and refunds the quota', async () => {
    await withAi(t.deps, createScriptedProvider({ failAfter: 0, failWith: new ProviderError('unavailable', '503') }), {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const events = await collect(sent.stream!.follow(0, new AbortController().signal));
      expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.provider_failed', message: 'Stream processing failed' } });
      const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
      expect(usage?.count).toBe(0);
      // The user's message is kept.
      const list = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 });
      expect(list.items.map((m) => [m.role, m.status])).toEqual([
        ['user', 'completed'],
        ['assistant', 'failed'],
      ]);
    });
  });

  test("a provider 429 asking for a long wait (Retry-After: 120) fails at once with reply.ai_busy instead of a retry after 5 s", async () => {
    let calls = 0;
    const busy = createScriptedProvider({ failAfter: 0, failWith: new ProviderError('rate_limited', '429', { retryAfterSeconds: 120 }) });
    const counting: AiProvider = {
      ...busy,
      streamAdvice(req, signal) {
        calls++;
        return busy.streamAdvice(req, signal);
      },
    };
    await withAi(t.deps, counting, {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const events = await collect(sent.stream!.follow(0, new AbortController().signal));
      expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.ai_busy' } });
      expect(calls).toBe(1);
    });
  });

  test('a failure after the first token keeps the partial text and the charge', async () => {
    await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT, failAfter: 5 }), {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      await collect(sent.stream!.follow(0, new AbortController().signal));
      const row = (await t.deps.db.select().from(messages).where(eq(messages.id, sent.assistantMessage.id)))[0]!;
      expect(row.items.find((i) => i.type === 'text')?.content).toBe(SCRIPT.slice(0, 5).join(''));
      const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
      expect(usage?.count).toBe(1);
    });
  });

  test('a reply over the size cap fails with the buffer text; AI output NULs are stripped', async () => {
    await withAi(t.deps, createScriptedProvider({ tokens: ['ab\u0000c ', 'x'.repeat(600)] }), { maxReplyChars: 500 }, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const events = await collect(sent.stream!.follow(0, new AbortController().signal));
      expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.too_large', message: 'Buffer overflow: too much data received' } });
      expect(textOf(events).startsWith('abc ')).toBe(true);
    });
  });
});
