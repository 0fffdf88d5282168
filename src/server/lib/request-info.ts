import type { RequestInfo } from '../services/actor';

interface IpSource {
  requestIP(request: Request): { address: string } | null;
}

/**
 * Client IP for rate limits: the socket address, or the first X-Forwarded-For hop only when a
 * trusted proxy is configured (otherwise anyone could pick their own bucket).
 */
export function requestInfo(request: Request, server: IpSource | null | undefined, trustProxy: boolean): RequestInfo {
  let ip: string | undefined;
  if (trustProxy) ip = request.headers.get('x-forwarded-for')?.split(',')[0]?.trim();
  ip ||= server?.requestIP(request)?.address ?? 'local';
  return { ip, userAgent: request.headers.get('user-agent') };
}

/** Whether the browser reached us over https (directly, via a trusted proxy, or per PUBLIC_URL). */
export function isSecureRequest(request: Request, trustProxy: boolean, publicUrl: string | null): boolean {
  if (publicUrl) return publicUrl.startsWith('https:');
  if (trustProxy && request.headers.get('x-forwarded-proto') === 'https') return true;
  return new URL(request.url).protocol === 'https:';
}
