/**
 * What a tRPC error says about itself (code, HTTP status), without the error catalogue's texts:
 * the code that runs on every page (auth bootstrap, the query client) stays small.
 */
import { DEFAULT_ERROR_TEXT } from '../../shared/error-default';

type ErrorData = { appCode?: unknown; code?: unknown; httpStatus?: unknown; retryAfter?: unknown };

function errorData(err: unknown): ErrorData | undefined {
  if (typeof err !== 'object' || err === null || !('data' in err)) return undefined;
  const data = (err as { data: unknown }).data;
  return typeof data === 'object' && data !== null ? (data as ErrorData) : undefined;
}

/** The catalogue code (`auth.invalid_code` …) the server attached to a tRPC error, if any. */
export function errorCode(err: unknown): string | undefined {
  const code = errorData(err)?.appCode;
  return typeof code === 'string' ? code : undefined;
}

/** True for "no session" answers (HTTP 401 / tRPC UNAUTHORIZED). */
export function isUnauthorized(err: unknown): boolean {
  const data = errorData(err);
  return data?.httpStatus === 401 || data?.code === 'UNAUTHORIZED';
}

/** HTTP status of a tRPC error, or -1 when unknown (SPEC §8). */
export function errorStatus(err: unknown): number {
  const status = errorData(err)?.httpStatus;
  return typeof status === 'number' ? status : -1;
}

/**
 * The text of an error our server sent (its message is the catalogue text of its code), else SPEC's
 * default. For pages that must not load the catalogue; `errorMessage` (lib/errors) gives the same
 * texts from the catalogue itself.
 */
export function serverErrorText(err: unknown): string {
  if (errorCode(err) && err instanceof Error && err.message) return err.message;
  return DEFAULT_ERROR_TEXT;
}

/** Seconds the server asked to wait (a 429's Retry-After), if it said. */
export function errorRetryAfter(err: unknown): number | undefined {
  const seconds = errorData(err)?.retryAfter;
  return typeof seconds === 'number' && seconds > 0 ? seconds : undefined;
}
