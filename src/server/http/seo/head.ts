import { SITE } from '../../../shared/site/site';
import { escapeHtml, jsonForScript } from './html';

export interface HeadTags {
  title: string;
  description: string;
  keywords: readonly string[];
  /** Absolute canonical url; null for pages that are not indexed. */
  canonical: string | null;
  /** Absolute url of the page as requested (og:url when there is no canonical). */
  url: string;
  origin: string;
  ogType: 'website' | 'article';
  noindex: boolean;
  published?: string;
  updated?: string;
  /** Structured data (schema.org), one object per block. */
  jsonLd?: readonly object[];
}

/** The SEO part of a page's head: title, description, keywords, canonical, Open Graph and Twitter. */
export function renderHeadTags(tags: HeadTags): string {
  const image = `${tags.origin}${SITE.shareImage.path}`;
  const meta = (attr: 'name' | 'property', key: string, content: string) =>
    `<meta ${attr}="${key}" content="${escapeHtml(content)}" />`;
  const lines = [
    `<title>${escapeHtml(tags.title)}</title>`,
    meta('name', 'description', tags.description),
    tags.keywords.length ? meta('name', 'keywords', tags.keywords.join(', ')) : '',
    tags.noindex ? meta('name', 'robots', 'noindex') : '',
    tags.canonical ? `<link rel="canonical" href="${escapeHtml(tags.canonical)}" />` : '',
    meta('property', 'og:site_name', SITE.name),
    meta('property', 'og:type', tags.ogType),
    meta('property', 'og:title', tags.title),
    meta('property', 'og:description', tags.description),
    meta('property', 'og:url', tags.canonical ?? tags.url),
    meta('property', 'og:locale', SITE.locale),
    meta('property', 'og:image', image),
    meta('property', 'og:image:width', String(SITE.shareImage.width)),
    meta('property', 'og:image:height', String(SITE.shareImage.height)),
    meta('property', 'og:image:alt', SITE.shareImage.alt),
    tags.published ? meta('property', 'article:published_time', tags.published) : '',
    tags.updated ? meta('property', 'article:modified_time', tags.updated) : '',
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', tags.title),
    meta('name', 'twitter:description', tags.description),
    meta('name', 'twitter:image', image),
    meta('name', 'twitter:image:alt', SITE.shareImage.alt),
    ...(tags.jsonLd ?? []).map((data) => `<script type="application/ld+json">${jsonForScript(data)}</script>`),
  ];
  return lines.filter(Boolean).join('\n    ');
}
