import { ERRORS, type ErrorCode } from '../shared/errors';

/** The only error services throw on purpose. Carries a catalogue code; the cause is kept for logs. */
export class AppError extends Error {
  readonly code: ErrorCode;
  readonly status: number;
  readonly tag: string | undefined;
  /** Seconds, for 429 answers. */
  readonly retryAfter: number | undefined;

  constructor(code: ErrorCode, options: { cause?: unknown; tag?: string; retryAfter?: number } = {}) {
    super(ERRORS[code].message, { cause: options.cause });
    this.name = 'AppError';
    this.code = code;
    this.status = ERRORS[code].status;
    this.tag = options.tag;
    this.retryAfter = options.retryAfter;
  }
}

export function isAppError(err: unknown): err is AppError {
  return err instanceof AppError;
}
