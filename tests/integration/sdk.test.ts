import { afterAll, beforeAll, expect, test } from 'bun:test';
import { join } from 'node:path';
import { createScriptedProvider } from '../../src/server/ai/scripted';
import { AdvisorApiError, createAdvisorClient, unwrap, type ReplyEvent } from '../../src/sdk';
import { listenTestApp } from '../helpers/listen';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/** The typed client (src/sdk) against the real app on a loopback port. About 5 s. */
const root = join(import.meta.dir, '../..');
let t: TestDeps;
let base: string;
let stop: () => Promise<void>;
beforeAll(async () => {
  t = await createTestDeps();
  ({ base, stop } = listenTestApp(t.deps));
});
afterAll(async () => {
  await stop();
  await t.close();
});

test("the README's example runs against the app: guest → chat → streamed reply → screenshot → practice", async () => {
  const example = await Bun.file(join(root, 'src/sdk/examples/quickstart.ts')).text();
  const readme = await Bun.file(join(root, 'README.md')).text();
  expect(readme.includes(`\`\`\`ts\n${example}\`\`\``)).toBe(true);
  const proc = Bun.spawn([process.execPath, 'src/sdk/examples/quickstart.ts'], { cwd: root, env: { ...process.env, ADVISOR_URL: base }, stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout).toContain('haha maybe'); // the streamed reply's text, written as it came
  expect(stdout).toContain('screenshot reply: completed');
  expect(stdout).toMatch(/turn: (great|ok|risky) \d+/);
  expect(stdout).toMatch(/practice end: (report|report_skipped)\npractice end: practice_ended/);
}, 60_000);

test('the tRPC guide\'s example (docs/trpc.md) runs against the app: batched calls, a typed SSE subscription', async () => {
  const example = await Bun.file(join(root, 'docs/examples/trpc-client.ts')).text();
  const guide = await Bun.file(join(root, 'docs/trpc.md')).text();
  expect(guide.includes(`\`\`\`ts\n${example}\`\`\``)).toBe(true);
  const proc = Bun.spawn([process.execPath, 'docs/examples/trpc-client.ts'], { cwd: root, env: { ...process.env, ADVISOR_URL: base }, stdout: 'pipe', stderr: 'pipe' });
  const [stdout, stderr, code] = await Promise.all([new Response(proc.stdout).text(), new Response(proc.stderr).text(), proc.exited]);
  expect(stderr).toBe('');
  expect(code).toBe(0);
  expect(stdout).toMatch(/^chat [0-9a-f-]{36} with 12 advisors\n/);
  expect(stdout).toContain('haha maybe');
  expect(stdout).toEndWith('\nreply completed\n');
}, 60_000);

test('a cut stream resumes after the last event id: every event once, in order, the whole text', async () => {
  const saved = t.deps.ai;
  t.deps.ai = createScriptedProvider({ tokens: Array.from({ length: 60 }, (_, i) => `w${i} `), tokensPerSecond: 150 });
  try {
    const requests: { url: string; lastEventId: string | null }[] = [];
    let cut = false;
    // The network between client and server: the first stream's connection drops after id 3.
    const flakyFetch = (async (input: Request | string | URL, init?: RequestInit) => {
      const request = new Request(input, init);
      requests.push({ url: request.url, lastEventId: request.headers.get('last-event-id') });
      const res = await fetch(request);
      if (cut || !res.headers.get('content-type')?.startsWith('text/event-stream')) return res;
      cut = true;
      const reader = res.body!.getReader();
      let seen = '';
      let dropped = false;
      const body = new ReadableStream<Uint8Array>({
        async pull(controller) {
          if (dropped) {
            await reader.cancel();
            return controller.error(new TypeError('connection reset'));
          }
          const { value, done } = await reader.read();
          if (done) return controller.close();
          const before = seen.length;
          seen += new TextDecoder().decode(value);
          const third = seen.indexOf('id: 3\n');
          const frameEnd = third === -1 ? -1 : seen.indexOf('\n\n', third);
          if (frameEnd === -1) return controller.enqueue(value);
          // Up to the end of event 3 arrives; the rest is lost with the connection.
          controller.enqueue(new TextEncoder().encode(seen.slice(before, frameEnd + 2)));
          dropped = true;
        },
      });
      return new Response(body, { status: res.status, headers: res.headers });
    }) as typeof fetch;
    const advisor = createAdvisorClient({ baseUrl: base, fetch: flakyFetch });
    await advisor.signInAsGuest();
    const chat = unwrap(await advisor.api.POST('/api/session', { body: {} }));
    const reply = await advisor.sendMessage(chat.id, { items: [{ type: 'text', content: 'hello' }] });
    const events: ReplyEvent[] = [];
    for await (const event of reply) events.push(event);
    expect(cut).toBe(true);
    const resumed = requests.find((r) => r.url.endsWith(`/message/${reply.messageId}/events`));
    expect(resumed?.lastEventId).toBe('3');
    expect(events.map((e) => e.id)).toEqual(events.map((_, i) => i + 1));
    const end = events.at(-1)!;
    if (end.data.type !== 'completed') throw new Error(`ended with ${end.data.type}`);
    expect(await reply.final()).toEqual(end.data.content.message); // read to the end already: the same answer
    const text = events.map((e) => (e.data.type === 'text' ? e.data.content : '')).join('');
    expect(text).toBe(Array.from({ length: 60 }, (_, i) => `w${i} `).join(''));
    const stored = unwrap(await advisor.api.GET('/api/session/{id}/message', { params: { path: { id: chat.id } } }));
    expect(stored.items.at(-1)).toMatchObject({ id: reply.messageId, status: 'completed' });
  } finally {
    t.deps.ai = saved;
  }
}, 30_000);

test('a failed reply: final() throws its catalogue code, as the `end` event told', async () => {
  const saved = t.deps.ai;
  t.deps.ai = createScriptedProvider({ failAfter: 0 });
  try {
    const advisor = createAdvisorClient({ baseUrl: base });
    await advisor.signInAsGuest();
    const chat = unwrap(await advisor.api.POST('/api/session', { body: {} }));
    const reply = await advisor.sendMessage(chat.id, { items: [{ type: 'text', content: 'hello' }] });
    const failure = await reply.final().catch((err: unknown) => err);
    expect(failure).toBeInstanceOf(AdvisorApiError);
    const stored = unwrap(await advisor.api.GET('/api/session/{id}/message', { params: { path: { id: chat.id } } })).items.at(-1)!;
    expect(stored.status).toBe('failed');
    expect(failure).toMatchObject({ code: stored.error!.code, message: stored.error!.message });
  } finally {
    t.deps.ai = saved;
  }
});

test('auth: the guest token is kept and sent; errors are thrown with their catalogue code', async () => {
  const anonymous = createAdvisorClient({ baseUrl: base });
  const refused = await anonymous.api.GET('/api/auth/status');
  expect(refused.response.status).toBe(401);
  expect(() => unwrap(refused)).toThrow(AdvisorApiError);
  await expect(anonymous.sendMessage(crypto.randomUUID(), { items: [{ type: 'text', content: 'hi' }] })).rejects.toMatchObject({
    code: 'auth.unauthorized',
    status: 401,
  });
  const user = await anonymous.signInAsGuest();
  expect(anonymous.token).toBe(user.token);
  expect(unwrap(await anonymous.api.GET('/api/auth/status')).id).toBe(user.id);
  await expect(anonymous.sendMessage(crypto.randomUUID(), { items: [{ type: 'text', content: 'hi' }] })).rejects.toMatchObject({
    code: 'session.not_found',
    status: 404,
  });
  await expect(anonymous.uploadScreenshot(new Blob(['<svg/>'], { type: 'image/png' }), 'fake.png')).rejects.toMatchObject({
    code: 'upload.unsupported_type',
    status: 415,
  });
  unwrap(await anonymous.api.POST('/api/auth/logout'));
  expect(anonymous.token).toBeNull();
});

test('the SDK stands alone: it imports only its own files and openapi-fetch', async () => {
  for await (const file of new Bun.Glob('src/sdk/**/*.ts').scan({ cwd: root })) {
    const source = await Bun.file(join(root, file)).text();
    for (const [, target] of source.matchAll(/from '([^']+)'/g)) {
      expect({ file, target }).toEqual({ file, target: expect.stringMatching(/^(\.\.?\/(?!\.\.\/)|openapi-fetch$|node:|bun:test$)/) });
    }
  }
});
