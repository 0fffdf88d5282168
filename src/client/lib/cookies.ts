/** Minimal cookie helpers for UI preferences (never for auth: the session cookie is HttpOnly). */

export function readCookie(name: string, cookieString: string = currentCookies()): string | undefined {
  for (const part of cookieString.split(';')) {
    const eq = part.indexOf('=');
    if (eq === -1) continue;
    if (part.slice(0, eq).trim() !== name) continue;
    try {
      return decodeURIComponent(part.slice(eq + 1).trim());
    } catch {
      return undefined;
    }
  }
  return undefined;
}

/** The `document.cookie` assignment string for a preference cookie kept `days` days. */
export function serializeCookie(name: string, value: string, days: number): string {
  const maxAge = Math.round(days * 24 * 60 * 60);
  return `${name}=${encodeURIComponent(value)}; Max-Age=${maxAge}; Path=/; SameSite=Lax`;
}

export function writeCookie(name: string, value: string, days: number): void {
  if (typeof document === 'undefined') return;
  document.cookie = serializeCookie(name, value, days);
}

function currentCookies(): string {
  return typeof document === 'undefined' ? '' : document.cookie;
}
