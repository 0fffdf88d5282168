import { readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** One chunk of Vite's build manifest (dist/client/.vite/manifest.json). */
export interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
  isEntry?: boolean;
}
export type Manifest = Record<string, ManifestChunk>;

/** The manifest of a built client, read again only when it changes; null when there is none. */
export function createManifestReader(clientDir: string) {
  const path = join(clientDir, '.vite', 'manifest.json');
  let cached: { mtimeMs: number; manifest: Manifest } | null = null;
  return (): Manifest | null => {
    try {
      const { mtimeMs } = statSync(path);
      if (cached?.mtimeMs !== mtimeMs) cached = { mtimeMs, manifest: JSON.parse(readFileSync(path, 'utf8')) as Manifest };
      return cached.manifest;
    } catch {
      return null;
    }
  };
}

/** Every JS and CSS file reachable through static imports from these manifest keys. */
export function staticClosure(manifest: Manifest, keys: readonly string[]): { js: Set<string>; css: Set<string> } {
  const js = new Set<string>();
  const css = new Set<string>();
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    const chunk = manifest[key];
    if (!chunk) return;
    js.add(chunk.file);
    for (const file of chunk.css ?? []) css.add(file);
    for (const next of chunk.imports ?? []) visit(next);
  };
  keys.forEach(visit);
  return { js, css };
}

/** The app's entry (index.html) and the public pages' (site.html): src/client/main.tsx, site-main.tsx. */
export const ENTRY_HTML = { app: 'index.html', site: 'site.html' } as const;

/** The manifest key of an entry: the one asked for, else (a build without it) the first entry. */
export function entryKey(manifest: Manifest, entry: keyof typeof ENTRY_HTML = 'app'): string | undefined {
  const wanted = ENTRY_HTML[entry];
  if (manifest[wanted]?.isEntry) return wanted;
  return Object.keys(manifest).find((key) => manifest[key]?.isEntry);
}
