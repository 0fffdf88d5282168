import { and, eq, inArray, isNull, ne, notInArray, sql } from 'drizzle-orm';
import { attachments, chatSessions, messages } from '../../../db/schema';
import type { Deps } from '../../deps';

/**
 * Removes the screenshots a chat (or some of its messages) carried: their stored bytes and rows.
 * What the privacy policy promises when a chat or message is deleted. Storage failures are
 * logged; the rows go regardless, so the files can no longer be served through the app.
 */
export async function deleteUploadsOf(deps: Deps, userId: string, scope: { sessionId: string; messageIds?: string[] }): Promise<number> {
  const rows = await deps.db
    .select({ items: messages.items })
    .from(messages)
    .where(and(eq(messages.sessionId, scope.sessionId), scope.messageIds ? inArray(messages.id, scope.messageIds) : undefined));
  const carried = [...new Set(rows.flatMap((r) => r.items.flatMap((i) => (i.type === 'image' ? [i.content] : []))))];
  // A screenshot sent again elsewhere stays for the message that still shows it.
  const names: string[] = [];
  for (const name of carried) {
    const [elsewhere] = await deps.db
      .select({ id: messages.id })
      .from(messages)
      .innerJoin(chatSessions, eq(chatSessions.id, messages.sessionId))
      .where(
        and(
          eq(messages.userId, userId),
          isNull(chatSessions.deletedAt),
          scope.messageIds ? notInArray(messages.id, scope.messageIds) : ne(messages.sessionId, scope.sessionId),
          sql`${messages.items} @> ${JSON.stringify([{ type: 'image', content: name }])}::jsonb`,
        ),
      )
      .limit(1);
    if (!elsewhere) names.push(name);
  }
  if (names.length === 0) return 0;
  const removed = await deps.db
    .delete(attachments)
    .where(and(eq(attachments.userId, userId), inArray(attachments.fileName, names)))
    .returning({ storageKey: attachments.storageKey, fileName: attachments.fileName });
  for (const row of removed) {
    deps.signedUrls.delete(row.fileName);
    try {
      await deps.storage.remove(row.storageKey);
    } catch (err) {
      deps.log.warn('Could not delete a deleted chat’s upload', { storageKey: row.storageKey, err: err as Error });
    }
  }
  return removed.length;
}
