import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { useHydrated } from '../../../lib/hydration';
import { readCachedUser } from '../../../lib/user-cache';
import { trpc } from '../../../lib/trpc';
import type { User } from '../../../../shared/schemas/user';
import { loadSessionUser } from './load-session-user';
import { browserTimezone, rememberTimezoneSynced } from './use-timezone-sync';

/** Query key of the signed-in (or guest) user; invalidated with everything else after login. */
export const SESSION_USER_KEY = ['auth', 'session-user'] as const;

/**
 * The current user: rendered from the `user_info` cache first, then refreshed from the server
 * (creating a guest when there is no session).
 */
export function useSessionUser() {
  const utils = trpc.useUtils();
  return useQuery({
    queryKey: SESSION_USER_KEY,
    queryFn: () =>
      loadSessionUser({
        status: () => utils.client.auth.status.query(),
        createGuest: async () => {
          const timezone = browserTimezone();
          const guest = await utils.client.auth.createGuest.mutate({ timezone });
          if (timezone) rememberTimezoneSynced(guest.id, timezone);
          return guest;
        },
      }),
    initialData: readCachedUser,
    // Cached data is shown at once but always counts as stale, so the server is asked on load.
    initialDataUpdatedAt: 0,
    staleTime: 5 * 60_000,
  });
}

/**
 * The user for markup the server may pre-render (public pages, the app root). The server renders
 * every visitor signed out, so while React hydrates that markup this reports no user (and nothing
 * fetched); right after, the cached or fetched user.
 */
export function useHydratedSessionUser(): { user: User | undefined; isFetched: boolean } {
  const query = useSessionUser();
  const hydrated = useHydrated();
  return { user: hydrated ? query.data : undefined, isFetched: hydrated && query.isFetched };
}

/** Ask the server for the user again (limits change with every send: SPEC §7). */
export function useRefreshSessionUser() {
  const queryClient = useQueryClient();
  return useCallback(() => void queryClient.invalidateQueries({ queryKey: SESSION_USER_KEY }), [queryClient]);
}
