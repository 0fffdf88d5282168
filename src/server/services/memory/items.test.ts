import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { chatSessions, memoryChanges, memoryItems, users } from '../../../db/schema';
import { createManualClock, createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { MemorySuggestion } from '../../ai/provider';
import { createScriptedProvider } from '../../ai/scripted';
import type { Actor } from '../actor';
import { findAgentRow } from '../agents';
import { generateMemoryForExchange } from './generate';
import { deleteMemory, listMemory, listMemoryForPrompt, undoMemory, updateMemory } from './items';

const clock = createManualClock(new Date('2026-05-04T10:00:00Z'));
/** What the scripted provider suggests next. */
let next: MemorySuggestion[] = [];
let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps({ clock, ai: createScriptedProvider({ memory: () => next }) });
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

/** Adds items through the generate path (as the product does), one second apart, oldest first. */
async function remember(actor: Actor, ...contents: string[]): Promise<string[]> {
  const sessionId = await newSession(actor);
  const ids: string[] = [];
  for (const content of contents) {
    clock.advance(1000);
    next = [{ type: 'add', content, reason: 'test' }];
    const [card] = await generateMemoryForExchange(t.deps, actor.user.id, { sessionId, userText: content, assistantText: 'ok' });
    ids.push(card!.memory.id);
  }
  return ids;
}

async function rowOf(id: string) {
  const [row] = await t.deps.db.select().from(memoryItems).where(eq(memoryItems.id, id));
  return row!;
}

async function changesOf(id: string) {
  return t.deps.db.select().from(memoryChanges).where(eq(memoryChanges.memoryId, id)).orderBy(asc(memoryChanges.createdAt));
}

const expectCode = (promise: Promise<unknown>, code: string) => expect(promise).rejects.toMatchObject({ code });

describe('listMemory', () => {
  test('newest change first, paged, with the total; only the caller’s live items', async () => {
    const me = await newUser();
    const other = await newUser();
    await remember(other, 'User has a dog named Rex.');
    expect(await listMemory(t.deps, me, { offset: 0, limit: 50 })).toEqual({ items: [], total: 0 });
    const [a, b, c] = await remember(me, 'User is shy about texting first.', 'User works as a nurse.', 'User wants to ask Mia out.');

    const all = await listMemory(t.deps, me, { offset: 0, limit: 50 });
    expect(all.total).toBe(3);
    expect(all.items.map((i) => i.id)).toEqual([c!, b!, a!]);
    expect(all.items[0]).toEqual({
      id: c!,
      content: 'User wants to ask Mia out.',
      reason: 'test',
      created_at: expect.any(String),
      updated_at: expect.any(String),
      last_call_at: null,
    });

    const page = await listMemory(t.deps, me, { offset: 1, limit: 1 });
    expect(page).toMatchObject({ total: 3, items: [{ id: b! }] });
    expect((await listMemory(t.deps, me, { offset: 3, limit: 1 })).items).toEqual([]);

    // An edit moves an item to the top; a delete removes it and lowers the total.
    clock.advance(1000);
    await updateMemory(t.deps, me, { id: a!, content: 'User is shy about texting first, but getting braver.' });
    await deleteMemory(t.deps, me, { id: b! });
    const after = await listMemory(t.deps, me, { offset: 0, limit: 50 });
    expect(after.total).toBe(2);
    expect(after.items.map((i) => i.id)).toEqual([a!, c!]);
  });

  test('needs a caller', async () => {
    await expectCode(listMemory(t.deps, null, { offset: 0, limit: 50 }), 'auth.unauthorized');
  });
});

describe('updateMemory (the user’s edit)', () => {
  test('stores the trimmed text, moves the item up and logs an edit with the previous text', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'User likes hiking.');
    clock.advance(5000);
    const item = await updateMemory(t.deps, me, { id: id!, content: '  User loves hiking\u0000 and climbing.  ' });
    expect(item.content).toBe('User loves hiking and climbing.');
    expect(item.updated_at).toBe(clock.now().toISOString());
    const changes = await changesOf(id!);
    expect(changes.map((c) => c.kind)).toEqual(['add', 'edit']);
    expect(changes[1]).toMatchObject({ previousContent: 'User likes hiking.', newContent: 'User loves hiking and climbing.' });
    // The same text again changes nothing.
    await updateMemory(t.deps, me, { id: id!, content: 'User loves hiking and climbing.' });
    expect(await changesOf(id!)).toHaveLength(2);
  });

  test('another user’s id, a deleted item or a malformed id is memory.not_found, and nothing changes', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const [id] = await remember(owner, 'User has two sisters.');
    const before = await rowOf(id!);
    await expectCode(updateMemory(t.deps, intruder, { id: id!, content: 'Hacked' }), 'memory.not_found');
    await expectCode(updateMemory(t.deps, intruder, { id: 'not-a-uuid', content: 'Hacked' }), 'memory.not_found');
    await expectCode(updateMemory(t.deps, owner, { id: randomUUID(), content: 'Hacked' }), 'memory.not_found');
    expect(await rowOf(id!)).toEqual(before);
    expect(await changesOf(id!)).toHaveLength(1);

    await deleteMemory(t.deps, owner, { id: id! });
    await expectCode(updateMemory(t.deps, owner, { id: id!, content: 'Too late' }), 'memory.not_found');
  });
});

describe('deleteMemory', () => {
  test('soft-deletes and logs it; a second delete is memory.not_found', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'User is learning Spanish.');
    expect(await deleteMemory(t.deps, me, { id: id! })).toEqual({ ok: true });
    expect((await rowOf(id!)).deletedAt).not.toBeNull();
    expect((await listMemory(t.deps, me, { offset: 0, limit: 50 })).total).toBe(0);
    expect((await changesOf(id!)).map((c) => c.kind)).toEqual(['add', 'delete']);
    await expectCode(deleteMemory(t.deps, me, { id: id! }), 'memory.not_found');
  });

  test('another user’s id is memory.not_found and the item stays', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const [id] = await remember(owner, 'User is vegetarian.');
    const before = await rowOf(id!);
    await expectCode(deleteMemory(t.deps, intruder, { id: id! }), 'memory.not_found');
    expect(await rowOf(id!)).toEqual(before);
    expect(await changesOf(id!)).toHaveLength(1);
    expect((await listMemory(t.deps, owner, { offset: 0, limit: 50 })).total).toBe(1);
  });
});

describe('undoMemory', () => {
  test('undo an add removes the item; then there is nothing to undo', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'User moved to Berlin.');
    expect(await undoMemory(t.deps, me, { id: id! })).toEqual({ item: null });
    expect((await listMemory(t.deps, me, { offset: 0, limit: 50 })).total).toBe(0);
    expect((await changesOf(id!))[0]?.undoneAt).not.toBeNull();
    await expectCode(undoMemory(t.deps, me, { id: id! }), 'memory.nothing_to_undo');
  });

  test('undo a generated update restores the previous text', async () => {
    const me = await newUser();
    const [id] = await remember(me, "User's crush is named Sam.");
    const sessionId = await newSession(me);
    next = [{ type: 'update', id: id!, new_content: "User's crush is named Mia.", reason: 'corrected' }];
    await generateMemoryForExchange(t.deps, me.user.id, { sessionId, userText: 'Her name is Mia', assistantText: 'Got it' });
    expect((await rowOf(id!)).content).toBe("User's crush is named Mia.");
    const { item } = await undoMemory(t.deps, me, { id: id! });
    expect(item?.content).toBe("User's crush is named Sam.");
    expect((await rowOf(id!)).content).toBe("User's crush is named Sam.");
  });

  test('undo a delete brings the item back in its old place', async () => {
    const me = await newUser();
    const [a, b, c] = await remember(me, 'User is 28.', 'User plays guitar.', 'User has a cat.');
    await deleteMemory(t.deps, me, { id: b! });
    const { item } = await undoMemory(t.deps, me, { id: b! });
    expect(item).toMatchObject({ id: b!, content: 'User plays guitar.' });
    const list = await listMemory(t.deps, me, { offset: 0, limit: 50 });
    expect(list.items.map((i) => i.id)).toEqual([c!, b!, a!]);
  });

  test('repeated undos walk back through the history: edit, edit, add', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'v1');
    await updateMemory(t.deps, me, { id: id!, content: 'v2' });
    await updateMemory(t.deps, me, { id: id!, content: 'v3' });
    expect((await undoMemory(t.deps, me, { id: id! })).item?.content).toBe('v2');
    expect((await undoMemory(t.deps, me, { id: id! })).item?.content).toBe('v1');
    expect(await undoMemory(t.deps, me, { id: id! })).toEqual({ item: null });
    await expectCode(undoMemory(t.deps, me, { id: id! }), 'memory.nothing_to_undo');
    expect((await changesOf(id!)).every((c) => c.undoneAt !== null)).toBe(true);
  });

  test('an undone change is skipped: edit, undo, delete, undo, undo', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'first');
    await updateMemory(t.deps, me, { id: id!, content: 'second' });
    expect((await undoMemory(t.deps, me, { id: id! })).item?.content).toBe('first');
    await deleteMemory(t.deps, me, { id: id! });
    expect((await undoMemory(t.deps, me, { id: id! })).item?.content).toBe('first');
    expect(await undoMemory(t.deps, me, { id: id! })).toEqual({ item: null });
  });

  test('parallel undos of one change: one undoes it, the others find nothing to undo', async () => {
    const me = await newUser();
    const [id] = await remember(me, 'User speaks French.');
    const results = await Promise.allSettled(Array.from({ length: 4 }, () => undoMemory(t.deps, me, { id: id! })));
    expect(results.filter((r) => r.status === 'fulfilled')).toEqual([{ status: 'fulfilled', value: { item: null } }]);
    for (const r of results.filter((r) => r.status === 'rejected')) expect(r.reason).toMatchObject({ code: 'memory.nothing_to_undo' });
  });

  test('another user’s id is memory.not_found and changes nothing', async () => {
    const owner = await newUser();
    const intruder = await newUser();
    const [id] = await remember(owner, 'User is allergic to cats.');
    const before = await rowOf(id!);
    await expectCode(undoMemory(t.deps, intruder, { id: id! }), 'memory.not_found');
    expect(await rowOf(id!)).toEqual(before);
    expect((await changesOf(id!))[0]?.undoneAt).toBeNull();
  });
});

describe('listMemoryForPrompt', () => {
  test('the newest contents, and marks them used', async () => {
    const me = await newUser();
    const other = await newUser();
    const [otherId] = await remember(other, 'User is a teacher.');
    const [a, b, c] = await remember(me, 'one', 'two', 'three');
    clock.advance(1000);
    expect(await listMemoryForPrompt(t.deps, me.user.id, 2)).toEqual(['three', 'two']);
    expect((await rowOf(c!)).lastCallAt?.toISOString()).toBe(clock.now().toISOString());
    expect((await rowOf(b!)).lastCallAt).not.toBeNull();
    expect((await rowOf(a!)).lastCallAt).toBeNull();
    expect((await rowOf(otherId!)).lastCallAt).toBeNull();
    expect(await listMemoryForPrompt(t.deps, me.user.id)).toEqual(['three', 'two', 'one']);
    expect(await listMemoryForPrompt(t.deps, (await newUser()).user.id)).toEqual([]);
  });
});
