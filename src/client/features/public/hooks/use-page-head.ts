import { useEffect } from 'react';
import { SITE } from '../../../../shared/site/site';

export interface PageHeadInput {
  title: string;
  description: string;
  /** Canonical path of the page, e.g. `/tools`. */
  path?: string;
  keywords?: readonly string[];
}

function setMeta(attr: 'name' | 'property', key: string, content: string): void {
  let el = document.head.querySelector<HTMLMetaElement>(`meta[${attr}="${key}"]`);
  if (!el) {
    el = document.createElement('meta');
    el.setAttribute(attr, key);
    document.head.appendChild(el);
  }
  el.content = content;
}

function setCanonical(href: string): void {
  let el = document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]');
  if (!el) {
    el = document.createElement('link');
    el.rel = 'canonical';
    document.head.appendChild(el);
  }
  el.href = href;
}

/** Back to the site's defaults, for the next page when it sets no head of its own. */
function resetHead(): void {
  setMeta('name', 'description', SITE.description);
  setMeta('property', 'og:title', SITE.name);
  setMeta('property', 'og:description', SITE.description);
  setMeta('name', 'twitter:title', SITE.name);
  setMeta('name', 'twitter:description', SITE.description);
  document.head.querySelector('meta[name="keywords"]')?.remove();
  document.head.querySelector('link[rel="canonical"]')?.remove();
  document.head.querySelector('meta[property="og:url"]')?.remove();
}

/**
 * Keeps the head in step when the app navigates without a reload. The server already sent the
 * same tags in the HTML (src/server/http/seo); this only matters for client-side navigation.
 */
export function usePageHead({ title, description, path, keywords }: PageHeadInput): void {
  const keywordText = keywords?.join(', ');
  useEffect(() => {
    document.title = title;
    setMeta('name', 'description', description);
    setMeta('property', 'og:title', title);
    setMeta('property', 'og:description', description);
    setMeta('name', 'twitter:title', title);
    setMeta('name', 'twitter:description', description);
    if (keywordText) setMeta('name', 'keywords', keywordText);
    if (path) {
      const url = new URL(path, window.location.origin).href;
      setCanonical(url);
      setMeta('property', 'og:url', url);
    }
    return resetHead;
  }, [title, description, path, keywordText]);
}
