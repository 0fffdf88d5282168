import { ZodError } from 'zod';
import { ERRORS, type ErrorCode } from '../../shared/errors';
import { JsonText } from '../lib/json-text';
import { isDatabaseUnavailable } from '../services/db-availability';
import { AppError, asInputDataError } from '../errors';
import type { Logger } from '../lib/logger';
import { codeFromZod } from '../trpc/error-mapping';

const JSON_HEADERS = { 'content-type': 'application/json; charset=utf-8' };

/** `{ "result": … }` — SPEC §7's envelope. */
export function resultResponse(result: unknown, headers?: Headers): Response {
  const h = new Headers(headers);
  h.set('content-type', JSON_HEADERS['content-type']);
  const body = result instanceof JsonText ? `{"result":${result.text}}` : JSON.stringify({ result: result ?? null });
  return new Response(body, { status: 200, headers: h });
}

export interface ErrorBody {
  error: { code: ErrorCode; message: string; status: number; tag: string | null };
}

export function errorBody(code: ErrorCode, tag: string | null = null): ErrorBody {
  const spec = ERRORS[code];
  return { error: { code, message: spec.message, status: spec.status, tag } };
}

export function errorResponse(code: ErrorCode, options: { tag?: string | null; retryAfter?: number; headers?: Headers } = {}): Response {
  const h = new Headers(options.headers);
  h.set('content-type', JSON_HEADERS['content-type']);
  if (options.retryAfter) h.set('retry-after', String(options.retryAfter));
  return new Response(JSON.stringify(errorBody(code, options.tag ?? null)), { status: ERRORS[code].status, headers: h });
}

/** Any thrown value → the catalogue error response; unexpected ones are logged with their cause. */
export function errorResponseFor(err: unknown, log: Logger, headers?: Headers): Response {
  if (err instanceof AppError) {
    if (err.status >= 500) log.error(err.message, { code: err.code, err });
    return errorResponse(err.code, { tag: err.tag ?? null, retryAfter: err.retryAfter, headers });
  }
  if (err instanceof ZodError) return errorResponse(codeFromZod(err), { headers });
  const input = asInputDataError(err);
  if (input) {
    log.warn('Input refused by the database', { err: err as Error });
    return errorResponse(input.code, { headers });
  }
  if (isDatabaseUnavailable(err)) {
    log.warn('Database unavailable under a REST call', { err: err as Error });
    return errorResponse('service.unavailable', { retryAfter: 2, headers });
  }
  log.error('Unhandled error in REST handler', { err: err as Error });
  return errorResponse('common.internal', { headers });
}
