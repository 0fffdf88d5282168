import { BLOG_POSTS } from './blog/catalog';
import { NOT_FOUND_HEAD, STATIC_PAGES, type PageHead } from './static-pages';
import { ALL_USE_CASES } from './use-cases/all';

/** A public page: its head, what kind of page it is, and when its content last changed. */
export interface PublicPage extends PageHead {
  kind: 'static' | 'use-case' | 'blog-post';
  /** ISO date of the last content change, where known (sitemap `lastmod`, article dates). */
  updated?: string;
  published?: string;
}

function buildPages(): Map<string, PublicPage> {
  const pages = new Map<string, PublicPage>();
  for (const head of Object.values(STATIC_PAGES)) pages.set(head.path, { ...head, kind: 'static' });
  for (const useCase of ALL_USE_CASES) {
    const path = `/use-case/${useCase.slug}`;
    pages.set(path, {
      path,
      kind: 'use-case',
      title: useCase.titleTag,
      description: useCase.metaDescription,
      keywords: useCase.keywords,
      heading: useCase.caseName,
    });
  }
  for (const post of BLOG_POSTS) {
    const path = `/blog/${post.slug}`;
    pages.set(path, {
      path,
      kind: 'blog-post',
      title: post.titleTag,
      description: post.description,
      keywords: post.keywords,
      heading: post.title,
      published: post.published,
      updated: post.updated,
    });
  }
  return pages;
}

const PAGES = buildPages();

/** Every public page, in sitemap order: static pages, use cases, blog posts. */
export const PUBLIC_PAGES: readonly PublicPage[] = [...PAGES.values()];

/** The public page at a URL path (a trailing slash is ignored), or undefined. */
export function findPublicPage(pathname: string): PublicPage | undefined {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  return PAGES.get(path);
}

export { NOT_FOUND_HEAD };
