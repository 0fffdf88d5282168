import { errorCode, errorStatus, serverErrorText } from '../../../lib/error-status';

/** SPEC §2/§8: 400, 403, 404 or 422 on load (or a `*.not_found` code) is the 'Chat not found' page. */
const NOT_FOUND_STATUSES = new Set([400, 403, 404, 422]);

export type LoadFailure = 'not_found' | 'failed';

export function classifyLoadError(err: unknown): LoadFailure {
  const code = errorCode(err);
  if (code?.endsWith('.not_found')) return 'not_found';
  return NOT_FOUND_STATUSES.has(errorStatus(err)) ? 'not_found' : 'failed';
}

export const MESSAGES_LOAD_FAILED = 'Something went wrong, messages load failed.';
export type LimitCode = 'usage.limit_reached_guest' | 'usage.limit_reached';

export function isLimitCode(code: string | undefined): code is LimitCode {
  return code === 'usage.limit_reached_guest' || code === 'usage.limit_reached';
}

/** A failed send or retry as the chat shows it: the catalogue text (the server's error carries it), and whether it is the limit. */
export type SendFailure = { code: string | undefined; message: string; limit: boolean };

export function sendFailure(err: unknown): SendFailure {
  const code = errorCode(err);
  return { code, message: serverErrorText(err), limit: isLimitCode(code) };
}
