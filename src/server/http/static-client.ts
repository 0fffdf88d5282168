import { existsSync, statSync } from 'node:fs';
import { join, normalize, sep } from 'node:path';

/**
 * Serves the Vite-built client: hashed assets cached for a year, other public files for an hour,
 * and index.html (never cached) for every other path so client-side routes load.
 */
export function createStaticClient(clientDir: string) {
  const root = normalize(clientDir);
  const indexPath = join(root, 'index.html');
  return (pathname: string): Response => {
    const file = resolveInside(root, pathname);
    if (file) {
      const immutable = pathname.startsWith('/assets/');
      return new Response(Bun.file(file), {
        headers: { 'cache-control': immutable ? 'public, max-age=31536000, immutable' : 'public, max-age=3600' },
      });
    }
    return new Response(Bun.file(indexPath), {
      headers: { 'content-type': 'text/html; charset=utf-8', 'cache-control': 'no-cache' },
    });
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
