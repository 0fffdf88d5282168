import { escapeHtml } from './html';
import { entryKey, staticClosure, type Manifest } from './manifest';
import type { PageEntry } from './pre-render';

/**
 * `<link rel="modulepreload">` for a page's route chunks and a link to their CSS, minus what the
 * entry already loads: the browser fetches them while it is still running the entry script, instead
 * of discovering them one import at a time afterwards. The CSS is preloaded (`preload`) when the
 * route's code applies it, or applied at once (`stylesheet`) when the page's markup is already in
 * the HTML; Vite's loader sees the stylesheet link and does not add a second one. A pre-rendered
 * public page hydrates on the visitor's first intent (src/client/site-main.tsx): its JS is
 * `prefetch`ed instead — in the cache by then, not loaded (nor counted unused) at load.
 */
export function renderPreloads(
  manifest: Manifest | null,
  chunks: readonly string[],
  css: CssLink = 'preload',
  /** Chunks whose CSS only is wanted now (lazy parts already in the pre-rendered markup). */
  cssOnlyChunks: readonly string[] = [],
  /** The page's entry, whose own files the page's script tags already load. */
  entry: PageEntry = 'app',
  jsLink: JsLink = 'modulepreload',
): string {
  if (!manifest || chunks.length === 0) return '';
  let perPage = cache.get(manifest);
  if (!perPage) cache.set(manifest, (perPage = new Map()));
  const key = `${entry}\n${css}\n${jsLink}\n${chunks.join('\n')}\n-\n${cssOnlyChunks.join('\n')}`;
  let links = perPage.get(key);
  if (links === undefined) perPage.set(key, (links = buildPreloads(manifest, chunks, css, cssOnlyChunks, entry, jsLink)));
  return links;
}

export type CssLink = 'preload' | 'stylesheet';
export type JsLink = 'modulepreload' | 'prefetch';

/** Per manifest (a rebuild makes a new one), the links of each page: they never change in between. */
const cache = new WeakMap<Manifest, Map<string, string>>();

function buildPreloads(manifest: Manifest, chunks: readonly string[], cssLink: CssLink, cssOnlyChunks: readonly string[], entry: PageEntry, jsLink: JsLink): string {
  const key = entryKey(manifest, entry);
  const loaded = key ? staticClosure(manifest, [key]) : { js: new Set<string>(), css: new Set<string>() };
  const { js } = staticClosure(manifest, chunks);
  const { css } = staticClosure(manifest, [...chunks, ...cssOnlyChunks]);
  // Stylesheets first: they block the first paint, and over HTTP/1.1's six connections a long run
  // of module preloads ahead of them would make them wait.
  const links = [
    ...[...css]
      .filter((file) => !loaded.css.has(file))
      .map((file) =>
        cssLink === 'stylesheet'
          ? `<link rel="stylesheet" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="preload" as="style" crossorigin href="/${escapeHtml(file)}" />`,
      ),
    ...[...js]
      .filter((file) => !loaded.js.has(file))
      .map((file) =>
        jsLink === 'prefetch'
          ? `<link rel="prefetch" as="script" crossorigin href="/${escapeHtml(file)}" />`
          : `<link rel="modulepreload" crossorigin href="/${escapeHtml(file)}" />`,
      ),
  ];
  return links.join('\n    ');
}

/**
 * `<link rel="prefetch">` for files a public page's visitor is likely to need next (the app's entry
 * and the chat's chunks, SPEC §2): fetched when the browser is idle, at the lowest priority, so the
 * chat opens from the cache without weighing on the page's own load.
 */
export function renderPrefetches(
  manifest: Manifest | null,
  chunks: readonly string[],
  skipEntry: PageEntry,
  /** Chunks the page already links (its own, above): their files are not listed twice. */
  skipChunks: readonly string[] = [],
): string {
  if (!manifest) return '';
  const app = entryKey(manifest, 'app');
  const skip = entryKey(manifest, skipEntry);
  if (!app || app === skip) return '';
  const loaded = staticClosure(manifest, [...(skip ? [skip] : []), ...skipChunks]).js;
  const { js } = staticClosure(manifest, [app, ...chunks]);
  return [...js]
    .filter((file) => !loaded.has(file))
    .map((file) => `<link rel="prefetch" as="script" crossorigin href="/${escapeHtml(file)}" />`)
    .join('\n    ');
}
