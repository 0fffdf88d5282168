import { PUBLIC_PAGES } from '../../../shared/site/pages';
import { escapeHtml } from './html';

/** sitemap.xml: every public page (static pages, every use case, every blog post). */
export function renderSitemap(origin: string): string {
  const urls = PUBLIC_PAGES.map((page) => {
    const lastmod = page.updated ? `<lastmod>${page.updated}</lastmod>` : '';
    return `  <url><loc>${escapeHtml(`${origin}${page.path}`)}</loc>${lastmod}</url>`;
  });
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: everything public may be crawled; the API, chats, billing pages and private files may not. */
export function renderRobots(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /trpc/',
    'Disallow: /files/',
    'Disallow: /chat',
    'Disallow: /billing/',
    'Disallow: /share/',
    '',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
