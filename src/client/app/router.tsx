import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { trackPageView } from '../lib/analytics';
import { RootLayout } from './root-layout';
import { DocumentNavigation } from './document-navigation';
import { routeModules } from './route-modules';
import { RouteError } from './route-error';

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    HydrateFallback: FullPageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        path: 'chat',
        lazy: routeModules.chatLayout,
        children: [
          { index: true, lazy: routeModules.chatAgent },
          { path: 'memory', lazy: routeModules.chatMemory },
          // Practice (SPEC §2): one route for a plan and its practices keeps the coach chat mounted.
          { path: 'practice-plan/create', lazy: routeModules.practiceCreate },
          { path: 'practice-plan/:planId/:practiceId?/:extra?', lazy: routeModules.practicePlan },
          { path: 'your-practice', lazy: routeModules.yourPractice },
          { path: 'your-practice/ready-to-practice', lazy: routeModules.readyToPractice },
          // Later: static segments (memory, practice-plan/*, your-practice/*) go here; they rank
          // above the dynamic :agentSlug, so adding them needs no reordering.
          { path: ':agentSlug', lazy: routeModules.chatAgent },
          { path: ':agentSlug/:sessionId', lazy: routeModules.chatAgent },
        ],
      },
      // The test-mode stand-ins for Stripe's hosted checkout and portal.
      { path: 'billing/checkout/:id', lazy: routeModules.localCheckout },
      { path: 'billing/portal', lazy: routeModules.localPortal },
      // A chat shared read-only by its owner (noindex: the server's head for app paths).
      { path: 'share/:token', lazy: routeModules.sharedChat },
      // Every other path is a public page (or the 404 page): its own document, with its own entry
      // (site-main.tsx). A link from the app to one loads it.
      { path: '*', Component: DocumentNavigation },
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
