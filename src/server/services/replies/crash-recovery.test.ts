import { describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { messages, usageCounters } from '../../../db/schema';
import { collect, newActor, newChat, text, messageRow } from '../../../../tests/helpers/chat';
import { startedForFile } from '../../../../tests/helpers/for-file';
import { createTestDeps } from '../../../../tests/helpers/test-deps';
import { createScriptedProvider } from '../../ai/scripted';
import { followReply, sweepOrphanedReplies } from './control';

/* Replies left unfinished by a dead process: marked failed, and the use given back when nothing was written. */

const SCRIPT = Array.from({ length: 3000 }, (_, i) => `w${i} `);
const t = startedForFile(() => createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT }) }));

describe('crash recovery', () => {
  test('G-14: replies left unfinished by a dead process are marked failed; live ones are not', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor);
    const [orphan] = await t.deps.db
      .insert(messages)
      .values({ sessionId: chat.id, userId: actor.user.id, role: 'assistant', status: 'responding', updatedAt: new Date(Date.now() - 10 * 60_000) })
      .returning();
    expect(await sweepOrphanedReplies(t.deps, 120_000)).toBeGreaterThanOrEqual(1);
    const row = await messageRow(t.deps, orphan!.id);
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
      const row = await messageRow(t.deps, id);
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
