import { useSyncExternalStore } from 'react';
import { useHydrated } from '../../lib/hydration';
import { siteSession, subscribeSiteSession, type SessionState } from './site-session-store';

export { loadSiteSession, setSiteUser, siteSession, type SessionState } from './site-session-store';

const SERVER_STATE: SessionState = { user: undefined, fetched: false };

/**
 * The user for pre-rendered markup: unknown while React hydrates the server's (signed-out) markup,
 * then the cached or fetched user — as useHydratedSessionUser does in the app.
 */
export function useSiteUser(): SessionState {
  const current = useSyncExternalStore(subscribeSiteSession, siteSession, () => SERVER_STATE);
  return useHydrated() ? current : SERVER_STATE;
}
