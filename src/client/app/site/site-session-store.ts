import { CACHED_ACCOUNT_ATTRIBUTE } from '../../../shared/color-scheme-script';
import type { User } from '../../../shared/schemas/user';
import { identify } from '../../lib/analytics';
import { trpcQuery } from '../../lib/trpc-fetch';
import { readCachedUser, writeCachedUser } from '../../lib/user-cache';

/**
 * Who the visitor is, on the public pages: the cached `user_info` at once, then the server's answer
 * to auth.session (null: no session; a page view never makes a guest). Once the app layer is
 * loaded (a dialog, a showcase: app-layer.tsx) it reports its own session query here, so a sign-in
 * or a logout shows in the header. No React here: the page's starter (site-main.tsx) asks before
 * React is loaded, and a signed-in answer makes it hydrate at once (hydration-start.ts).
 */
export type SessionState = { user: User | null | undefined; fetched: boolean };

let state: SessionState = { user: undefined, fetched: false };
const listeners = new Set<() => void>();
let started = false;

export function setSiteUser(user: User | null | undefined, fetched = true): void {
  // The answer names no account: a stale cached one must not keep 'Sign in' hidden (global.css).
  if (fetched && !(user && !user.is_temporary)) globalThis.document?.documentElement.removeAttribute(CACHED_ACCOUNT_ATTRIBUTE);
  if (state.user === user && state.fetched === fetched) return;
  state = { user, fetched };
  for (const listener of listeners) listener();
}

export function siteSession(): SessionState {
  return state;
}

/** Starts the session check once (site-main.tsx calls it before anything else). */
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

export function subscribeSiteSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}
