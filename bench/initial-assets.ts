/**
 * Public pages initial JS/CSS: what a first visit to each page downloads before it can show
 * anything — the entry chunk, the route's chunk, the data its loader fetches, and everything they
 * import statically — read from Vite's manifest (dist/client/.vite/manifest.json), gzip-compressed
 * here. A pre-rendered public page loads only its starter (site-main.tsx) and its CSS at load; what
 * hydrates it (React, the page's code: site-hydrate.tsx and the route's chunks) is prefetched and run
 * on the visitor's first intent, counted apart ("on intent"). Dynamic imports (the login dialog, the chat routes' idle prefetch, the chat's message list
 * and Markdown, its menus and tooltips, the error catalogue, the upload pipeline) are not counted:
 * they load after the page, on demand. Builds the client first if it is not built.
 */
import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { entryKey as findEntryKey, staticClosure as closure, type Manifest } from '../src/server/http/seo/manifest';
import { chatRouteFor, lazyChunksShownBy, NOT_FOUND_CHUNKS, routeChunksFor, SITE_HYDRATION_CHUNK } from '../src/server/http/seo/route-chunks';
import { findPublicPage } from '../src/shared/site/pages';
import { integer, verdict, type Benchmark, type Report } from './lib/report';

const ROOT = resolve(import.meta.dir, '..');
const CLIENT_DIR = resolve(ROOT, 'dist/client');
const MANIFEST = resolve(CLIENT_DIR, '.vite/manifest.json');
/** PERFORMANCE.md (issue #27): public pages JS ≤ 100 KB, CSS ≤ 15 KB; the chat JS ≤ 170 KB (gzip). */
const TARGET_KB = { js: 100, css: 15 };
const CHAT_TARGET_KB = { js: 170, css: Number.POSITIVE_INFINITY };

/** The chunks of the page at a path, as the server preloads them (src/server/http/seo/route-chunks.ts). */
function chunksOf(path: string): readonly string[] {
  const page = findPublicPage(path);
  if (!page) throw new Error(`${path} is not a public page`);
  return routeChunksFor(page);
}

/** The chunks of a blank chat, as the server preloads them. */
function chatModulesOf(path: string): readonly string[] {
  const chat = chatRouteFor(path);
  if (!chat?.shell) throw new Error(`${path} is not a blank chat`);
  return chat.chunks;
}

/** Lazy parts already in a page's pre-rendered markup: their CSS counts (the server links it), their JS does not load. */
function cssOnlyOf(path: string | null): readonly string[] {
  return lazyChunksShownBy(path === null ? null : (findPublicPage(path) ?? null));
}

/** Each page: the manifest keys (source modules) it loads on a first visit, besides the entry. */
const PAGES: readonly { name: string; modules: readonly string[]; cssOnly?: readonly string[] }[] = [
  { name: 'home /', modules: chunksOf('/'), cssOnly: cssOnlyOf('/') },
  { name: 'use case /use-case/{slug}', modules: chunksOf('/use-case/signs-your-secret-crush-likes-you-back'), cssOnly: cssOnlyOf('/use-case/signs-your-secret-crush-likes-you-back') },
  { name: 'blog post /blog/{slug}', modules: chunksOf('/blog/texting-your-crush-what-keeps-a-conversation-going'), cssOnly: cssOnlyOf('/blog/texting-your-crush-what-keeps-a-conversation-going') },
  { name: 'blog /blog', modules: chunksOf('/blog'), cssOnly: cssOnlyOf('/blog') },
  { name: 'tools /tools', modules: chunksOf('/tools'), cssOnly: cssOnlyOf('/tools') },
  { name: 'extension /extension/intro', modules: chunksOf('/extension/intro'), cssOnly: cssOnlyOf('/extension/intro') },
  { name: 'pricing /price', modules: chunksOf('/price'), cssOnly: cssOnlyOf('/price') },
  { name: '404', modules: NOT_FOUND_CHUNKS, cssOnly: cssOnlyOf(null) },
  { name: 'chat /chat/{agent}', modules: chatModulesOf('/chat/chat-advisor') },
  // The four simulator agents' chats also draw the simulator toolbar (its chunk is preloaded).
  { name: 'chat, simulator agent', modules: chatModulesOf('/chat/date-success-coach') },
];
/** The chat screens' own chunks: a public page that loads one of these pulls the chat bundle. */
const CHAT_MODULES = ['routes/chat-layout.tsx', 'routes/chat-agent.tsx', 'features/chat/components/markdown-renderer.tsx'];

export const benchmark: Benchmark = {
  name: 'initial-assets',
  summary: 'gzip size of the JS and CSS each public page (and the chat) loads first, from the Vite manifest',
  async run(): Promise<Report> {
    if (!existsSync(MANIFEST)) await build();
    const manifest = JSON.parse(readFileSync(MANIFEST, 'utf8')) as Manifest;
    // The public pages load their own entry (site.html → site-main.tsx), the chat the app's.
    const siteEntry = findEntryKey(manifest, 'site');
    const appEntry = findEntryKey(manifest, 'app');
    if (!siteEntry || !appEntry) throw new Error('the manifest has no entry chunk');
    const chatFiles = new Set(CHAT_MODULES.map((key) => manifest[key]?.file).filter(Boolean));
    const gzipCache = new Map<string, number>();
    const gz = (file: string) => {
      let size = gzipCache.get(file);
      if (size === undefined) {
        // As the server sends them (src/server/http/compressed-assets.ts): gzip level 9.
        size = Bun.gzipSync(readFileSync(resolve(CLIENT_DIR, file)), { level: 9 }).length;
        gzipCache.set(file, size);
      }
      return size;
    };

    const rows = PAGES.map((page) => {
      const missing = [...page.modules, ...(page.cssOnly ?? [])].filter((key) => !manifest[key]);
      if (missing.length) throw new Error(`${page.name}: not in the manifest: ${missing.join(', ')}`);
      const isChat = page.modules.some((key) => CHAT_MODULES.includes(key));
      // A public page: the starter at load; React and the page's chunks on the first intent (prefetched).
      const atLoad = isChat ? [appEntry, ...page.modules] : [siteEntry];
      const onIntent = isChat ? [] : [SITE_HYDRATION_CHUNK, ...page.modules];
      const { js } = closure(manifest, atLoad);
      const intentJs = [...closure(manifest, [...atLoad, ...onIntent]).js].filter((file) => !js.has(file));
      const { css } = closure(manifest, [...atLoad, ...onIntent, ...(page.cssOnly ?? [])]);
      const jsBytes = [...js].reduce((sum, file) => sum + gz(file), 0);
      const intentBytes = intentJs.reduce((sum, file) => sum + gz(file), 0);
      const cssBytes = [...css].reduce((sum, file) => sum + gz(file), 0);
      const pullsChat = [...js].some((file) => chatFiles.has(file));
      // Which target the row missed, so the table says it in one run.
      const over = [jsBytes / 1024 > (isChat ? CHAT_TARGET_KB : TARGET_KB).js ? 'JS' : '', !isChat && cssBytes / 1024 > TARGET_KB.css ? 'CSS' : '']
        .filter(Boolean)
        .join(', ');
      const jsKb = jsBytes / 1024;
      const cssKb = cssBytes / 1024;
      const target = isChat ? CHAT_TARGET_KB : TARGET_KB;
      const withinTargets = verdict(Math.max(jsKb / target.js, cssKb / target.css), 1, 'atMost');
      return {
        page: page.name,
        jsFiles: js.size,
        jsKb,
        intentFiles: isChat ? null : intentJs.length,
        intentKb: isChat ? null : intentBytes / 1024,
        cssFiles: css.size,
        cssKb,
        chatBundle: isChat ? '(is the chat)' : pullsChat ? 'PULLED' : 'no',
        result: pullsChat && !isChat ? 'miss (chat bundle)' : withinTargets === 'miss' ? `miss (${over})` : withinTargets,
      };
    });

    const kb = (value: unknown) => (typeof value === 'number' ? value.toFixed(1) : '–');
    return {
      title: 'Initial JS/CSS per page (gzip, first visit)',
      columns: [
        { key: 'page', label: 'page' },
        { key: 'jsFiles', label: 'JS files', format: integer },
        { key: 'jsKb', label: 'JS KB gz', format: kb },
        { key: 'intentFiles', label: 'on intent files', format: integer },
        { key: 'intentKb', label: 'on intent KB gz', format: kb },
        { key: 'cssFiles', label: 'CSS files', format: integer },
        { key: 'cssKb', label: 'CSS KB gz', format: kb },
        { key: 'chatBundle', label: 'chat bundle' },
        { key: 'result', label: 'result' },
      ],
      rows,
      notes: [
        `targets (PERFORMANCE.md): public pages JS ≤ ${TARGET_KB.js} KB, CSS ≤ ${TARGET_KB.css} KB gzip; the chat JS ≤ ${CHAT_TARGET_KB.js} KB before the first reply (the message list and Markdown not counted: they load with the first send); a public page must not load the chat screens' chunks`,
        'public pages (pre-rendered): JS = the starter (site-main.tsx) the page runs at load; "on intent" = React and the page code (site-hydrate.tsx, the route chunk and their static imports), prefetched and run on the first pointer, touch, focus or key (at once for a signed-in visitor); CSS = all the page links at load',
        'counted: the entry, the route chunk, its loader data and every static import of those; not counted: dynamic imports loaded later (login dialog, the chat routes prefetched when the browser is idle, the chat message list and Markdown on the first send, the chat menus on first hover, its tooltips when idle, the error catalogue with the first error shown, the upload pipeline with the first file)',
        `gzip level 9, as the build precompresses hashed assets (vite.config.ts; brotli is 10–20% smaller still); build: ${MANIFEST.replace(`${ROOT}/`, '')}`,
      ],
    };
  },
};

async function build(): Promise<void> {
  process.stderr.write('  initial-assets: no build found, running `bun run build` …\n');
  const child = Bun.spawn(['bun', 'run', 'build'], { cwd: ROOT, stdout: 'ignore', stderr: 'inherit' });
  if ((await child.exited) !== 0) throw new Error('the client build failed');
}
