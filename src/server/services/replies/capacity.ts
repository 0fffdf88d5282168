import type { Deps } from '../../deps';
import { AppError } from '../../errors';

/**
 * A new reply may start here: the process is not shutting down, and it generates fewer than its
 * explicit cap of replies (each holds a provider stream). Checked before anything is written or
 * charged, so a refusal changes nothing and is answered at once.
 */
export function assertCanStartReply(deps: Deps): void {
  if (!deps.replies.accepting) throw new AppError('service.unavailable', { retryAfter: 5 });
  if (deps.replies.size >= deps.config.reply.maxStreamsPerProcess) throw new AppError('reply.server_busy', { retryAfter: 5 });
}
