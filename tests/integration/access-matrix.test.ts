import { afterAll, beforeAll, expect, test } from 'bun:test';
import { z } from 'zod';
import { memoryItems, users } from '../../src/db/schema';
import { createApp } from '../../src/server/app';
import { issueSession } from '../../src/server/services/auth-sessions';
import { appRouter } from '../../src/server/trpc/router';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';
import { pngImage } from '../helpers/images';

/**
 * The access matrix (issue 25, SECURITY-TESTS D): every REST operation of the OpenAPI document and
 * every tRPC procedure that names an owned object (chat, message, memory, practice plan, simulator
 * session, local checkout, upload), called with the owner's real ids by another registered user,
 * a guest and an anonymous caller. None of them may succeed or see anything of the owner's; live
 * reply streams and signed file URLs included; afterwards the owner's objects are all unchanged.
 */
let t: TestDeps;
let base: string;
let stop: () => Promise<void>;

type Auth = Record<string, string>;
let owner: Auth;
const ids: Record<string, string> = {};
/** Strings that must never appear in an answer to someone else. */
const secrets: string[] = [];

async function userAuth(registered: boolean): Promise<Auth> {
  const now = new Date();
  const [user] = await t.deps.db
    .insert(users)
    .values({ isTemporary: !registered, email: registered ? `${crypto.randomUUID()}@example.com` : null, createdAt: now, updatedAt: now })
    .returning();
  ids[registered ? 'lastRegistered' : 'lastGuest'] = user!.id;
  return { authorization: `Bearer ${await issueSession(t.deps.db, user!.id, now)}` };
}

async function call(method: string, path: string, auth: Auth, body?: unknown): Promise<{ status: number; text: string }> {
  const res = await fetch(`${base}${path}`, {
    method,
    headers: { ...auth, 'content-type': 'application/json' },
    body: body === undefined || method === 'GET' ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(15_000),
  });
  return { status: res.status, text: await res.text() };
}

beforeAll(async () => {
  t = await createTestDeps();
  const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.server?.port}`;
  stop = async () => {
    t.deps.replies.stopAll();
    await server.stop(true);
  };
  owner = await userAuth(true);
  const ownerId = ids.lastRegistered!;
  // A chat with a finished exchange.
  const chat = JSON.parse((await call('POST', '/api/session', owner, { name: 'Owner secret chat' })).text);
  ids.session = chat.result.id;
  secrets.push('Owner secret chat');
  await call('POST', `/api/session/${ids.session}/message`, owner, { items: [{ type: 'text', content: 'owner-private-words about my crush' }] });
  secrets.push('owner-private-words');
  const list = JSON.parse((await call('GET', `/api/session/${ids.session}/message`, owner)).text);
  ids.message = list.result.items.find((m: { role: string }) => m.role === 'assistant').id;
  // A memory item, a practice plan, a simulator session, a local checkout, an upload.
  const [memory] = await t.deps.db.insert(memoryItems).values({ userId: ownerId, content: 'owner-memory-secret' }).returning();
  ids.memory = memory!.id;
  secrets.push('owner-memory-secret');
  ids.plan = JSON.parse((await call('POST', '/api/practice-plan/create-empty', owner, {})).text).result.id;
  const sims = JSON.parse((await call('GET', '/api/simulator/agent/chat-advisor', owner)).text).result;
  ids.simulator = sims[0]?.id ?? crypto.randomUUID();
  const simSession = JSON.parse((await call('POST', '/api/simulator/session', owner, { simulator_id: ids.simulator, normal_session_id: ids.session })).text);
  ids.simSession = simSession.result?.id ?? simSession.result?.session?.id ?? crypto.randomUUID();
  const checkout = JSON.parse((await call('POST', '/api/subscription/checkout', owner, { price_id: 'plus_weekly' })).text);
  ids.checkout = String(checkout.result.url).split('/').pop()!;
  const [upload] = JSON.parse((await call('POST', '/api/attachment/batch-presigned-urls', owner, ['owner.png'])).text).result;
  ids.upload = upload.file_name;
  const put = await fetch(new URL(upload.url, base), { method: 'PUT', headers: { 'content-type': 'image/png' }, body: pngImage(8, 8) });
  expect(put.status).toBe(200);
  await call('POST', `/api/session/${ids.session}/message`, owner, {
    items: [
      { type: 'text', content: 'and this screenshot' },
      { type: 'image', content: ids.upload },
    ],
  });
  for (const id of Object.values(ids)) if (id && id !== ownerId) secrets.push(id);
  await Bun.sleep(300); // the chat's title and memory work after the reply settles first
  before.name = await chatName();
  before.messages = JSON.parse((await call('GET', `/api/session/${ids.session}/message`, owner)).text).result.items.map((m: { id: string }) => m.id);
});
const before: { name?: string; messages?: string[] } = {};

async function chatName(): Promise<string> {
  const list = JSON.parse((await call('GET', '/api/session', owner)).text);
  return list.result.items.find((c: { id: string }) => c.id === ids.session).name;
}
afterAll(async () => {
  await stop();
  await t.close();
});

/** The owner's id for a path or input parameter, by where it appears. */
function ownedId(context: string, name: string): string | null {
  if (name === 'messageId') return ids.message!;
  if (name === 'practiceId') return crypto.randomUUID(); // reached only through the plan's check
  if (name === 'sessionId' && context.includes('simulator')) return ids.simSession!;
  if (name === 'sessionId' || name === 'session_id' || name === 'normal_session_id') return ids.session!;
  if (name === 'simId' || name === 'simulatorId' || name === 'simulator_id') return ids.simulator!;
  if (name !== 'id') return null;
  if (context.includes('memory')) return ids.memory!;
  if (context.includes('practice')) return ids.plan!;
  if (context.includes('local-checkout') || context.includes('Checkout')) return ids.checkout!;
  if (context.includes('simulator/prepare')) return null; // a catalogue simulator, not owned
  if (context.includes('simulator')) return ids.simSession!;
  if (context.includes('session')) return ids.session!;
  return null;
}

/** A minimal valid value of a JSON schema, so that calls get past validation to the ownership check. */
function example(schema: any, components: any, depth = 0): unknown {
  let s = schema ?? {};
  for (let i = 0; i < 10 && s.$ref; i++) s = components[String(s.$ref).split('/').pop()!] ?? {};
  if (depth > 5) return null;
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const variant = s.anyOf ?? s.oneOf;
  if (variant) return example(variant.find((v: any) => v.type !== 'null') ?? variant[0], components, depth + 1);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  if (type === 'string') return s.format === 'uuid' ? crypto.randomUUID() : 'x'.repeat(Math.max(1, s.minLength ?? 1));
  if (type === 'integer' || type === 'number') return s.minimum ?? 1;
  if (type === 'boolean') return true;
  if (type === 'array') return [example(s.items, components, depth + 1)];
  if (type === 'object') {
    const out: Record<string, unknown> = {};
    for (const key of s.required ?? []) out[key] = example(s.properties?.[key], components, depth + 1);
    return out;
  }
  return null;
}

function withOwnedIds(value: unknown, context: string): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const out: Record<string, unknown> = { ...(value as Record<string, unknown>) };
  for (const key of Object.keys(out)) out[key] = ownedId(context, key) ?? out[key];
  if ('price_id' in out) out.price_id = 'plus_weekly';
  if (context.includes('chat.send') || context.endsWith('/message')) out.items = [{ type: 'text', content: 'hello' }];
  return out;
}

/** How many cells got as far as the ownership check (404 for another user, not a validation 400). */
const notFoundForOther = { count: 0 };

function expectNoLeak(who: string, what: string, answer: { status: number; text: string }) {
  const leaked = secrets.filter((s) => answer.text.includes(s));
  if (who === 'other user' && answer.status === 404) notFoundForOther.count++;
  expect({ who, what, status: answer.status < 300 ? answer.status : 'refused', leaked }).toEqual({ who, what, status: 'refused', leaked: [] });
}

test('REST: every owned object × {other user, guest, anonymous}: refused, nothing leaked', async () => {
  const doc = JSON.parse((await call('GET', '/api/openapi.json', {})).text);
  const components = doc.components?.schemas ?? {};
  const callers: [string, Auth][] = [
    ['other user', await userAuth(true)],
    ['guest', await userAuth(false)],
    ['anonymous', {}],
  ];
  let cells = 0;
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [method, op] of Object.entries<any>(item)) {
      const params: any[] = (op.parameters ?? []).filter((p: any) => p.in === 'path');
      const owned = params.map((p) => ownedId(path, p.name));
      if (!owned.some(Boolean)) continue;
      let url = path;
      params.forEach((p, i) => (url = url.replace(`{${p.name}}`, encodeURIComponent(owned[i] ?? String(example(p.schema, components))))));
      const bodySchema = op.requestBody?.content?.['application/json']?.schema;
      const body = bodySchema ? withOwnedIds(example(bodySchema, components), path) : undefined;
      for (const [who, auth] of callers) {
        expectNoLeak(who, `${method.toUpperCase()} ${path}`, await call(method.toUpperCase(), url, auth, body));
        cells++;
      }
    }
  }
  expect(cells).toBeGreaterThan(60);
});

test('tRPC: every procedure naming an owned object × {other user, guest, anonymous}: refused, nothing leaked', async () => {
  const callers: [string, Auth][] = [
    ['other user', await userAuth(true)],
    ['guest', await userAuth(false)],
    ['anonymous', {}],
  ];
  let cells = 0;
  const procedures = (appRouter as any)._def.procedures as Record<string, { _def: { type: string; inputs: z.ZodType[] } }>;
  for (const [path, procedure] of Object.entries(procedures)) {
    const inputSchema = procedure._def.inputs[0];
    if (!inputSchema) continue;
    let json: any;
    try {
      json = z.toJSONSchema(inputSchema, { io: 'input', unrepresentable: 'any' });
    } catch {
      continue;
    }
    const keys = Object.keys(json.properties ?? {});
    if (!keys.some((k) => ownedId(path, k))) continue;
    const input = withOwnedIds({ ...(example(json, json.$defs ?? {}) as object), ...Object.fromEntries(keys.filter((k) => ownedId(path, k)).map((k) => [k, ownedId(path, k)])) }, path);
    const payload = JSON.stringify({ json: input });
    for (const [who, auth] of callers) {
      let answer: { status: number; text: string };
      if (procedure._def.type === 'mutation') answer = await call('POST', `/trpc/${path}`, auth, { json: input });
      else {
        // Queries answer JSON; subscriptions (live reply streams) an event stream that ends on error.
        const res = await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(payload)}`, { headers: auth, signal: AbortSignal.timeout(15_000) });
        const text = await res.text();
        const refused = procedure._def.type === 'subscription' ? text.includes('serialized-error') : res.status >= 400;
        answer = { status: refused ? Math.max(res.status, 400) : res.status, text };
      }
      expectNoLeak(who, `tRPC ${path}`, answer);
      cells++;
    }
  }
  expect(cells).toBeGreaterThan(60);
});

test("the owner's objects are all unchanged, and still the owner's", async () => {
  // The calls above reached the ownership checks (REST and tRPC), not just input validation.
  expect(notFoundForOther.count).toBeGreaterThan(60);
  expect(await chatName()).toBe(before.name!);
  const messages = JSON.parse((await call('GET', `/api/session/${ids.session}/message`, owner)).text);
  expect(messages.result.items.map((m: { id: string }) => m.id)).toEqual(before.messages);
  const memory = JSON.parse((await call('GET', '/api/memory', owner)).text);
  expect(JSON.stringify(memory)).toContain('owner-memory-secret');
  expect((await call('GET', `/api/practice-plan/${ids.plan}`, owner)).status).toBe(200);
  expect((await call('GET', `/api/subscription/local-checkout/${ids.checkout}`, owner)).status).toBe(200);
});

test('signed file URLs: only the owner is given one; a tampered signature or another file is refused', async () => {
  const messages = JSON.parse((await call('GET', `/api/session/${ids.session}/message`, owner)).text);
  const urls: string[] = JSON.stringify(messages).match(/\/files\/[^"]+/g) ?? [];
  expect(urls.length).toBeGreaterThan(0);
  const signed = new URL(urls[0]!.replaceAll('\\u0026', '&'), base);
  expect((await fetch(signed)).status).toBe(200);
  // The only way to the URL is the owner's message list, which others cannot read (matrix above).
  const other = await userAuth(true);
  expect((await call('GET', `/api/session/${ids.session}/message`, other)).status).toBe(404);
  const tampered = new URL(signed);
  for (const [k, v] of [...tampered.searchParams]) if (v.length >= 16) tampered.searchParams.set(k, (v.endsWith('a') ? 'b' : 'a') + v.slice(1));
  expect((await fetch(tampered)).status).toBeGreaterThanOrEqual(400);
  const elsewhere = new URL(signed);
  elsewhere.pathname = elsewhere.pathname.replace(/[^/]+$/, 'someone-else.png');
  expect((await fetch(elsewhere)).status).toBeGreaterThanOrEqual(400);
});
