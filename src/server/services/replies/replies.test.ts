import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chatSessions, messages, usageCounters } from '../../../db/schema';
import { collect, newActor, newChat, text, textOf } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { AiProvider } from '../../ai/provider';
import { createOfflineProvider } from '../../ai/offline/offline-provider';
import { createScriptedProvider } from '../../ai/scripted';
import type { ReplyConfig } from '../../deps';
import { ProviderError } from '../../ai/provider-error';
import { findAgentRow } from '../agents';
import { listMessages, listVersions } from '../messages';
import { followReply, stopReply, sweepOrphanedReplies } from './control';
import { regenerateReply } from './regenerate';
import { sendMessage } from './send-message';
import { preparedStats } from '../../../db/prepared';

const SCRIPT = Array.from({ length: 3000 }, (_, i) => `w${i} `);
let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT }) });
});
afterAll(() => t.close());

/** Runs `fn` with another provider and reply timings on the shared deps (no new database). */
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

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, id));
  return row!;
}

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
    const row = await rowOf(sent.assistantMessage.id);
    expect(row.status).toBe('completed');
    expect(row.items.find((i) => i.type === 'text')?.content).toBe(SCRIPT.join(''));
    // Far fewer events and writes than tokens: coalesced, never a write per token.
    expect(events.length).toBeLessThan(SCRIPT.length / 10);
    expect(t.deps.checkpoints.writes - writesBefore).toBeLessThan(20);
  });

  test('G-2/G-3: an observer that leaves does not stop it; a late observer replays from its last id', async () => {
    await using(createScriptedProvider({ tokens: SCRIPT.slice(0, 60), tokensPerSecond: 300 }), {}, async () => {
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
    await using(createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 200 }), {}, async () => {
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

  test('G-5/G-6: overall and idle timeouts fail the reply with SPEC texts, partial text kept', async () => {
    const cases = [
      [createScriptedProvider({ tokens: ['a ', 'b '], stallAfter: 2 }), { idleTimeoutMs: 150 }, 'reply.idle_timeout', 'Stream timeout: no data received'],
      [createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 100 }), { overallTimeoutMs: 200 }, 'reply.timeout', 'Request timed out 300000ms'],
    ] as const;
    for (const [ai, reply, code, message] of cases) {
      await using(ai, reply, async () => {
        const actor = await newActor(t.deps);
        const chat = await newChat(t.deps, actor);
        const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
        const events = await collect(sent.stream!.follow(0, new AbortController().signal));
        expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code, message } });
        const row = await rowOf(sent.assistantMessage.id);
        expect(row.status).toBe('failed');
        expect(row.error).toEqual({ code, message });
        expect((row.items.find((i) => i.type === 'text')?.content ?? '').length).toBeGreaterThan(0);
      });
    }
  });

  test('G-7: a provider failure before the first token fails the reply and refunds the quota', async () => {
    await using(createScriptedProvider({ failAfter: 0, failWith: new ProviderError('unavailable', '503') }), {}, async () => {
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
    await using(counting, {}, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const events = await collect(sent.stream!.follow(0, new AbortController().signal));
      expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.ai_busy' } });
      expect(calls).toBe(1);
    });
  });

  test('a failure after the first token keeps the partial text and the charge', async () => {
    await using(createScriptedProvider({ tokens: SCRIPT, failAfter: 5 }), {}, async () => {
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
    await using(createScriptedProvider({ tokens: ['ab\u0000c ', 'x'.repeat(600)] }), { maxReplyChars: 500 }, async () => {
      const actor = await newActor(t.deps);
      const chat = await newChat(t.deps, actor);
      const sent = await sendMessage(t.deps, actor, chat.id, text('hi'));
      const events = await collect(sent.stream!.follow(0, new AbortController().signal));
      expect(events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.too_large', message: 'Buffer overflow: too much data received' } });
      expect(textOf(events).startsWith('abc ')).toBe(true);
    });
  });
});

describe('sending', () => {
  test('G-16: a retried send with the same key creates one message and one reply', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const body = { ...text('same'), client_request_id: 'req-0001-abcdef' };
    const results = await Promise.all([sendMessage(t.deps, actor, chat.id, body), sendMessage(t.deps, actor, chat.id, body)]);
    expect(results[0]!.userMessage.id).toBe(results[1]!.userMessage.id);
    expect(results.filter((r) => r.created).length).toBe(1);
    const after = await sendMessage(t.deps, actor, chat.id, body);
    expect(after.created).toBe(false);
    await collect(await followReply(t.deps, actor, chat.id, after.assistantMessage.id, 0, new AbortController().signal));
    const list = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 });
    expect(list.total).toBe(2);
    const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
    expect(usage?.count).toBe(1);
  });

  test('I-1: 20 parallel sends with 4 uses left → exactly 4 accepted (across 20 chats)', async () => {
    await using(t.deps.ai, { maxRunningPerUser: 100 }, async () => {
      const actor = await newActor(t.deps, 'race@example.com', t.lastCodeFor);
      await t.deps.db.insert(usageCounters).values({
        userId: actor.user.id,
        feature: 'send_message',
        day: new Date().toISOString().slice(0, 10),
        count: 1,
      });
      // 20 chats made directly: the free plan's chat limit is not what this test is about.
      const agentId = (await findAgentRow(t.deps.db, 'chat-advisor'))!.id;
      const chats = await t.deps.db
        .insert(chatSessions)
        .values(Array.from({ length: 20 }, () => ({ userId: actor.user.id, agentId })))
        .returning();
      const results = await Promise.allSettled(chats.map((c) => sendMessage(t.deps, actor, c.id, text('go'))));
      const accepted = results.filter((r) => r.status === 'fulfilled');
      const rejected = results.filter((r) => r.status === 'rejected').map((r) => (r as PromiseRejectedResult).reason.code);
      expect(accepted.length).toBe(4);
      expect(new Set(rejected)).toEqual(new Set(['usage.limit_reached']));
    });
  });

  test('the send path builds its statements once per database: a second send builds none', async () => {
    const actor = await newActor(t.deps);
    const first = await sendMessage(t.deps, actor, (await newChat(t.deps, actor)).id, text('hello'));
    await collect(first.stream!.follow(0, new AbortController().signal));
    // A reload's lookup too (the owned message).
    await followReply(t.deps, actor, first.userMessage.session_id, first.assistantMessage.id, 0, new AbortController().signal);
    const builds = preparedStats.builds;
    const second = await sendMessage(t.deps, actor, (await newChat(t.deps, actor)).id, text('hello again'));
    await collect(second.stream!.follow(0, new AbortController().signal));
    await followReply(t.deps, actor, second.userMessage.session_id, second.assistantMessage.id, 0, new AbortController().signal);
    expect(preparedStats.builds).toBe(builds);
    expect(builds).toBeGreaterThan(0);
  });

  test('a chat page read, once its statements exist, turns no SQL into text', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
    await collect(sent.stream!.follow(0, new AbortController().signal));
    // The reply's after-reply work (title, memory: batched statements built per batch) is not the read's.
    await t.deps.replies.afterWork.idle();
    await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 });
    // Every statement drizzle builds passes through the dialect's sqlToQuery; prepared ones do not.
    const built: string[] = [];
    const original = PgDialect.prototype.sqlToQuery;
    PgDialect.prototype.sqlToQuery = function (this: PgDialect, ...args: Parameters<PgDialect['sqlToQuery']>) {
      const query = original.apply(this, args);
      built.push(query.sql);
      return query;
    };
    try {
      const page = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 });
      expect(page.items).toHaveLength(2);
    } finally {
      PgDialect.prototype.sqlToQuery = original;
    }
    expect(built).toEqual([]);
  });

  test('a send while the chat is replying is refused; so is a 4th concurrent reply', async () => {
    await using(createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 50 }), {}, async () => {
      const actor = await newActor(t.deps, 'plus-ish@example.com', t.lastCodeFor);
      const chats = [await newChat(t.deps, actor), await newChat(t.deps, actor), await newChat(t.deps, actor)];
      await sendMessage(t.deps, actor, chats[0]!.id, text('1'));
      await expect(sendMessage(t.deps, actor, chats[0]!.id, text('again'))).rejects.toMatchObject({ code: 'reply.in_progress' });
      await sendMessage(t.deps, actor, chats[1]!.id, text('2'));
      await sendMessage(t.deps, actor, chats[2]!.id, text('3'));
      const agentId = (await findAgentRow(t.deps.db, 'chat-advisor'))!.id;
      const [fourth] = await t.deps.db.insert(chatSessions).values({ userId: actor.user.id, agentId }).returning();
      const err = await sendMessage(t.deps, actor, fourth!.id, text('4')).catch((e) => e);
      expect(err.code).toBe('reply.too_many_running');
      expect(err.retryAfter).toBeGreaterThan(0);
    });
  });

  test('bad content: empty, too long, too many photos, someone else\'s upload', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    await expect(sendMessage(t.deps, actor, chat.id, text('   '))).rejects.toMatchObject({ code: 'message.empty' });
    await expect(sendMessage(t.deps, actor, chat.id, text('x'.repeat(10_001)))).rejects.toMatchObject({ code: 'message.too_long' });
    const photos = Array.from({ length: 6 }, (_, i) => ({ type: 'image' as const, content: `p${i}.png` }));
    await expect(sendMessage(t.deps, actor, chat.id, { items: photos })).rejects.toMatchObject({ code: 'message.too_many_images' });
    await expect(sendMessage(t.deps, actor, chat.id, { items: [{ type: 'image', content: 'not-mine.png' }] })).rejects.toMatchObject({
      code: 'upload.not_found',
    });
    expect((await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 })).total).toBe(0);
  });
});

describe('regenerate', () => {
  test('version 2 is written and version 1 kept', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
    await collect(sent.stream!.follow(0, new AbortController().signal));
    const again = await regenerateReply(t.deps, actor, chat.id, sent.assistantMessage.id);
    expect(again.message.version).toBe(2);
    await collect(again.stream.follow(0, new AbortController().signal));
    const versions = await listVersions(t.deps, actor, chat.id, sent.assistantMessage.id);
    expect(versions.map((v) => [v.version, v.current, v.status])).toEqual([
      [1, false, 'completed'],
      [2, true, 'completed'],
    ]);
    expect(versions[0]!.items.find((i) => i.type === 'text')?.content).toBe(SCRIPT.join(''));
  });

  test('Try Another takes another angle: three versions of the same reply differ in their cards', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const cardsOf = async (id: string) => {
      const row = await rowOf(id);
      const item = row.items.find((i) => i.type === 'reply_suggestions');
      return item && item.type === 'reply_suggestions' ? item.content.map((s) => `${s.tone}: ${s.text}`) : [];
    };
    await using(createOfflineProvider(), {}, async () => {
      const prompt = 'A friend owes me $200 for three months and keeps dodging it. How do I bring it up without losing the friendship?';
      const sent = await sendMessage(t.deps, actor, chat.id, text(prompt));
      await collect(sent.stream!.follow(0, new AbortController().signal));
      const versions = [await cardsOf(sent.assistantMessage.id)];
      for (let i = 0; i < 2; i++) {
        const again = await regenerateReply(t.deps, actor, chat.id, sent.assistantMessage.id);
        await collect(again.stream.follow(0, new AbortController().signal));
        versions.push(await cardsOf(sent.assistantMessage.id));
      }
      for (const cards of versions) expect(cards).toHaveLength(3);
      expect(new Set(versions.map((v) => v.join('\n'))).size).toBe(3);
      // Each version opens with a different strategy, and the amount stays in the cards.
      expect(new Set(versions.map((v) => v[0]!.split(':')[0])).size).toBe(3);
      expect(versions.every((v) => v.some((c) => c.includes('$200')))).toBe(true);
    });
  });

  test('only the latest finished reply can be regenerated', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const first = await sendMessage(t.deps, actor, chat.id, text('one'));
    await collect(first.stream!.follow(0, new AbortController().signal));
    const second = await using(createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 100 }), {}, async () => {
      const sent = await sendMessage(t.deps, actor, chat.id, text('two'));
      await expect(regenerateReply(t.deps, actor, chat.id, sent.assistantMessage.id)).rejects.toMatchObject({ code: 'reply.in_progress' });
      await stopReply(t.deps, actor, chat.id, sent.assistantMessage.id);
      return sent;
    });
    await expect(regenerateReply(t.deps, actor, chat.id, first.assistantMessage.id)).rejects.toMatchObject({ code: 'reply.not_regenerable' });
    await expect(regenerateReply(t.deps, actor, chat.id, second.userMessage.id)).rejects.toMatchObject({ code: 'reply.not_regenerable' });
  });
});

describe('crash recovery', () => {
  test('G-14: replies left unfinished by a dead process are marked failed; live ones are not', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const [orphan] = await t.deps.db
      .insert(messages)
      .values({ sessionId: chat.id, userId: actor.user.id, role: 'assistant', status: 'responding', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    expect(await sweepOrphanedReplies(t.deps, 120_000)).toBeGreaterThanOrEqual(1);
    const row = await rowOf(orphan!.id);
    expect(row.status).toBe('failed');
    expect(row.error).toEqual({ code: 'reply.interrupted', message: 'Stream ended with incomplete data' });
    const events = await collect(await followReply(t.deps, actor, chat.id, orphan!.id, 0, new AbortController().signal));
    expect(events).toHaveLength(1);
    expect(events[0]!.data.type).toBe('failed');
  });

  test('a crash before the first token gives the use back and is not blamed on the provider; a reply with text keeps its charge', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const day = '2026-01-02';
    await t.deps.db.insert(usageCounters).values({ userId: actor.user.id, feature: 'send_message', day, count: 2 });
    const dead = { sessionId: chat.id, userId: actor.user.id, role: 'assistant' as const, updatedAt: new Date(Date.now() - 60_000), charge: { feature: 'send_message', day } };
    const [silent, spoke] = await t.deps.db
      .insert(messages)
      .values([
        { ...dead, status: 'thinking' },
        { ...dead, status: 'responding', items: [{ id: 'x:text', type: 'text', content: 'half an answer' }] },
      ])
      .returning();
    expect(await sweepOrphanedReplies(t.deps, 10_000)).toBe(2);
    for (const id of [silent!.id, spoke!.id]) {
      const row = await rowOf(id);
      expect(row.status).toBe('failed');
      expect(row.error?.code).toBe('reply.interrupted');
    }
    const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
    expect(usage!.count).toBe(1);
    // Swept once: a second sweep finds nothing and gives nothing back.
    expect(await sweepOrphanedReplies(t.deps, 10_000)).toBe(0);
    const [again] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
    expect(again!.count).toBe(1);
  });
});
