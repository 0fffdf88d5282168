import type { Database } from '../db/types';
import type { Deps } from './deps';
import { sweepOrphanedReplies } from './services/replies/control';
import { pruneRateLimits } from './services/rate-limit';
import { sweepAbandonedUploads } from './services/attachments/sweep';

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
        await sweepAbandonedUploads(deps);
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
}
