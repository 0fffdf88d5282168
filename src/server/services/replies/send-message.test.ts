import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { chatSessions, usageCounters } from '../../../db/schema';
import { collect, newActor, newChat, text } from '../../../../tests/helpers/chat';
import { startedForFile } from '../../../../tests/helpers/for-file';
import { createTestDeps } from '../../../../tests/helpers/test-deps';
import { createScriptedProvider } from '../../ai/scripted';
import { findAgentRow } from '../agents';
import { listMessages } from '../message-list';
import { followReply } from './control';
import { sendMessage, type SentMessage } from './send-message';
import { preparedStats } from '../../../db/prepared';
import { withAi } from '../../../../tests/helpers/swap-ai';

/* Sending: retries, quota under concurrency, prepared statements, and the sends that are refused. */

const SCRIPT = Array.from({ length: 3000 }, (_, i) => `w${i} `);
const t = startedForFile(() => createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT }) }));

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

  test('G-16: a retry whose first lookup missed answers the send accepted meanwhile, not its running reply', async () => {
    // One send looks up its key and misses, then waits (here in its human check) while the other is
    // accepted and its reply starts: that running reply must not refuse the retry.
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const body = { ...text('same'), client_request_id: 'req-0002-abcdef' };
    let release: (value: SentMessage) => void = () => {};
    const accepted = new Promise<SentMessage>((resolve) => (release = resolve));
    const saved = t.deps.humanCheck;
    let calls = 0;
    t.deps.humanCheck = { kind: 'off', verify: async () => void (++calls === 1 && (await accepted)) };
    // A paced reply: still running when the waiting send goes on.
    const paced = createScriptedProvider({ tokens: SCRIPT.slice(0, 10), tokensPerSecond: 20 });
    await withAi(t.deps, paced, {}, async () => {
      const sends = [sendMessage(t.deps, actor, chat.id, body), sendMessage(t.deps, actor, chat.id, body)];
      const winner = await Promise.race(sends);
      release(winner);
      const results = await Promise.all(sends);
      expect(results[0]!.userMessage.id).toBe(results[1]!.userMessage.id);
      expect(results.filter((r) => r.created).length).toBe(1);
      await collect(await followReply(t.deps, actor, chat.id, winner.assistantMessage.id, 0, new AbortController().signal));
    }).finally(() => (t.deps.humanCheck = saved));
    const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, actor.user.id));
    expect(usage?.count).toBe(1);
  });

  test('I-1: 20 parallel sends with 4 uses left → exactly 4 accepted (across 20 chats)', async () => {
    await withAi(t.deps, t.deps.ai, { maxRunningPerUser: 100 }, async () => {
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
    await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 50 }), {}, async () => {
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
