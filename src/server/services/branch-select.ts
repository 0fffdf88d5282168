import { eq } from 'drizzle-orm';
import { chatSessions, messages } from '../../db/schema';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor } from './actor';
import { assertNoReplyRunningIn, choosePath } from './branches';
import { getOwnedMessage } from './messages';
import { listMessages, type MessageList } from './message-list';

/**
 * The version pager on an edited message: show the branch that goes through `messageId` (one of
 * that message's versions), with the replies and any later edits it had. Answers the chat as it
 * now reads (its first page, all of it).
 */
export async function selectBranch(deps: Deps, actor: Actor | null, sessionId: string, messageId: string): Promise<MessageList> {
  const { user } = requireActor(actor);
  const owned = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  if (!owned.onPath) {
    await deps.db.transaction(async (tx) => {
      await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update');
      await assertNoReplyRunningIn(tx, sessionId);
      // Read again under the chat's lock: a parallel switch or delete may have come first.
      const [target] = await tx.select().from(messages).where(eq(messages.id, owned.id)).limit(1);
      if (!target) throw new AppError('message.not_found');
      if (target.onPath) return;
      // Only a version of a message on the active branch is offered by the pager.
      if (target.parentId) {
        const [parent] = await tx.select({ onPath: messages.onPath }).from(messages).where(eq(messages.id, target.parentId)).limit(1);
        if (!parent?.onPath) throw new AppError('reply.not_regenerable');
      }
      await choosePath(tx, sessionId, target);
    });
  }
  return listMessages(deps, actor, sessionId, { page: 1, page_size: 100_000 });
}
