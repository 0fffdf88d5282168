/**
 * Lazy route modules: each screen is its own chunk. Route files export PascalCase components;
 * `lazyPage()` makes one a component that loads its chunk when first drawn (suspending meanwhile)
 * and that can be loaded ahead (`preload`), so a page whose chunks are here draws at once.
 */
import { createElement, use, type ComponentType } from 'react';

export interface LazyPage {
  (): ReturnType<typeof createElement>;
  /** Loads the screen's chunk (once); the component then draws without suspending. */
  preload(): Promise<unknown>;
}

function lazyPage<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyPage {
  let loaded: ComponentType | undefined;
  let pending: Promise<ComponentType> | undefined;
  const preload = () =>
    (pending ??= load().then(
      (module) => (loaded = module[name]),
      (error: unknown) => {
        // A failed chunk (a deploy replaced it, the network dropped) is asked again next time.
        pending = undefined;
        throw error;
      },
    ));
  // `use` suspends until the chunk is here; a failure goes to the routes' error boundary.
  const Page = () => createElement(loaded ?? use(preload()));
  return Object.assign(Page, { preload });
}

export const routeModules = {
  chatLayout: lazyPage(() => import('../routes/chat-layout'), 'ChatLayout'),
  chatAgent: lazyPage(() => import('../routes/chat-agent'), 'ChatAgentPage'),
  chatMemory: lazyPage(() => import('../routes/chat-memory'), 'ChatMemoryPage'),
  practiceCreate: lazyPage(() => import('../routes/chat-practice-create'), 'ChatPracticeCreatePage'),
  practicePlan: lazyPage(() => import('../routes/chat-practice-plan'), 'ChatPracticePlanPage'),
  yourPractice: lazyPage(() => import('../routes/chat-your-practice'), 'ChatYourPracticePage'),
  readyToPractice: lazyPage(() => import('../routes/chat-ready-to-practice'), 'ChatReadyToPracticePage'),
  sharedChat: lazyPage(() => import('../routes/shared-chat'), 'SharedChatPage'),
  localCheckout: lazyPage(() => import('../features/billing/components/local-checkout-page'), 'LocalCheckoutPage'),
  localPortal: lazyPage(() => import('../features/billing/components/local-portal-page'), 'LocalPortalPage'),
};

/** SPEC §2: the main chat and default-agent routes are prefetched at start (when idle). */
export function prefetchChatRoutes() {
  const run = () => {
    void routeModules.chatLayout.preload();
    void routeModules.chatAgent.preload();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
