import { Elysia } from 'elysia';
import { dirname, join } from 'node:path';
import { errorResponse } from '../rest/envelope';
import { CompressedAssets } from './compressed-assets';

/**
 * GET /api/docs: a browsable reference of GET /api/openapi.json, rendered by Swagger UI
 * (swagger-ui-dist, served from our own origin: no CDN). The page has no inline script, so the
 * app's CSP (script-src 'self') holds; Swagger UI's inline styles are allowed by style-src.
 */
const VIEWER_DIR = dirname(Bun.resolveSync('swagger-ui-dist/package.json', import.meta.dir));
const ASSETS: Record<string, { file: string; type: string }> = {
  'swagger-ui-bundle.js': { file: join(VIEWER_DIR, 'swagger-ui-bundle.js'), type: 'text/javascript; charset=utf-8' },
  'swagger-ui.css': { file: join(VIEWER_DIR, 'swagger-ui.css'), type: 'text/css; charset=utf-8' },
};

const PAGE = `<!doctype html>
<html lang="en">
  <head>
    <meta charset="utf-8">
    <meta name="viewport" content="width=device-width, initial-scale=1">
    <title>Conversation Advisor API reference</title>
    <link rel="stylesheet" href="/api/docs/swagger-ui.css">
  </head>
  <body>
    <div id="api-reference"></div>
    <script src="/api/docs/swagger-ui-bundle.js"></script>
    <script src="/api/docs/init.js"></script>
  </body>
</html>
`;

// The document's server is a variable ({origin}); here it is this page's origin, so "Try it out"
// calls this app with the browser's session cookie.
const INIT = `fetch('/api/openapi.json')
  .then(function (res) { return res.json(); })
  .then(function (spec) {
    spec.servers = [{ url: location.origin, description: 'This app' }];
    window.ui = SwaggerUIBundle({
      spec: spec,
      dom_id: '#api-reference',
      deepLinking: true,
      defaultModelsExpandDepth: 0,
      presets: [SwaggerUIBundle.presets.apis],
      layout: 'BaseLayout',
    });
  });
`;

const compressed = new CompressedAssets();

export function apiDocsRoutes() {
  const text = (body: string, type: string) => new Response(body, { headers: { 'content-type': type, 'cache-control': 'no-cache' } });
  return new Elysia()
    .get('/api/docs', () => text(PAGE, 'text/html; charset=utf-8'))
    .get('/api/docs/init.js', () => text(INIT, 'text/javascript; charset=utf-8'))
    .get('/api/docs/:asset', ({ params, request }) => {
      const asset = ASSETS[params.asset];
      if (!asset) return errorResponse('common.not_found');
      const headers: Record<string, string> = { 'content-type': asset.type, 'cache-control': 'public, max-age=3600', vary: 'accept-encoding' };
      const encoded = compressed.encoded(asset.file, request);
      if (encoded) return new Response(encoded.body as Blob, { headers: { ...headers, 'content-encoding': encoded.encoding } });
      return new Response(Bun.file(asset.file), { headers });
    });
}
