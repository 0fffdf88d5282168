import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { randomUUID } from 'node:crypto';
import { memoryItems } from '../../src/db/schema';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/** The memory routes of SPEC §7 over the REST envelope, with the real offline engine. */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

type Client = ReturnType<typeof createHttpClient>;

async function guest(): Promise<Client & { userId: string }> {
  const c = createHttpClient(t.deps);
  const res = await c.request('POST', '/api/auth/temporary');
  expect(res.status).toBe(200);
  return Object.assign(c, { userId: res.json.result.id as string });
}

async function newChat(c: Client): Promise<string> {
  const res = await c.request('POST', '/api/session', { body: {} });
  expect(res.status).toBe(200);
  return res.json.result.id;
}

const say = (c: Client, sessionId: string, text: string) =>
  c.request('POST', `/api/memory/${sessionId}/generate`, { body: { items: [{ type: 'text', content: text }] } });

const list = async (c: Client, query = '') => (await c.request('GET', `/api/memory${query}`)).json.result;

function expectError(res: { status: number; json: any }, code: string, status: number) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.status).toBe(status);
}

describe('the memory lifecycle over REST', () => {
  test('generate (add, then update) → list → edit → delete → undo back to nothing', async () => {
    const c = await guest();
    const chat = await newChat(c);

    const first = await say(c, chat, "My crush Sam hasn't texted back in two days. Should I double text?");
    expect(first.status).toBe(200);
    expect(first.json.result).toEqual([
      {
        type: 'add',
        content: "User's crush is named Sam.",
        memory: {
          id: expect.any(String),
          content: "User's crush is named Sam.",
          reason: expect.any(String),
          created_at: expect.any(String),
          updated_at: expect.any(String),
          last_call_at: null,
        },
      },
    ]);
    const id = first.json.result[0].memory.id as string;
    expect(await list(c)).toEqual({ items: [first.json.result[0].memory], total: 1 });

    const second = await say(c, chat, 'Actually her name is Mia, not Sam.');
    expect(second.json.result).toEqual([
      expect.objectContaining({
        type: 'update',
        content: "User's crush is named Sam.",
        new_content: "User's crush is named Mia.",
        memory: expect.objectContaining({ id, content: "User's crush is named Mia." }),
      }),
    ]);

    const edited = await c.request('PUT', `/api/memory/${id}`, { body: { content: "  User's crush Mia loves climbing.\u0000 " } });
    expect(edited.status).toBe(200);
    expect(edited.json.result).toMatchObject({ id, content: "User's crush Mia loves climbing." });

    expect((await c.request('DELETE', `/api/memory/${id}`)).json.result).toEqual({ ok: true });
    expect(await list(c)).toEqual({ items: [], total: 0 });

    const undo = () => c.request('POST', `/api/memory/${id}/undo`);
    expect((await undo()).json.result.item).toMatchObject({ id, content: "User's crush Mia loves climbing." }); // the delete
    expect((await list(c)).total).toBe(1);
    expect((await undo()).json.result.item).toMatchObject({ content: "User's crush is named Mia." }); // the edit
    expect((await undo()).json.result.item).toMatchObject({ content: "User's crush is named Sam." }); // the update
    expect((await undo()).json.result).toEqual({ item: null }); // the add
    expect(await list(c)).toEqual({ items: [], total: 0 });
    expectError(await undo(), 'memory.nothing_to_undo', 409);
  });

  test('several facts in one message become several cards, each counted', async () => {
    const c = await guest();
    const chat = await newChat(c);
    const res = await say(c, chat, "I work as a nurse. I'm really shy about texting first.");
    expect(res.status).toBe(200);
    expect(res.json.result.map((card: any) => [card.type, card.content])).toEqual([
      ['add', 'User works as a nurse.'],
      ['add', 'User is shy about texting first.'],
    ]);
    expect((await list(c)).total).toBe(2);
  });
});

describe('paging', () => {
  test('newest first; default limit 50, max 100; total counts every live item', async () => {
    const c = await guest();
    const base = Date.parse('2026-03-01T00:00:00Z');
    await t.deps.db.insert(memoryItems).values(
      Array.from({ length: 55 }, (_, i) => ({
        userId: c.userId,
        content: `Fact ${i}`,
        createdAt: new Date(base + i * 1000),
        updatedAt: new Date(base + i * 1000),
      })),
    );
    const first = await list(c);
    expect(first.total).toBe(55);
    expect(first.items).toHaveLength(50);
    expect(first.items[0].content).toBe('Fact 54');
    expect(first.items[49].content).toBe('Fact 5');
    const rest = await list(c, '?offset=50&limit=10');
    expect(rest.items.map((i: any) => i.content)).toEqual(['Fact 4', 'Fact 3', 'Fact 2', 'Fact 1', 'Fact 0']);
    expect(rest.total).toBe(55);
    expect((await list(c, '?limit=100')).items).toHaveLength(55);
    expect((await list(c, '?offset=500')).items).toEqual([]);
    for (const bad of ['?limit=101', '?limit=0', '?offset=-1', '?limit=abc', '?offset=1.5']) {
      expectError(await c.request('GET', `/api/memory${bad}`), 'common.invalid_input', 400);
    }
  });
});

describe('validation', () => {
  test('edit text: 1..500 characters after trimming; bad JSON is refused', async () => {
    const c = await guest();
    const chat = await newChat(c);
    const id = (await say(c, chat, 'I love hiking.')).json.result[0].memory.id;
    const put = (body: unknown) => c.request('PUT', `/api/memory/${id}`, { body });
    for (const body of [{ content: '' }, { content: '   ' }, { content: '\u0000' }, { content: 'x'.repeat(501) }, {}, { content: 5 }, '{oops']) {
      expectError(await put(body), 'common.invalid_input', 400);
    }
    expect((await put({ content: 'y'.repeat(500) })).json.result.content).toHaveLength(500);
  });

  test('generate: items must be a non-empty list of at most 50', async () => {
    const c = await guest();
    const chat = await newChat(c);
    const gen = (body: unknown) => c.request('POST', `/api/memory/${chat}/generate`, { body });
    for (const body of [{}, { items: [] }, { items: 'text' }, { items: [{ content: 'no type' }] }, { items: Array(51).fill({ type: 'text', content: 'x' }) }]) {
      expectError(await gen(body), 'common.invalid_input', 400);
    }
    // Only images: nothing to learn from, nothing asked.
    expect((await gen({ items: [{ type: 'image', content: 'shot.png' }] })).json.result).toEqual([]);
  });

  test('malformed or unknown ids answer not found', async () => {
    const c = await guest();
    for (const [method, path] of [
      ['PUT', '/api/memory/not-a-uuid'],
      ['DELETE', '/api/memory/not-a-uuid'],
      ['POST', '/api/memory/not-a-uuid/undo'],
      ['DELETE', `/api/memory/${randomUUID()}`],
      ['POST', `/api/memory/${randomUUID()}/undo`],
    ] as const) {
      expectError(await c.request(method, path, { body: { content: 'x' } }), 'memory.not_found', 404);
    }
    expectError(await say(c, 'not-a-uuid', 'hi'), 'session.not_found', 404);
    expectError(await say(c, randomUUID(), 'hi'), 'session.not_found', 404);
  });
});

describe('access', () => {
  test('every route needs a session', async () => {
    const c = createHttpClient(t.deps);
    const id = randomUUID();
    for (const [method, path, body] of [
      ['GET', '/api/memory', undefined],
      ['PUT', `/api/memory/${id}`, { content: 'x' }],
      ['DELETE', `/api/memory/${id}`, undefined],
      ['POST', `/api/memory/${id}/undo`, undefined],
      ['POST', `/api/memory/${id}/generate`, { items: [{ type: 'text', content: 'hi' }] }],
    ] as const) {
      expectError(await c.request(method, path, { body }), 'auth.unauthorized', 401);
    }
  });

  test("another user's memory and chat are not found, and nothing of the owner's changes", async () => {
    const owner = await guest();
    const intruder = await guest();
    const chat = await newChat(owner);
    const id = (await say(owner, chat, "My ex Jordan texted me last night.")).json.result[0].memory.id;
    const before = await list(owner);

    expectError(await intruder.request('PUT', `/api/memory/${id}`, { body: { content: 'Hijacked' } }), 'memory.not_found', 404);
    expectError(await intruder.request('DELETE', `/api/memory/${id}`), 'memory.not_found', 404);
    expectError(await intruder.request('POST', `/api/memory/${id}/undo`), 'memory.not_found', 404);
    expectError(await say(intruder, chat, 'My crush is named Alex.'), 'session.not_found', 404);

    expect(await list(owner)).toEqual(before);
    expect(await list(intruder)).toEqual({ items: [], total: 0 });
    // The owner's history is intact: their undo still undoes the add.
    expect((await owner.request('POST', `/api/memory/${id}/undo`)).json.result).toEqual({ item: null });
  });
});
