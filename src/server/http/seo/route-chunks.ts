import { ACTIVE_AGENT_SLUGS, SIMULATOR_PERSONAS, type ActiveAgentSlug } from '../../../shared/agent-slugs';
import type { PublicPage } from '../../../shared/site/pages';
import { STATIC_PAGES } from '../../../shared/site/static-pages';

/**
 * The client source modules (Vite manifest keys, relative to src/client) each public page loads on
 * a first visit besides the entry: its lazy route module and its loader's data. Mirrors
 * src/client/app/route-modules.ts; the server preloads them and the bench measures them.
 */
const STATIC_PAGE_CHUNKS: Record<string, readonly string[]> = {
  [STATIC_PAGES.home.path]: ['routes/home.tsx'],
  [STATIC_PAGES.pricing.path]: ['routes/price.tsx'],
  [STATIC_PAGES.tools.path]: ['features/public/pages/tools-page.tsx'],
  [STATIC_PAGES.blog.path]: ['features/public/pages/blog-index-page.tsx'],
  [STATIC_PAGES.extension.path]: ['features/public/pages/extension-intro-page.tsx'],
  [STATIC_PAGES.privacy.path]: ['routes/privacy-policy.tsx'],
  [STATIC_PAGES.terms.path]: ['routes/terms-of-use.tsx'],
};

/**
 * React, react-dom, the site's providers and the page loader: the dynamic import the public pages'
 * starter (site-main.tsx) makes to hydrate, on the visitor's first intent or at once. Every public
 * page and the 404 page need it besides their route chunks.
 */
export const SITE_HYDRATION_CHUNK = 'site-hydrate.tsx';

export const NOT_FOUND_CHUNKS: readonly string[] = ['features/public/pages/not-found-page.tsx'];

/**
 * Lazy parts of a page that its pre-rendered markup already shows (home's sections below the fold):
 * their CSS must apply at the first paint; their code still loads later, when hydration reaches them.
 */
const PRE_RENDERED_LAZY_CHUNKS: Record<string, readonly string[]> = {
  [STATIC_PAGES.home.path]: [
    'features/public/components/home-below-fold.tsx',
    'features/agents/components/advisor-grid-cards.tsx',
    'features/public/components/home-intro.tsx',
    'features/public/components/platforms-section.tsx',
  ],
  // Bodies kept from the server's markup (src/client/features/public/components/server-markup-parts.tsx).
  [STATIC_PAGES.blog.path]: ['features/public/components/blog-index-content.tsx'],
  [STATIC_PAGES.extension.path]: ['features/public/components/extension-intro-content.tsx'],
  [STATIC_PAGES.pricing.path]: ['features/billing/components/pricing-content.tsx'],
};

/**
 * Parts of every public page and the 404 page that the browser keeps from the server's markup
 * without loading their code (src/client/components/server-markup.tsx): their CSS must still apply.
 */
export const SERVER_MARKUP_CHUNKS: readonly string[] = ['components/site-footer.tsx'];
/** The 404 page's body, kept the same way (features/public/components/server-markup-parts.tsx). */
const NOT_FOUND_MARKUP_CHUNK = 'features/public/components/not-found-content.tsx';

/**
 * What the browser loads to hydrate a page whose whole main content it keeps from the server's
 * markup (landing pages, posts, the tools: `PublicMarkupLayout`, hydrated as `KeptMainPage`).
 */
const KEPT_MAIN_CHUNKS: readonly string[] = ['features/public/pages/kept-main-page.tsx'];

const keepsMain = (page: PublicPage) => page.kind !== 'static' || page.path === STATIC_PAGES.tools.path;

/** The lazy chunks whose CSS a pre-rendered page (null: the 404 page) needs at its first paint. */
export function lazyChunksShownBy(page: PublicPage | null): readonly string[] {
  if (page === null) return [...SERVER_MARKUP_CHUNKS, NOT_FOUND_MARKUP_CHUNK];
  // A kept main content: its page module's CSS (its code does not load).
  if (keepsMain(page)) return [...SERVER_MARKUP_CHUNKS, ...clientRenderChunksFor(page)];
  return [...SERVER_MARKUP_CHUNKS, ...(PRE_RENDERED_LAZY_CHUNKS[page.path] ?? [])];
}

/** The chunks a first visit loads to hydrate the page's pre-rendered markup (the server preloads them). */
export function routeChunksFor(page: PublicPage): readonly string[] {
  return keepsMain(page) ? KEPT_MAIN_CHUNKS : clientRenderChunksFor(page);
}

/** The chunks that render the page in the browser when the server could not pre-render it. */
export function clientRenderChunksFor(page: PublicPage): readonly string[] {
  switch (page.kind) {
    case 'use-case':
      return [
        'features/public/pages/use-case-page.tsx',
        'features/public/data/load-use-case.ts',
        `../shared/site/use-cases/cases/${page.path.slice('/use-case/'.length)}.ts`,
      ];
    case 'blog-post':
      return [
        'features/public/pages/blog-post-page.tsx',
        'features/public/data/load-blog-post.ts',
        `../shared/site/blog/posts/${page.path.slice('/blog/'.length)}.ts`,
      ];
    case 'static':
      return STATIC_PAGE_CHUNKS[page.path] ?? [];
  }
}

/** The chat screen's own chunks (src/client/app/route-modules.ts: chatLayout, chatAgent). */
export const CHAT_CHUNKS: readonly string[] = ['routes/chat-layout.tsx', 'routes/chat-agent.tsx'];
/** The Markdown renderer: a chat with replies waits for it (features/chat/components/message-markdown.tsx). */
export const MARKDOWN_CHUNK = 'features/chat/components/markdown-renderer.tsx';
/** The message list: a chat with messages waits for it too (features/chat/components/deferred-message-list.tsx). */
export const MESSAGE_LIST_CHUNK = 'features/chat/components/message-list.tsx';
/** A message's images: the list waits for them too (src/client/routes/chat-plugins-provider.tsx). */
export const MESSAGE_IMAGES_CHUNK = 'features/uploads/components/message-images.tsx';

/**
 * The simulator toolbar above a simulator agent's input (features/simulator/components/
 * simulator-composer-toolbar.tsx): its own chunk, loaded for those agents' chats only.
 */
export const SIMULATOR_TOOLBAR_CHUNK = 'features/simulator/components/simulator-toolbar.tsx';

const ACTIVE_SLUGS: ReadonlySet<string> = new Set(ACTIVE_AGENT_SLUGS);

/**
 * The chat routes the server helps paint: `/chat` and `/chat/{agent}` (a blank chat: the same for
 * every visitor, so its shell is pre-rendered and cached per agent) and `/chat/{agent}/{session}`
 * (the visitor's own chat: its chunks and Markdown preloaded, nothing rendered). Null for other
 * paths (memory, practice: client-rendered as before).
 */
export function chatRouteFor(pathname: string): { chunks: readonly string[]; shell: boolean } | null {
  const [first, slug, session, ...rest] = pathname.split('/').filter(Boolean);
  if (first !== 'chat' || rest.length > 0) return null;
  if (slug === undefined) return { chunks: CHAT_CHUNKS, shell: true };
  if (!ACTIVE_SLUGS.has(slug)) return null;
  const chat = SIMULATOR_PERSONAS[slug as ActiveAgentSlug] ? [...CHAT_CHUNKS, SIMULATOR_TOOLBAR_CHUNK] : CHAT_CHUNKS;
  if (session === undefined) return { chunks: chat, shell: true };
  return { chunks: [...chat, MESSAGE_LIST_CHUNK, MESSAGE_IMAGES_CHUNK, MARKDOWN_CHUNK], shell: false };
}
