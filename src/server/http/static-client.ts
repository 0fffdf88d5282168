import { existsSync, readFileSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';
import { CompressedAssets } from './compressed-assets';

/** Builds the HTML of a client route from index.html (see seo/page-document.ts). */
export type PageRenderer = (template: string, pathname: string, request: Request) => Promise<{ status: number; html: string }>;

/**
 * Serves the Vite-built client: hashed assets cached for a year, other public files for an hour,
 * and index.html (never cached) for every other path so client-side routes load — through
 * `renderPage` when given, which writes each page's own head and picks 200 or 404.
 */
export function createStaticClient(clientDir: string, renderPage?: PageRenderer) {
  const root = normalize(clientDir);
  const indexPath = join(root, 'index.html');
  const template = createTemplateReader(indexPath);
  const compressed = new CompressedAssets();
  return async (pathname: string, request?: Request): Promise<Response> => {
    const file = resolveInside(root, pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      const cacheControl = immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600';
      if (!CompressedAssets.compressible(file)) return new Response(Bun.file(file), { headers: { 'cache-control': cacheControl } });
      // Text assets go out gzip-compressed when the browser accepts it (every browser does).
      const gzip = CompressedAssets.accepts(request) ? compressed.gzip(file) : null;
      const type = Bun.file(file).type;
      if (!gzip) return new Response(Bun.file(file), { headers: { 'cache-control': cacheControl, vary: 'accept-encoding' } });
      return new Response(gzip as Uint8Array<ArrayBuffer>, {
        headers: { 'content-type': type, 'content-encoding': 'gzip', 'cache-control': cacheControl, vary: 'accept-encoding' },
      });
    }
    const headers = { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' };
    const html = renderPage && request ? template() : null;
    if (renderPage && request && html !== null) {
      const page = await renderPage(html, pathname, request);
      // Pre-rendered pages are tens of KB of markup: compressed, they arrive in a third of the time.
      if (!CompressedAssets.accepts(request)) return new Response(page.html, { status: page.status, headers: { ...headers, vary: 'accept-encoding' } });
      const body = Bun.gzipSync(page.html, { level: 6 });
      return new Response(body, { status: page.status, headers: { ...headers, 'content-encoding': 'gzip', vary: 'accept-encoding' } });
    }
    return new Response(Bun.file(indexPath), { headers });
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
  if (decoded.includes('\0') || decoded === '/' || decoded === '/index.html') return null;
  const candidate = normalize(join(root, decoded));
  if (!candidate.startsWith(root + sep)) return null;
  try {
    return existsSync(candidate) && statSync(candidate).isFile() ? candidate : null;
  } catch {
    return null;
  }
}
