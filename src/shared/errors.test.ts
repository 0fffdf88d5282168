import { describe, expect, test } from 'bun:test';
import { ERRORS, errorText, isErrorCode, type ErrorSpec } from './errors';

/** The catalogue pinned: code → HTTP status, tRPC code and (where SPEC gives it) exact text. */
const EXPECTED: Record<keyof typeof ERRORS, [number, string, string | null]> = {
  'common.internal': [500, 'INTERNAL_SERVER_ERROR', 'Something went wrong, please try again.'],
  'common.invalid_input': [400, 'BAD_REQUEST', null],
  'common.not_found': [404, 'NOT_FOUND', null],
  'common.payload_too_large': [413, 'PAYLOAD_TOO_LARGE', 'Buffer overflow: too much data received'],
  'common.forbidden_origin': [403, 'FORBIDDEN', null],
  'common.unsupported_media_type': [415, 'UNSUPPORTED_MEDIA_TYPE', null],
  'common.rate_limited': [429, 'TOO_MANY_REQUESTS', 'You have reached the maximum number of requests, please try again later.'],
  'auth.unauthorized': [401, 'UNAUTHORIZED', null],
  'auth.mail_unavailable': [503, 'SERVICE_UNAVAILABLE', null],
  'auth.email_too_long': [400, 'BAD_REQUEST', 'Email address is too long'],
  'auth.email_invalid': [400, 'BAD_REQUEST', 'Please enter a valid email address'],
  'auth.email_leading_period': [400, 'BAD_REQUEST', 'Email cannot start with a period'],
  'auth.code_format': [400, 'BAD_REQUEST', 'Invalid verification code'],
  'auth.invalid_code': [400, 'BAD_REQUEST', 'Incorrect or expired verification code'],
  'auth.too_many_attempts': [429, 'TOO_MANY_REQUESTS', 'Too many attempts, please try again later'],
  'auth.google_invalid': [401, 'UNAUTHORIZED', null],
  'auth.google_disabled': [404, 'NOT_FOUND', null],
  'agent.not_found': [404, 'NOT_FOUND', null],
  'session.not_found': [404, 'NOT_FOUND', 'The conversation you were looking for could not be found.'],
  'session.chat_limit': [403, 'FORBIDDEN', null],
  'showcase.not_found': [404, 'NOT_FOUND', null],
  'message.not_found': [404, 'NOT_FOUND', null],
  'message.empty': [400, 'BAD_REQUEST', null],
  'message.too_long': [400, 'BAD_REQUEST', null],
  'message.too_many_images': [400, 'BAD_REQUEST', 'Sorry, you can add at most 5 photos to a message.'],
  'reply.in_progress': [409, 'CONFLICT', 'Ideas coming right up! Just a moment'],
  'reply.too_many_running': [429, 'TOO_MANY_REQUESTS', 'You have reached the maximum number of requests, please try again later.'],
  'reply.not_regenerable': [409, 'CONFLICT', null],
  'reply.ai_busy': [503, 'SERVICE_UNAVAILABLE', null],
  'reply.screenshots_busy': [503, 'SERVICE_UNAVAILABLE', null],
  'reply.provider_failed': [502, 'BAD_GATEWAY', 'Stream processing failed'],
  'reply.idle_timeout': [408, 'TIMEOUT', 'Stream timeout: no data received'],
  'reply.timeout': [408, 'TIMEOUT', 'Request timed out 300000ms'],
  'reply.too_large': [413, 'PAYLOAD_TOO_LARGE', 'Buffer overflow: too much data received'],
  'reply.interrupted': [500, 'INTERNAL_SERVER_ERROR', 'Stream ended with incomplete data'],
  'reply.server_busy': [503, 'SERVICE_UNAVAILABLE', null],
  'service.unavailable': [503, 'SERVICE_UNAVAILABLE', null],
  'usage.limit_reached_guest': [
    429,
    'TOO_MANY_REQUESTS',
    "Couldn't process your message because you've reached the free message limit. Log in to continue.",
  ],
  'usage.limit_reached': [
    429,
    'TOO_MANY_REQUESTS',
    "You've reached your message limit. Upgrade to the Plus plan to unlock unlimited advice and simulations.",
  ],
  'usage.unusual': [
    403,
    'FORBIDDEN',
    "We've detected unusual usage on your account. Your access has been temporarily restricted. Please try again tomorrow.",
  ],
  'upload.not_found': [404, 'NOT_FOUND', 'Image failed to upload, please try again.'],
  'upload.too_large': [413, 'PAYLOAD_TOO_LARGE', 'File size must be less than 5MB'],
  'upload.unsupported_type': [415, 'UNSUPPORTED_MEDIA_TYPE', 'Sorry, this file format is not supported.'],
  'upload.invalid_image': [400, 'BAD_REQUEST', null],
  'upload.url_expired': [403, 'FORBIDDEN', null],
  'upload.too_many': [400, 'BAD_REQUEST', 'Sorry, you can add at most 5 photos to a message.'],
  'upload.presign_failed': [500, 'INTERNAL_SERVER_ERROR', 'presigned url error'],
  'human_check.failed': [401, 'UNAUTHORIZED', null],
  'human_check.unavailable': [503, 'SERVICE_UNAVAILABLE', 'We could not verify you right now. Please try again in a moment.'],
  'memory.not_found': [404, 'NOT_FOUND', null],
  'memory.nothing_to_undo': [409, 'CONFLICT', null],
  'memory.generation_failed': [502, 'BAD_GATEWAY', null],
  'memory.timeout': [408, 'TIMEOUT', 'Request timed out 60000ms'],
  'practice.plan_not_found': [404, 'NOT_FOUND', null],
  'practice.not_found': [404, 'NOT_FOUND', null],
  'practice.not_ready': [409, 'CONFLICT', null],
  'practice.already_ended': [409, 'CONFLICT', null],
  'practice.not_active': [409, 'CONFLICT', null],
  'practice.plan_empty': [409, 'CONFLICT', null],
  'practice.report_not_ready': [409, 'CONFLICT', null],
  'practice.report_skipped': [
    409,
    'CONFLICT',
    "Hold on... We can't generate insights from just a few messages. Have a longer chat - at least 5-10 back-and-forth exchanges.",
  ],
  'practice.report_failed': [502, 'BAD_GATEWAY', 'Unable to load practice report'],
  'practice.report_timeout': [408, 'TIMEOUT', 'Request timed out 60000ms'],
  'simulator.not_found': [404, 'NOT_FOUND', null],
  'simulator.not_available': [400, 'BAD_REQUEST', null],
  'simulator.session_not_found': [404, 'NOT_FOUND', null],
  'simulator.session_closed': [409, 'CONFLICT', null],
  'billing.sign_in_required': [403, 'FORBIDDEN', null],
  'billing.invalid_price': [400, 'BAD_REQUEST', null],
  'billing.already_subscribed': [409, 'CONFLICT', null],
  'billing.no_subscription': [404, 'NOT_FOUND', null],
  'billing.same_plan': [409, 'CONFLICT', null],
  'billing.checkout_not_found': [404, 'NOT_FOUND', null],
  'billing.checkout_closed': [409, 'CONFLICT', null],
  'billing.card_declined': [400, 'BAD_REQUEST', null],
  'billing.webhook_invalid': [400, 'BAD_REQUEST', null],
  'billing.provider_failed': [502, 'BAD_GATEWAY', null],
};

const STATUS_OF_TRPC: Record<string, number> = {
  BAD_REQUEST: 400,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  NOT_FOUND: 404,
  TIMEOUT: 408,
  CONFLICT: 409,
  PAYLOAD_TOO_LARGE: 413,
  UNSUPPORTED_MEDIA_TYPE: 415,
  TOO_MANY_REQUESTS: 429,
  INTERNAL_SERVER_ERROR: 500,
  BAD_GATEWAY: 502,
  SERVICE_UNAVAILABLE: 503,
};

describe('error catalogue', () => {
  test('every code is pinned here and nothing else exists', () => {
    expect(Object.keys(ERRORS).sort()).toEqual(Object.keys(EXPECTED).sort());
  });

  for (const [code, [status, trpc, text]] of Object.entries(EXPECTED)) {
    test(`${code} → ${status} ${trpc}`, () => {
      const spec: ErrorSpec = ERRORS[code as keyof typeof ERRORS];
      expect(spec.status).toBe(status);
      expect(spec.trpc).toBe(trpc as ErrorSpec['trpc']);
      // The tRPC code must answer the same HTTP status as the REST adapter does.
      expect(STATUS_OF_TRPC[spec.trpc]).toBe(status);
      if (text) expect(spec.message).toBe(text);
      expect(spec.message.length).toBeGreaterThan(0);
    });
  }

  test('codes follow <domain>.<reason>', () => {
    for (const code of Object.keys(ERRORS)) expect(code).toMatch(/^[a-z_]+\.[a-z_]+$/);
  });

  test('unknown codes fall back to the default text', () => {
    expect(isErrorCode('nope.nope')).toBe(false);
    expect(isErrorCode('toString')).toBe(false);
    expect(errorText('toString')).toBe('Something went wrong, please try again.');
    expect(errorText('auth.invalid_code')).toBe('Incorrect or expired verification code');
  });
});
