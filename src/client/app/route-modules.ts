/**
 * Lazy route modules: each screen is its own chunk. Route files export PascalCase components;
 * `page()` adapts them to react-router's `lazy` contract.
 */
import type { ComponentType } from 'react';

type LazyRoute = () => Promise<{ Component: ComponentType }>;

function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K): LazyRoute {
  return async () => ({ Component: (await load())[name] });
}

export const loadChatLayout = () => import('../routes/chat-layout');
export const loadChatAgent = () => import('../routes/chat-agent');

export const routeModules = {
  chatLayout: page(loadChatLayout, 'ChatLayout'),
  chatAgent: page(loadChatAgent, 'ChatAgentPage'),
  chatMemory: page(() => import('../routes/chat-memory'), 'ChatMemoryPage'),
  practiceCreate: page(() => import('../routes/chat-practice-create'), 'ChatPracticeCreatePage'),
  practicePlan: page(() => import('../routes/chat-practice-plan'), 'ChatPracticePlanPage'),
  yourPractice: page(() => import('../routes/chat-your-practice'), 'ChatYourPracticePage'),
  readyToPractice: page(() => import('../routes/chat-ready-to-practice'), 'ChatReadyToPracticePage'),
  sharedChat: page(() => import('../routes/shared-chat'), 'SharedChatPage'),
  localCheckout: page(() => import('../features/billing/components/local-checkout-page'), 'LocalCheckoutPage'),
  localPortal: page(() => import('../features/billing/components/local-portal-page'), 'LocalPortalPage'),
};

/** SPEC §2: the main chat and default-agent routes are prefetched at start (when idle). */
export function prefetchChatRoutes() {
  const run = () => {
    void loadChatLayout();
    void loadChatAgent();
  };
  if (typeof requestIdleCallback === 'function') requestIdleCallback(run, { timeout: 3000 });
  else setTimeout(run, 1500);
}
