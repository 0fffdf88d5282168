import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { createTRPCClient, httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { count, eq } from 'drizzle-orm';
import { emailCodes } from '../../src/db/schema';
import { createApp } from '../../src/server/app';
import { createTurnstileCheck } from '../../src/server/auth/human-check';
import type { AppRouter } from '../../src/server/trpc/router';
import { startFakeTurnstileServer, type FakeTurnstileServer } from '../helpers/fake-turnstile-server';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/** The whole app with Turnstile on, against the siteverify stand-in over real HTTP. */
let fake: FakeTurnstileServer;
let t: TestDeps;
let ip = 0;
const fromIp = () => ({ 'x-forwarded-for': `198.51.100.${++ip}` });

beforeAll(async () => {
  fake = startFakeTurnstileServer();
  t = await createTestDeps({
    config: { trustProxy: true },
    humanCheck: createTurnstileCheck({ secretKey: fake.secret, siteverifyUrl: fake.url, expectedHostname: 'localhost', timeoutMs: 300 }),
  });
});
afterAll(async () => {
  await t.close();
  await fake.stop();
});
beforeEach(() => fake.reset());

const codesFor = async (email: string) =>
  (await t.deps.db.select({ n: count() }).from(emailCodes).where(eq(emailCodes.email, email)))[0]?.n ?? 0;
const mailedTo = (email: string) => t.log.lines.filter((l) => l.fields?.event === 'auth.login_code' && l.fields.email === email).length;

describe('POST /api/auth/email/send-verification-code', () => {
  const sendCode = (email: string, token?: string) =>
    createHttpClient(t.deps).request('POST', '/api/auth/email/send-verification-code', {
      body: { email },
      headers: { ...fromIp(), ...(token === undefined ? {} : { 'x-human-check-token': token }) },
    });

  test('without a token, or with a garbage, wrong-action or reused one → 401 human_check.failed; no code made or mailed', async () => {
    const email = 'bot@example.com';
    const reused = fake.issue({ action: 'send_code' });
    expect((await sendCode('first@example.com', reused)).status).toBe(200);
    for (const token of [undefined, '', 'garbage', fake.issue({ action: 'send_message' }), reused, 'x'.repeat(2049)]) {
      const res = await sendCode(email, token);
      expect(res.status).toBe(401);
      expect(res.json.error).toMatchObject({ code: 'human_check.failed', status: 401 });
    }
    expect(await codesFor(email)).toBe(0);
    expect(mailedTo(email)).toBe(0);
    expect(t.lastCodeFor(email)).toBeUndefined();
  });

  test('with a good token → 200 and the code is mailed; the caller IP reaches siteverify', async () => {
    const email = 'human@example.com';
    const headers = fromIp();
    const res = await createHttpClient(t.deps).request('POST', '/api/auth/email/send-verification-code', {
      body: { email },
      headers: { ...headers, 'x-human-check-token': fake.issue({ action: 'send_code', hostname: 'localhost' }) },
    });
    expect(res.status).toBe(200);
    expect(res.json.result).toEqual({ sent: true });
    expect(t.lastCodeFor(email)).toMatch(/^\d{6}$/);
    expect(await codesFor(email)).toBe(1);
    expect(fake.calls.at(-1)?.remoteip).toBe(headers['x-forwarded-for']);
  });

  test('siteverify down → 503 human_check.unavailable (fail closed); no code', async () => {
    const email = 'outage@example.com';
    fake.failWith = 500;
    const res = await sendCode(email, fake.issue({ action: 'send_code' }));
    expect(res.status).toBe(503);
    expect(res.json.error).toMatchObject({ code: 'human_check.unavailable', status: 503 });
    fake.reset();
    fake.delayMs = 1000; // beyond the 300 ms timeout
    expect((await sendCode(email, fake.issue({ action: 'send_code' }))).json.error.code).toBe('human_check.unavailable');
    expect(await codesFor(email)).toBe(0);
  });
});

describe('POST /api/session/{id}/message', () => {
  async function guestWithChat() {
    const c = createHttpClient(t.deps);
    expect((await c.request('POST', '/api/auth/temporary', { headers: fromIp() })).status).toBe(200);
    const chat = await c.request('POST', '/api/session', { body: {} });
    expect(chat.status).toBe(200);
    return { c, chatId: chat.json.result.id as string };
  }
  const used = async (c: ReturnType<typeof createHttpClient>) =>
    (await c.request('GET', '/api/auth/status')).json.result.usage_limits.send_message.current_usage as number;
  const total = async (c: ReturnType<typeof createHttpClient>, chatId: string) =>
    (await c.request('GET', `/api/session/${chatId}/message`)).json.result.total as number;
  const send = (c: ReturnType<typeof createHttpClient>, chatId: string, human_check_token?: string) =>
    c.request('POST', `/api/session/${chatId}/message`, { body: { items: [{ type: 'text', content: 'hello there' }], human_check_token } });

  test('without a token (or with a bad one) → 401; nothing stored, no quota used', async () => {
    const { c, chatId } = await guestWithChat();
    const before = await used(c);
    for (const token of [undefined, 'garbage', fake.issue({ action: 'send_code' })]) {
      const res = await send(c, chatId, token);
      expect(res.status).toBe(401);
      expect(res.json.error.code).toBe('human_check.failed');
    }
    expect(await total(c, chatId)).toBe(0);
    expect(await used(c)).toBe(before);
  });

  test('with a good token → the reply streams; the token cannot be used twice', async () => {
    const { c, chatId } = await guestWithChat();
    const before = await used(c);
    const token = fake.issue({ action: 'send_message' });
    const res = await send(c, chatId, token);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/event-stream');
    expect(res.text).toContain('data: [DONE]');
    expect(await total(c, chatId)).toBe(2);
    expect(await used(c)).toBe(before + 1);
    expect((await send(c, chatId, token)).json.error.code).toBe('human_check.failed');
    expect(await total(c, chatId)).toBe(2);
  });

  test('siteverify down → 503 human_check.unavailable; nothing stored', async () => {
    const { c, chatId } = await guestWithChat();
    fake.failWith = 'malformed';
    const res = await send(c, chatId, fake.issue({ action: 'send_message' }));
    expect(res.status).toBe(503);
    expect(res.json.error.code).toBe('human_check.unavailable');
    expect(await total(c, chatId)).toBe(0);
  });

  test("another user's chat is not found before any human check is spent", async () => {
    const { chatId } = await guestWithChat();
    const { c: other } = await guestWithChat();
    const res = await send(other, chatId, fake.issue({ action: 'send_message' }));
    expect(res.json.error.code).toBe('session.not_found');
    expect(fake.calls).toHaveLength(0);
  });
});

describe('tRPC auth.sendCode', () => {
  test('takes the token as human_check_token', async () => {
    const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
    const client = createTRPCClient<AppRouter>({
      links: [httpBatchLink({ url: `http://127.0.0.1:${server.server?.port}/trpc`, transformer: superjson })],
    });
    try {
      const missing = await client.auth.sendCode.mutate({ email: 'trpc-bot@example.com' }).catch((e) => e);
      expect(missing.data).toMatchObject({ appCode: 'human_check.failed', httpStatus: 401 });
      expect(await codesFor('trpc-bot@example.com')).toBe(0);
      const token = fake.issue({ action: 'send_code' });
      expect(await client.auth.sendCode.mutate({ email: 'trpc-human@example.com', human_check_token: token })).toEqual({ sent: true });
      expect(t.lastCodeFor('trpc-human@example.com')).toMatch(/^\d{6}$/);
    } finally {
      await server.stop(true);
    }
  });
});
