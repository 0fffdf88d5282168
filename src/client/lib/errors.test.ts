import { describe, expect, test } from 'bun:test';
import { TRPCClientError } from '@trpc/client';
import { DEFAULT_ERROR_MESSAGE, errorCode, errorMessage, errorStatus, isUnauthorized, messageForCode } from './errors';

/** A TRPCClientError shaped like the server's errorFormatter output. */
function trpcError(data: Record<string, unknown>, message = 'server text') {
  return TRPCClientError.from({ error: { message, code: -32600, data } } as never);
}

describe('errorMessage', () => {
  test('shows the catalogue text for the appCode, not the message', () => {
    const err = trpcError({ appCode: 'auth.invalid_code', httpStatus: 400, code: 'BAD_REQUEST' }, 'raw');
    expect(errorCode(err)).toBe('auth.invalid_code');
    expect(errorMessage(err)).toBe('Incorrect or expired verification code');
    expect(errorMessage(trpcError({ appCode: 'auth.too_many_attempts', httpStatus: 429 }))).toBe(
      'Too many attempts, please try again later',
    );
  });

  test('falls back to the default text for unknown codes and foreign errors', () => {
    expect(DEFAULT_ERROR_MESSAGE).toBe('Something went wrong, please try again.');
    expect(errorMessage(trpcError({ appCode: 'nope.unknown' }))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage(new Error('Failed to fetch'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage('boom')).toBe(DEFAULT_ERROR_MESSAGE);
    expect(errorMessage({ data: null })).toBe(DEFAULT_ERROR_MESSAGE);
  });

  test('zod issue codes from the shared email schema map to SPEC texts', () => {
    expect(messageForCode('auth.email_too_long')).toBe('Email address is too long');
    expect(messageForCode('auth.email_leading_period')).toBe('Email cannot start with a period');
    expect(messageForCode('auth.email_invalid')).toBe('Please enter a valid email address');
    expect(messageForCode(undefined)).toBe(DEFAULT_ERROR_MESSAGE);
  });
});

describe('status helpers', () => {
  test('isUnauthorized reads the HTTP status or the tRPC code', () => {
    expect(isUnauthorized(trpcError({ httpStatus: 401 }))).toBe(true);
    expect(isUnauthorized(trpcError({ code: 'UNAUTHORIZED' }))).toBe(true);
    expect(isUnauthorized(trpcError({ httpStatus: 500, code: 'INTERNAL_SERVER_ERROR' }))).toBe(false);
    expect(isUnauthorized(new Error('offline'))).toBe(false);
  });

  test('errorStatus is -1 when unknown', () => {
    expect(errorStatus(trpcError({ httpStatus: 404 }))).toBe(404);
    expect(errorStatus(new Error('x'))).toBe(-1);
  });
});

describe('serverErrorText (pages that do not load the catalogue)', () => {
  test("our server's errors show the text it sent; anything else the default text", async () => {
    const { serverErrorText } = await import('./error-status');
    expect(serverErrorText(trpcError({ appCode: 'agent.not_found', httpStatus: 404 }, 'This advisor could not be found.'))).toBe(
      'This advisor could not be found.',
    );
    expect(serverErrorText(new TypeError('Failed to fetch'))).toBe(DEFAULT_ERROR_MESSAGE);
    expect(serverErrorText(trpcError({ httpStatus: 500 }, 'internal detail'))).toBe(DEFAULT_ERROR_MESSAGE);
  });
});
