import { findPublicPage, NOT_FOUND_HEAD, type PublicPage } from '../../../shared/site/pages';
import { SITE } from '../../../shared/site/site';
import { HOME_FAQ } from '../../../shared/site/faq';
import { renderFallbackBody } from './fallback-body';
import { renderHeadTags, type HeadTags } from './head';
import { createManifestReader } from './manifest';
import { siteOrigin } from './origin';
import { renderPreloads } from './preload';
import { NOT_FOUND_CHUNKS, routeChunksFor } from './route-chunks';

export interface RenderedPage {
  status: 200 | 404;
  html: string;
}

/** index.html cut where the head tags, the preloads and the fallback body go (prepared once per template). */
interface PreparedTemplate {
  source: string;
  beforeHead: string;
  /** From the head tags to the end of the head: the entry script comes first, then our preloads. */
  restOfHead: string;
  betweenHeadAndBody: string;
  afterBody: string;
}

/**
 * Client routes that are the app rather than public pages (chats, the test-mode billing pages) and
 * unbuilt asset paths: 200 with the site's defaults, never indexed. A new client route outside
 * the public pages belongs here, or it is answered with 404.
 */
const APP_PATH_PREFIXES = ['/chat', '/billing', '/assets'];

function isAppPath(pathname: string): boolean {
  return APP_PATH_PREFIXES.some((prefix) => pathname === prefix || pathname.startsWith(`${prefix}/`));
}

/**
 * Turns the built index.html into the page for a path: its own title, description, keywords,
 * canonical url, Open Graph and Twitter tags, structured data, preloads of the page's own chunks, and a
 * <noscript> copy of its content. Unknown paths answer 404 with the not-found head (the client
 * renders the 404 page).
 */
export function createPageRenderer(config: { publicUrl: string | null; trustProxy: boolean; clientDir: string | null }) {
  let prepared: PreparedTemplate | null = null;
  const manifest = config.clientDir ? createManifestReader(config.clientDir) : () => null;
  return (template: string, pathname: string, request: Request): RenderedPage => {
    if (prepared?.source !== template) prepared = prepareTemplate(template);
    const origin = siteOrigin(request, config);
    const page = findPublicPage(pathname);
    const url = `${origin}${pathname}`;
    let status: 200 | 404 = 200;
    let head: HeadTags;
    let body: string;
    let chunks: readonly string[] = [];
    if (page) {
      head = pageTags(page, origin);
      body = renderFallbackBody(page);
      chunks = routeChunksFor(page);
    } else if (isAppPath(pathname)) {
      head = { ...siteDefaults(origin, url), noindex: true, canonical: null };
      body = '<noscript>This app needs JavaScript to run.</noscript>';
    } else {
      status = 404;
      head = { ...siteDefaults(origin, url), title: NOT_FOUND_HEAD.title, description: NOT_FOUND_HEAD.description, keywords: [], noindex: true, canonical: null };
      body = renderFallbackBody(null, pathname);
      chunks = NOT_FOUND_CHUNKS;
    }
    const preloads = renderPreloads(manifest(), chunks);
    const html = [
      prepared.beforeHead,
      renderHeadTags(head),
      prepared.restOfHead,
      preloads ? `  ${preloads}\n  ` : '',
      prepared.betweenHeadAndBody,
      body,
      prepared.afterBody,
    ].join('');
    return { status, html };
  };
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
      {
        '@context': 'https://schema.org',
        '@type': 'FAQPage',
        mainEntity: HOME_FAQ.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
      },
    ];
  }
  return tags;
}

/**
 * Cuts the template around its <title> (the head tags go there; the built-in description goes),
 * before </head> (the preloads, after the entry script) and around its <noscript> (the fallback
 * body goes there). Missing pieces fall back to </head> and </body>.
 */
function prepareTemplate(source: string): PreparedTemplate {
  const withoutDescription = source.replace(/[ \t]*<meta\s+name="description"[^>]*>[ \t]*\n?/i, '');
  const [beforeHead, afterTitle] = cut(withoutDescription, /<title>[\s\S]*?<\/title>/i, /<\/head>/i);
  const [restOfHead, fromHeadEnd] = cut(afterTitle, /(?!)/, /<\/head>/i);
  const [betweenHeadAndBody, afterBody] = cut(fromHeadEnd, /<noscript>[\s\S]*?<\/noscript>/i, /<\/body>/i);
  return { source, beforeHead, restOfHead, betweenHeadAndBody, afterBody };
}

/** Splits around the first match of `replace` (removed), else just before `insertBefore`, else at the end. */
function cut(text: string, replace: RegExp, insertBefore: RegExp): [string, string] {
  const match = replace.exec(text);
  if (match) return [text.slice(0, match.index), text.slice(match.index + match[0].length)];
  const anchor = insertBefore.exec(text);
  if (anchor) return [text.slice(0, anchor.index), text.slice(anchor.index)];
  return [text, ''];
}
