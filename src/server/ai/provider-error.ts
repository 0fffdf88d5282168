/**
 * The one error type AI providers throw. The reply pipeline maps `kind` onto the error catalogue
 * (a provider 429 is "the AI is busy", never the user's own rate limit); `message` is for logs only
 * and is never shown to users. The original error stays on `cause`.
 */
export type ProviderErrorKind = 'rate_limited' | 'unavailable' | 'bad_response' | 'timeout' | 'auth';

export class ProviderError extends Error {
  override readonly name = 'ProviderError';
  readonly kind: ProviderErrorKind;
  /** From the provider's `retry-after` / `retry-after-ms` header, when it sent one (rate_limited). */
  readonly retryAfterSeconds?: number;
  /** Upstream HTTP status, when there was one. */
  readonly status?: number;

  constructor(
    kind: ProviderErrorKind,
    message: string,
    options: { cause?: unknown; retryAfterSeconds?: number; status?: number } = {},
  ) {
    super(message, options.cause === undefined ? undefined : { cause: options.cause });
    this.kind = kind;
    if (options.retryAfterSeconds !== undefined) this.retryAfterSeconds = options.retryAfterSeconds;
    if (options.status !== undefined) this.status = options.status;
  }
}

export function isProviderError(error: unknown): error is ProviderError {
  return error instanceof ProviderError;
}

/**
 * Parses `retry-after` (delta-seconds or an HTTP date) and the non-standard `retry-after-ms`.
 * Returns whole seconds (≥ 0, rounded up) or undefined when absent or unreadable.
 */
export function parseRetryAfter(
  headers: { get(name: string): string | null } | undefined | null,
  now: number = Date.now(),
): number | undefined {
  if (!headers) return undefined;
  const ms = headers.get('retry-after-ms');
  if (ms !== null && ms.trim() !== '') {
    const value = Number(ms);
    if (Number.isFinite(value) && value >= 0) return Math.ceil(value / 1000);
  }
  const raw = headers.get('retry-after');
  if (raw === null || raw.trim() === '') return undefined;
  const seconds = Number(raw);
  if (Number.isFinite(seconds)) return seconds >= 0 ? Math.ceil(seconds) : undefined;
  const date = Date.parse(raw);
  if (Number.isNaN(date)) return undefined;
  return Math.max(0, Math.ceil((date - now) / 1000));
}
