import type { User } from '../../../../shared/schemas/user';
import { identify } from '../../../lib/analytics';
import { isUnauthorized } from '../../../lib/error-status';
import { writeCachedUser } from '../../../lib/user-cache';

export type SessionClient = {
  status: () => Promise<User>;
  createGuest: () => Promise<User>;
};

/**
 * SPEC §4 auth on load: ask for the auth status; on 401 create a guest (tagged `guest` for
 * analytics); otherwise use the returned user. Other failures are logged and rethrown, so a
 * cached user keeps rendering. The answer is cached under `user_info`.
 */
export async function loadSessionUser(client: SessionClient): Promise<User> {
  let user: User;
  try {
    user = await client.status();
  } catch (err) {
    if (!isUnauthorized(err)) {
      console.warn('[auth] status check failed', err);
      throw err;
    }
    user = await client.createGuest();
  }
  identify(user);
  writeCachedUser(user);
  return user;
}
