import { useEffect, useState } from 'react';
import type { User } from '../../../../shared/schemas/user';
import { serverErrorText } from '../../../lib/error-status';
import { useEnsureSessionUser, useSessionUser } from './use-session-user';

/**
 * For screens that are the user's own data (practice, memory): opening one is the action that
 * needs a user, so a first-time visitor's guest is made here (docs/decisions.md). `error`: why it
 * could not be made (e.g. the per-address guest limit's 429), for the screen to show.
 */
export function useRequiredSessionUser(): { user: User | null | undefined; error: string | null } {
  const { data: user } = useSessionUser();
  const ensureUser = useEnsureSessionUser();
  const [error, setError] = useState<string | null>(null);
  useEffect(() => {
    if (user !== null) return;
    let current = true;
    ensureUser().then(
      () => current && setError(null),
      (err: unknown) => current && setError(serverErrorText(err)),
    );
    return () => {
      current = false;
    };
  }, [user, ensureUser]);
  return { user, error };
}
