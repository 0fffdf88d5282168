/**
 * The server's renderer (built by `vite build --ssr` into dist/ssr, loaded by
 * src/server/http/seo/pre-render.ts) of the public pages — the same root and page as their entry in
 * the browser (site-main.tsx), so the browser hydrates the markup — and of the chat's shell — the
 * same providers, app root and routes as the app (main.tsx), under the router's StaticRouter (lib/router).
 * Nothing here talks to the API: every visitor gets the signed-out page. The page's initial data
 * (agent catalogue, app config) comes from the server, which embeds the same data in the page for
 * the browser to seed its cache from; any other query stays pending (its placeholder is in the
 * markup) until the browser runs it.
 */
import { StrictMode, type ReactNode } from 'react';
import { prerender } from 'react-dom/static';
import { StaticRouter } from './lib/router';
import { TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import type { PreRender } from '../server/http/seo/pre-render';
import { AppRoot } from './app/app-root';
import { SiteRoot } from './app/site/site-root';
import { loadSitePage } from './app/site/site-pages';
import { seedQueryClient } from './app/initial-data';
import { AppProviders } from './app/providers';
import { createQueryClient } from './app/query-client';
import { AppRoutes } from './app/router';
import { ServerLayoutTier } from './components/app-shell/layout-tier';
import { trpc } from './lib/trpc';

/** A tRPC client whose every call fails at once: a page rendered here must not depend on the API. */
function createOfflineTrpcClient() {
  return trpc.createClient({
    links: [() => () => observable((observer) => observer.error(new TRPCClientError('no API calls while pre-rendering')))],
  });
}

/**
 * The markup of `<div id="root">` for a public page or the 404 page (the URL is absolute; only its
 * path matters). Throws when the page fails: the caller then serves it client-rendered.
 */
export const renderSitePage: PreRender = async (url, initialData) => {
  const content = await loadSitePage(new URL(url).pathname);
  return markupOf(
    <StrictMode>
      <SiteRoot data={initialData}>{content}</SiteRoot>
    </StrictMode>,
    url,
    200,
  );
};

/**
 * The markup of `<div id="root">` for an app URL (the chat's shell). Throws when a screen fails:
 * the caller then serves the page client-rendered. The lazy screens load during the render
 * (prerender waits for them) and stay loaded for the process.
 */
export const renderAppPage: PreRender = async (url, initialData, tier = 'desktop') => {
  const { pathname, search } = new URL(url);
  const clients = { query: createQueryClient(), trpc: createOfflineTrpcClient() };
  seedQueryClient(clients.query, initialData);
  return markupOf(
    <StrictMode>
      <ServerLayoutTier.Provider value={tier}>
        <AppProviders clients={clients}>
          <AppRoot>
            <StaticRouter location={pathname + search}>
              <AppRoutes />
            </StaticRouter>
          </AppRoot>
        </AppProviders>
      </ServerLayoutTier.Provider>
    </StrictMode>,
    url,
    200,
  );
};

async function markupOf(element: ReactNode, url: string, status: number) {
  const failures: unknown[] = [];
  // prerender (unlike renderToString) waits for lazy components, so the sections below the fold
  // are in the markup too and hydrate without falling back to client rendering.
  const { prelude } = await prerender(element, {
    // No chunk limit: every Suspense boundary is written in place. Outlined ones would need React's
    // inline scripts to swap them in, which the CSP forbids.
    onError: (error) => void failures.push(error),
    progressiveChunkSize: Number.POSITIVE_INFINITY,
  });
  const markup = await new Response(prelude).text();
  if (failures.length > 0) throw new Error(`render error while pre-rendering ${url}`, { cause: failures[0] });
  // React writes the resource hints it collected (image preloads) before the content; they belong
  // in the head — inside #root, hydration would take them for the app's first element.
  const head = LEADING_LINKS.exec(markup)?.[0] ?? '';
  return { html: markup.slice(head.length), head, status };
}

/** React escapes `>` in attribute values, so a tag ends at the first `>`. */
const LEADING_LINKS = /^(?:<link\b[^>]*>)+/;
