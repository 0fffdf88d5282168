/**
 * The absolute origin for canonical links, Open Graph urls, the sitemap and robots.txt: PUBLIC_URL
 * when set (the only trustworthy answer in production), else the origin the request reached —
 * through a trusted proxy's X-Forwarded-Proto/-Host when TRUST_PROXY is on.
 */
export function siteOrigin(request: Request, config: { publicUrl: string | null; trustProxy: boolean }): string {
  if (config.publicUrl) return new URL(config.publicUrl).origin;
  const url = new URL(request.url);
  if (!config.trustProxy) return url.origin;
  const forwardedProto = request.headers.get('x-forwarded-proto')?.split(',')[0]?.trim();
  const forwardedHost = request.headers.get('x-forwarded-host')?.split(',')[0]?.trim();
  const proto = forwardedProto === 'http' || forwardedProto === 'https' ? forwardedProto : url.protocol.slice(0, -1);
  const host = forwardedHost && /^[a-z0-9.-]+(?::\d+)?$/i.test(forwardedHost) ? forwardedHost : url.host;
  return new URL(`${proto}://${host}`).origin;
}
