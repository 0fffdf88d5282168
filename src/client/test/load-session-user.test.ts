import { afterAll, afterEach, describe, expect, mock, test } from 'bun:test';
import type { User } from '../../shared/schemas/user';
import { setAnalyticsSink, type AnalyticsProps } from '../lib/analytics';
import { createGuestUser, loadSessionUser } from '../features/auth/hooks/load-session-user';

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
/** Runs under happy-dom (`cd src/client && bun test`); the root run has no localStorage and skips it. */
const hasDom = typeof document !== 'undefined';
const events: Array<[string, AnalyticsProps]> = [];
const restore = setAnalyticsSink((event, props) => events.push([event, props]));
afterEach(() => {
  events.length = 0;
  if (hasDom) localStorage.clear();
});
afterAll(restore);

describe.skipIf(!hasDom)('loadSessionUser (SPEC §4 auth on load, lazy guest)', () => {

  test('uses the returned user when a session exists and caches it as user_info', async () => {
    const member = user({ email: 'a@b.co' });
    expect(await loadSessionUser({ session: async () => member })).toBe(member);
    expect(events).toEqual([['identify', { user_id: member.id, user_type: 'registered' }]]);
    expect(JSON.parse(localStorage.getItem('user_info') ?? 'null')?.id).toBe(member.id);
  });

  test('without a session answers null, makes no guest and forgets a cached user', async () => {
    localStorage.setItem('user_info', JSON.stringify(user({ is_temporary: true })));
    expect(await loadSessionUser({ session: async () => null })).toBeNull();
    expect(events).toEqual([]);
    expect(localStorage.getItem('user_info')).toBeNull();
  });

  test('failures are rethrown, never turned into a new guest', async () => {
    const failure = Object.assign(new Error('down'), { data: { httpStatus: 503 } });
    const warn = console.warn;
    console.warn = () => undefined;
    try {
      await expect(
        loadSessionUser({
          session: async () => {
            throw failure;
          },
        }),
      ).rejects.toBe(failure);
    } finally {
      console.warn = warn;
    }
    expect(events).toEqual([]);
  });
});

describe.skipIf(!hasDom)('createGuestUser (the first action that needs a user)', () => {

  test('creates one guest for concurrent callers, tags it guest and caches it', async () => {
    const guest = user({ is_temporary: true, id: '0b7f6a0e-2f4c-4c5a-8d1e-3a2b1c0d9e8f' });
    const createGuest = mock(async () => guest);
    const [a, b] = await Promise.all([createGuestUser({ createGuest }), createGuestUser({ createGuest })]);
    expect(a).toBe(guest);
    expect(b).toBe(guest);
    expect(createGuest).toHaveBeenCalledTimes(1);
    expect(events).toEqual([['identify', { user_id: guest.id, user_type: 'guest' }]]);
    expect(JSON.parse(localStorage.getItem('user_info') ?? 'null')?.token).toBeNull();
  });

  test('a refused creation (429) reaches the caller, and the next action tries again', async () => {
    const refused = Object.assign(new Error('You have reached the maximum number of requests, please try again later.'), {
      data: { httpStatus: 429, appCode: 'common.rate_limited' },
    });
    const createGuest = mock(async (): Promise<User> => {
      throw refused;
    });
    await expect(createGuestUser({ createGuest })).rejects.toBe(refused);
    await expect(createGuestUser({ createGuest })).rejects.toBe(refused);
    expect(createGuest).toHaveBeenCalledTimes(2);
    expect(events).toEqual([]);
  });
});
