import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { trackPageView } from '../lib/analytics';
import { RootLayout } from './root-layout';
import { routeModules } from './route-modules';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      { index: true, lazy: routeModules.home },
      {
        path: 'chat',
        lazy: routeModules.chatLayout,
        children: [
          { index: true, lazy: routeModules.chatAgent },
          // Later: static segments (memory, practice-plan/*, your-practice/*) go here; they rank
          // above the dynamic :agentSlug, so adding them needs no reordering.
          { path: ':agentSlug', lazy: routeModules.chatAgent },
          { path: ':agentSlug/:sessionId', lazy: routeModules.chatAgent },
        ],
      },
      // Later: price, tools, blog, extension/intro, use-case/:slug.
      { path: 'privacy-policy', lazy: routeModules.privacyPolicy },
      { path: 'terms-of-use', lazy: routeModules.termsOfUse },
      { path: '*', lazy: routeModules.notFound },
    ],
  },
];

export function createAppRouter() {
  const router = createBrowserRouter(routes);
  let lastPath = '';
  const onLocation = (pathname: string, search: string) => {
    if (pathname === lastPath) return;
    lastPath = pathname;
    trackPageView(pathname + search);
  };
  onLocation(router.state.location.pathname, router.state.location.search);
  router.subscribe((state) => onLocation(state.location.pathname, state.location.search));
  return router;
}
