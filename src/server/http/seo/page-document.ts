import { COLOR_SCHEME_SCRIPT } from '../../../shared/color-scheme-script';
import { findPublicPage, NOT_FOUND_HEAD, type PublicPage } from '../../../shared/site/pages';
import { SITE } from '../../../shared/site/site';
import { HOME_FAQ } from '../../../shared/site/faq';
import type { Logger } from '../../lib/logger';
import { renderFallbackBody } from './fallback-body';
import { renderHeadTags, type HeadTags } from './head';
import type { PageData } from './initial-data';
import { createManifestReader } from './manifest';
import { siteOrigin } from './origin';
import { createPreRenderer, type Markup, type PageEntry, type ShellTier } from './pre-render';
import { renderPrefetches, renderPreloads } from './preload';
import { isAppPath } from '../../../shared/site/app-paths';
import { faqPage, pricingData, useCaseData } from './structured-data';
import { STATIC_PAGES } from '../../../shared/site/static-pages';
import { findUseCase } from '../../../shared/site/use-cases/all';
import { CHAT_CHUNKS, chatRouteFor, clientRenderChunksFor, lazyChunksShownBy, NOT_FOUND_CHUNKS, routeChunksFor, SITE_HYDRATION_CHUNK } from './route-chunks';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/**
 * index.html cut where the head tags, the preloads, the pre-rendered markup and the fallback body go
 * (prepared once per template).
 */
interface PreparedTemplate {
  source: string;
  beforeHead: string;
  /** From the head tags to the end of the head: the entry script comes first, then our preloads. */
  restOfHead: string;
  /** From the end of the head into `<div id="root">`; null when the template has no empty root. */
  beforeRootContent: string | null;
  /** From the end of the root's content to the <noscript> (or to the end of the body). */
  afterRootContent: string;
  afterBody: string;
}

/** Marks a root whose markup the browser replaces rather than hydrates (src/client/main.tsx). */
const SHELL_ATTRIBUTE = 'data-shell';

/** For a crawler or a visitor without JavaScript, the pre-rendered page is the page: only a note. */
const NOSCRIPT_NOTE = '<noscript>This site works best with JavaScript turned on.</noscript>';

/** The built documents: the app's (index.html) and the public pages' (site.html; null in a build without it). */
export interface PageTemplates {
  app: string;
  site: string | null;
}

/**
 * Turns the built index.html into the page for a path: the colour-scheme script, its own title,
 * description, keywords, canonical url, Open Graph and Twitter tags, structured data, preloads of
 * the page's own chunks, and its content — pre-rendered into `<div id="root">` when the SSR build is
 * there (the browser hydrates it), else as a <noscript> copy. Unknown paths answer 404 with the
 * not-found head and page. Every page, app screens included, embeds the initial data (agent
 * catalogue, app config) its first render shows: the pre-rendered markup was rendered from it, and
 * the browser starts with it instead of asking the API.
 */
export function createPageRenderer(
  config: { publicUrl: string | null; trustProxy: boolean; clientDir: string | null; ssrEntry?: string | null },
  log: Logger,
  initialData: () => Promise<PageData>,
) {
  const prepared = new Map<PageEntry, PreparedTemplate>();
  const manifest = config.clientDir ? createManifestReader(config.clientDir) : () => null;
  const preRender = createPreRenderer(config.ssrEntry ?? null, log);
  return async (templates: PageTemplates, pathname: string, request: Request): Promise<RenderedPage> => {
    const origin = siteOrigin(request, config);
    const page = findPublicPage(pathname);
    // App paths (chats, billing, shared chats) are the app's document (see
    // src/shared/site/app-paths.ts); every other path is a public page or the 404 page, with the
    // public pages' lighter entry (src/client/site-main.tsx) when the build has it.
    const entry: PageEntry = isAppPath(pathname) || templates.site === null ? 'app' : 'site';
    const template = entry === 'site' && templates.site !== null ? templates.site : templates.app;
    // Local: another request may swap the prepared template while this one awaits its markup.
    let tpl = prepared.get(entry);
    if (tpl?.source !== template) prepared.set(entry, (tpl = prepareTemplate(template)));
    /** A page of the site's entry is pre-rendered by its renderer; without site.html, not at all. */
    const canPreRender = tpl.beforeRootContent !== null && (entry === 'app' || templates.site !== null);
    const url = `${origin}${pathname}`;
    const data = await loadInitialData();
    let status: 200 | 404 = 200;
    let head: HeadTags;
    let body: string;
    let markup: Markup | null = null;
    let chunks: readonly string[] = [];
    let lazyChunks: readonly string[] = [];
    /** The markup is a shell the browser replaces (a chat), not a page it hydrates. */
    let shell = false;
    if (page) {
      head = pageTags(page, origin);
      body = renderFallbackBody(page);
      chunks = routeChunksFor(page);
      // Keyed by the page's own path: `/blog/` renders (and caches) as `/blog`.
      if (canPreRender && data && entry === 'site') markup = await preRender(page.path, data, { cache: true, entry });
      if (markup) lazyChunks = lazyChunksShownBy(page);
      else chunks = clientRenderChunksFor(page);
    } else if (isAppPath(pathname)) {
      head = { ...siteDefaults(origin, url), noindex: true, canonical: null };
      body = '<noscript>This app needs JavaScript to run.</noscript>';
      const chat = chatRouteFor(pathname);
      if (chat) {
        chunks = chat.chunks;
        // A blank chat painted at once (header, sidebar, intro, input), signed out as for any
        // visitor; the browser renders the real screen over it once its code is here.
        if (chat.shell && canPreRender && data) markup = await preRender(pathname, data, { cache: true, tier: shellTier(request), entry: 'app' });
        shell = markup !== null;
      }
    } else {
      status = 404;
      head = { ...siteDefaults(origin, url), title: NOT_FOUND_HEAD.title, description: NOT_FOUND_HEAD.description, keywords: [], noindex: true, canonical: null };
      body = renderFallbackBody(null, pathname);
      chunks = NOT_FOUND_CHUNKS;
      if (canPreRender && data && entry === 'site') markup = await preRender(pathname, data, { cache: false, entry });
      if (markup) lazyChunks = lazyChunksShownBy(null);
    }
    // Pre-rendered markup paints before the route's code runs: its CSS must apply, not just load.
    const built = manifest();
    // The site's entry is a starter: React and the page's code (SITE_HYDRATION_CHUNK) are its dynamic
    // import, run on the visitor's first intent over pre-rendered markup (prefetched: in the cache by
    // then) and at once over none (preloaded).
    if (entry === 'site') chunks = [SITE_HYDRATION_CHUNK, ...chunks];
    const deferred = entry === 'site' && markup !== null;
    const preloads = renderPreloads(built, chunks, markup === null ? 'preload' : 'stylesheet', lazyChunks, entry, deferred ? 'prefetch' : 'modulepreload');
    // A public page's visitor likely opens a chat next: its code comes while the browser is idle.
    const prefetches = entry === 'site' ? renderPrefetches(built, CHAT_CHUNKS, entry, chunks) : '';
    const html = [
      tpl.beforeHead,
      `<script>${COLOR_SCHEME_SCRIPT}</script>\n    `,
      renderHeadTags(head),
      tpl.restOfHead,
      preloads ? `  ${preloads}\n  ` : '',
      prefetches ? `  ${prefetches}\n  ` : '',
      markup?.head ? `  ${markup.head}\n  ` : '',
      shell ? (tpl.beforeRootContent ?? '').replace(/<div id="root">$/, `<div id="root" ${SHELL_ATTRIBUTE}>`) : (tpl.beforeRootContent ?? ''),
      markup?.html ?? '',
      tpl.afterRootContent,
      markup === null || shell ? body : NOSCRIPT_NOTE,
      data ? `\n    ${data.script}` : '',
      tpl.afterBody,
    ].join('');
    return { status, html };
  };

  /** Null when the catalogue cannot be read (the database is down): the page then loads it itself. */
  async function loadInitialData(): Promise<PageData | null> {
    try {
      return await initialData();
    } catch (err) {
      log.error('Reading the initial data failed: the page is client-rendered and loads it itself', { err: err as Error });
      return null;
    }
  }
}

/** A phone's browser says so (client hint, else its user agent); anything else gets the wide layout. */
function shellTier(request: Request): ShellTier {
  if (request.headers.get('sec-ch-ua-mobile') === '?1') return 'mobile';
  return /\bMobi|iPhone|Android.+Mobile/i.test(request.headers.get('user-agent') ?? '') ? 'mobile' : 'desktop';
}

function siteDefaults(origin: string, url: string): HeadTags {
  return {
    title: SITE.name,
    description: SITE.description,
    keywords: SITE.keywords,
    canonical: null,
    url,
    origin,
    ogType: 'website',
    noindex: false,
  };
}

function pageTags(page: PublicPage, origin: string): HeadTags {
  const canonical = `${origin}${page.path}`;
  const tags: HeadTags = {
    title: page.title,
    description: page.description,
    keywords: page.keywords,
    canonical,
    url: canonical,
    origin,
    ogType: page.kind === 'blog-post' ? 'article' : 'website',
    noindex: false,
  };
  if (page.kind === 'blog-post') {
    tags.published = page.published;
    tags.updated = page.updated;
    tags.jsonLd = [
      {
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: page.heading,
        description: page.description,
        datePublished: page.published,
        dateModified: page.updated,
        image: `${origin}${SITE.shareImage.path}`,
        mainEntityOfPage: canonical,
        author: { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
        publisher: { '@type': 'Organization', name: SITE.name, url: `${origin}/` },
      },
    ];
  }
  if (page.path === '/') {
    tags.jsonLd = [
      { '@context': 'https://schema.org', '@type': 'WebSite', name: SITE.name, url: `${origin}/`, description: SITE.description },
      faqPage(HOME_FAQ),
    ];
  }
  if (page.path === STATIC_PAGES.pricing.path) tags.jsonLd = pricingData(canonical);
  if (page.kind === 'use-case') {
    const useCase = findUseCase(page.path.slice('/use-case/'.length));
    if (useCase) tags.jsonLd = useCaseData(useCase, canonical);
  }
  return tags;
}

/**
 * Cuts the template around its <title> (the head tags go there; the built-in description goes),
 * before </head> (the preloads, after the entry script), inside its empty `<div id="root">` (the
 * pre-rendered markup) and around its <noscript> (the fallback body). Missing pieces fall back to
 * </head> and </body>.
 */
function prepareTemplate(source: string): PreparedTemplate {
  const withoutDescription = source.replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\n?/i, '');
  const [beforeHead, afterTitle] = cut(withoutDescription, /<title>[\s\S]*?<\/title>/i, /<\/head>/i);
  const [restOfHead, fromHeadEnd] = cut(afterTitle, /(?!)/, /<\/head>/i);
  const [betweenHeadAndBody, afterBody] = cut(fromHeadEnd, /<noscript>[\s\S]*?<\/noscript>/i, /<\/body>/i);
  const root = /<div id="root"><\/div>/.exec(betweenHeadAndBody);
  if (!root) return { source, beforeHead, restOfHead, beforeRootContent: null, afterRootContent: betweenHeadAndBody, afterBody };
  const rootOpen = root.index + '<div id="root">'.length;
  return {
    source,
    beforeHead,
    restOfHead,
    beforeRootContent: betweenHeadAndBody.slice(0, rootOpen),
    afterRootContent: betweenHeadAndBody.slice(rootOpen),
    afterBody,
  };
}

/** Splits around the first match of `replace` (removed), else just before `insertBefore`, else at the end. */
function cut(text: string, replace: RegExp, insertBefore: RegExp): [string, string] {
  const match = replace.exec(text);
  if (match) return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
  const anchor = insertBefore.exec(text);
  if (anchor) return [text.slice(0, anchor.index), text.slice(anchor.index)];
  return [text, ''];
}
