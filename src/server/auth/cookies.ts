import { SESSION_TTL_MS } from '../services/auth-sessions';

export const SESSION_COOKIE = 'sid';
/** Over https the cookie is `__Host-` prefixed: Secure, Path=/, no Domain — browsers enforce it. */
export const SECURE_SESSION_COOKIE = '__Host-sid';

/**
 * The session token from `Authorization: Bearer` (integrators) or the session cookie (browser).
 * Over https only the `__Host-` cookie counts: a plain `sid` could have been planted by a sibling
 * subdomain or a plain-http response, which `__Host-` rules out.
 */
export function readSessionToken(headers: Headers, secure = false): string | null {
  const auth = headers.get('authorization');
  if (auth?.toLowerCase().startsWith('bearer ')) return auth.slice(7).trim() || null;
  const cookies = headers.get('cookie');
  if (secure) return readCookie(cookies, SECURE_SESSION_COOKIE);
  return readCookie(cookies, SECURE_SESSION_COOKIE) ?? readCookie(cookies, SESSION_COOKIE);
}

export function readCookie(header: string | null, name: string): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim()) || null;
      } catch {
        return null;
      }
    }
  }
  return null;
}

/** HttpOnly + SameSite=Lax always; Secure whenever the app is reached over https. */
export function sessionCookie(token: string, secure: boolean): string {
  const maxAge = Math.floor(SESSION_TTL_MS / 1000);
  return secure
    ? `${SECURE_SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}; Secure`
    : `${SESSION_COOKIE}=${token}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${maxAge}`;
}

export function clearedSessionCookie(secure: boolean): string {
  return secure
    ? `${SECURE_SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0; Secure`
    : `${SESSION_COOKIE}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
}
