import { afterAll, afterEach, describe, expect, mock, test } from 'bun:test';
import type { User } from '../../../../shared/schemas/user';
import { setAnalyticsSink, type AnalyticsProps } from '../../../lib/analytics';
import { loadSessionUser } from './load-session-user';

const limit = { current_usage: 0, max_usage: 3, next_reset_time: '2030-01-01T00:00:00.000Z', can_use: true };
function user(extra: Partial<User>): User {
  return {
    id: '6f1c2a1e-5b8f-4a52-9d52-2f7f4a1c9e10',
    name: null,
    email: null,
    avatar: null,
    token: null,
    is_temporary: false,
    has_trialed: false,
    created_at: '2030-01-01T00:00:00.000Z',
    is_first_day: true,
    usage_limits: { send_message: limit, send_message_for_practice: limit },
    subscriptions: [],
    ...extra,
  };
}
const unauthorized = Object.assign(new Error('Please sign in to continue.'), {
  data: { code: 'UNAUTHORIZED', httpStatus: 401, appCode: 'auth.unauthorized' },
});

describe('loadSessionUser (SPEC §4 auth on load)', () => {
  const events: Array<[string, AnalyticsProps]> = [];
  const restore = setAnalyticsSink((event, props) => events.push([event, props]));
  afterEach(() => {
    events.length = 0;
  });
  afterAll(restore);

  test('uses the returned user when a session exists, without creating a guest', async () => {
    const member = user({ email: 'a@b.co' });
    const createGuest = mock(async () => user({ is_temporary: true }));
    expect(await loadSessionUser({ status: async () => member, createGuest })).toBe(member);
    expect(createGuest).not.toHaveBeenCalled();
    expect(events).toEqual([['identify', { user_id: member.id, user_type: 'registered' }]]);
  });

  test('on 401 creates a guest and tags it guest for analytics', async () => {
    const guest = user({ is_temporary: true, id: '0b7f6a0e-2f4c-4c5a-8d1e-3a2b1c0d9e8f' });
    const createGuest = mock(async () => guest);
    const result = await loadSessionUser({
      status: async () => {
        throw unauthorized;
      },
      createGuest,
    });
    expect(result).toBe(guest);
    expect(createGuest).toHaveBeenCalledTimes(1);
    expect(events).toEqual([['identify', { user_id: guest.id, user_type: 'guest' }]]);
  });

  test('other failures are rethrown, never turned into a new guest', async () => {
    const createGuest = mock(async () => user({ is_temporary: true }));
    const failure = Object.assign(new Error('down'), { data: { httpStatus: 503 } });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(
        loadSessionUser({
          status: async () => {
            throw failure;
          },
          createGuest,
        }),
      ).rejects.toBe(failure);
    } finally {
      console.warn = warn;
    }
    expect(createGuest).not.toHaveBeenCalled();
  });
});
