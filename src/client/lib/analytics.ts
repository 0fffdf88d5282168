/**
 * Product analytics hook. For now it only logs with console.debug; a forwarder can be plugged in
 * here without touching callers.
 */

export type PageType =
  | 'home'
  | 'landing_page'
  | 'pricing'
  | 'tools'
  | 'chat'
  | 'extension_intro'
  | 'other';

/** Analytics page type derived from a URL path (SPEC §2). Query and hash are ignored. */
export function pageTypeFromPath(path: string): PageType {
  const pathname = (path.split(/[?#]/)[0] ?? '').replace(/\/+$/, '') || '/';
  const [first = '', second = '', third] = pathname.split('/').filter(Boolean);
  if (pathname === '/') return 'home';
  if (first === 'use-case' && second && !third) return 'landing_page';
  if (first === 'price' && !second) return 'pricing';
  if (first === 'tools' && !second) return 'tools';
  if (first === 'chat') return 'chat';
  if (first === 'extension' && second === 'intro' && !third) return 'extension_intro';
  return 'other';
}

export type AnalyticsProps = Record<string, string | number | boolean | null | undefined>;

export type AnalyticsSink = (event: string, props: AnalyticsProps) => void;

const consoleSink: AnalyticsSink = (event, props) => console.debug('[analytics]', event, props);

let sink: AnalyticsSink = consoleSink;

/** Replace where events go (tests, or a real forwarder later). Returns a restore function. */
export function setAnalyticsSink(next: AnalyticsSink): () => void {
  const previous = sink;
  sink = next;
  return () => {
    sink = previous;
  };
}

export function track(event: string, props: AnalyticsProps = {}): void {
  try {
    sink(event, props);
  } catch {
    // Analytics must never break the product.
  }
}

/** The use case a landing-page path names (`/use-case/{slug}`), else undefined. */
export function useCaseFromPath(path: string): string | undefined {
  const [first, second, third] = (path.split(/[?#]/)[0] ?? '').split('/').filter(Boolean);
  return first === 'use-case' && second && !third ? second : undefined;
}

export function trackPageView(path: string): void {
  const pageType = pageTypeFromPath(path);
  track('page_view', { path, page_type: pageType, ...(pageType === 'landing_page' ? { use_case: useCaseFromPath(path) } : {}) });
}

/** Who the events belong to; guests are tagged `guest` (SPEC §4). */
export function identify(user: { id: string; is_temporary: boolean }): void {
  track('identify', { user_id: user.id, user_type: user.is_temporary ? 'guest' : 'registered' });
}
