import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/types';

/**
 * Serialises one user's limit checks: a lock on the user's row, held until the caller's
 * transaction ends, so "count, then insert" cannot interleave between parallel calls, batches or
 * processes. `no key update` still lets rows that reference the user be inserted meanwhile.
 */
export async function lockUserRow(tx: Executor, userId: string): Promise<void> {
  await tx.execute(sql`select id from users where id = ${userId} for no key update`);
}
