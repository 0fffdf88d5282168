import { afterAll, beforeAll, expect, test } from 'bun:test';
import fc from 'fast-check';
import { z } from 'zod';
import { users } from '../../src/db/schema';
import { createApp } from '../../src/server/app';
import { issueSession } from '../../src/server/services/auth-sessions';
import { appRouter } from '../../src/server/trpc/router';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Property-based fuzzing (issue 25, SECURITY-TESTS F-1): requests generated from the OpenAPI
 * document (every REST operation) and from the tRPC router's zod inputs (every query and
 * mutation), valid-shaped values mixed with hostile ones (NUL bytes, lone surrogates, huge and
 * wrong-typed values, extra fields). Properties: no answer ≥ 500, every error in its documented
 * envelope, nothing logged at ERROR, the process healthy after. Seeded (FUZZ_SEED to vary) and
 * bounded in time: FUZZ_BUDGET_MS overall (default 45 s), each operation an equal share.
 */
const SEED = Number(process.env.FUZZ_SEED ?? 25);
const BUDGET_MS = Number(process.env.FUZZ_BUDGET_MS ?? 45_000);
const RUNS_PER_OPERATION = 25;

let t: TestDeps;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDeps();
  const server = createApp(t.deps).listen({ port: 0, hostname: '127.0.0.1' });
  base = `http://127.0.0.1:${server.server?.port}`;
  stop = async () => {
    t.deps.replies.stopAll();
    await server.stop(true);
  };
});
afterAll(async () => {
  await stop();
  await t.close();
});

/** A fresh guest per operation: an operation that logs out or deletes cannot spoil the next. */
async function guestAuth(): Promise<Record<string, string>> {
  const now = new Date();
  const [user] = await t.deps.db.insert(users).values({ isTemporary: true, createdAt: now, updatedAt: now }).returning();
  return { authorization: `Bearer ${await issueSession(t.deps.db, user!.id, now)}` };
}

// ---- values -----------------------------------------------------------------------------------

const HOSTILE_STRINGS = ['\u0000', 'a\u0000b', '\ud83d', '\udc00x', '../../etc/passwd', '%00', '', ' ', 'null', '0', '-1', '9'.repeat(40), 'x'.repeat(5_000)];
const hostileString = fc.constantFrom(...HOSTILE_STRINGS);
const hostile: fc.Arbitrary<unknown> = fc.oneof(
  hostileString,
  fc.constantFrom(null, true, -1, 0, 1e308, -0.5, Number.MAX_SAFE_INTEGER),
  fc.array(fc.string({ maxLength: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom('__proto__', 'constructor', 'userId', 'tier', 'x'), fc.jsonValue({ maxDepth: 1 }), { maxKeys: 2 }),
);

type Schema = Record<string, any>;

function resolve(schema: Schema | undefined, components: Schema): Schema {
  let s = schema ?? {};
  for (let i = 0; i < 10 && typeof s.$ref === 'string'; i++) s = components[s.$ref.split('/').pop()!] ?? {};
  return s;
}

/** Mostly a value of the schema's shape (so validation passes and deeper code runs), sometimes hostile. */
function valueOf(raw: Schema | undefined, components: Schema, depth = 0): fc.Arbitrary<unknown> {
  if (depth > 4) return fc.constant(null);
  return fc.oneof({ weight: 4, arbitrary: shaped(resolve(raw, components), components, depth) }, { weight: 1, arbitrary: hostile });
}

function shaped(s: Schema, components: Schema, depth: number): fc.Arbitrary<unknown> {
  const variants = s.anyOf ?? s.oneOf;
  if (Array.isArray(variants) && variants.length) return fc.oneof(...variants.map((v: Schema) => valueOf(v, components, depth + 1)));
  if (Array.isArray(s.allOf) && s.allOf.length) return valueOf(s.allOf[0], components, depth + 1);
  if (s.const !== undefined) return fc.constant(s.const);
  if (Array.isArray(s.enum) && s.enum.length) return fc.constantFrom(...s.enum);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'string':
      if (s.format === 'uuid') return fc.uuid();
      return fc.oneof(fc.string({ minLength: s.minLength ?? 0, maxLength: Math.min(s.maxLength ?? 40, 40) }), hostileString);
    case 'integer':
      return fc.integer({ min: s.minimum ?? -5, max: Math.min(s.maximum ?? 200, 10_000) });
    case 'number':
      return fc.double({ min: s.minimum ?? -5, max: s.maximum ?? 200, noNaN: true });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(valueOf(s.items, components, depth + 1), { maxLength: Math.min(s.maxItems ?? 4, 4) });
    case 'object': {
      const props: Schema = s.properties ?? {};
      const model = Object.fromEntries(Object.entries(props).map(([k, v]) => [k, valueOf(v as Schema, components, depth + 1)]));
      const required = (s.required ?? []).filter((k: string) => k in props);
      return fc.record(model, { requiredKeys: required });
    }
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

// ---- checks -----------------------------------------------------------------------------------

async function checkRest(res: Response, what: string) {
  expect({ what, status: res.status }).toEqual({ what, status: expect.any(Number) });
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  if (res.status < 400) {
    await res.body?.cancel();
    return;
  }
  const body = (await res.json().catch(() => null)) as { error?: Record<string, unknown> } | null;
  const e = body?.error;
  if (!e || typeof e.code !== 'string' || typeof e.message !== 'string' || e.status !== res.status || !('tag' in e)) {
    throw new Error(`${what} answered ${res.status} outside the envelope: ${JSON.stringify(body)}`);
  }
}

async function checkTrpc(res: Response, what: string) {
  if (res.status >= 500) throw new Error(`${what} answered ${res.status}: ${await res.text()}`);
  if (res.status < 400) {
    await res.body?.cancel();
    return;
  }
  const body = (await res.json().catch(() => null)) as any;
  // Refused before tRPC (size, method, media type): the REST envelope; else tRPC's error shape.
  const appCode = body?.error?.json?.data?.appCode ?? body?.error?.code;
  const status = body?.error?.json?.data?.httpStatus ?? body?.error?.status;
  if (typeof appCode !== 'string' || status !== res.status) throw new Error(`${what} answered ${res.status} outside the envelope: ${JSON.stringify(body)}`);
}

/**
 * Each operation gets an equal share of what is left of its half of the budget; once that is
 * spent, the remaining operations still run a few cases each (a loaded machine never skips one).
 */
function budgetFor(deadline: number, operationsLeft: number) {
  const share = (deadline - Date.now()) / operationsLeft;
  return share > 300
    ? { seed: SEED, numRuns: RUNS_PER_OPERATION, interruptAfterTimeLimit: Math.max(Math.floor(share), 3_000), endOnFailure: true }
    : { seed: SEED, numRuns: 3, endOnFailure: true };
}
/** Generous: the budget bounds the work; this only catches a hang. */
const TEST_TIMEOUT_MS = BUDGET_MS * 2 + 30_000;

/** Percent-encoded; a lone surrogate goes out as the invalid UTF-8 bytes a hostile client would send. */
function pathSegment(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((c) => (/[\ud800-\udfff]/.test(c) ? '%ED%A0%80' : encodeURIComponent(c))).join('');
  }
}

/** A generated value as it would travel in a path or query string. */
const asText = (v: unknown): string => (typeof v === 'string' ? v : (JSON.stringify(v) ?? ''));

// ---- REST -------------------------------------------------------------------------------------

test('REST: every operation of the OpenAPI document, fuzzed: no 5xx, errors in the envelope', async () => {
  const doc = (await fetch(`${base}/api/openapi.json`).then((r) => r.json())) as Schema;
  const components: Schema = doc.components?.schemas ?? {};
  const operations: { method: string; path: string; op: Schema }[] = [];
  for (const [path, item] of Object.entries(doc.paths as Schema)) {
    for (const [method, op] of Object.entries(item as Schema)) operations.push({ method: method.toUpperCase(), path, op: op as Schema });
  }
  expect(operations.length).toBeGreaterThan(40);
  const deadline = Date.now() + BUDGET_MS / 2;
  for (const [index, { method, path, op }] of operations.entries()) {
    const params: Schema[] = op.parameters ?? [];
    const pathParams = params.filter((p) => p.in === 'path');
    const queryParams = params.filter((p) => p.in === 'query');
    const bodySchema = op.requestBody?.content?.['application/json']?.schema;
    const request = fc.record({
      path: fc.tuple(...pathParams.map((p) => valueOf(p.schema, components))),
      query: fc.tuple(...queryParams.map((p) => fc.option(valueOf(p.schema, components)))),
      body: bodySchema ? valueOf(bodySchema, components) : fc.constant(undefined),
      anonymous: fc.boolean(),
    });
    const auth = await guestAuth();
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        let url = path;
        pathParams.forEach((p, i) => (url = url.replace(`{${p.name}}`, pathSegment(asText(r.path[i])))));
        const search = new URLSearchParams();
        queryParams.forEach((p, i) => r.query[i] !== null && search.set(p.name, asText(r.query[i])));
        const headers: Record<string, string> = { ...(r.anonymous ? {} : auth), 'content-type': 'application/json' };
        const res = await fetch(`${base}${url}${search.size ? `?${search}` : ''}`, {
          method,
          headers,
          body: method === 'GET' || r.body === undefined ? undefined : JSON.stringify(r.body),
          signal: AbortSignal.timeout(10_000),
        });
        await checkRest(res, `${method} ${path}`);
      }),
      budgetFor(deadline, operations.length - index),
    );
  }
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
}, TEST_TIMEOUT_MS);

// ---- tRPC -------------------------------------------------------------------------------------

type AnyProcedure = { _def: { type: 'query' | 'mutation' | 'subscription'; inputs: z.ZodType[] } };

test('tRPC: every query and mutation, inputs generated from their zod schemas: no 5xx, errors in shape', async () => {
  const procedures = Object.entries((appRouter as unknown as { _def: { procedures: Record<string, AnyProcedure> } })._def.procedures).filter(
    ([, p]) => p._def.type !== 'subscription',
  );
  expect(procedures.length).toBeGreaterThan(40);
  const deadline = Date.now() + BUDGET_MS / 2;
  for (const [index, [path, procedure]] of procedures.entries()) {
    let schema: Schema = {};
    const input = procedure._def.inputs[0];
    if (input) {
      try {
        schema = z.toJSONSchema(input, { io: 'input', unrepresentable: 'any' }) as Schema;
      } catch {
        schema = {};
      }
    }
    const components: Schema = schema.$defs ?? {};
    const auth = await guestAuth();
    await fc.assert(
      fc.asyncProperty(valueOf(schema, components), fc.boolean(), async (value, anonymous) => {
        const headers: Record<string, string> = anonymous ? {} : { ...auth };
        const payload = JSON.stringify({ json: value });
        const res =
          procedure._def.type === 'query'
            ? await fetch(`${base}/trpc/${path}?input=${encodeURIComponent(payload)}`, { headers, signal: AbortSignal.timeout(10_000) })
            : await fetch(`${base}/trpc/${path}`, {
                method: 'POST',
                headers: { ...headers, 'content-type': 'application/json' },
                body: payload,
                signal: AbortSignal.timeout(10_000),
              });
        await checkTrpc(res, `tRPC ${path}`);
      }),
      budgetFor(deadline, procedures.length - index),
    );
  }
  expect(t.log.lines.filter((l) => l.level === 'error')).toEqual([]);
}, TEST_TIMEOUT_MS);

test('the process is healthy after the fuzzing', async () => {
  const res = await fetch(`${base}/healthz`);
  expect(res.status).toBe(200);
  expect(await res.json()).toEqual({ ok: true });
});
