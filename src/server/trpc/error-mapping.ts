import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { ERRORS, isErrorCode, type ErrorCode, type TrpcCode } from '../../shared/errors';
import { isDatabaseUnavailable } from '../services/db-availability';
import { AppError } from '../errors';

const BY_TRPC_CODE: Partial<Record<string, ErrorCode>> = {
  UNAUTHORIZED: 'auth.unauthorized',
  NOT_FOUND: 'common.not_found',
  TOO_MANY_REQUESTS: 'common.rate_limited',
  PAYLOAD_TOO_LARGE: 'common.payload_too_large',
  BAD_REQUEST: 'common.invalid_input',
  PARSE_ERROR: 'common.invalid_input',
  METHOD_NOT_SUPPORTED: 'common.not_found',
};

/** The first zod issue whose message is a catalogue code names the error; else invalid input. */
export function codeFromZod(error: ZodError): ErrorCode {
  for (const issue of error.issues) if (isErrorCode(issue.message)) return issue.message;
  return 'common.invalid_input';
}

/** Any error reaching the tRPC boundary → its catalogue code. */
export function appCodeOf(error: TRPCError): ErrorCode {
  const cause = error.cause;
  if (cause instanceof AppError) return cause.code;
  if (cause instanceof ZodError) return codeFromZod(cause);
  if (isDatabaseUnavailable(cause)) return 'service.unavailable';
  return BY_TRPC_CODE[error.code] ?? 'common.internal';
}

export function toTRPCError(err: AppError): TRPCError {
  return new TRPCError({ code: ERRORS[err.code].trpc satisfies TrpcCode, message: err.message, cause: err });
}
