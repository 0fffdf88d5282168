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

/**
 * A database "data exception" (SQLSTATE class 22: a NUL byte or a lone surrogate in text, a
 * malformed uuid or number…) is the caller's bad input reaching SQL, not a server fault: it
 * becomes common.invalid_input (400), logged at warn. Looks through driver and drizzle wrappers.
 */
export function asInputDataError(err: unknown): AppError | null {
  for (let e = err, depth = 0; e && typeof e === 'object' && depth < 5; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && /^22[0-9A-Z]{3}$/.test(code)) return new AppError('common.invalid_input', { cause: err });
  }
  return null;
}

/** Strings JSON can carry but text cannot hold (lone UTF-16 surrogates): refused at the boundary. */
export function assertWellFormedStrings(value: unknown, depth = 0): void {
  if (typeof value === 'string') {
    if (!(value as string & { isWellFormed(): boolean }).isWellFormed()) throw new AppError('common.invalid_input');
    return;
  }
  if (depth > 64 || value === null || typeof value !== 'object') return;
  if (Array.isArray(value)) {
    for (const v of value) assertWellFormedStrings(v, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(value)) {
    assertWellFormedStrings(k, depth + 1);
    assertWellFormedStrings(v, depth + 1);
  }
}
