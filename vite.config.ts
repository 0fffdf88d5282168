import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
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
 * Two builds from one config: the browser client (`dist/client`) and, with `--ssr`, the server
 * renderer of the public pages (`dist/ssr/entry-server.js`). Both compile the same CSS modules the
 * same way, so the server's markup carries the class names the client's CSS defines.
 */
export default defineConfig(({ isSsrBuild }) => ({
  root: fromRoot('./src/client'),
  // `src/client/public` (agent avatars, favicon) is copied as-is to the build root.
  publicDir: 'public',
  plugins: [react(), colorSchemeScriptInDev],
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
      },
  server: {
    port: 5173,
    strictPort: true,
    proxy: Object.fromEntries(proxied.map((prefix) => [prefix, { target: apiTarget }])),
  },
  preview: { port: 4173 },
}));
