import { isIP } from 'node:net';
import { AppError } from '../errors';
import type { Logger } from '../lib/logger';

/** What a token was obtained for; a token for one action never passes for another. */
export type HumanCheckAction = 'send_message' | 'send_code';

export interface HumanCheckInput {
  action: HumanCheckAction;
  /** The caller's IP, forwarded to siteverify as `remoteip` when it is a real address. */
  ip: string;
}

/**
 * The bot check in front of sending a message and emailing a sign-in code (SPEC §5).
 * `verify` resolves when the caller passed; it throws `human_check.failed` (401) for a missing,
 * invalid, reused or expired token or one for another action or hostname, and
 * `human_check.unavailable` (503) when the check itself cannot be done: it fails closed.
 */
export interface HumanCheck {
  readonly kind: 'off' | 'turnstile';
  verify(token: string | undefined, input: HumanCheckInput): Promise<void>;
}

export const TURNSTILE_SITEVERIFY_URL = 'https://challenges.cloudflare.com/turnstile/v0/siteverify';
/** Cloudflare: a token is at most 2048 characters and valid for 300 s. */
export const TURNSTILE_TOKEN_MAX_LENGTH = 2048;
export const TURNSTILE_TOKEN_MAX_AGE_MS = 300_000;
/** A challenge time this far in the future is still accepted (clock skew). */
const FUTURE_SKEW_MS = 60_000;

/** No human check (nothing configured): every call passes. The boot log warns about it. */
export function createHumanCheckOff(): HumanCheck {
  return { kind: 'off', verify: async () => {} };
}

export interface TurnstileOptions {
  secretKey: string;
  siteverifyUrl?: string;
  /** When set, the token must have been solved on this hostname. */
  expectedHostname?: string | null;
  timeoutMs?: number;
  fetch?: (input: string, init: RequestInit) => Promise<Response>;
  /** Milliseconds since the epoch; for the challenge age. */
  now?: () => number;
  log?: Logger;
}

/** Siteverify error codes that say the token is bad; any other failure is ours or Cloudflare's. */
const TOKEN_ERRORS = new Set(['missing-input-response', 'invalid-input-response', 'timeout-or-duplicate']);

/** Cloudflare Turnstile: every token is checked with siteverify (single use there), never cached. */
export function createTurnstileCheck(options: TurnstileOptions): HumanCheck {
  const url = options.siteverifyUrl ?? TURNSTILE_SITEVERIFY_URL;
  const timeoutMs = options.timeoutMs ?? 5000;
  const doFetch = options.fetch ?? ((input: string, init: RequestInit) => fetch(input, init));
  const now = options.now ?? Date.now;
  const expectedHostname = options.expectedHostname?.toLowerCase() ?? null;

  const failed = (reason: string, fields: Record<string, unknown> = {}): never => {
    options.log?.info('Human check failed', { reason, ...fields });
    throw new AppError('human_check.failed');
  };

  return {
    kind: 'turnstile',
    async verify(token, input) {
      // Refused without calling out: nothing to check, or more than Cloudflare ever issues.
      if (typeof token !== 'string' || token.length === 0) return failed('missing', { action: input.action });
      if (token.length > TURNSTILE_TOKEN_MAX_LENGTH) return failed('too_long', { action: input.action });

      const form = new URLSearchParams({ secret: options.secretKey, response: token });
      if (isIP(input.ip)) form.set('remoteip', input.ip);
      form.set('idempotency_key', crypto.randomUUID());

      const answer = await callSiteverify(doFetch, url, form, timeoutMs);
      if (answer.success !== true) {
        const codes = answer['error-codes'];
        if (codes.some((c) => !TOKEN_ERRORS.has(c))) {
          // A rejected secret, a malformed request or Cloudflare's own error: not the user's fault.
          options.log?.error('Turnstile siteverify refused the check', { errorCodes: codes });
          throw new AppError('human_check.unavailable', { retryAfter: 5, cause: new Error(`siteverify: ${codes.join(', ')}`) });
        }
        return failed('rejected', { action: input.action, errorCodes: codes });
      }
      if (answer.action !== input.action) return failed('wrong_action', { action: input.action, got: answer.action });
      if (expectedHostname && answer.hostname?.toLowerCase() !== expectedHostname) {
        return failed('wrong_hostname', { action: input.action, got: answer.hostname });
      }
      const solvedAt = answer.challenge_ts ? Date.parse(answer.challenge_ts) : Number.NaN;
      const age = now() - solvedAt;
      if (!Number.isFinite(age) || age > TURNSTILE_TOKEN_MAX_AGE_MS || age < -FUTURE_SKEW_MS) {
        return failed('expired', { action: input.action, challengeTs: answer.challenge_ts });
      }
    },
  };
}

interface SiteverifyAnswer {
  success: boolean;
  'error-codes': string[];
  challenge_ts?: string;
  hostname?: string;
  action?: string;
}

/** One POST, form-encoded as Cloudflare documents. Network errors, timeouts, non-200 and bad JSON fail closed. */
async function callSiteverify(
  doFetch: NonNullable<TurnstileOptions['fetch']>,
  url: string,
  form: URLSearchParams,
  timeoutMs: number,
): Promise<SiteverifyAnswer> {
  const controller = new AbortController();
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timedOut = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const err = new Error(`siteverify did not answer within ${timeoutMs} ms`);
      controller.abort(err);
      reject(err);
    }, timeoutMs);
  });
  try {
    const call = (async () => {
      const res = await doFetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: form.toString(),
        signal: controller.signal,
        redirect: 'error',
      });
      const text = await res.text();
      if (res.status !== 200) throw new Error(`siteverify answered HTTP ${res.status}`);
      return parseAnswer(text);
    })();
    // Whichever settles first; the loser's rejection is handled so it is never unhandled.
    call.catch(() => {});
    return await Promise.race([call, timedOut]);
  } catch (cause) {
    throw new AppError('human_check.unavailable', { retryAfter: 5, cause });
  } finally {
    clearTimeout(timer);
  }
}

function parseAnswer(text: string): SiteverifyAnswer {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (cause) {
    throw new Error('siteverify answered with malformed JSON', { cause });
  }
  if (typeof data !== 'object' || data === null || typeof (data as { success?: unknown }).success !== 'boolean') {
    throw new Error('siteverify answer has no boolean `success`');
  }
  const raw = data as Record<string, unknown>;
  const str = (v: unknown) => (typeof v === 'string' ? v : undefined);
  const codes = Array.isArray(raw['error-codes']) ? raw['error-codes'].filter((c): c is string => typeof c === 'string') : [];
  return {
    success: raw.success as boolean,
    'error-codes': codes,
    challenge_ts: str(raw.challenge_ts),
    hostname: str(raw.hostname),
    action: str(raw.action),
  };
}
