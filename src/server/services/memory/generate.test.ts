import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { chatSessions, memoryChanges, memoryItems, messages, users } from '../../../db/schema';
import { createManualClock, createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { AiProvider, MemoryRequest, MemorySuggestion } from '../../ai/provider';
import { ProviderError } from '../../ai/provider-error';
import { createOfflineProvider } from '../../ai/offline/offline-provider';
import { createScriptedProvider } from '../../ai/scripted';
import type { Actor } from '../actor';
import { findAgentRow } from '../agents';
import { generateMemory, generateMemoryForExchange } from './generate';
import { listMemory } from './items';

const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
/** What the scripted provider answers next, and what it was asked. */
let answer: (req: MemoryRequest) => MemorySuggestion[] = () => [];
let asked: MemoryRequest[] = [];
let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps({
    clock,
    ai: createScriptedProvider({
      memory: (req) => {
        asked.push(req);
        return answer(req);
      },
    }),
  });
});
afterAll(() => t.close());

async function newUser(): Promise<Actor> {
  const [user] = await t.deps.db.insert(users).values({ isTemporary: true }).returning();
  if (!user) throw new Error('no user');
  return { user, authSessionId: randomUUID() };
}

async function newSession(actor: Actor): Promise<string> {
  const agent = await findAgentRow(t.deps.db, 'chat-advisor');
  const [row] = await t.deps.db.insert(chatSessions).values({ userId: actor.user.id, agentId: agent!.id }).returning();
  return row!.id;
}

/** A deps copy with another AI provider (same database and clock). */
const withAi = (ai: AiProvider) => ({ ...t.deps, ai });

const suggest = (...s: MemorySuggestion[]) => {
  answer = () => s;
};
const exchange = (sessionId: string, userText = 'something about me') => ({ sessionId, userText, assistantText: 'A reply.' });
const liveContents = async (actor: Actor) => (await listMemory(t.deps, actor, { offset: 0, limit: 100 })).items.map((i) => i.content);
const expectCode = (promise: Promise<unknown>, code: string) => expect(promise).rejects.toMatchObject({ code });

describe('generateMemoryForExchange with the offline engine', () => {
  test('a crush named in one message, corrected in the next: add, then update', async () => {
    const offline = withAi(createOfflineProvider());
    const me = await newUser();
    const sessionId = await newSession(me);

    const first = await generateMemoryForExchange(offline, me.user.id, {
      sessionId,
      userText: "My crush Sam hasn't texted back in two days. Should I double text?",
      assistantText: 'Give it a little time, then send something light.',
    });
    const added = first.find((c) => c.type === 'add' && /Sam/.test(c.content ?? ''));
    expect(added).toBeDefined();
    expect(added!.memory.content).toBe(added!.content!);

    clock.advance(60_000);
    const second = await generateMemoryForExchange(offline, me.user.id, {
      sessionId,
      userText: 'Actually her name is Mia, not Sam.',
      assistantText: 'Thanks for clarifying, Mia it is.',
    });
    const updated = second.find((c) => c.type === 'update');
    expect(updated).toMatchObject({ memory: { id: added!.memory.id }, content: added!.content });
    expect(updated!.new_content).toContain('Mia');
    expect(updated!.memory.content).toBe(updated!.new_content!);
    const contents = await liveContents(me);
    expect(contents.some((c) => c.includes('Mia'))).toBe(true);
    expect(contents.some((c) => c.includes('Sam'))).toBe(false);
  });

  test('saying the same thing again adds nothing', async () => {
    const offline = withAi(createOfflineProvider());
    const me = await newUser();
    const sessionId = await newSession(me);
    const text = "I'm really shy about texting first.";
    const first = await generateMemoryForExchange(offline, me.user.id, { sessionId, userText: text, assistantText: 'Okay.' });
    expect(first.length).toBeGreaterThan(0);
    const total = (await listMemory(t.deps, me, { offset: 0, limit: 100 })).total;
    expect(await generateMemoryForExchange(offline, me.user.id, { sessionId, userText: text, assistantText: 'Okay.' })).toEqual([]);
    expect((await listMemory(t.deps, me, { offset: 0, limit: 100 })).total).toBe(total);
  });
});

describe('applying suggestions', () => {
  test('add, update and delete are applied in one go and returned as cards', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    suggest({ type: 'add', content: 'User works as a nurse.', reason: 'job' }, { type: 'add', content: 'User has a dog.', reason: 'pet' });
    const [nurse, dog] = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    clock.advance(1000);

    suggest(
      { type: 'update', id: nurse!.memory.id, new_content: 'User works as a paramedic.', reason: 'new job' },
      { type: 'delete', id: dog!.memory.id, reason: 'no longer true' },
      { type: 'add', content: '  User lives in\u0000 Lisbon.  ', reason: 'city' },
    );
    const cards = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    expect(cards).toEqual([
      {
        type: 'update',
        memory: expect.objectContaining({ id: nurse!.memory.id, content: 'User works as a paramedic.', reason: 'new job' }),
        content: 'User works as a nurse.',
        new_content: 'User works as a paramedic.',
      },
      { type: 'delete', memory: expect.objectContaining({ id: dog!.memory.id, content: 'User has a dog.' }), content: 'User has a dog.' },
      { type: 'add', memory: expect.objectContaining({ content: 'User lives in Lisbon.', reason: 'city' }), content: 'User lives in Lisbon.' },
    ]);
    expect(await liveContents(me)).toEqual(['User lives in Lisbon.', 'User works as a paramedic.']);

    const log = await t.deps.db
      .select()
      .from(memoryChanges)
      .where(eq(memoryChanges.userId, me.user.id))
      .orderBy(asc(memoryChanges.createdAt));
    expect(log.map((c) => c.kind).sort()).toEqual(['add', 'add', 'add', 'delete', 'update']);
    expect(log.every((c) => c.sessionId === sessionId)).toBe(true);
    expect(log.find((c) => c.kind === 'update')).toMatchObject({ previousContent: 'User works as a nurse.', newContent: 'User works as a paramedic.' });
  });

  test('the provider sees the live items and the exchange', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    suggest({ type: 'add', content: 'User is 30.', reason: 'age' });
    const [card] = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    asked = [];
    suggest();
    await generateMemoryForExchange(t.deps, me.user.id, { sessionId, userText: ' Hi\u0000 there ', assistantText: 'Hello!' });
    expect(asked).toEqual([{ userText: 'Hi there', assistantText: 'Hello!', existing: [{ id: card!.memory.id, content: 'User is 30.' }] }]);
  });

  test('duplicates (case, spacing, end punctuation) are skipped, also within one answer', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    suggest({ type: 'add', content: 'User loves jazz.', reason: 'r' });
    await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    suggest(
      { type: 'add', content: 'user   LOVES jazz', reason: 'r' },
      { type: 'add', content: 'User plays chess!', reason: 'r' },
      { type: 'add', content: 'User plays chess', reason: 'r' },
      { type: 'add', content: '   ', reason: 'r' },
    );
    const cards = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    expect(cards.map((c) => c.content)).toEqual(['User plays chess!']);
    expect(await liveContents(me)).toHaveLength(2);
  });

  test('an update or delete naming another user’s item, an unknown id or a deleted item is ignored', async () => {
    const owner = await newUser();
    const me = await newUser();
    suggest({ type: 'add', content: 'User has a brother.', reason: 'r' });
    const [theirs] = await generateMemoryForExchange(t.deps, owner.user.id, exchange(await newSession(owner)));
    const before = await t.deps.db.select().from(memoryItems).where(eq(memoryItems.id, theirs!.memory.id));

    const sessionId = await newSession(me);
    suggest(
      { type: 'update', id: theirs!.memory.id, new_content: 'Hijacked', reason: 'r' },
      { type: 'delete', id: theirs!.memory.id, reason: 'r' },
      { type: 'update', id: randomUUID(), new_content: 'Nothing', reason: 'r' },
      { type: 'delete', id: 'not-a-uuid', reason: 'r' },
    );
    expect(await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId))).toEqual([]);
    expect(await t.deps.db.select().from(memoryItems).where(eq(memoryItems.id, theirs!.memory.id))).toEqual(before);
    expect(await t.deps.db.select().from(memoryChanges).where(eq(memoryChanges.userId, me.user.id))).toEqual([]);

    // A deleted item of the caller's own cannot be updated or deleted again by the provider.
    suggest({ type: 'add', content: 'User is single.', reason: 'r' });
    const [mine] = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    suggest({ type: 'delete', id: mine!.memory.id, reason: 'r' });
    expect(await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId))).toHaveLength(1);
    suggest({ type: 'update', id: mine!.memory.id, new_content: 'User is dating.', reason: 'r' }, { type: 'delete', id: mine!.memory.id, reason: 'r' });
    expect(await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId))).toEqual([]);
  });

  test('at most 200 live items: adds beyond the cap are skipped, updates still apply', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    await t.deps.db
      .insert(memoryItems)
      .values(Array.from({ length: 199 }, (_, i) => ({ userId: me.user.id, content: `Fact number ${i}.` })));
    suggest(
      { type: 'add', content: 'Fact 200.', reason: 'r' },
      { type: 'add', content: 'Fact 201.', reason: 'r' },
    );
    const cards = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    expect(cards.map((c) => c.content)).toEqual(['Fact 200.']);
    expect((await listMemory(t.deps, me, { offset: 0, limit: 1 })).total).toBe(200);
    const [anyItem] = await t.deps.db.select().from(memoryItems).where(eq(memoryItems.content, 'Fact number 0.'));
    suggest({ type: 'update', id: anyItem!.id, new_content: 'Fact zero.', reason: 'r' });
    expect(await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId))).toHaveLength(1);
  });

  test('over-long provider text is cut to 500 characters; junk entries are ignored', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    answer = () => [{ type: 'add', content: 'x'.repeat(900), reason: 'r' }, { type: 'nonsense' } as unknown as MemorySuggestion, null as unknown as MemorySuggestion];
    const cards = await generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId));
    expect(cards).toHaveLength(1);
    expect(cards[0]!.memory.content).toHaveLength(500);
  });

  test('an empty user text asks nothing', async () => {
    const me = await newUser();
    asked = [];
    expect(await generateMemoryForExchange(t.deps, me.user.id, { sessionId: await newSession(me), userText: ' \u0000 ', assistantText: 'x' })).toEqual([]);
    expect(asked).toEqual([]);
  });
});

describe('concurrency', () => {
  test('parallel generates of the same fact add it once', async () => {
    const me = await newUser();
    const sessionIds = [await newSession(me), await newSession(me)];
    suggest({ type: 'add', content: 'User runs marathons.', reason: 'r' });
    const results = await Promise.all(
      Array.from({ length: 6 }, (_, i) => generateMemoryForExchange(t.deps, me.user.id, exchange(sessionIds[i % 2]!))),
    );
    expect(results.flat()).toHaveLength(1);
    expect(await liveContents(me)).toEqual(['User runs marathons.']);
  });
});

describe('the session must be the caller’s', () => {
  test('another user’s, a deleted, an unknown or a malformed session id is session.not_found; nothing is learned', async () => {
    const owner = await newUser();
    const me = await newUser();
    const theirs = await newSession(owner);
    const deleted = await newSession(me);
    await t.deps.db.update(chatSessions).set({ deletedAt: clock.now() }).where(eq(chatSessions.id, deleted));
    suggest({ type: 'add', content: 'User should not be remembered.', reason: 'r' });
    for (const sessionId of [theirs, deleted, randomUUID(), 'nope']) {
      await expectCode(generateMemoryForExchange(t.deps, me.user.id, exchange(sessionId)), 'session.not_found');
    }
    expect(await liveContents(me)).toEqual([]);
    expect(await liveContents(owner)).toEqual([]);
  });
});

describe('provider failures', () => {
  test('a failing provider is memory.generation_failed with its cause; nothing changes', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    const cause = new ProviderError('unavailable', 'upstream 503');
    const failing = withAi(createScriptedProvider({ memory: () => { throw cause; } }));
    const error = await generateMemoryForExchange(failing, me.user.id, exchange(sessionId)).catch((e) => e);
    expect(error).toMatchObject({ code: 'memory.generation_failed', cause });
    expect(await liveContents(me)).toEqual([]);
  });

  test('a provider timeout, or a provider that hangs past the deadline, is memory.timeout', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    const slow = withAi(createScriptedProvider({ memory: () => { throw new ProviderError('timeout', 'took too long'); } }));
    await expectCode(generateMemoryForExchange(slow, me.user.id, exchange(sessionId)), 'memory.timeout');

    // A provider that ignores its signal: the deadline still ends the call.
    const hanging: AiProvider = { ...createScriptedProvider(), extractMemory: () => new Promise(() => {}) };
    const started = performance.now();
    await expectCode(generateMemoryForExchange(withAi(hanging), me.user.id, exchange(sessionId), AbortSignal.timeout(30)), 'memory.timeout');
    expect(performance.now() - started).toBeLessThan(5000);
  });
});

describe('generateMemory (the REST/tRPC body of message items)', () => {
  test('user text from text items; the reply from assistant items, else the latest finished reply', async () => {
    const me = await newUser();
    const sessionId = await newSession(me);
    suggest();
    asked = [];
    await generateMemory(t.deps, me, {
      sessionId,
      items: [
        { type: 'text', content: 'My ex texted me.' },
        { type: 'image', content: 'shot.png' },
        { type: 'text', content: 'What now?' },
        { type: 'text', content: 'Take a breath first.', role: 'assistant' },
      ],
    });
    expect(asked[0]).toMatchObject({ userText: 'My ex texted me.\n\nWhat now?', assistantText: 'Take a breath first.' });

    await t.deps.db.insert(messages).values([
      { sessionId, userId: me.user.id, role: 'assistant', status: 'completed', items: [{ id: 'a', type: 'text', content: 'Older reply.' }] },
      { sessionId, userId: me.user.id, role: 'assistant', status: 'completed', items: [{ id: 'b', type: 'text', content: 'Latest reply.' }] },
      { sessionId, userId: me.user.id, role: 'assistant', status: 'failed', items: [{ id: 'c', type: 'text', content: 'Broken.' }] },
    ]);
    asked = [];
    await generateMemory(t.deps, me, { sessionId, items: [{ type: 'text', content: 'Thanks!' }] });
    expect(asked[0]).toMatchObject({ userText: 'Thanks!', assistantText: 'Latest reply.' });
  });
});
