import { afterAll, beforeAll, expect, test } from 'bun:test';
import { collect, newActor, newChat, text } from '../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import { sendMessage } from '../services/replies/send-message';
import { eq } from 'drizzle-orm';
import { messages } from '../../db/schema';
import { CheckpointWriter, type FinalState } from './checkpoint-writer';

let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

test('replies ending in the same tick share one final write, and their waiters are settled a slice per turn of the event loop', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  const state: FinalState = {
    items: [{ id: 'x:text', type: 'text', content: 'final words' }],
    status: 'completed',
    error: null,
    extraData: null,
    updatedAt: new Date(),
  };
  // One real reply and 199 ids with no row (those answer gone).
  const ids = [sent.assistantMessage.id, ...Array.from({ length: 199 }, () => crypto.randomUUID())];
  const writer = t.deps.checkpoints;
  const before = writer.finalWrites;
  const order: string[] = [];
  const saved = await Promise.all(
    ids.map((id, i) =>
      writer.saveFinal(id, state).then((ok) => {
        // Work queued by the first waiter must get its turn before the last waiter is settled:
        // settling 200 at once would hold the event loop through all of them.
        if (i === 0) setImmediate(() => order.push('other work'));
        order.push(`waiter ${i}`);
        return ok;
      }),
    ),
  );
  expect(writer.finalWrites - before).toBe(1);
  expect(saved[0]).toBe('saved');
  expect(saved.slice(1).every((outcome) => outcome === 'gone')).toBe(true);
  expect(order.indexOf('other work')).toBeGreaterThan(order.indexOf('waiter 0'));
  expect(order.indexOf('other work')).toBeLessThan(order.indexOf('waiter 199'));
  const [row] = await t.deps.db.query.messages.findMany({ where: (m, { eq }) => eq(m.id, sent.assistantMessage.id) });
  expect(row?.items).toEqual(state.items);
});

test('a checkpoint of many replies is written a slice per turn of the event loop, each slice one statement', async () => {
  const actor = await newActor(t.deps);
  const chat = await newChat(t.deps, actor);
  const sent = await sendMessage(t.deps, actor, chat.id, text('hello'));
  await collect(sent.stream!.follow(0, new AbortController().signal));
  // The finished reply's row is put back to responding, as if it were still running here.
  await t.deps.db.update(messages).set({ status: 'responding' }).where(eq(messages.id, sent.assistantMessage.id));
  const writer = new CheckpointWriter(t.deps.db, t.deps.log, { intervalMs: 3_600_000, heartbeatMs: 3_600_000 });
  const order: string[] = [];
  const ids = [sent.assistantMessage.id, ...Array.from({ length: 449 }, () => crypto.randomUUID())];
  ids.forEach((id, i) => {
    writer.track(id, {
      checkpoint() {
        order.push(`reply ${i}`);
        return { items: [{ id: `${id}:text`, type: 'text', content: `words of ${i}` }], status: 'responding' };
      },
    });
    writer.mark(id);
  });
  const flushed = writer.flush();
  setImmediate(() => order.push('other work'));
  await flushed;
  writer.stop();
  // 450 replies: 3 statements; work queued meanwhile ran between them, not after all 450.
  expect(writer.writes).toBe(3);
  expect(order.filter((o) => o.startsWith('reply'))).toHaveLength(450);
  expect(order.indexOf('other work')).toBeGreaterThan(order.indexOf('reply 199'));
  expect(order.indexOf('other work')).toBeLessThan(order.indexOf('reply 449'));
  const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, sent.assistantMessage.id));
  expect(row?.items).toEqual([{ id: `${sent.assistantMessage.id}:text`, type: 'text', content: 'words of 0' }]);
});
