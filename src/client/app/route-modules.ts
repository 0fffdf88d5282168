/**
 * Lazy route modules: each screen is its own chunk. Route files export PascalCase components;
 * `page()` adapts them to react-router's `lazy` contract.
 */
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';

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
  chatMemory: page(() => import('../routes/chat-memory'), 'ChatMemoryPage'),
  practiceCreate: page(() => import('../routes/chat-practice-create'), 'ChatPracticeCreatePage'),
  practicePlan: page(() => import('../routes/chat-practice-plan'), 'ChatPracticePlanPage'),
  yourPractice: page(() => import('../routes/chat-your-practice'), 'ChatYourPracticePage'),
  readyToPractice: page(() => import('../routes/chat-ready-to-practice'), 'ChatReadyToPracticePage'),
  privacyPolicy: page(() => import('../routes/privacy-policy'), 'PrivacyPolicyPage'),
  termsOfUse: page(() => import('../routes/terms-of-use'), 'TermsOfUsePage'),
  sharedChat: page(() => import('../routes/shared-chat'), 'SharedChatPage'),
  notFound: page(() => import('../features/public/pages/not-found-page'), 'NotFoundPage'),
  price: page(() => import('../routes/price'), 'PricePage'),
  localCheckout: page(() => import('../features/billing/components/local-checkout-page'), 'LocalCheckoutPage'),
  localPortal: page(() => import('../features/billing/components/local-portal-page'), 'LocalPortalPage'),
  useCase: page(() => import('../features/public/pages/use-case-page'), 'UseCasePage'),
  blog: page(() => import('../features/public/pages/blog-index-page'), 'BlogIndexPage'),
  blogPost: page(() => import('../features/public/pages/blog-post-page'), 'BlogPostPage'),
  tools: page(() => import('../features/public/pages/tools-page'), 'ToolsPage'),
  extensionIntro: page(() => import('../features/public/pages/extension-intro-page'), 'ExtensionIntroPage'),
};

/**
 * Content of the landing pages and posts: defined on the route (not in the lazy module) so react-router
 * fetches it in parallel with the page's code; each loads only its own chunk.
 */
export const routeLoaders = {
  useCase: async ({ params }: LoaderFunctionArgs) =>
    (await import('../features/public/data/load-use-case')).loadUseCase(params.slug ?? ''),
  blogPost: async ({ params }: LoaderFunctionArgs) =>
    (await import('../features/public/data/load-blog-post')).loadBlogPost(params.slug ?? ''),
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
