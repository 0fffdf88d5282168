import { errorCode, isUnauthorized } from '../../../lib/error-status';
import type { HumanCheckPlugin } from './chat-plugins';

/**
 * Runs a send or a regenerate with a human-check token (action `send_message`). A 401 resets the
 * cooldown (SPEC §8); when the token itself was refused, the call is tried once more with a fresh
 * one (nothing was stored or charged the first time).
 */
export async function withHumanCheck<T>(check: HumanCheckPlugin | undefined, call: (token: string | undefined) => Promise<T>): Promise<T> {
  if (!check) return call(undefined);
  const attempt = async () => {
    const token = await check.token('send_message');
    const result = await call(token);
    if (token) check.passed();
    return result;
  };
  try {
    return await attempt();
  } catch (err) {
    if (!isUnauthorized(err)) throw err;
    check.rejected();
    if (errorCode(err) !== 'human_check.failed') throw err;
    return attempt();
  }
}
