import { expect, test } from 'bun:test';
import { classifyLoadError, sendFailure } from './chat-errors';

/** As the server sends it: the catalogue's text is the error's message. */
const trpcError = (httpStatus: number, appCode?: string, message = 'x') => Object.assign(new Error(message), { data: { httpStatus, appCode } });

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

test('send failures carry the text the server sent and flag the usage limit', () => {
  const guestLimit = "Couldn't process your message because you've reached the free message limit. Log in to continue.";
  expect(sendFailure(trpcError(429, 'usage.limit_reached_guest', guestLimit))).toEqual({ code: 'usage.limit_reached_guest', message: guestLimit, limit: true });
  expect(sendFailure(trpcError(429, 'usage.limit_reached', 'Upgrade text'))).toMatchObject({ limit: true, message: 'Upgrade text' });
  expect(sendFailure(trpcError(409, 'reply.in_progress', 'Ideas coming right up! Just a moment'))).toMatchObject({ limit: false, message: 'Ideas coming right up! Just a moment' });
  // No code (a network failure) or no text: the catalogue's generic text, not the raw error.
  expect(sendFailure(new TypeError('Failed to fetch'))).toMatchObject({ code: undefined, limit: false, message: 'Something went wrong, please try again.' });
  expect(sendFailure(trpcError(500, 'common.internal', ''))).toMatchObject({ limit: false, message: 'Something went wrong, please try again.' });
});
