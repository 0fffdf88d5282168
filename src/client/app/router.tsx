import { createBrowserRouter, type RouteObject } from 'react-router';
import { FullPageLoader } from '../components/full-page-loader';
import { trackPageView } from '../lib/analytics';
import { RootLayout } from './root-layout';
import { routeLoaders, routeModules } from './route-modules';
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
      { path: 'price', lazy: routeModules.price },
      // Public pages (their heads are also written by the server: src/server/http/seo).
      { path: 'use-case/:slug', loader: routeLoaders.useCase, lazy: routeModules.useCase },
      { path: 'blog', lazy: routeModules.blog },
      { path: 'blog/:slug', loader: routeLoaders.blogPost, lazy: routeModules.blogPost },
      { path: 'tools', lazy: routeModules.tools },
      { path: 'extension/intro', lazy: routeModules.extensionIntro },
      // The test-mode stand-ins for Stripe's hosted checkout and portal.
      { path: 'billing/checkout/:id', lazy: routeModules.localCheckout },
      { path: 'billing/portal', lazy: routeModules.localPortal },
      { path: 'privacy-policy', lazy: routeModules.privacyPolicy },
      { path: 'terms-of-use', lazy: routeModules.termsOfUse },
      // A chat shared read-only by its owner (noindex: the server's head for app paths).
      { path: 'share/:token', lazy: routeModules.sharedChat },
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
