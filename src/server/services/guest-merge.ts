import { eq, sql } from 'drizzle-orm';
import {
  analyticsEvents,
  attachments,
  chatSessions,
  memoryChanges,
  memoryItems,
  messages,
  practicePlans,
  practiceReports,
  practices,
  simulatorSessions,
  users,
} from '../../db/schema';
import type { Tx } from '../../db/types';

/**
 * A guest who signs in into an existing account keeps everything: chats, memory, practice plans
 * and uploads move to the account, today's usage is added to it, and the guest row goes away.
 */
export async function moveGuestIntoAccount(tx: Tx, guestId: string, accountId: string): Promise<void> {
  const owned = [chatSessions, messages, memoryItems, memoryChanges, practicePlans, practices, practiceReports, simulatorSessions, attachments];
  for (const table of owned) {
    await tx.update(table).set({ userId: accountId }).where(eq(table.userId, guestId));
  }
  await tx.update(analyticsEvents).set({ userId: accountId }).where(eq(analyticsEvents.userId, guestId));
  await tx.execute(sql`
    insert into usage_counters (user_id, feature, day, count)
    select ${accountId}, feature, day, count from usage_counters where user_id = ${guestId}
    on conflict (user_id, feature, day) do update set count = usage_counters.count + excluded.count`);
  await tx.delete(users).where(eq(users.id, guestId));
}
