import { matchRoutes, useRoutes, type Params, type RouteObject } from '../lib/router';
import { preloadSimulatorToolbar } from '../features/simulator/components/simulator-composer-toolbar';
import { RootLayout } from './root-layout';
import { DocumentNavigation } from './document-navigation';
import { routeModules, type LazyPage } from './route-modules';

/**
 * The app's routes, for its own small router (lib/router: BrowserRouter in the browser,
 * StaticRouter for the server's chat shell). Screens are lazy (route-modules.ts); RootLayout holds
 * the error boundary, the loading fallback, scrolling and page views.
 */
/** `handle` of a route: what else its screen draws at once, loaded before a first render. */
interface RouteHandle {
  preload?: (params: Params) => Promise<unknown> | undefined;
}

/** An advisor's chat: a simulator agent's shows the simulator toolbar above the input. */
const advisorChat: RouteObject = {
  Component: routeModules.chatAgent,
  handle: { preload: (params) => preloadSimulatorToolbar(params.agentSlug) } satisfies RouteHandle,
};

export const routes: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [
      {
        path: 'chat',
        Component: routeModules.chatLayout,
        children: [
          { index: true, Component: routeModules.chatAgent },
          { path: 'memory', Component: routeModules.chatMemory },
          // Practice (SPEC §2): one route for a plan and its practices keeps the coach chat mounted.
          { path: 'practice-plan/create', Component: routeModules.practiceCreate },
          { path: 'practice-plan/:planId/:practiceId?/:extra?', Component: routeModules.practicePlan },
          { path: 'your-practice', Component: routeModules.yourPractice },
          { path: 'your-practice/ready-to-practice', Component: routeModules.readyToPractice },
          // Static segments (memory, practice-plan/*, your-practice/*) rank above the dynamic
          // :agentSlug, so adding one needs no reordering.
          { path: ':agentSlug', ...advisorChat },
          { path: ':agentSlug/:sessionId', ...advisorChat },
        ],
      },
      // The test-mode stand-ins for Stripe's hosted checkout and portal.
      { path: 'billing/checkout/:id', Component: routeModules.localCheckout },
      { path: 'billing/portal', Component: routeModules.localPortal },
      // A chat shared read-only by its owner (noindex: the server's head for app paths).
      { path: 'share/:token', Component: routeModules.sharedChat },
      // Every other path is a public page (or the 404 page): its own document, with its own entry
      // (site-main.tsx). A link from the app to one loads it.
      { path: '*', Component: DocumentNavigation },
    ],
  },
];

export function AppRoutes() {
  return useRoutes(routes);
}

/**
 * Loads the lazy screens a path draws and what they draw at once (`handle.preload`), so the first
 * render shows them at once (the server's shell is replaced by the same screen, not by a loader).
 * Resolves false when a chunk failed to load: the first render then shows the error screen.
 */
export async function preloadRoutes(pathname: string): Promise<boolean> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const loads = matches.flatMap((match) => [
    (match.route.Component as Partial<LazyPage> | undefined)?.preload?.(),
    (match.route.handle as RouteHandle | undefined)?.preload?.(match.params),
  ]);
  const results = await Promise.allSettled(loads);
  return results.every((result) => result.status === 'fulfilled');
}
