import { Outlet, ScrollRestoration } from 'react-router';

const SCROLL_STORAGE_KEY = 'scroll_positions';

/**
 * Every page load's first entry has the location key "default". On reload or back/forward its saved
 * position is what we want, but on a fresh visit in the same tab `/` would jump to wherever an
 * earlier visit was scrolled. So a fresh visit forgets the "default" position first.
 */
function forgetInitialPositionOnFreshVisit(): void {
  try {
    const [entry] = performance.getEntriesByType('navigation') as PerformanceNavigationTiming[];
    if (entry && entry.type !== 'navigate') return;
    const saved = JSON.parse(sessionStorage.getItem(SCROLL_STORAGE_KEY) ?? '{}') as Record<string, number>;
    delete saved.default;
    sessionStorage.setItem(SCROLL_STORAGE_KEY, JSON.stringify(saved));
  } catch {
    // storage unavailable: nothing was saved either
  }
}

forgetInitialPositionOnFreshVisit();

export function RootLayout() {
  return (
    <>
      <Outlet />
      <ScrollRestoration storageKey={SCROLL_STORAGE_KEY} />
    </>
  );
}
