/**
 * The public pages and the 404 page, by path: each page's code is its own chunk, and a landing page
 * or a post loads its content beside it. The browser (site-main.tsx) and the server's pre-render
 * (entry-server.tsx) resolve a path here alike, so both render the same page from the same data.
 * Every link between these pages and into the app is a plain link: each is its own document.
 */
import type { ComponentType, ReactElement } from 'react';

/** The page's element, with its props (its content, for a landing page or a post). */
export type SitePage = ReactElement;

type Loader = (pathname: string, param: string) => Promise<SitePage>;

const page =
  <P extends object>(load: () => Promise<ComponentType<P>>, props: (pathname: string) => P): Loader =>
  async (pathname) => {
    const Component = await load();
    return <Component {...props(pathname)} />;
  };

const noProps = () => ({});

const notFound: Loader = page(async () => (await import('../../features/public/pages/not-found-page')).NotFoundPage, (pathname) => ({ pathname }));

const STATIC: Record<string, Loader> = {
  '/': page(async () => (await import('../../routes/home')).HomePage, noProps),
  '/price': page(async () => (await import('../../routes/price')).PricePage, noProps),
  '/blog': page(async () => (await import('../../features/public/pages/blog-index-page')).BlogIndexPage, noProps),
  '/tools': page(async () => (await import('../../features/public/pages/tools-page')).ToolsPage, noProps),
  '/extension/intro': page(async () => (await import('../../features/public/pages/extension-intro-page')).ExtensionIntroPage, noProps),
  '/privacy-policy': page(async () => (await import('../../routes/privacy-policy')).PrivacyPolicyPage, noProps),
  '/terms-of-use': page(async () => (await import('../../routes/terms-of-use')).TermsOfUsePage, noProps),
};

/** Pages with content of their own: the page and its content load in parallel; unknown content is a 404. */
const WITH_CONTENT: Record<string, Loader> = {
  '/use-case/': async (pathname, slug) => {
    const [{ UseCasePage }, data] = await Promise.all([
      import('../../features/public/pages/use-case-page'),
      import('../../features/public/data/load-use-case').then((m) => m.loadUseCase(slug)),
    ]);
    return data ? <UseCasePage data={data} /> : notFound(pathname, '');
  },
  '/blog/': async (pathname, slug) => {
    const [{ BlogPostPage }, data] = await Promise.all([
      import('../../features/public/pages/blog-post-page'),
      import('../../features/public/data/load-blog-post').then((m) => m.loadBlogPost(slug)),
    ]);
    return data ? <BlogPostPage data={data} /> : notFound(pathname, '');
  },
};

/**
 * A page whose main content the server wrote to be kept (`PublicMarkupLayout`: landing pages,
 * posts, the tools) hydrates as its header and that markup, so neither the page's code nor its
 * content loads (features/public/pages/kept-main-page.tsx).
 */
const keptMainPage = async () => {
  const { KeptMainPage } = await import('../../features/public/pages/kept-main-page');
  return <KeptMainPage />;
};

/**
 * The page at a path (a trailing slash is the same page), or the 404 page. `keptMain`: the server's
 * markup being hydrated has a main content to keep (components/server-markup.tsx, `hasKeptMain`).
 */
export function loadSitePage(pathname: string, { keptMain = false }: { keptMain?: boolean } = {}): Promise<SitePage> {
  if (keptMain) return keptMainPage();
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const fixed = STATIC[path];
  if (fixed) return fixed(pathname, '');
  for (const [prefix, load] of Object.entries(WITH_CONTENT)) {
    const rest = path.startsWith(prefix) ? path.slice(prefix.length) : '';
    if (rest && !rest.includes('/')) return load(pathname, rest);
  }
  return notFound(pathname, '');
}
