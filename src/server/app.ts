import { fetchRequestHandler } from '@trpc/server/adapters/fetch';
import { isDatabaseUnavailable } from '../db/health';
import { Elysia } from 'elysia';
import type { Deps } from './deps';
import { createContext } from './http/context';
import { apiDocsRoutes } from './http/api-docs';
import { fastOnReply } from './http/trpc-on-reply';
import { fastSingleQuery } from './http/trpc-single-query';
import { fileRoutes } from './http/files';
import { checkRequest } from './http/csrf';
import { applySecurityHeaders, securityHeadersFor } from './http/security-headers';
import { createInitialDataSource } from './http/seo/initial-data';
import { createPageRenderer } from './http/seo/page-document';
import { seoRoutes } from './http/seo/routes';
import { createStaticClient } from './http/static-client';
import { errorResponse } from './rest/envelope';
import { mountRestRoutes } from './rest/mount';
import { restRoutes } from './rest/routes';
import { appRouter } from './trpc/router';

/** Builds the whole HTTP app from its dependencies. No module globals: tests build many. */
export function createApp(deps: Deps) {
  const trpc = ({ request, server }: { request: Request; server: Parameters<typeof createContext>[3] }) =>
    fetchRequestHandler({
      endpoint: '/trpc',
      req: request,
      router: appRouter,
      createContext: ({ resHeaders }) => createContext(deps, request, resHeaders, server),
      onError: ({ error, path }) => {
        if (error.code === 'INTERNAL_SERVER_ERROR') deps.log.error(`tRPC ${path ?? '?'} failed`, { err: error });
      },
    });
  // Every page's own head (title, description, canonical, Open Graph) is written into the HTML, and
  // the public pages' content pre-rendered when the SSR build is there.
  // Every page also carries the data its first render shows (agent catalogue, app config).
  const serveClient = deps.config.clientDir
    ? createStaticClient(deps.config.clientDir, createPageRenderer(deps.config, deps.log, createInitialDataSource(deps)))
    : null;

  const uploadOrigin = deps.storage.uploadOrigin();
  const headers = securityHeadersFor(uploadOrigin ? [uploadOrigin] : []);
  const withHeaders = (response: Response): Response => {
    applySecurityHeaders(response.headers, headers);
    return response;
  };

  return (
    new Elysia()
      .onRequest(({ request }) => {
        // While the database does not answer, API calls are told so at once (503 + Retry-After)
        // instead of queueing behind connection attempts; the probe notices its return.
        if (!deps.dbHealth.up && isApiUrl(request.url)) return withHeaders(errorResponse('service.unavailable', { retryAfter: DB_RETRY_AFTER_S }));
        const verdict = checkRequest(request, deps.config.publicUrl);
        if (verdict === 'forbidden') return withHeaders(errorResponse('common.forbidden_origin'));
        if (verdict === 'unsupported_media_type') return withHeaders(errorResponse('common.unsupported_media_type'));
      })
      .onAfterHandle({ as: 'global' }, ({ response }) => {
        if (response instanceof Response) applySecurityHeaders(response.headers, headers);
      })
      .onError({ as: 'global' }, ({ code, error }) => {
        if (code === 'NOT_FOUND') return withHeaders(errorResponse('common.not_found'));
        if (isDatabaseUnavailable(error)) {
          deps.dbHealth.report(error);
          return withHeaders(errorResponse('service.unavailable', { retryAfter: DB_RETRY_AFTER_S }));
        }
        deps.log.error('Unhandled error', { err: error as Error });
        return withHeaders(errorResponse('common.internal'));
      })
      // tRPC on explicit GET/POST routes with parse: 'none' (STACK-NOTES §1.2, §1.3).
      // The live path of reply streams, push-style; everything else falls through to the adapter.
      .get('/trpc/chat.onReply', async ({ request, server }) => (await fastOnReply(deps, request, server)) ?? trpc({ request, server }), {
        parse: 'none',
      })
      .get('/trpc/*', async ({ request, server }) => (await fastSingleQuery(deps, request, server)) ?? trpc({ request, server }), { parse: 'none' })
      .post('/trpc/*', trpc, { parse: 'none' })
      .use(mountRestRoutes(deps, restRoutes))
      .use(apiDocsRoutes())
      .all('/api/*', () => errorResponse('common.not_found'), { parse: 'none' })
      // Signed upload and download URLs of the embedded storage; with S3 there are none.
      .use(deps.storage.kind === 'local' ? fileRoutes(deps) : new Elysia())
      // Answers within about a second: unhealthy at once while the database is known to be down,
      // else after one bounded probe.
      .get('/healthz', async () => {
        if (deps.dbHealth.up && (await deps.dbHealth.check())) return Response.json({ ok: true });
        return Response.json({ ok: false }, { status: 503, headers: { 'retry-after': String(DB_RETRY_AFTER_S) } });
      })
      .use(seoRoutes(deps.config))
      .get('/*', ({ request }) => {
        const { pathname } = new URL(request.url);
        // A method-specific GET /* outranks .all('/api/*') in Elysia: keep API misses JSON here too.
        if (!serveClient || API_PREFIXES.some((p) => pathname.startsWith(p))) return errorResponse('common.not_found');
        return serveClient(pathname, request);
      })
  );
}

const API_PREFIXES = ['/api/', '/trpc/', '/files/'];
/** Seconds a client is told to wait while the database is unavailable (the probe runs every second). */
const DB_RETRY_AFTER_S = 2;

/** An API call (REST or tRPC), judged on the raw URL: no parse on every request. */
function isApiUrl(url: string): boolean {
  const start = url.indexOf('/', url.indexOf('//') + 2);
  return url.startsWith('/api/', start) || url.startsWith('/trpc/', start);
}

export type App = ReturnType<typeof createApp>;

