import type { Database } from '../db/types';
import type { Deps } from './deps';
import { sweepOrphanedReplies } from './services/replies/control';
import { pruneRateLimits } from './services/rate-limit';
import { pruneLoginThrottles } from './services/login-throttle';
import { sweepAbandonedUploads } from './services/attachments/sweep';
import { settleDueSubscriptions } from './services/billing/renewals';

const SWEEP_EVERY_MS = 60_000;

/**
 * Work that runs beside requests: at boot, parked reply endings are written, then replies orphaned
 * by a crash are marked failed — all of them on the embedded database (this process holds its
 * lock), only those whose lease expired on a shared Postgres (other processes may be streaming),
 * which is then checked every second. Every minute old rate-limit windows are pruned and abandoned
 * uploads deleted. Returns a stop function for shutdown.
 */
export async function startBackgroundWork(deps: Deps, database: Database): Promise<() => void> {
  const staleAfter = database.driver === 'pglite' ? 0 : deps.config.reply.orphanAfterMs;
  // Final states parked before a restart are written first: the sweep must not fail a reply
  // whose whole answer is waiting on disk.
  const written = await deps.checkpoints.flushOutbox();
  if (written) deps.log.info(`Wrote ${written} reply endings parked before the restart`);
  await sweepOrphanedReplies(deps, staleAfter);
  const orphans = database.driver === 'postgres' ? setInterval(() => void sweepOrphansIfFair(deps), ORPHAN_SWEEP_EVERY_MS) : null;
  orphans?.unref?.();
  const timer = setInterval(() => {
    void (async () => {
      try {
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
  return () => {
    clearInterval(timer);
    if (orphans) clearInterval(orphans);
  };
}

/**
 * How often a process on a shared Postgres looks for replies whose generator died: with the
 * lease (a live reply is touched every `heartbeatMs`, stale after `orphanAfterMs`) a dead
 * process's replies end within orphanAfterMs + this, on whichever process looks first.
 */
const ORPHAN_SWEEP_EVERY_MS = 1_000;

/**
 * Sweeps only when the database has answered for a whole lease: after an outage every live
 * generator's lease looks expired until it has touched its replies again.
 */
async function sweepOrphansIfFair(deps: Deps): Promise<void> {
  const { orphanAfterMs } = deps.config.reply;
  if (!deps.dbHealth.up || Date.now() - deps.dbHealth.upSince < orphanAfterMs) return;
  try {
    await sweepOrphanedReplies(deps, orphanAfterMs);
  } catch (err) {
    deps.dbHealth.report(err);
    deps.log.warn('Looking for orphaned replies failed', { err: err as Error });
  }
}

/**
 * Graceful stop (SIGTERM): no new reply starts; running replies are given `drainMs` to finish,
 * then ended `failed` with reply.interrupted — saved with what they have, the use given back when
 * they wrote nothing, their followers told — before the database closes. The final writes are
 * awaited (they retry, then park on disk: see CheckpointWriter.saveFinal).
 */
export async function drainReplies(deps: Deps, drainMs: number): Promise<void> {
  deps.replies.accepting = false;
  const deadline = Date.now() + drainMs;
  while (deps.replies.size && Date.now() < deadline) await Bun.sleep(100);
  deps.replies.stopAll();
  // Each stopped reply writes its final state (retried up to finalRetryMs, then parked).
  const writesEnd = Date.now() + deps.config.reply.finalRetryMs + 2_000;
  while (deps.replies.size && Date.now() < writesEnd) await Bun.sleep(20);
  await deps.checkpoints.flush();
  deps.checkpoints.stop();
  // Memory, titles and reports of the last replies get a few seconds to finish.
  await Promise.race([deps.replies.afterWork.idle(), Bun.sleep(Math.max(0, Math.min(5_000, deadline - Date.now())))]);
}
