import { DEFAULT_ERROR_MESSAGE, errorText } from '../../shared/errors';
import { errorCode } from './error-status';

export { DEFAULT_ERROR_MESSAGE };
export { errorCode, errorRetryAfter, errorStatus, isUnauthorized } from './error-status';

/** User-facing text for a catalogue code; unknown codes get the default text. */
export function messageForCode(code: string | undefined): string {
  return errorText(code);
}

/** What to show the user for any thrown value: by catalogue code, never by parsing messages. */
export function errorMessage(err: unknown): string {
  return errorText(errorCode(err));
}
