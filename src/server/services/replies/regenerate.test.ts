import { describe, expect, test } from 'bun:test';
import { collect, newActor, newChat, text, messageRow } from '../../../../tests/helpers/chat';
import { startedForFile } from '../../../../tests/helpers/for-file';
import { createTestDeps } from '../../../../tests/helpers/test-deps';
import { createOfflineProvider } from '../../ai/offline/offline-provider';
import { createScriptedProvider } from '../../ai/scripted';
import { listVersions } from '../messages';
import { stopReply } from './control';
import { regenerateReply } from './regenerate';
import { sendMessage } from './send-message';
import { withAi } from '../../../../tests/helpers/swap-ai';

/* Regenerate: a new version beside the old, Try Another, and only the latest reply. */

const SCRIPT = Array.from({ length: 3000 }, (_, i) => `w${i} `);
const t = startedForFile(() => createTestDeps({ ai: createScriptedProvider({ tokens: SCRIPT }) }));

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
      const row = await messageRow(t.deps, id);
      const item = row.items.find((i) => i.type === 'reply_suggestions');
      return item && item.type === 'reply_suggestions' ? item.content.map((s) => `${s.tone}: ${s.text}`) : [];
    };
    await withAi(t.deps, createOfflineProvider(), {}, async () => {
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
    const second = await withAi(t.deps, createScriptedProvider({ tokens: SCRIPT, tokensPerSecond: 100 }), {}, async () => {
      const sent = await sendMessage(t.deps, actor, chat.id, text('two'));
      await expect(regenerateReply(t.deps, actor, chat.id, sent.assistantMessage.id)).rejects.toMatchObject({ code: 'reply.in_progress' });
      await stopReply(t.deps, actor, chat.id, sent.assistantMessage.id);
      return sent;
    });
    await expect(regenerateReply(t.deps, actor, chat.id, first.assistantMessage.id)).rejects.toMatchObject({ code: 'reply.not_regenerable' });
    await expect(regenerateReply(t.deps, actor, chat.id, second.userMessage.id)).rejects.toMatchObject({ code: 'reply.not_regenerable' });
  });
});
