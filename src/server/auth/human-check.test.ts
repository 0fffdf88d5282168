import { afterAll, beforeAll, beforeEach, describe, expect, test } from 'bun:test';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import {
  startFakeTurnstileServer,
  TURNSTILE_DUMMY_SECRETS,
  TURNSTILE_DUMMY_TOKEN,
  type FakeTurnstileServer,
} from '../../../tests/helpers/fake-turnstile-server';
import { createMemoryLogger } from '../lib/logger';
import { createHumanCheckOff, createTurnstileCheck, type HumanCheck, type TurnstileOptions } from './human-check';

/** The verifier against a siteverify stand-in over real HTTP (tests/helpers/fake-turnstile-server.ts). */
let fake: FakeTurnstileServer;
beforeAll(() => {
  fake = startFakeTurnstileServer();
});
afterAll(() => fake.stop());
beforeEach(() => fake.reset());

const IP = '203.0.113.7';
const check = (options: Partial<TurnstileOptions> = {}): HumanCheck =>
  createTurnstileCheck({ secretKey: fake.secret, siteverifyUrl: fake.url, expectedHostname: 'localhost', timeoutMs: 1000, ...options });

async function codeOf(promise: Promise<unknown>): Promise<string | undefined> {
  try {
    await promise;
    return undefined;
  } catch (err) {
    return (err as { code?: string }).code ?? `not an AppError: ${String(err)}`;
  }
}

describe('createHumanCheckOff', () => {
  test('passes everything, including no token', async () => {
    const off = createHumanCheckOff();
    expect(off.kind).toBe('off');
    await off.verify(undefined, { action: 'send_message', ip: IP });
    await off.verify('anything', { action: 'send_code', ip: IP });
  });
});

describe('createTurnstileCheck', () => {
  test('a fresh token for the right action and hostname passes; the call is form-encoded as documented', async () => {
    const token = fake.issue({ action: 'send_message', hostname: 'localhost' });
    const turnstile = check();
    expect(turnstile.kind).toBe('turnstile');
    await turnstile.verify(token, { action: 'send_message', ip: IP });
    expect(fake.calls).toHaveLength(1);
    const call = fake.calls[0]!;
    expect(call.contentType).toContain('application/x-www-form-urlencoded');
    expect(call.secret).toBe(fake.secret);
    expect(call.response).toBe(token);
    expect(call.remoteip).toBe(IP);
    expect(call.idempotencyKey).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
  });

  test('each call carries its own idempotency key; a non-IP is not sent as remoteip', async () => {
    const turnstile = check();
    await turnstile.verify(fake.issue({ action: 'send_code' }), { action: 'send_code', ip: 'test' });
    await turnstile.verify(fake.issue({ action: 'send_code' }), { action: 'send_code', ip: '' });
    expect(fake.calls.map((c) => c.remoteip)).toEqual([null, null]);
    expect(fake.calls[0]!.idempotencyKey).not.toBe(fake.calls[1]!.idempotencyKey);
  });

  test('without an expected hostname, any hostname passes', async () => {
    await check({ expectedHostname: null }).verify(fake.issue({ action: 'send_code', hostname: 'elsewhere.example' }), {
      action: 'send_code',
      ip: IP,
    });
  });

  test('a missing or empty token fails without calling siteverify', async () => {
    expect(await codeOf(check().verify(undefined, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(await codeOf(check().verify('', { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(fake.calls).toHaveLength(0);
  });

  test('a token over 2048 characters fails without calling siteverify', async () => {
    expect(await codeOf(check().verify('X'.repeat(2049), { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(fake.calls).toHaveLength(0);
  });

  test('a garbage token fails (siteverify: invalid-input-response)', async () => {
    expect(await codeOf(check().verify('garbage.token', { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(fake.calls).toHaveLength(1);
  });

  test('a reused token fails the second time (timeout-or-duplicate)', async () => {
    const token = fake.issue({ action: 'send_message' });
    const turnstile = check();
    await turnstile.verify(token, { action: 'send_message', ip: IP });
    expect(await codeOf(turnstile.verify(token, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(fake.calls).toHaveLength(2);
  });

  test('an expired token fails: refused by siteverify, and by our own challenge_ts check', async () => {
    const old = fake.issue({ action: 'send_message', solvedAt: new Date(Date.now() - 301_000) });
    expect(await codeOf(check().verify(old, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    // siteverify still says success (its clock lags), but challenge_ts is over 300 s old by ours.
    const fresh = fake.issue({ action: 'send_message' });
    const ahead = check({ now: () => Date.now() + 301_000 });
    expect(await codeOf(ahead.verify(fresh, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    // Within 300 s by our clock passes.
    const fine = fake.issue({ action: 'send_message' });
    await check({ now: () => Date.now() + 290_000 }).verify(fine, { action: 'send_message', ip: IP });
  });

  test('a token for another action fails (and is spent)', async () => {
    const token = fake.issue({ action: 'send_code' });
    expect(await codeOf(check().verify(token, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    expect(await codeOf(check().verify(token, { action: 'send_code', ip: IP }))).toBe('human_check.failed');
  });

  test("a token solved on another hostname fails when one is expected", async () => {
    const token = fake.issue({ action: 'send_message', hostname: 'evil.example' });
    expect(await codeOf(check().verify(token, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
  });

  test("Cloudflare's dummy token passes siteverify but carries no action, so it fails the action check", async () => {
    expect(await codeOf(check({ expectedHostname: null }).verify(TURNSTILE_DUMMY_TOKEN, { action: 'send_message', ip: IP }))).toBe(
      'human_check.failed',
    );
    expect(fake.calls).toHaveLength(1);
  });

  test("the dummy 'always fails' and 'already spent' secrets fail the token", async () => {
    for (const secretKey of [TURNSTILE_DUMMY_SECRETS.alwaysFails, TURNSTILE_DUMMY_SECRETS.alreadySpent]) {
      const token = fake.issue({ action: 'send_message' });
      expect(await codeOf(check({ secretKey }).verify(token, { action: 'send_message', ip: IP }))).toBe('human_check.failed');
    }
  });

  test('a wrong secret is our misconfiguration: fails closed as unavailable, logged as an error', async () => {
    const log = createMemoryLogger();
    const token = fake.issue({ action: 'send_message' });
    expect(await codeOf(check({ secretKey: '0x-not-the-secret', log }).verify(token, { action: 'send_message', ip: IP }))).toBe(
      'human_check.unavailable',
    );
    expect(log.lines.some((l) => l.level === 'error' && JSON.stringify(l.fields).includes('invalid-input-secret'))).toBe(true);
  });

  test('siteverify answering 500 fails closed (unavailable)', async () => {
    fake.failWith = 500;
    const token = fake.issue({ action: 'send_message' });
    const err = await check()
      .verify(token, { action: 'send_message', ip: IP })
      .catch((e) => e);
    expect(err.code).toBe('human_check.unavailable');
    expect(err.status).toBe(503);
    expect(String(err.cause)).toContain('HTTP 500');
  });

  test('siteverify answering 200 with malformed JSON fails closed (unavailable)', async () => {
    fake.failWith = 'malformed';
    expect(await codeOf(check().verify(fake.issue({ action: 'send_message' }), { action: 'send_message', ip: IP }))).toBe(
      'human_check.unavailable',
    );
  });

  test('siteverify slower than the timeout fails closed (unavailable) at about the timeout', async () => {
    fake.delayMs = 2000;
    const started = performance.now();
    const err = await check({ timeoutMs: 150 })
      .verify(fake.issue({ action: 'send_message' }), { action: 'send_message', ip: IP })
      .catch((e) => e);
    expect(err.code).toBe('human_check.unavailable');
    expect(performance.now() - started).toBeLessThan(1500);
  });

  test('siteverify unreachable fails closed (unavailable)', async () => {
    const gone = startFakeTurnstileServer();
    const url = gone.url;
    await gone.stop();
    expect(await codeOf(check({ siteverifyUrl: url }).verify('any-token', { action: 'send_message', ip: IP }))).toBe(
      'human_check.unavailable',
    );
  });

  test('a fetch that ignores the abort signal still times out', async () => {
    const hanging = () => new Promise<Response>(() => {});
    expect(await codeOf(check({ fetch: hanging, timeoutMs: 50 }).verify('any-token', { action: 'send_code', ip: IP }))).toBe(
      'human_check.unavailable',
    );
  });

  test('an answer without a boolean success is malformed (unavailable), never a pass', async () => {
    const answering = (body: unknown) => async () => Response.json(body);
    for (const body of [{ success: 'true', action: 'send_code' }, [], null, { 'error-codes': [] }]) {
      expect(await codeOf(check({ fetch: answering(body) }).verify('t', { action: 'send_code', ip: IP }))).toBe('human_check.unavailable');
    }
    // success without a challenge time is not trusted either.
    const noTs = answering({ success: true, action: 'send_code', hostname: 'localhost', 'error-codes': [] });
    expect(await codeOf(check({ fetch: noTs }).verify('t', { action: 'send_code', ip: IP }))).toBe('human_check.failed');
  });
});

describe('boot wiring (deps.ts)', () => {
  test('production with a site key but no secret refuses to boot, naming the variable', async () => {
    const { createComponents } = await import('../deps');
    const { parseEnv } = await import('../env');
    const dir = mkdtempSync(join(tmpdir(), 'human-check-boot-'));
    try {
      const env = parseEnv({ NODE_ENV: 'production', TURNSTILE_SITE_KEY: '1x00000000000000000000AA', DATA_DIR: dir });
      await expect(createComponents(env, null)).rejects.toThrow(/TURNSTILE_SECRET_KEY: required when TURNSTILE_SITE_KEY is set/);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
