import { expect, test } from 'bun:test';
import { classifyLoadError, sendFailure } from './chat-errors';

const trpcError = (httpStatus: number, appCode?: string) => Object.assign(new Error('x'), { data: { httpStatus, appCode } });

test.each([
  [trpcError(404, 'session.not_found'), 'not_found'],
  [trpcError(400, 'common.invalid_input'), 'not_found'],
  [trpcError(403, 'common.forbidden_origin'), 'not_found'],
  [trpcError(422), 'not_found'],
  [trpcError(500, 'common.internal'), 'failed'],
  [trpcError(503), 'failed'],
  [new TypeError('Failed to fetch'), 'failed'],
] as const)('load error %#', (err, expected) => {
  expect(classifyLoadError(err)).toBe(expected);
});

test('send failures carry the catalogue text and flag the usage limit', () => {
  expect(sendFailure(trpcError(429, 'usage.limit_reached_guest'))).toEqual({
    code: 'usage.limit_reached_guest',
    message: "Couldn't process your message because you've reached the free message limit. Log in to continue.",
    limit: true,
  });
  expect(sendFailure(trpcError(429, 'usage.limit_reached')).message).toBe(
    "You've reached your message limit. Upgrade to the Plus plan to unlock unlimited advice and simulations.",
  );
  expect(sendFailure(trpcError(409, 'reply.in_progress'))).toMatchObject({ limit: false, message: 'Ideas coming right up! Just a moment' });
  expect(sendFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: undefined, limit: false, message: 'Something went wrong, please try again.' });
});
