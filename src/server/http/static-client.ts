import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { CompressedAssets } from './compressed-assets';
import { createHtmlResponder } from './html-response';
import type { PageTemplates } from './seo/page-document';

/** Builds the HTML of a client route from the built documents (see seo/page-document.ts). */
export type PageRenderer = (templates: PageTemplates, pathname: string, request: Request) => Promise<{ status: number; html: string }>;

/**
 * Serves the Vite-built client: hashed assets cached for a year (404 when missing), other public
 * files for an hour, and index.html (revalidated by ETag) for every other path so client-side
 * routes load — through `renderPage` when given, which writes each page's own head and picks 200
 * or 404.
 */
export function createStaticClient(clientDir: string, renderPage?: PageRenderer) {
  const root = normalize(clientDir);
  const indexPath = join(root, 'index.html');
  const template = createTemplateReader(indexPath);
  const siteTemplate = createTemplateReader(join(root, 'site.html'));
  const compressed = new CompressedAssets();
  const htmlResponse = createHtmlResponder();
  return async (pathname: string, request?: Request): Promise<Response> => {
    const file = resolveInside(root, pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      if (!CompressedAssets.compressible(file)) return new Response(Bun.file(file), { headers: { 'cache-control': cacheControl } });
      // Text assets go out brotli- or gzip-compressed (precompressed by the build when hashed).
      const encoded = compressed.encoded(file, request);
      if (!encoded) return new Response(Bun.file(file), { headers: { 'cache-control': cacheControl, vary: 'accept-encoding' } });
      return new Response(encoded.body as Blob, {
        headers: { 'content-type': Bun.file(file).type, 'content-encoding': encoded.encoding, 'cache-control': cacheControl, vary: 'accept-encoding' },
      });
    }
    // A hashed asset that is not there (an open tab asking for a chunk of an older build) is a 404:
    // the app shell in its place would reach the browser as HTML where it expects JavaScript.
    if (pathname.startsWith('/assets/')) {
      return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': 'no-cache' } });
    }
    const html = renderPage && request ? template() : null;
    if (renderPage && request && html !== null) {
      const page = await renderPage({ app: html, site: siteTemplate() }, pathname, request);
      return htmlResponse(page.html, page.status, request);
    }
    return new Response(Bun.file(indexPath), { headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' } });
  };
}

/** index.html's text, read again only when the file changes (a rebuild while serving). */
function createTemplateReader(indexPath: string) {
  let cached: { mtimeMs: number; text: string } | null = null;
  return (): string | null => {
    try {
      const { mtimeMs } = statSync(indexPath);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, text: readFileSync(indexPath, 'utf8') };
      return cached.text;
    } catch {
      return null;
    }
  };
}

/** A real file under root for the URL path, or null (no traversal, no directories, no index). */
function resolveInside(root: string, pathname: string): string | null {
  let decoded: string;
  try {
    decoded = decodeURIComponent(pathname);
  } catch {
    return null;
  }
  // The documents are templates: served only through the page renderer.
  if (decoded.includes('\0') || decoded === '/' || decoded === '/index.html' || decoded === '/site.html') return null;
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep)) return null;
  try {
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
