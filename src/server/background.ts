import type { Database } from '../db/types';
import type { Deps } from './deps';
import { sweepOrphanedReplies } from './services/replies/control';
import { pruneRateLimits } from './services/rate-limit';
import { pruneLoginThrottles } from './services/login-throttle';
import { sweepAbandonedUploads } from './services/attachments/sweep';
import { settleDueSubscriptions } from './services/billing/renewals';

const SWEEP_EVERY_MS = 60_000;

/**
 * Work that runs beside requests: at boot, replies orphaned by a crash are marked failed — all of
 * them on the embedded database (this process holds its lock), only stale ones on a shared
 * Postgres (other processes may be streaming). Then the sweep repeats, old rate-limit windows
 * are pruned and abandoned uploads deleted. Returns a stop function for shutdown.
 */
export async function startBackgroundWork(deps: Deps, database: Database): Promise<() => void> {
  const staleAfter = database.driver === 'pglite' ? 0 : deps.config.reply.orphanAfterMs;
  await sweepOrphanedReplies(deps, staleAfter);
  const timer = setInterval(() => {
    void (async () => {
      try {
        await sweepOrphanedReplies(deps, deps.config.reply.orphanAfterMs);
        await pruneRateLimits(deps.db, deps.clock.now());
        await pruneLoginThrottles(deps.db, deps.clock.now());
        await sweepAbandonedUploads(deps);
        // Test-mode subscriptions renew or end at their period end even for users who stay away.
        await settleDueSubscriptions(deps.db, deps.clock.now());
      } catch (err) {
        deps.log.error('Background sweep failed', { err: err as Error });
      }
    })();
  }, SWEEP_EVERY_MS);
  timer.unref?.();
  return () => clearInterval(timer);
}

/**
 * Graceful stop (SIGTERM): running replies are given `drainMs` to finish, then stopped — each is
 * saved with what it has — before the database closes.
 */
export async function drainReplies(deps: Deps, drainMs: number): Promise<void> {
  const deadline = Date.now() + drainMs;
  while (deps.replies.running().length && Date.now() < deadline) await Bun.sleep(100);
  deps.replies.stopAll();
  for (let i = 0; i < 50 && deps.replies.running().length; i++) await Bun.sleep(20);
  await deps.checkpoints.flush();
  deps.checkpoints.stop();
  // Memory, titles and reports of the last replies get a few seconds to finish.
  await Promise.race([deps.replies.afterWork.idle(), Bun.sleep(Math.max(0, Math.min(5_000, deadline - Date.now())))]);
}
