import { expect } from 'bun:test';
import { pngImage } from '../../helpers/images';
import { sweepOrphanedReplies } from '../../../src/server/services/replies/control';
import { subscriptions, messages } from '../../../src/db/schema';
import { parseSse } from '../../helpers/chat';
import { ERRORS, type ErrorCode } from '../../../src/shared/errors';
import { ProviderError } from '../../../src/server/ai/provider-error';
import { AppError } from '../../../src/server/errors';
import { createScriptedProvider } from '../../../src/server/ai/scripted';
import { createApp } from '../../../src/server/app';
import { createHttpClient } from '../../helpers/http';
import type { CatalogueContext } from './context';

/* The reply.* codes (and service.unavailable): sends refused up front, and failures delivered in the reply stream. */

/** reply.* codes: refused sends, and failures delivered in the stream */
export async function produceReplyCodes({ t, fromIp, expectError, record }: CatalogueContext): Promise<void> {
  const saved = { ai: t.deps.ai, reply: t.deps.config.reply };
  const streamFailure = async (code: ErrorCode) => {
    const c = createHttpClient(t.deps);
    await c.request('POST', '/api/auth/temporary', { headers: fromIp() });
    const chat = (await c.request('POST', '/api/session', { body: {} })).json.result.id as string;
    const res = await c.request('POST', `/api/session/${chat}/message`, { body: { items: [{ type: 'text', content: 'hi' }] } });
    const last = parseSse(res.text).events.at(-1)!;
    expect(last.data).toMatchObject({ type: 'failed', content: { code, message: ERRORS[code].message } });
    record(code);
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
}

/** reply.server_busy and service.unavailable: a process at its stream cap, or shutting down, refuses a send at once and changes nothing */
export async function produceServerBusyCodes({ t, fromIp, expectError }: CatalogueContext): Promise<void> {
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
}

/** reply.interrupted: a reply orphaned by a crash */
export async function produceInterrupted({ t, fromIp, record }: CatalogueContext): Promise<void> {
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
  record('reply.interrupted');
}

/** reply.screenshots_busy: every screenshot reader is taken and the queue is full, so the reply fails with the text */
export async function produceScreenshotsBusy({ t, fromIp, record }: CatalogueContext): Promise<void> {
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
  record('reply.screenshots_busy');
}

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
