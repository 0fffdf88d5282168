import { Elysia } from 'elysia';
import type { AppConfig } from '../../deps';
import { siteOrigin } from './origin';
import { renderRobots, renderSitemap } from './sitemap';

/** /sitemap.xml and /robots.txt, built from the site's content with this deployment's origin. */
export function seoRoutes(config: Pick<AppConfig, 'publicUrl' | 'trustProxy'>) {
  const cacheControl = 'public, max-age=3600';
  return new Elysia()
    .get('/sitemap.xml', ({ request }) =>
      new Response(renderSitemap(siteOrigin(request, config)), {
        headers: { 'content-type': 'application/xml; charset=utf-8', 'cache-control': cacheControl },
      }),
    )
    .get('/robots.txt', ({ request }) =>
      new Response(renderRobots(siteOrigin(request, config)), {
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': cacheControl },
      }),
    );
}
