import { useCallback, useState } from 'react';
import { UI_TIMINGS } from '../../../shared/constants';
import { readCookie, writeCookie } from '../../lib/cookies';

/** Expanded/collapsed sidebar, kept in a cookie for 7 days (SPEC §2, §9). */
export const SIDEBAR_COOKIE = 'sidebar_state';

export function parseSidebarCookie(value: string | undefined): boolean | undefined {
  if (value === 'collapsed') return true;
  if (value === 'expanded') return false;
  return undefined;
}

/**
 * Returns [collapsed, setCollapsed]. Without a stored choice the sidebar follows
 * `defaultCollapsed` (collapsed on tablets, expanded on desktops).
 */
export function useSidebarCollapsed(defaultCollapsed: boolean): [boolean, (next: boolean) => void] {
  const [stored, setStored] = useState(() => parseSidebarCookie(readCookie(SIDEBAR_COOKIE)));
  const setCollapsed = useCallback((next: boolean) => {
    setStored(next);
    writeCookie(SIDEBAR_COOKIE, next ? 'collapsed' : 'expanded', UI_TIMINGS.sidebarCookieDays);
  }, []);
  return [stored ?? defaultCollapsed, setCollapsed];
}
