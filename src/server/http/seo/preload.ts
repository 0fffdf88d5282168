import { escapeHtml } from './html';
import { entryKey, staticClosure, type Manifest } from './manifest';

/**
 * `<link rel="modulepreload">` for a page's route chunks and `<link rel="preload" as="style">` for
 * their CSS, minus what the entry already loads: the browser fetches them while it is still running
 * the entry script, instead of discovering them one import at a time afterwards.
 */
export function renderPreloads(manifest: Manifest | null, chunks: readonly string[]): string {
  if (!manifest || chunks.length === 0) return '';
  let perPage = cache.get(manifest);
  if (!perPage) cache.set(manifest, (perPage = new Map()));
  const key = chunks.join('\n');
  let links = perPage.get(key);
  if (links === undefined) perPage.set(key, (links = buildPreloads(manifest, chunks)));
  return links;
}

/** Per manifest (a rebuild makes a new one), the links of each page: they never change in between. */
const cache = new WeakMap<Manifest, Map<string, string>>();

function buildPreloads(manifest: Manifest, chunks: readonly string[]): string {
  const entry = entryKey(manifest);
  const loaded = entry ? staticClosure(manifest, [entry]) : { js: new Set<string>(), css: new Set<string>() };
  const { js, css } = staticClosure(manifest, chunks);
  const links = [
    ...[...js].filter((file) => !loaded.js.has(file)).map((file) => `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`),
    ...[...css].filter((file) => !loaded.css.has(file)).map((file) => `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`),
  ];
  return links.join('\n    ');
}
