import { afterAll, beforeAll, expect, test } from 'bun:test';
import { exportJWK, generateKeyPair, createLocalJWKSet } from 'jose';
import { ERRORS, type ErrorCode } from '../../src/shared/errors';
import { createTestDeps } from '../helpers/test-deps';
import { produceCommonCodes, produceCsrfCodes, produceInternalOnDatabaseFailure } from './catalogue/common-codes';
import { produceMailUnavailable, produceAuthCodes, produceHumanCheckCodes } from './catalogue/auth-codes';
import { produceAgentCodes, produceMemoryCodes, produceChatRefusals } from './catalogue/chat-codes';
import { produceReplyCodes, produceServerBusyCodes, produceInterrupted, produceScreenshotsBusy } from './catalogue/reply-codes';
import { produceUploadCodes } from './catalogue/upload-codes';
import { produceBillingCodes } from './catalogue/billing-codes';
import { errorRecorder, type CatalogueContext } from './catalogue/context';
import { producePracticeCodes } from './catalogue/practice-codes';

/**
 * Every catalogue code, produced through the public REST API, one family of codes per module in
 * ./catalogue. Adding a code to the catalogue without a way to produce it here fails the last test.
 */
const produced = new Set<ErrorCode>();
let ip = 0;
let ctx: CatalogueContext;

beforeAll(async () => {
  const keys = await generateKeyPair('RS256');
  const jwk = { ...(await exportJWK(keys.publicKey)), kid: 'k1', alg: 'RS256' };
  ctx = {
    t: await createTestDeps({ config: { trustProxy: true } }),
    google: await createTestDeps({ google: { clientId: 'client-1', keys: createLocalJWKSet({ keys: [jwk] }) } }),
    otherKey: (await generateKeyPair('RS256')).privateKey,
    fromIp: () => ({ 'x-forwarded-for': `203.0.113.${++ip}` }),
    ...errorRecorder(produced),
  };
});
afterAll(async () => {
  await ctx.t.close();
  await ctx.google.close();
});

test('common.* codes', () => produceCommonCodes(ctx));
test('common.forbidden_origin and common.unsupported_media_type (CSRF guard)', () => produceCsrfCodes(ctx));
test('auth.mail_unavailable when the mail server cannot be reached (cause logged, not shown)', () => produceMailUnavailable(ctx));
test('common.internal when the database fails under a request (cause logged, not shown)', () => produceInternalOnDatabaseFailure(ctx));
test('auth.* codes', () => produceAuthCodes(ctx));
test('agent.* codes', () => produceAgentCodes(ctx));
test('memory.* codes (and session.not_found from generate)', () => produceMemoryCodes(ctx));
test('human_check.* codes (sending a sign-in code with Turnstile on)', () => produceHumanCheckCodes(ctx));
test('session.*, message.*, upload.* and usage.* codes', () => produceChatRefusals(ctx));
test('reply.* codes: refused sends, and failures delivered in the stream', () => produceReplyCodes(ctx));
test('reply.server_busy and service.unavailable: a process at its stream cap, or shutting down, refuses a send at once and changes nothing', () => produceServerBusyCodes(ctx));
test('reply.interrupted: a reply orphaned by a crash', () => produceInterrupted(ctx));
test('reply.screenshots_busy: every screenshot reader is taken and the queue is full, so the reply fails with the text', () => produceScreenshotsBusy(ctx));
test('upload.* codes: presign, the signed PUT of the local storage, a broken storage', () => produceUploadCodes(ctx));
test('billing.* codes: local test mode, and Stripe against a fake speaking its protocol', () => produceBillingCodes(ctx));
test('practice.* and simulator.* codes', () => producePracticeCodes(ctx.expectError));

test('every catalogue code was produced above', () => {
  expect([...produced].sort()).toEqual((Object.keys(ERRORS) as ErrorCode[]).sort());
});
