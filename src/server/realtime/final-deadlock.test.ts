import { afterAll, beforeAll, expect, test } from 'bun:test';
import { messages } from '../../db/schema';
import { newActor, newChat } from '../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { CheckpointWriter, type FinalState } from './checkpoint-writer';

/**
 * A batched final write and a batched checkpoint over the same replies, in opposite orders, on
 * separate connections: before the checkpoint skipped rows another statement holds, Postgres
 * answered "deadlock detected" and one side's replies lost their end.
 */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test.skipIf(!process.env.TEST_DATABASE_URL)('finals and checkpoints of the same replies never deadlock', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const rows = await t.deps.db
    .insert(messages)
    .values(Array.from({ length: 300 }, () => ({ sessionId: chat.id, userId: actor.user.id, role: 'assistant' as const, status: 'responding' as const })))
    .returning({ id: messages.id });
  const ids = rows.map((r) => r.id);
  const state = (id: string): FinalState => ({
    items: [{ id: `${id}:text`, type: 'text', content: 'the whole answer' }],
    status: 'completed',
    error: null,
    extraData: null,
    updatedAt: new Date(),
  });
  let failures = 0;
  for (let round = 0; round < 12; round++) {
    await t.deps.db.update(messages).set({ status: 'responding' });
    const writer = new CheckpointWriter(t.deps.db, t.deps.log, { intervalMs: 3_600_000, heartbeatMs: 3_600_000, finalRetryMs: 0 });
    // Checkpoints in one order, the finals of the same rows in the opposite order, at once.
    const shuffled = [...ids].sort(() => Math.random() - 0.5);
    for (const id of shuffled) {
      writer.track(id, { checkpoint: () => ({ items: [{ id: `${id}:text`, type: 'text', content: 'part' }], status: 'responding' }) });
      writer.mark(id);
    }
    const checkpoint = writer.flush();
    const finals = [...shuffled].reverse().map((id) => writer.saveFinal(id, state(id)));
    // The final batch goes out in the next turn, while the checkpoint slices are in flight.
    const saved = await Promise.all(finals);
    await checkpoint;
    writer.stop();
    failures += saved.filter((outcome) => outcome !== 'saved').length;
  }
  expect(t.log.lines.filter((l) => /deadlock/i.test(JSON.stringify(l))).length).toBe(0);
  expect(failures).toBe(0);
  const stored = await t.deps.db.select({ status: messages.status, items: messages.items }).from(messages);
  expect(stored.filter((r) => r.status === 'completed')).toHaveLength(300);
});
