/**
 * Cross-site request forgery guard for state-changing calls (SECURITY-TESTS C-7, F-7). The session
 * cookie is SameSite=Lax, and on top of that: a browser that says the request is cross-site, or
 * an Origin other than ours, is refused; REST bodies must be JSON (a cross-site <form> cannot send
 * that without a CORS preflight, which we never grant).
 */
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** Google's redirect-mode sign-in posts a form from accounts.google.com; its token is verified. */
const CROSS_SITE_ALLOWED = new Set(['/api/auth/google/callback/id-token']);

export type CsrfVerdict = 'ok' | 'forbidden' | 'unsupported_media_type';

export function checkRequest(request: Request, publicUrl: string | null, trustProxy = false): CsrfVerdict {
  if (SAFE_METHODS.has(request.method)) return 'ok';
  const url = new URL(request.url);
  if (!url.pathname.startsWith('/api/') && !url.pathname.startsWith('/trpc/')) return 'ok';
  if (CROSS_SITE_ALLOWED.has(url.pathname)) return 'ok';
  if (request.headers.get('sec-fetch-site') === 'cross-site') return 'forbidden';
  const origin = request.headers.get('origin');
  if (origin && origin !== 'null' && !sameOrigin(origin, request, publicUrl, trustProxy)) return 'forbidden';
  if (origin === 'null') return 'forbidden';
  const type = request.headers.get('content-type');
  if (url.pathname.startsWith('/api/')) {
    const hasBody = request.headers.get('content-length') !== '0' && (request.body !== null || type !== null);
    if (hasBody && type && !type.toLowerCase().startsWith('application/json')) return 'unsupported_media_type';
  } else if (request.method === 'POST' && !type?.toLowerCase().startsWith('application/json')) {
    // tRPC mutations: the client always posts JSON; a form (text/plain, urlencoded, multipart) is not ours.
    return 'unsupported_media_type';
  }
  return 'ok';
}

function sameOrigin(origin: string, request: Request, publicUrl: string | null, trustProxy: boolean): boolean {
  let parsed: URL;
  try {
    parsed = new URL(origin);
  } catch {
    return false;
  }
  if (publicUrl && parsed.origin === new URL(publicUrl).origin) return true;
  // X-Forwarded-Host is anyone's to send unless a proxy we trust sets it (TRUST_PROXY).
  const forwarded = trustProxy ? request.headers.get('x-forwarded-host') : null;
  const host = forwarded ?? request.headers.get('host') ?? new URL(request.url).host;
  return parsed.host === host;
}
