import { readFileSync, writeFileSync } from 'node:fs';
import { extname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { mantineCssPerComponent } from './vite-plugins/mantine-css';
import { recordChunkGraph, withoutLoadedChunks } from './vite-plugins/preload-lists';
import { COMPRESSIBLE_EXTENSIONS, MIN_COMPRESS_BYTES } from './src/server/http/compressed-assets';
import { COLOR_SCHEME_SCRIPT } from './src/shared/color-scheme-script';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server the dev server forwards to (the Bun/Elysia app, `bun run dev`). */
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxied = ['/trpc', '/api', '/files', '/healthz'];

/**
 * The dev server serves index.html itself, so it writes the colour-scheme script the app server
 * writes into every page in production (src/server/http/seo/page-document.ts).
 */
const colorSchemeScriptInDev: Plugin = {
  name: 'color-scheme-script',
  apply: 'serve',
  transformIndexHtml: () => [{ tag: 'script', children: COLOR_SCHEME_SCRIPT, injectTo: 'head-prepend' }],
};

/**
 * Brotli (quality 11) and gzip (level 9) siblings of every hashed text asset, written once at
 * build time: the server sends them as they are (src/server/http/compressed-assets.ts), where
 * compressing per request could only afford lower levels.
 */
const precompressAssets: Plugin = {
  name: 'precompress-assets',
  apply: 'build',
  writeBundle(options, bundle) {
    if (!options.dir) return;
    for (const fileName of Object.keys(bundle)) {
      if (!fileName.startsWith('assets/') || !COMPRESSIBLE_EXTENSIONS.has(extname(fileName))) continue;
      const path = join(options.dir, fileName);
      const bytes = readFileSync(path);
      if (bytes.length < MIN_COMPRESS_BYTES) continue;
      writeFileSync(`${path}.br`, brotliCompressSync(bytes, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: bytes.length } }));
      writeFileSync(`${path}.gz`, gzipSync(bytes, { level: 9 }));
    }
  },
};

/**
 * Two builds from one config: the browser client (`dist/client`) and, with `--ssr`, the server
 * renderer of the public pages (`dist/ssr/entry-server.js`). Both compile the same CSS modules the
 * same way, so the server's markup carries the class names the client's CSS defines.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  // `src/client/public` (agent avatars, favicon) is copied as-is to the build root.
  publicDir: 'public',
  plugins: isSsrBuild
    ? [mantineCssPerComponent(), react(), colorSchemeScriptInDev]
    : [mantineCssPerComponent(), react(), colorSchemeScriptInDev, precompressAssets, recordChunkGraph],
  build: isSsrBuild
    ? {
        outDir: fromRoot('./dist/ssr'),
        emptyOutDir: true,
        copyPublicDir: false,
        target: 'es2022',
        sourcemap: false,
        // Run by Bun next to node_modules: dependencies stay external (Vite's SSR default).
        rolldownOptions: { input: fromRoot('./src/client/entry-server.tsx') },
      }
    : {
        outDir: fromRoot('./dist/client'),
        emptyOutDir: true,
        // Hashed file names under assets/, served with immutable caching by the app.
        assetsDir: 'assets',
        target: 'es2022',
        sourcemap: false,
        // .vite/manifest.json: which chunks and CSS each page loads first (bench/initial-assets.ts).
        manifest: true,
        // No modulepreload polyfill (~0.4 KB gzip per entry): every browser that runs es2022 modules
        // and lacks `<link rel=modulepreload>` (Safari before 17) still loads the same modules
        // through their imports, only without the head start.
        // Preload lists without the chunks an import's caller has already loaded (vite-plugins/preload-lists.ts).
        modulePreload: { polyfill: false, resolveDependencies: withoutLoadedChunks },
        // Two documents: the app (index.html → main.tsx) and the public pages (site.html →
        // site-main.tsx, without the router, the query cache or the tRPC client).
        rolldownOptions: {
          input: { index: fromRoot('./src/client/index.html'), site: fromRoot('./src/client/site.html') },
          output: {
            codeSplitting: {
              groups: [
                // React, react-dom and scheduler in a chunk of their own (react comes along as a
                // dependency): its name changes only with a React upgrade, so a deploy of app code
                // no longer makes returning visitors fetch react-dom's 57 KB (brotli) again; it also
                // lets Lighthouse's per-script unused-JS figure show react-dom apart (bench/README.md,
                // "First load"). Cost: one more preloaded file, +27–48 B gzip per public page.
                { name: 'react-dom', test: /node_modules\/(react-dom|scheduler)\// },
                // The light Button and ActionIcon are drawn by the public pages and the chat alike: one
                // chunk for both, rather than wherever the shared-module split puts them (each in a
                // small chunk of its own cost the public pages 0.7 KB gzip).
                { name: 'light-controls', test: /src\/client\/components\/light-(button|action-icon)\.tsx/ },
                // Vite's dynamic-import helper on its own: the public pages' starter (site-main.tsx)
                // imports it, and wherever the shared-module split put it (the light controls'
                // chunk) it brought React and react-dom into the page's load.
                { name: 'preload-helper', test: /vite\/preload-helper/, priority: 10 },
              ],
            },
          },
        },
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  preview: { port: 4173 },
}));
