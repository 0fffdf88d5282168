import { Component, Suspense, useEffect, useLayoutEffect, type ReactNode } from 'react';
import { Outlet, useLocation, useNavigationType, type Location } from '../lib/router';
import { FullPageLoader } from '../components/full-page-loader';
import { trackPageView } from '../lib/analytics';
import { RouteError } from './route-error';

let lastTrackedPath = '';

/** One page view per path the app shows (a search or hash change on the same path is not one). */
export function trackAppPageView(location: Pick<Location, 'pathname' | 'search'>): void {
  if (location.pathname === lastTrackedPath) return;
  lastTrackedPath = location.pathname;
  trackPageView(location.pathname + location.search);
}

/**
 * Around every screen: a failure (a screen that throws, a chunk that no longer exists after a
 * deploy) shows RouteError until the next navigation; a screen still loading shows the page loader
 * on a first render, while a navigation keeps the current screen until the next one is ready
 * (BrowserRouter's updates are transitions).
 */
export function RootLayout() {
  const location = useLocation();
  const navigationType = useNavigationType();
  useEffect(() => trackAppPageView(location), [location]);
  // A new screen starts at the top; back and forward leave the browser's own scrolling alone.
  useLayoutEffect(() => {
    if (navigationType !== 'POP' && !location.hash) window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType]);
  return (
    <RouteErrorBoundary locationKey={location.key}>
      <Suspense fallback={<FullPageLoader />}>
        <Outlet />
      </Suspense>
    </RouteErrorBoundary>
  );
}

interface BoundaryState {
  error: unknown;
  /** The location the error happened at: moving elsewhere clears it. */
  at: string | null;
}

class RouteErrorBoundary extends Component<{ locationKey: string; children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null, at: null };

  static getDerivedStateFromError(error: unknown): Partial<BoundaryState> {
    return { error: error ?? new Error('unknown error') };
  }

  static getDerivedStateFromProps(props: { locationKey: string }, state: BoundaryState): Partial<BoundaryState> | null {
    if (state.error === null) return null;
    if (state.at === null) return { at: props.locationKey };
    return state.at === props.locationKey ? null : { error: null, at: null };
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError error={this.state.error} />;
  }
}
