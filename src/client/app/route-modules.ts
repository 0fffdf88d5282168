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
  home: page(() => import('../routes/home'), 'HomePage'),
  chatLayout: page(loadChatLayout, 'ChatLayout'),
  chatAgent: page(loadChatAgent, 'ChatAgentPage'),
  privacyPolicy: page(() => import('../routes/privacy-policy'), 'PrivacyPolicyPage'),
  termsOfUse: page(() => import('../routes/terms-of-use'), 'TermsOfUsePage'),
  notFound: page(() => import('../routes/not-found'), 'NotFoundPage'),
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
