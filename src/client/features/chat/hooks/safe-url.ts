/** Links in replies may only be http, https or mailto (no javascript:, data:, relative paths …). */
const ALLOWED = new Set(['http:', 'https:', 'mailto:']);

export function safeUrl(url: string): string {
  const trimmed = url.trim();
  // Control characters and whitespace inside the scheme are a classic way to smuggle `javascript:`.
  if (!trimmed || /[\u0000-\u001f\u007f]/.test(trimmed)) return '';
  try {
    const parsed = new URL(trimmed);
    return ALLOWED.has(parsed.protocol) ? trimmed : '';
  } catch {
    return '';
  }
}
