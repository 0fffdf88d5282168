import { createHash } from 'node:crypto';
import { COLOR_SCHEME_SCRIPT } from '../../shared/color-scheme-script';

/** CSP source that allows exactly one inline script: the base64 sha256 of its text. */
export function scriptHashSource(script: string): string {
  return `'sha256-${createHash('sha256').update(script, 'utf8').digest('base64')}'`;
}

/**
 * Headers on every response (ARCHITECTURE §7). The CSP allows only our own scripts, the colour-scheme
 * script the server writes into every page (by its hash), and the two third parties the product
 * loads on purpose: Google sign-in and Cloudflare Turnstile.
 */
function csp(connectOrigins: readonly string[]): string {
  return [
  "default-src 'self'",
  `script-src 'self' ${scriptHashSource(COLOR_SCHEME_SCRIPT)} https://accounts.google.com/gsi/client https://challenges.cloudflare.com`,
  // Mantine sets CSS variables through style attributes.
  "style-src 'self' 'unsafe-inline' https://accounts.google.com/gsi/style",
  "img-src 'self' data: blob: https:",
  "font-src 'self' data:",
  ["connect-src 'self' https://accounts.google.com/gsi/", ...connectOrigins].join(' '),
  'frame-src https://accounts.google.com/gsi/ https://challenges.cloudflare.com',
  "frame-ancestors 'none'",
  "base-uri 'self'",
  "form-action 'self'",
  "object-src 'none'",
  ].join('; ');
}

/**
 * The headers for this deployment: `connectOrigins` are where the browser may also send requests
 * (the S3 endpoint screenshots are PUT to, when uploads go to S3).
 */
export function securityHeadersFor(connectOrigins: readonly string[] = []): Readonly<Record<string, string>> {
  return { ...SECURITY_HEADERS, 'content-security-policy': csp(connectOrigins) };
}

export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': csp([]),
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'x-frame-options': 'DENY',
  'cross-origin-opener-policy': 'same-origin-allow-popups',
  'permissions-policy': 'camera=(), microphone=(), geolocation=()',
};

export function applySecurityHeaders(headers: Headers, set: Readonly<Record<string, string>> = SECURITY_HEADERS): void {
  // for…in: no entries array per response.
  for (const name in set) if (!headers.has(name)) headers.set(name, set[name]!);
}
