import { statSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Logger } from '../../lib/logger';
import { escapeHtml } from './html';
import type { InitialData, PageData } from './initial-data';

/**
 * What the built renderer (src/client/entry-server.tsx) answers for a URL: the markup of #root, and
 * the resource hints React collected for the head.
 */
export interface PreRenderedPage {
  html: string;
  head: string;
  status: number;
}
/** The layout a chat shell is rendered for (the server has no viewport: guessed from the request). */
export type ShellTier = 'mobile' | 'desktop';
/** `data`: what the page's queries answer in this render (the browser gets the same, embedded). */
export type PreRender = (url: string, data: InitialData, tier?: ShellTier) => Promise<PreRenderedPage | null>;
export type Markup = Pick<PreRenderedPage, 'html' | 'head'>;

/** The SSR build's two renderers: the public pages (site entry) and the app's screens (the chat shell). */
interface Renderers {
  site: PreRender;
  app: PreRender;
}
/** Which entry a page belongs to (src/client/site-main.tsx or main.tsx). */
export type PageEntry = keyof Renderers;

/**
 * The pages' markup from the SSR build (dist/ssr/entry-server.js), for the server to put
 * into `<div id="root">`. The module is imported on first use, once; without it (dev, tests without
 * a build) every answer is null and pages are client-rendered as before. Public pages look the same
 * for every visitor, so each path's markup is rendered once per build and per version of the
 * initial data (agent catalogue, app config) and kept (`cache: true`): a changed catalogue starts a
 * new cache, so cached markup never shows other cards than the data embedded beside it.
 * The 404 page echoes whatever path was asked for: it is rendered once for a placeholder path and
 * the placeholder is replaced by the (escaped) real one, so made-up paths cost no render each. A
 * render that fails is logged and answered with null, so the page falls back to client rendering
 * instead of breaking.
 */
export function createPreRenderer(entry: string | null, log: Logger) {
  let module: Promise<Renderers | null> | null = null;
  let loadedMtimeMs: number | null = null;
  let stale = false;
  let cache = new Map<string, Promise<Markup | null>>();
  /** What the cached markup was rendered for: the year (the footer shows it) and the data's version. */
  let cacheFor = '';

  /** The render function, or null without a build — or after a rebuild under a running server. */
  const renderer = (): Promise<Renderers | null> => {
    if (!entry || stale) return Promise.resolve(null);
    const mtimeMs = modifiedAt(entry);
    if (loadedMtimeMs !== null && mtimeMs !== loadedMtimeMs) {
      // Bun keeps the first import of a module: markup from the old build would no longer match the
      // new client's class names and chunks, so this process stops pre-rendering.
      stale = true;
      log.warn('The SSR build changed while the server runs: pages are client-rendered until a restart');
      return Promise.resolve(null);
    }
    if (mtimeMs === null) return Promise.resolve(null);
    if (!module) {
      loadedMtimeMs = mtimeMs;
      module = import(pathToFileURL(entry).href).then(
        (m: { renderSitePage?: PreRender; renderAppPage?: PreRender }) =>
          m.renderSitePage && m.renderAppPage ? { site: m.renderSitePage, app: m.renderAppPage } : null,
        (err: unknown) => {
          log.error('Loading the SSR build failed: pages are client-rendered', { err: err as Error });
          return null;
        },
      );
    }
    return module;
  };

  const render = (renderPage: PreRender, pathname: string, data: InitialData, tier?: ShellTier): Promise<Markup | null> =>
    renderPage(`http://localhost${pathname}`, data, tier).then((page) => (page ? { html: page.html, head: page.head } : null));

  /**
   * `data`: the page's initial data, which the markup shows and the page embeds.
   * `cache`: only for the public pages' own paths (a fixed set), never for paths a visitor made up.
   * `tier`: for a chat shell, the layout to render (each tier is cached apart).
   * `entry`: the public pages' (and the 404's) or the app's (the chat shell).
   */
  return async (pathname: string, data: PageData, options: { cache: boolean; tier?: ShellTier; entry: PageEntry }): Promise<Markup | null> => {
    const renderers = await renderer();
    if (!renderers) return null;
    const renderPage = renderers[options.entry];
    if (!options.cache) {
      const page = await cached(renderPage, NOT_FOUND_PLACEHOLDER, data);
      if (!page) return null;
      const escaped = escapeHtml(pathname);
      return { html: page.html.replaceAll(NOT_FOUND_PLACEHOLDER, escaped), head: page.head.replaceAll(NOT_FOUND_PLACEHOLDER, escaped) };
    }
    return cached(renderPage, pathname, data, options.tier);
  };

  function cached(renderPage: PreRender, pathname: string, data: PageData, tier?: ShellTier): Promise<Markup | null> {
    // A new year (the footer) or other data (the cards, the badge) starts a new cache; markup of
    // the old data is never served again, so it is dropped rather than kept beside.
    const renderedFor = `${new Date().getUTCFullYear()} ${data.version}`;
    if (renderedFor !== cacheFor) [cache, cacheFor] = [new Map(), renderedFor];
    const key = tier ? `${tier} ${pathname}` : pathname;
    let html = cache.get(key);
    if (!html) {
      html = render(renderPage, pathname, data.data, tier).catch((err: unknown) => {
        log.error(`Pre-rendering ${pathname} failed: served client-rendered`, { err: err as Error });
        return null;
      });
      cache.set(key, html);
    }
    return html;
  }
}

/** A path no public page has, made only of characters that HTML and URLs leave as they are. */
const NOT_FOUND_PLACEHOLDER = '/not-found-placeholder-5b2c9e';

function modifiedAt(path: string): number | null {
  try {
    return statSync(path).mtimeMs;
  } catch {
    return null;
  }
}
