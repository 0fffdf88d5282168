/** An error answer of the API: `{ "error": { code, message, status, tag } }` (catalogue codes). */
export class AdvisorApiError extends Error {
  constructor(
    /** Catalogue code, e.g. `usage.limit_reached` (show texts by code). */
    readonly code: string,
    message: string,
    readonly status: number,
    readonly tag: string | null = null,
    /** Seconds from `Retry-After`, when the answer carried it (429, 503). */
    readonly retryAfter: number | null = null,
  ) {
    super(message);
    this.name = 'AdvisorApiError';
  }
}

interface ErrorBody {
  error?: { code?: unknown; message?: unknown; status?: unknown; tag?: unknown };
}

/** The error of a non-2xx answer (or of an `event: error` frame's data). */
export function apiErrorFrom(body: unknown, status: number, retryAfter: string | null = null): AdvisorApiError {
  const error = (body as ErrorBody | null)?.error ?? (body as ErrorBody['error']);
  const code = typeof error?.code === 'string' ? error.code : 'common.internal';
  const message = typeof error?.message === 'string' ? error.message : `HTTP ${status}`;
  const seconds = retryAfter === null ? null : Number(retryAfter);
  return new AdvisorApiError(code, message, typeof error?.status === 'number' ? error.status : status, typeof error?.tag === 'string' ? error.tag : null, Number.isFinite(seconds) ? seconds : null);
}
