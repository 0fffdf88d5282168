import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const fromRoot = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/** The API server the dev server forwards to (the Bun/Elysia app, `bun run dev`). */
const apiTarget = `http://localhost:${process.env.PORT ?? 3000}`;
const proxied = ['/trpc', '/api', '/files', '/healthz'];

export default defineConfig({
  root: fromRoot('./src/client'),
  // `src/client/public` (agent avatars, favicon) is copied as-is to the build root.
  publicDir: 'public',
  plugins: [react()],
  build: {
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
});
