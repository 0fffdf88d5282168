import { useSyncExternalStore } from 'react';
import type { User } from '../../../shared/schemas/user';
import { identify } from '../../lib/analytics';
import { useHydrated } from '../../lib/hydration';
import { trpcQuery } from '../../lib/trpc-fetch';
import { readCachedUser, writeCachedUser } from '../../lib/user-cache';

/**
 * Who the visitor is, on the public pages: the cached `user_info` at once, then the server's answer
 * to auth.session (null: no session; a page view never makes a guest). Once the app layer is
 * loaded (a dialog, a showcase: app-layer.tsx) it reports its own session query here, so a sign-in
 * or a logout shows in the header.
 */
type SessionState = { user: User | null | undefined; fetched: boolean };

let state: SessionState = { user: undefined, fetched: false };
const listeners = new Set<() => void>();
let started = false;

export function setSiteUser(user: User | null | undefined, fetched = true): void {
  if (state.user === user && state.fetched === fetched) return;
  state = { user, fetched };
  for (const listener of listeners) listener();
}

export function siteSession(): SessionState {
  return state;
}

/** Starts the session check once (site-main.tsx calls it before hydrating). */
export function loadSiteSession(): void {
  if (started) return;
  started = true;
  setSiteUser(readCachedUser(), false);
  trpcQuery<User | null>('auth.session').then(
    (user) => {
      if (user) identify(user);
      writeCachedUser(user);
      setSiteUser(user);
    },
    (err: unknown) => {
      // The cached user (if any) keeps showing; the next page asks again.
      console.warn('[auth] status check failed', err);
      setSiteUser(state.user, true);
    },
  );
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

const SERVER_STATE: SessionState = { user: undefined, fetched: false };

/**
 * The user for pre-rendered markup: unknown while React hydrates the server's (signed-out) markup,
 * then the cached or fetched user — as useHydratedSessionUser does in the app.
 */
export function useSiteUser(): SessionState {
  const current = useSyncExternalStore(subscribe, () => state, () => SERVER_STATE);
  return useHydrated() ? current : SERVER_STATE;
}
