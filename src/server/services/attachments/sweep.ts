import { and, inArray, lt } from 'drizzle-orm';
import { attachments } from '../../../db/schema';
import type { Deps } from '../../deps';
import { UPLOAD_TIMINGS } from './presign';

/**
 * Uploads presigned but never used within the hour (SECURITY-TESTS E-13), and rejected ones, go
 * away with whatever was stored for them. Runs with the background sweep; a batch per run.
 */
export async function sweepAbandonedUploads(deps: Deps, batch = 200): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - UPLOAD_TIMINGS.pendingTtlMs);
  const stale = await deps.db
    .select({ id: attachments.id })
    .from(attachments)
    .where(and(inArray(attachments.status, ['pending', 'rejected']), lt(attachments.createdAt, cutoff)))
    .limit(batch);
  if (stale.length === 0) return 0;
  // Claimed first (as rejected), so a message cannot verify one of these while it is being removed.
  const claimed = await deps.db
    .update(attachments)
    .set({ status: 'rejected' })
    .where(
      and(
        inArray(
          attachments.id,
          stale.map((r) => r.id),
        ),
        inArray(attachments.status, ['pending', 'rejected']),
      ),
    )
    .returning({ id: attachments.id, storageKey: attachments.storageKey });
  for (const row of claimed) {
    try {
      await deps.storage.remove(row.storageKey);
    } catch (err) {
      deps.log.warn('Could not delete an abandoned upload', { storageKey: row.storageKey, err: err as Error });
    }
  }
  if (claimed.length) {
    await deps.db.delete(attachments).where(
      inArray(
        attachments.id,
        claimed.map((r) => r.id),
      ),
    );
  }
  return claimed.length;
}
