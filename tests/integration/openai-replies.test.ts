import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { messages, usageCounters } from '../../src/db/schema';
import { createOpenAiProvider } from '../../src/server/ai/openai';
import { parseSse } from '../helpers/chat';
import { startFakeOpenAiServer, type FakeOpenAiServer } from '../helpers/fake-openai-server';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * The whole reply path against a local server speaking the OpenAI streaming protocol: what the
 * user sees and what is stored when the model server misbehaves (SECURITY-TESTS G-7…G-9).
 */
let fake: FakeOpenAiServer;
let t: TestDeps;

beforeAll(async () => {
  fake = await startFakeOpenAiServer();
  t = await createTestDeps({
    ai: createOpenAiProvider({ apiKey: 'test-key', baseURL: fake.url, model: 'fake-model', maxRetries: 0 }),
    reply: { idleTimeoutMs: 5000 },
  });
});
afterAll(async () => {
  await t.close();
  await fake.close();
});

async function sendAs(text: string) {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary');
  const chat = (await c.request('POST', '/api/session', { body: { agent_id: 'message-decoder' } })).json.result.id as string;
  const res = await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: text }] } });
  const [row] = await t.deps.db.select().from(messages).where(eq(messages.id, res.headers.get('x-message-id')!));
  const userId = (await c.request('GET', '/api/auth/status')).json.result.id as string;
  const [usage] = await t.deps.db.select().from(usageCounters).where(eq(usageCounters.userId, userId));
  return { res, sse: parseSse(res.text), row: row!, used: usage?.count ?? 0 };
}

const REPLY =
  'They probably mean it kindly.\n\n```suggestions\n[{"tone":"Warm","text":"Sounds great!","why":"Simple and positive."}]\n```\n\n**Next step:** reply today.';

describe('replies from an OpenAI-compatible server', () => {
  test('text streams, the cards arrive as data, the prompt carries the agent role and the user text', async () => {
    fake.set({ reply: REPLY, splitEveryByte: true });
    const { sse, row } = await sendAs('What does "k." mean from my boss?');
    const text = sse.events.filter((e) => e.data.type === 'text').map((e) => e.data.content).join('');
    expect(text).toContain('They probably mean it kindly.');
    expect(text).toContain('**Next step:** reply today.');
    expect(text).not.toContain('```');
    expect(sse.events.find((e) => e.data.type === 'reply_suggestions')?.data.content).toEqual([
      { tone: 'Warm', text: 'Sounds great!', why: 'Simple and positive.' },
    ]);
    expect(row.status).toBe('completed');
    const sent = fake.requests.at(-1)!.body;
    expect(sent.model).toBe('fake-model');
    expect(JSON.stringify(sent.messages)).toContain('k.');
  });

  test('G-7: a 500 before the first token is retried once, then the reply fails and the quota is refunded', async () => {
    fake.set({ status: 500 });
    const streamed = () => fake.requests.filter((r) => r.body.stream === true).length;
    const before = streamed();
    const { sse, row, used } = await sendAs('hello');
    expect(streamed() - before).toBe(2);
    expect(sse.events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.provider_failed', message: 'Stream processing failed' } });
    expect(row.status).toBe('failed');
    expect(used).toBe(0);
  });

  test('G-7: a 500 once is healed by the one retry', async () => {
    fake.set({ status: 500, statusTimes: 1, reply: 'All good.' });
    const { sse, row } = await sendAs('hello');
    expect(sse.events.at(-1)!.data.type).toBe('completed');
    expect(row.items.find((i) => i.type === 'text')?.content).toBe('All good.');
  });

  test("G-7: the model server's 429 shows the busy text, not the user's own limit", async () => {
    fake.set({ status: 429, retryAfter: '0' });
    const { sse } = await sendAs('hello');
    expect(sse.events.at(-1)!.data).toMatchObject({
      type: 'failed',
      content: { code: 'reply.ai_busy', message: 'Our advisors are very busy right now. Please try again in a moment.' },
    });
  });

  test('G-8: a malformed chunk fails the reply and keeps the partial text', async () => {
    fake.set({ chunks: ['Part one. ', 'Part two. ', 'Part three.'], malformedChunk: 2 });
    const { sse, row } = await sendAs('hello');
    expect(sse.events.at(-1)!.data.type).toBe('failed');
    expect(row.status).toBe('failed');
    expect(row.items.find((i) => i.type === 'text')?.content).toBe('Part one. Part two.');
  });

  test('G-6: a stalled model server hits the idle timeout; the upstream request is cancelled', async () => {
    fake.set({ chunks: ['Start ', 'of it'], stallAfterChunks: 1 });
    t.deps.config.reply = { ...t.deps.config.reply, idleTimeoutMs: 400 };
    const { sse, row } = await sendAs('hello');
    expect(sse.events.at(-1)!.data).toMatchObject({ type: 'failed', content: { code: 'reply.idle_timeout' } });
    // The adapter holds trailing whitespace back until more text follows.
    expect(row.items.find((i) => i.type === 'text')?.content).toBe('Start');
    await fake.waitForCancel(fake.requests.length - 1, 2000);
    expect(fake.requests.at(-1)!.cancelled).toBe(true);
  });
});
