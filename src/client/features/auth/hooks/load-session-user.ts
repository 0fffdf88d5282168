import type { User } from '../../../../shared/schemas/user';
import { identify } from '../../../lib/analytics';
import { writeCachedUser } from '../../../lib/user-cache';

export type SessionClient = {
  /** The session's user, or null without a session (the server answers 200, never 401). */
  session: () => Promise<User | null>;
  createGuest: () => Promise<User>;
};

/**
 * SPEC §4 auth on load, made lazy (docs/decisions.md): a page view only asks who the session is;
 * no session is a null user, not a guest. Other failures are logged and rethrown, so a cached
 * user keeps rendering. The answer is cached under `user_info` (removed when there is none).
 */
export async function loadSessionUser(client: Pick<SessionClient, 'session'>): Promise<User | null> {
  let user: User | null;
  try {
    user = await client.session();
  } catch (err) {
    console.warn('[auth] status check failed', err);
    throw err;
  }
  if (user) identify(user);
  writeCachedUser(user);
  return user;
}

let creating: Promise<User> | null = null;

/**
 * SPEC §4's guest, made when the first action needs one (send, upload, practice, memory): tagged
 * `guest` for analytics and cached. Concurrent callers share one creation.
 */
export function createGuestUser(client: Pick<SessionClient, 'createGuest'>): Promise<User> {
  creating ??= client
    .createGuest()
    .then((guest) => {
      identify(guest);
      writeCachedUser(guest);
      return guest;
    })
    .finally(() => {
      creating = null;
    });
  return creating;
}
