import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { createApp } from '../../src/server/app';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Inputs never crash a request (issue 25): NUL bytes in ids, lone surrogates, wrong content types,
 * wrong methods, oversize batches and URLs all get a 4xx in the documented envelope, and nothing
 * caused by the caller is logged at ERROR.
 */
let t: TestDeps;
let base: string;
let stop: () => Promise<void>;
let auth: Record<string, string>;

beforeAll(async () => {
  t = await createTestDeps();
  const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.server?.port}`;
  stop = async () => {
    await server.stop(true);
  };
  const guest = await fetch(`${base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
  auth = { authorization: `Bearer ${guest.result.token}`, 'content-type': 'application/json' };
});
afterAll(async () => {
  await stop();
  await t.close();
});

const errorsLogged = () => t.log.lines.filter((l) => l.level === 'error');

/** A REST answer in the envelope: { error: { code, message, status, tag } } with that status. */
async function expectEnvelope(res: Response, status: number, code?: string) {
  expect(res.status).toBe(status);
  const body = (await res.json()) as { error: { code: string; message: string; status: number; tag: unknown } };
  expect(body.error).toMatchObject({ status, message: expect.any(String) });
  expect(body.error).toHaveProperty('tag');
  if (code) expect(body.error.code).toBe(code);
  return body.error;
}

/** A tRPC answer (single call) with its catalogue code. */
async function trpcCode(res: Response): Promise<{ status: number; appCode: string }> {
  const body = (await res.json()) as { error: { json: { data: { appCode: string } } } };
  return { status: res.status, appCode: body.error.json.data.appCode };
}

const post = (path: string, body: unknown, headers = auth) => fetch(`${base}${path}`, { method: 'POST', headers, body: JSON.stringify(body) });

describe('NUL bytes in ids', () => {
  test('agent_id, /session/agent/%00 and /simulator/agent/%00 answer 4xx', async () => {
    await expectEnvelope(await post('/api/session', { agent_id: '\u0000' }), 404, 'agent.not_found');
    await expectEnvelope(await post('/api/session/agent/%00', undefined), 404, 'agent.not_found');
    await expectEnvelope(await fetch(`${base}/api/simulator/agent/%00`, { headers: auth }), 404, 'agent.not_found');
    await expectEnvelope(await post('/api/session/agent/a%00b', undefined), 404, 'agent.not_found');
    expect(errorsLogged()).toEqual([]);
  });

  test('subscription ids on cancel and resume answer 4xx', async () => {
    for (const path of ['/api/subscription/cancel', '/api/subscription/resume']) {
      const res = await post(path, { subscription_id: 'sub_\u0000' });
      expect(res.status).toBeGreaterThanOrEqual(400);
      expect(res.status).toBeLessThan(500);
      await expectEnvelope(res, res.status);
    }
    expect(errorsLogged()).toEqual([]);
  });

  test('tRPC simulator.ofAgent with a NUL agent id answers 404', async () => {
    const input = encodeURIComponent(JSON.stringify({ json: { agentId: '\u0000' } }));
    const res = await fetch(`${base}/trpc/simulator.ofAgent?input=${input}`, { headers: auth });
    expect(await trpcCode(res)).toEqual({ status: 404, appCode: 'agent.not_found' });
    expect(errorsLogged()).toEqual([]);
  });
});

describe('chat types', () => {
  test('a client can open advisor chats only: coach, practice and simulator chats belong to their services', async () => {
    for (const type of ['practice', 'practice_coach', 'simulator', 'rednote']) {
      await expectEnvelope(await post('/api/session', { type }), 400, 'common.invalid_input');
      const trpc = await fetch(`${base}/trpc/session.create`, { method: 'POST', headers: auth, body: JSON.stringify({ json: { type } }) });
      expect(await trpcCode(trpc)).toEqual({ status: 400, appCode: 'common.invalid_input' });
    }
    const normal = await post('/api/session', { type: 'normal' }).then((r) => r.json());
    expect(normal.result.type).toBe('normal');
  });
});

describe('lone surrogates', () => {
  test('a message with a lone surrogate is refused with 400 and stores nothing', async () => {
    const chat = await post('/api/session', {}).then((r) => r.json());
    const raw = '{"items":[{"type":"text","content":"hi \\ud83d there"}]}';
    const res = await fetch(`${base}/api/session/${chat.result.id}/message`, { method: 'POST', headers: auth, body: raw });
    await expectEnvelope(res, 400, 'common.invalid_input');
    const list = await fetch(`${base}/api/session/${chat.result.id}/message`, { headers: auth }).then((r) => r.json());
    expect(list.result.items).toEqual([]);
    const trpc = await fetch(`${base}/trpc/chat.send`, {
      method: 'POST',
      headers: auth,
      body: `{"json":{"sessionId":"${chat.result.id}","items":[{"type":"text","content":"\\udc00"}]}}`,
    });
    expect(await trpcCode(trpc)).toEqual({ status: 400, appCode: 'common.invalid_input' });
    expect(errorsLogged()).toEqual([]);
  });

  test('a lone surrogate in a chat name is refused too (database text is checked at the boundary)', async () => {
    await expectEnvelope(await fetch(`${base}/api/session`, { method: 'POST', headers: auth, body: '{"name":"a\\ud800"}' }), 400);
    expect(errorsLogged()).toEqual([]);
  });
});

describe('protocol abuse', () => {
  test('a tRPC mutation sent as text/plain (a cross-site form) answers 415 and changes nothing', async () => {
    const before = await fetch(`${base}/api/session`, { headers: auth }).then((r) => r.json());
    const res = await fetch(`${base}/trpc/session.create`, {
      method: 'POST',
      headers: { authorization: auth.authorization!, 'content-type': 'text/plain' },
      body: '{"json":{}}',
    });
    await expectEnvelope(res, 415, 'common.unsupported_media_type');
    const after = await fetch(`${base}/api/session`, { headers: auth }).then((r) => r.json());
    expect(after.result.total).toBe(before.result.total);
  });

  test('a wrong HTTP method answers 405 with Allow; an unknown path still 404', async () => {
    const put = await fetch(`${base}/api/session`, { method: 'PUT', headers: auth, body: '{}' });
    expect(put.headers.get('allow')).toContain('POST');
    await expectEnvelope(put, 405, 'common.method_not_allowed');
    const del = await fetch(`${base}/trpc/session.create`, { method: 'DELETE', headers: auth });
    await expectEnvelope(del, 405, 'common.method_not_allowed');
    await expectEnvelope(await fetch(`${base}/api/no-such-thing`, { headers: auth }), 404, 'common.not_found');
  });

  test('a tRPC batch over 20 calls is refused as a whole; 20 still work', async () => {
    const many = Array.from({ length: 1000 }, () => 'agent.list').join(',');
    const input = encodeURIComponent(JSON.stringify(Object.fromEntries(Array.from({ length: 1000 }, (_, i) => [i, {}]))));
    // Bun itself answers 431 (no body of ours) to a request head over 16 KB; below that we answer 414.
    const res = await fetch(`${base}/trpc/${many}?batch=1&input=${input}`);
    expect([414, 431]).toContain(res.status);
    const res21 = await fetch(`${base}/trpc/${Array.from({ length: 21 }, () => 'agent.list').join(',')}?batch=1&input=%7B%7D`);
    await expectEnvelope(res21, 400, 'common.batch_too_large');
    const ok = await fetch(`${base}/trpc/${Array.from({ length: 20 }, () => 'meta.config').join(',')}?batch=1&input=%7B%7D`);
    expect(ok.status).toBe(200);
    expect(((await ok.json()) as unknown[]).length).toBe(20);
  });

  test('an over-long URL answers 414 in the envelope, an oversize header block 431', async () => {
    await expectEnvelope(await fetch(`${base}/api/session?q=${'a'.repeat(10_000)}`, { headers: auth }), 414, 'common.uri_too_long');
    await expectEnvelope(await fetch(`${base}/api/session`, { headers: { ...auth, cookie: `x=${'a'.repeat(13_000)}` } }), 431, 'common.headers_too_large');
    const res = await fetch(`${base}/api/session`, { headers: { ...auth, cookie: `x=${'a'.repeat(40_000)}` } });
    expect(res.status).toBe(431);
  });

  test('a tRPC body over 1 MB answers 413 before it is parsed', async () => {
    const res = await fetch(`${base}/trpc/session.create`, { method: 'POST', headers: auth, body: JSON.stringify({ json: { name: 'x'.repeat(1_100_000) } }) });
    await expectEnvelope(res, 413, 'common.payload_too_large');
  });

  test('following an unknown reply over tRPC is a 404, not an ERROR in the log', async () => {
    const chat = await post('/api/session', {}).then((r) => r.json());
    const input = encodeURIComponent(JSON.stringify({ json: { sessionId: chat.result.id, messageId: crypto.randomUUID() } }));
    const res = await fetch(`${base}/trpc/chat.onReply?input=${input}`, { headers: { ...auth, accept: 'text/event-stream' } });
    const text = await res.text();
    expect(text).toContain('"code":"NOT_FOUND"');
    expect(text).toContain('"appCode":"message.not_found"');
    await Bun.sleep(50);
    expect(errorsLogged()).toEqual([]);
  });
});
