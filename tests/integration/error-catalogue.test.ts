import { afterAll, beforeAll, expect, test } from 'bun:test';
import { exportJWK, generateKeyPair, SignJWT, createLocalJWKSet } from 'jose';
import { createServer } from 'node:net';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { ProviderError } from '../../src/server/ai/provider-error';
import { AppError } from '../../src/server/errors';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { createTurnstileCheck } from '../../src/server/auth/human-check';
import { createSmtpMailer } from '../../src/server/mail/smtp-mailer';
import { startFakeTurnstileServer } from '../helpers/fake-turnstile-server';
import { createApp } from '../../src/server/app';
import { createHttpClient } from '../helpers/http';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';
import { producePracticeCodes } from './catalogue/practice-codes';

/**
 * Every catalogue code, produced through the public REST API. Adding a code to the catalogue
 * without a way to produce it here fails the last test.
 */
let t: TestDeps;
let google: TestDeps;
let otherKey: CryptoKey;
let ip = 0;
const fromIp = () => ({ 'x-forwarded-for': `203.0.113.${++ip}` });

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  otherKey = (await generateKeyPair('RS256')).privateKey;
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' };
  t = await createTestDeps({ config: { trustProxy: true } });
  google = await createTestDeps({ google: { clientId: 'client-1', keys: createLocalJWKSet({ keys: [jwk] }) } });
});
afterAll(async () => {
  await t.close();
  await google.close();
});

const produced = new Set<ErrorCode>();

async function expectError(res: { status: number; json: any }, code: ErrorCode) {
  expect(res.json?.error?.code).toBe(code);
  expect(res.status).toBe(ERRORS[code].status);
  expect(res.json.error.message).toBe(ERRORS[code].message);
  expect(res.json.error.status).toBe(ERRORS[code].status);
  expect(res.json.error).toHaveProperty('tag');
  produced.add(code);
}

test('common.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/no-such-route'), 'common.not_found');
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', { body: '{not json', headers: fromIp() }),
    'common.invalid_input',
  );
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'x'.repeat(2_000_000) }, headers: fromIp() }),
    'common.payload_too_large',
  );
  const limited = { 'x-forwarded-for': '198.18.0.1' };
  for (let i = 0; i < 30; i++) expect((await c.request('POST', '/api/auth/temporary', { headers: limited })).status).toBe(200);
  const res = await c.request('POST', '/api/auth/temporary', { headers: limited });
  await expectError(res, 'common.rate_limited');
  expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
  await expectError(await c.request('PUT', '/api/session', { body: {} }), 'common.method_not_allowed');
  await expectError(await c.request('GET', `/api/session?q=${'a'.repeat(10_000)}`), 'common.uri_too_long');
  await expectError(await c.request('GET', '/api/session', { headers: { cookie: `x=${'a'.repeat(13_000)}` } }), 'common.headers_too_large');
  await expectError(await c.request('GET', `/trpc/${Array.from({ length: 21 }, () => 'meta.config').join(',')}?batch=1`), 'common.batch_too_large');
});

test('common.forbidden_origin and common.unsupported_media_type (CSRF guard)', async () => {
  const c = createHttpClient(t.deps);
  await expectError(
    await c.request('POST', '/api/auth/temporary', { headers: { ...fromIp(), origin: 'https://evil.example' } }),
    'common.forbidden_origin',
  );
  await expectError(await c.request('POST', '/api/auth/logout', { headers: { 'sec-fetch-site': 'cross-site' } }), 'common.forbidden_origin');
  await expectError(
    await c.request('POST', '/api/auth/email/send-verification-code', {
      body: 'email=a@example.com',
      headers: { ...fromIp(), 'content-type': 'text/plain' },
    }),
    'common.unsupported_media_type',
  );
  // Same-origin requests and tRPC mutations from our own pages pass.
  expect((await c.request('POST', '/api/auth/temporary', { headers: { ...fromIp(), origin: 'http://localhost' } })).status).toBe(200);
  const trpcForged = await c.request('POST', '/trpc/auth.logout', { body: '{}', headers: { origin: 'https://evil.example' } });
  expect(trpcForged.status).toBe(403);
});

test('auth.mail_unavailable when the mail server cannot be reached (cause logged, not shown)', async () => {
  // A port that refuses connections: the real SMTP adapter fails the way it would in production.
  const closed = createServer();
  await new Promise<void>((r) => closed.listen(0, '127.0.0.1', () => r()));
  const port = (closed.address() as { port: number }).port;
  await new Promise<void>((r) => closed.close(() => r()));
  const broken = await createTestDeps();
  broken.deps.mailer = createSmtpMailer(`smtp://127.0.0.1:${port}`, 'test@localhost');
  try {
    const res = await createHttpClient(broken.deps).request('POST', '/api/auth/email/send-verification-code', {
      body: { email: 'someone@example.com' },
    });
    await expectError(res, 'auth.mail_unavailable');
    expect(JSON.stringify(res.json)).not.toContain('ECONNREFUSED');
    expect(broken.log.lines.some((l) => l.level === 'error' && l.msg.includes('sign-in code'))).toBe(true);
  } finally {
    await broken.close();
  }
});

test('common.internal when the database fails under a request (cause logged, not shown)', async () => {
  const broken = await createTestDeps();
  const c = createHttpClient(broken.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await broken.database.close();
  try {
    const res = await c.request('GET', '/api/session');
    await expectError(res, 'common.internal');
    expect(broken.log.lines.some((l) => l.level === 'error')).toBe(true);
  } finally {
    await broken.close().catch(() => undefined);
  }
});

test('auth.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/auth/status'), 'auth.unauthorized');
  const send = (email: string) => c.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers: fromIp() });
  await expectError(await send(`${'a'.repeat(250)}@example.com`), 'auth.email_too_long');
  await expectError(await send('not-an-email'), 'auth.email_invalid');
  await expectError(await send('.dot@example.com'), 'auth.email_leading_period');
  const login = (verification_code: string) =>
    c.request('POST', '/api/auth/email/login', { body: { email: 'codes@example.com', verification_code }, headers: fromIp() });
  await expectError(await login('12ab'), 'auth.code_format');
  expect((await send('codes@example.com')).status).toBe(200);
  await expectError(await login(t.lastCodeFor('codes@example.com') === '000000' ? '111111' : '000000'), 'auth.invalid_code');
  await expectError(await send('codes@example.com'), 'auth.code_already_sent');
  // One IP: 6 wrong codes for an address, then it waits (growing delays per address and IP).
  const sameIp = { 'x-forwarded-for': '198.18.7.7' };
  const wrongFromSameIp = () =>
    c.request('POST', '/api/auth/email/login', { body: { email: 'slowed@example.com', verification_code: '000000' }, headers: sameIp });
  for (let i = 0; i < 6; i++) await expectError(await wrongFromSameIp(), 'auth.invalid_code');
  await expectError(await wrongFromSameIp(), 'auth.too_many_attempts');
  await expectError(
    await c.request('POST', '/api/auth/google/callback/id-token', { body: { credential: 'x'.repeat(40) } }),
    'auth.google_disabled',
  );
  const forged = await new SignJWT({ email: 'g@example.com', email_verified: true })
    .setProtectedHeader({ alg: 'RS256', kid: 'k1' })
    .setIssuer('https://accounts.google.com')
    .setAudience('client-1')
    .setSubject('123')
    .setIssuedAt()
    .setExpirationTime('5m')
    .sign(otherKey);
  await expectError(
    await createHttpClient(google.deps).request('POST', '/api/auth/google/callback/id-token', { body: { credential: forged } }),
    'auth.google_invalid',
  );
});

test('agent.* codes', async () => {
  const c = createHttpClient(t.deps);
  await expectError(await c.request('GET', '/api/agent/no-such-agent'), 'agent.not_found');
});

test('memory.* codes (and session.not_found from generate)', async () => {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await c.request('DELETE', `/api/memory/${crypto.randomUUID()}`), 'memory.not_found');
  const generate = (client: typeof c, sessionId: string) =>
    client.request('POST', `/api/memory/${sessionId}/generate`, { body: { items: [{ type: 'text', content: 'I love hiking.' }] } });
  await expectError(await generate(c, crypto.randomUUID()), 'session.not_found');
  const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const id = (await generate(c, chat)).json.result[0].memory.id as string;
  expect((await c.request('POST', `/api/memory/${id}/undo`)).status).toBe(200);
  await expectError(await c.request('POST', `/api/memory/${id}/undo`), 'memory.nothing_to_undo');

  const failing = (error: Error) => ({ ...t.deps, ai: createScriptedProvider({ memory: () => { throw error; } }) });
  const down = createHttpClient(failing(new ProviderError('unavailable', 'upstream 503')));
  down.setCookie(c.cookie);
  await expectError(await generate(down, chat), 'memory.generation_failed');
  const slow = createHttpClient(failing(new ProviderError('timeout', 'upstream took too long')));
  slow.setCookie(c.cookie);
  await expectError(await generate(slow, chat), 'memory.timeout');
});

test('human_check.* codes (sending a sign-in code with Turnstile on)', async () => {
  const siteverify = startFakeTurnstileServer();
  try {
    const humanCheck = createTurnstileCheck({ secretKey: siteverify.secret, siteverifyUrl: siteverify.url, timeoutMs: 1000 });
    const c = createHttpClient({ ...t.deps, humanCheck });
    const send = (token: string) =>
      c.request('POST', '/api/auth/email/send-verification-code', {
        body: { email: 'human@example.com' },
        headers: { ...fromIp(), 'x-human-check-token': token },
      });
    await expectError(await send('not-a-real-token'), 'human_check.failed');
    siteverify.failWith = 500;
    await expectError(await send(siteverify.issue({ action: 'send_code' })), 'human_check.unavailable');
    expect(t.lastCodeFor('human@example.com')).toBeUndefined();
  } finally {
    await siteverify.stop();
  }
});

test('session.*, message.*, upload.* and usage.* codes', async () => {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  const chat = (await c.request('POST', '/api/session', { body: {}, headers: fromIp() })).json.result.id as string;
  const send = (items: unknown[]) => c.request('POST', `/api/session/${chat}/message`, { body: { items } });
  await expectError(await c.request('GET', `/api/session/${crypto.randomUUID()}/message`), 'session.not_found');
  await expectError(await c.request('POST', '/api/session/showcase/no-such-example'), 'showcase.not_found');
  await expectError(await c.request('PUT', `/api/session/${chat}/message/${crypto.randomUUID()}/like`, { body: {} }), 'message.not_found');
  await expectError(await send([{ type: 'text', content: '  ' }]), 'message.empty');
  await expectError(await send([{ type: 'text', content: 'x'.repeat(10_001) }]), 'message.too_long');
  await expectError(await send(Array.from({ length: 6 }, (_, i) => ({ type: 'image', content: `${i}.png` }))), 'message.too_many_images');
  await expectError(await send([{ type: 'image', content: 'someone-elses.png' }]), 'upload.not_found');
  for (let i = 0; i < 2; i++) expect((await c.request('POST', '/api/session', { body: {} })).status).toBe(200);
  await expectError(await c.request('POST', '/api/session', { body: {} }), 'session.chat_limit');
  for (let i = 0; i < 3; i++) expect((await send([{ type: 'text', content: `q${i}` }])).status).toBe(200);
  await expectError(await send([{ type: 'text', content: 'one more' }]), 'usage.limit_reached_guest');

  const free = createHttpClient(t.deps);
  await free.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'limits@example.com' }, headers: fromIp() });
  await free.request('POST', '/api/auth/email/login', { body: { email: 'limits@example.com', verification_code: t.lastCodeFor('limits@example.com') }, headers: fromIp() });
  const freeChat = (await free.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const freeSend = () => free.request('POST', `/api/session/${freeChat}/message`, { body: { items: [{ type: 'text', content: 'hi' }] } });
  for (let i = 0; i < 5; i++) expect((await freeSend()).status).toBe(200);
  await expectError(await freeSend(), 'usage.limit_reached');
  // A burst far above any human pace restricts the account until tomorrow.
  const { users } = await import('../../src/db/schema');
  const { eq } = await import('drizzle-orm');
  const me = (await free.request('GET', '/api/auth/status')).json.result.id as string;
  await t.deps.db.update(users).set({ restrictedUntil: new Date(Date.now() + 60_000) }).where(eq(users.id, me));
  await expectError(await freeSend(), 'usage.unusual');
});

test('reply.* codes: refused sends, and failures delivered in the stream', async () => {
  const { createScriptedProvider } = await import('../../src/server/ai/scripted');
  const { ProviderError } = await import('../../src/server/ai/provider-error');
  const { parseSse } = await import('../helpers/chat');
  const saved = { ai: t.deps.ai, reply: t.deps.config.reply };
  const streamFailure = async (code: ErrorCode) => {
    const c = createHttpClient(t.deps);
    await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
    const res = await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'hi' }] } });
    const last = parseSse(res.text).events.at(-1)!;
    expect(last.data).toMatchObject({ type: 'failed', content: { code, message: ERRORS[code].message } });
    produced.add(code);
    return { c, chat, messageId: res.headers.get('x-message-id')! };
  };
  try {
    t.deps.ai = createScriptedProvider({ failAfter: 0, failWith: new ProviderError('auth', 'bad key') });
    const failed = await streamFailure('reply.provider_failed');
    t.deps.ai = createScriptedProvider({ failAfter: 0, failWith: new ProviderError('rate_limited', 'busy', { retryAfterSeconds: 0 }) });
    await streamFailure('reply.ai_busy');
    t.deps.ai = createScriptedProvider({ tokens: ['a'], stallAfter: 1 });
    t.deps.config.reply = { ...saved.reply, idleTimeoutMs: 100 };
    await streamFailure('reply.idle_timeout');
    t.deps.ai = createScriptedProvider({ tokens: Array.from({ length: 100 }, () => 'x '), tokensPerSecond: 100 });
    t.deps.config.reply = { ...saved.reply, overallTimeoutMs: 100 };
    await streamFailure('reply.timeout');
    t.deps.ai = createScriptedProvider({ tokens: ['y'.repeat(100)] });
    t.deps.config.reply = { ...saved.reply, maxReplyChars: 50 };
    await streamFailure('reply.too_large');
    t.deps.config.reply = saved.reply;

    // The first reply failed: regenerating an older or a user message is refused.
    const userMessage = (await failed.c.request('GET', `/api/session/${failed.chat}/message`)).json.result.items[0].id as string;
    await expectError(await failed.c.request('POST', `/api/session/${failed.chat}/message/${userMessage}/regenerate`), 'reply.not_regenerable');

    t.deps.ai = createScriptedProvider({ tokens: Array.from({ length: 1000 }, () => 'z '), tokensPerSecond: 20 });
    const c = createHttpClient(t.deps);
    await c.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'busy@example.com' }, headers: fromIp() });
    await c.request('POST', '/api/auth/email/login', { body: { email: 'busy@example.com', verification_code: t.lastCodeFor('busy@example.com') }, headers: fromIp() });
    const chats = [];
    for (let i = 0; i < 3; i++) chats.push((await c.request('POST', '/api/session', { body: {} })).json.result.id as string);
    const pending = chats.map((chat) =>
      fetchStreamStart(createApp(t.deps), c.cookie!, chat),
    );
    const started = await Promise.all(pending);
    await expectError(await c.request('POST', `/api/session/${chats[0]}/message`, { body: { items: [{ type: 'text', content: 'again' }] } }), 'reply.in_progress');
    const { subscriptions } = await import('../../src/db/schema');
    const me = (await c.request('GET', '/api/auth/status')).json.result.id as string;
    await t.deps.db.insert(subscriptions).values({ id: `sub_${me}`, provider: 'local', userId: me, status: 'active', created: new Date() });
    const fourth = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
    const res = await c.request('POST', `/api/session/${fourth}/message`, { body: { items: [{ type: 'text', content: '4' }] } });
    await expectError(res, 'reply.too_many_running');
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    for (const s of started) await c.request('POST', `/api/session/${s.chat}/message/${s.messageId}/stop`);
  } finally {
    t.deps.ai = saved.ai;
    t.deps.config.reply = saved.reply;
  }
});

test('reply.server_busy and service.unavailable: a process at its stream cap, or shutting down, refuses a send at once and changes nothing', async () => {
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const send = () => c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'hi' }] } });
  const saved = t.deps.config.reply;
  try {
    t.deps.config.reply = { ...saved, maxStreamsPerProcess: t.deps.replies.size };
    const busy = await send();
    await expectError(busy, 'reply.server_busy');
    expect(Number(busy.headers.get('retry-after'))).toBeGreaterThan(0);
    t.deps.config.reply = saved;
    t.deps.replies.accepting = false;
    const draining = await send();
    await expectError(draining, 'service.unavailable');
    expect(Number(draining.headers.get('retry-after'))).toBeGreaterThan(0);
  } finally {
    t.deps.config.reply = saved;
    t.deps.replies.accepting = true;
  }
  const listed = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items;
  expect(listed).toHaveLength(0);
  const limits = (await c.request('GET', '/api/auth/status')).json.result;
  expect(JSON.stringify(limits)).toContain('"current_usage":0');
});

test('reply.interrupted: a reply orphaned by a crash', async () => {
  const { sweepOrphanedReplies } = await import('../../src/server/services/replies/control');
  const { messages } = await import('../../src/db/schema');
  const c = createHttpClient(t.deps);
  const guest = (await c.request('POST', '/api/auth/temporary', { headers: fromIp() })).json.result.id as string;
  const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const [orphan] = await t.deps.db
    .insert(messages)
    .values({ sessionId: chat, userId: guest, role: 'assistant', status: 'responding', updatedAt: new Date(Date.now() - 3_600_000) })
    .returning();
  await sweepOrphanedReplies(t.deps, 60_000);
  const listed = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items[0];
  expect(listed.id).toBe(orphan!.id);
  expect(listed.error).toEqual({ code: 'reply.interrupted', message: ERRORS['reply.interrupted'].message });
  produced.add('reply.interrupted');
});

test('reply.screenshots_busy: every screenshot reader is taken and the queue is full, so the reply fails with the text', async () => {
  const { pngImage } = await import('../helpers/images');
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
  const { file_name, url } = (await c.request('GET', '/api/attachment/presigned-url/chat.png')).json.result as { file_name: string; url: string };
  const put = await c.app.handle(new Request(`http://localhost${url}`, { method: 'PUT', body: pngImage(), headers: { 'content-type': 'image/png' } }));
  expect(put.status).toBe(200);
  // The pool's own refusal at its bound is tested in ai/vision/screenshot-reader.test.ts; here the
  // readers report that state, as the pool does when it is full.
  const saved = t.deps.screenshots;
  t.deps.screenshots = { read: async () => Promise.reject(new AppError('reply.screenshots_busy')), close: async () => {} };
  try {
    const res = await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'image', content: file_name }] } });
    expect(res.status).toBe(200);
    const failed = res.text.split('\n').find((l) => l.startsWith('data: ') && l.includes('"failed"'));
    expect(JSON.parse(failed!.slice(6)).content).toEqual({ code: 'reply.screenshots_busy', message: ERRORS['reply.screenshots_busy'].message });
  } finally {
    t.deps.screenshots = saved;
  }
  const stored = (await c.request('GET', `/api/session/${chat}/message`)).json.result.items.at(-1);
  expect(stored.error).toEqual({ code: 'reply.screenshots_busy', message: ERRORS['reply.screenshots_busy'].message });
  produced.add('reply.screenshots_busy');
});

test('upload.* codes: presign, the signed PUT of the local storage, a broken storage', async () => {
  const { pngImage, SVG_BYTES } = await import('../helpers/images');
  const c = createHttpClient(t.deps);
  await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await c.request('GET', '/api/attachment/presigned-url/drawing.svg'), 'upload.unsupported_type');
  const names = Array.from({ length: 6 }, (_, i) => `${i}.png`);
  await expectError(await c.request('POST', '/api/attachment/batch-presigned-urls', { body: names }), 'upload.too_many');
  const put = async (body: Uint8Array<ArrayBuffer>, tamper = false) => {
    const { url } = (await c.request('GET', '/api/attachment/presigned-url/shot.png')).json.result as { url: string };
    const res = await c.app.handle(
      new Request(`http://localhost${tamper ? url.replace('sig=', 'sig=x') : url}`, { method: 'PUT', body, headers: { 'content-type': 'image/png' } }),
    );
    return { status: res.status, json: await res.json() };
  };
  await expectError(await put(new Uint8Array(5_242_881)), 'upload.too_large');
  await expectError(await put(SVG_BYTES), 'upload.unsupported_type');
  await expectError(await put(pngImage(1, 1, { width: 30_000, height: 30_000 })), 'upload.invalid_image');
  await expectError(await put(pngImage(), true), 'upload.url_expired');
  const broken = createHttpClient({
    ...t.deps,
    // The configured storage, except that it cannot sign (e.g. S3 credentials missing).
    storage: Object.assign(Object.create(t.deps.storage) as typeof t.deps.storage, {
      presignUpload: () => {
        throw new Error('no credentials');
      },
    }),
  });
  broken.setCookie(c.cookie);
  await expectError(await broken.request('GET', '/api/attachment/presigned-url/shot.png'), 'upload.presign_failed');
});

/** Starts a send on the in-process app and returns once its reply exists (the SSE keeps going). */
async function fetchStreamStart(app: ReturnType<typeof createApp>, cookie: string, chat: string) {
  const res = await app.handle(
    new Request(`http://localhost/api/session/${chat}/message`, {
      method: 'POST',
      headers: { cookie, 'content-type': 'application/json' },
      body: JSON.stringify({ items: [{ type: 'text', content: 'long one' }] }),
    }),
  );
  expect(res.status).toBe(200);
  void res.body?.cancel();
  return { chat, messageId: res.headers.get('x-message-id')! };
}

test('billing.* codes: local test mode, and Stripe against a fake speaking its protocol', async () => {
  const { startFakeStripeServer, STRIPE_PRICE_IDS } = await import('../helpers/fake-stripe-server');
  const signIn = async (client: ReturnType<typeof createHttpClient>, email: string) => {
    await client.request('POST', '/api/auth/email/send-verification-code', { body: { email }, headers: fromIp() });
    await client.request('POST', '/api/auth/email/login', { body: { email, verification_code: t.lastCodeFor(email) }, headers: fromIp() });
  };
  const guest = createHttpClient(t.deps);
  await guest.request('POST', '/api/auth/temporary', { headers: fromIp() });
  await expectError(await guest.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } }), 'billing.sign_in_required');
  // Production with neither Stripe nor BILLING_MODE=test: prices are listed, checkout is refused.
  const { createOffBilling } = await import('../../src/server/billing/local');
  const off = createHttpClient({ ...t.deps, billing: createOffBilling() });
  await off.request('POST', '/api/auth/temporary', { headers: fromIp() });
  expect((await off.request('GET', '/api/subscription/plans')).json.result.mode).toBe('off');
  await expectError(await off.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } }), 'billing.unavailable');

  const c = createHttpClient(t.deps);
  await signIn(c, 'billing-codes@example.com');
  await expectError(await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_forever' } }), 'billing.invalid_price');
  await expectError(await c.request('POST', '/api/subscription/cancel', { body: {} }), 'billing.no_subscription');
  await expectError(await c.request('GET', `/api/subscription/local-checkout/${crypto.randomUUID()}`), 'billing.checkout_not_found');
  const checkout = async () => ((await c.request('POST', '/api/subscription/checkout', { body: { price_id: 'plus_weekly' } })).json.result.url as string).split('/').pop()!;
  const first = await checkout();
  const second = await checkout();
  const pay = (id: string, card_number: string) => c.request('POST', `/api/subscription/local-checkout/${id}/complete`, { body: { card_number } });
  await expectError(await pay(first, '4000000000000002'), 'billing.card_declined');
  expect((await pay(first, '4242424242424242')).status).toBe(200);
  await expectError(await pay(first, '4242424242424242'), 'billing.checkout_closed');
  await expectError(await pay(second, '4242424242424242'), 'billing.already_subscribed');
  await expectError(await c.request('POST', '/api/subscription/update', { body: { price_id: 'plus_weekly' } }), 'billing.same_plan');

  const stripe = startFakeStripeServer();
  const paid = await createTestDeps({ billing: stripe.billing() });
  try {
    await expectError(
      await createHttpClient(paid.deps).request('POST', '/api/subscription/webhook', { body: '{}', headers: { 'stripe-signature': 't=1,v1=00' } }),
      'billing.webhook_invalid',
    );
    const member = createHttpClient(paid.deps);
    await member.request('POST', '/api/auth/email/send-verification-code', { body: { email: 'paid@example.com' } });
    await member.request('POST', '/api/auth/email/login', { body: { email: 'paid@example.com', verification_code: paid.lastCodeFor('paid@example.com') } });
    stripe.state.failWith = { status: 400, type: 'invalid_request_error', message: 'No such price' };
    await expectError(await member.request('POST', '/api/subscription/checkout', { body: { price_id: STRIPE_PRICE_IDS.plus_weekly } }), 'billing.provider_failed');
  } finally {
    stripe.stop();
    await paid.close();
  }
});

test('practice.* and simulator.* codes', () => producePracticeCodes(expectError));

test('every catalogue code was produced above', () => {
  expect([...produced].sort()).toEqual((Object.keys(ERRORS) as ErrorCode[]).sort());
});
