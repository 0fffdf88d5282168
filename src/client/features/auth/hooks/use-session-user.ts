import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { readCachedUser } from '../../../lib/user-cache';
import { trpc } from '../../../lib/trpc';
import type { User } from '../../../../shared/schemas/user';
import { createGuestUser, loadSessionUser } from './load-session-user';
import { browserTimezone, rememberTimezoneSynced } from './use-timezone-sync';

/** Query key of the signed-in (or guest) user; invalidated with everything else after login. */
export const SESSION_USER_KEY = ['auth', 'session-user'] as const;

/**
 * The current user: rendered from the `user_info` cache first, then refreshed from the server.
 * `null`: no session yet (a first visit); a guest is made only by `useEnsureSessionUser`.
 */
export function useSessionUser() {
  const utils = trpc.useUtils();
  return useQuery<User | null>({
    queryKey: SESSION_USER_KEY,
    queryFn: () => loadSessionUser({ session: () => utils.client.auth.session.query() }),
    initialData: readCachedUser,
    // Cached data is shown at once but always counts as stale, so the server is asked on load.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * For the actions that need a user (send, upload, practice, memory): the session's user, or a
 * guest made now (SPEC §4) and put in the cache. Rejects with the server's error (a 429 when this
 * address made too many guests), for the caller to show.
 */
export function useEnsureSessionUser(): () => Promise<User> {
  const utils = trpc.useUtils();
  const queryClient = useQueryClient();
  return useCallback(async () => {
    // A user cached from an earlier visit counts once the server has confirmed it this load.
    if (!queryClient.getQueryState(SESSION_USER_KEY)?.dataUpdatedAt) {
      await queryClient.refetchQueries({ queryKey: SESSION_USER_KEY }, { cancelRefetch: false });
    }
    const known = queryClient.getQueryData<User | null>(SESSION_USER_KEY);
    if (known) return known;
    const guest = await createGuestUser({
      createGuest: async () => {
        const timezone = browserTimezone();
        const made = await utils.client.auth.createGuest.mutate({ timezone });
        if (timezone) rememberTimezoneSynced(made.id, timezone);
        return made;
      },
    });
    queryClient.setQueryData(SESSION_USER_KEY, guest);
    return guest;
  }, [utils, queryClient]);
}

/**
 * The user for markup the server may pre-render (public pages, the app root). The server renders
 * every visitor signed out, so while React hydrates that markup this reports no user (and nothing
 * fetched); right after, the cached or fetched user (null: no session).
 */
export function useHydratedSessionUser(): { user: User | null | undefined; isFetched: boolean } {
  const query = useSessionUser();
  const hydrated = useHydrated();
  return { user: hydrated ? query.data : undefined, isFetched: hydrated && query.isFetched };
}

/** Ask the server for the user again (limits change with every send: SPEC §7). */
export function useRefreshSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY }), [queryClient]);
}
