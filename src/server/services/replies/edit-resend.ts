import { and, count, eq, gte, isNull } from 'drizzle-orm';
import { chatSessions, messages } from '../../../db/schema';
import type { Message } from '../../../shared/schemas/message';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ReplyStream } from '../../realtime/reply-stream';
import { requireActor, type Actor, type RequestInfo } from '../actor';
import { assertNoReplyRunningIn } from '../branches';
import { getOwnedMessage, insertMessageRows, toMessageDto } from '../messages';
import { getOwnedSession, previewOf } from '../sessions';
import { refundUsage, reserveUsage } from '../usage';
import { lockUserRow } from '../user-lock';
import { loadTier } from '../users';
import { assertCanStartReply } from './capacity';
import { launchReply } from './launch-reply';
import { assertRunningCapLocked, usageFeatureOf } from './send-message';

export interface EditedExchange {
  userMessage: Message;
  assistantMessage: Message;
  stream: ReplyStream;
}

/**
 * Edit and resend any of the user's messages on the chat's active branch: the new words become a
 * sibling of the message (same parent, same screenshots and quote) with a new reply, and that
 * starts a new branch. The old message and everything after it stay, reachable with the version
 * pager (PUT …/branch). Advisor chats only; it costs a message like a send.
 */
export async function editAndResend(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  text: string,
  humanCheck: { token?: string; req?: RequestInfo } = {},
): Promise<EditedExchange> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  const words = text.trim();
  if (!words) throw new AppError('message.empty');
  await deps.humanCheck.verify(humanCheck.token, { action: 'send_message', ip: humanCheck.req?.ip ?? '' });
  const mine = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  if (session.type !== 'normal' || mine.role !== 'user' || !mine.onPath) throw new AppError('reply.not_regenerable');
  await assertNoReplyRunningIn(deps.db, sessionId);

  assertCanStartReply(deps);
  const reservation = await reserveUsage(deps.db, user, await loadTier(deps.db, user, now), usageFeatureOf(session.type), now);
  let edited;
  try {
    edited = await deps.db.transaction(async (tx) => {
      // Like a send: the user's row lock for the running cap, then the chat's.
      await lockUserRow(tx, user.id);
      await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update');
      await assertNoReplyRunningIn(tx, sessionId);
      await assertRunningCapLocked(tx, user.id, deps.config.reply.maxRunningPerUser);
      const [still] = await tx.select({ onPath: messages.onPath }).from(messages).where(eq(messages.id, mine.id)).limit(1);
      if (!still?.onPath) throw new AppError('reply.not_regenerable'); // a parallel edit or switch came first
      // The old branch leaves the active one from the edited message on; its siblings are not chosen.
      await tx
        .update(messages)
        .set({ chosen: false })
        .where(and(eq(messages.sessionId, sessionId), mine.parentId ? eq(messages.parentId, mine.parentId) : isNull(messages.parentId)));
      await tx
        .update(messages)
        .set({ onPath: false })
        .where(and(eq(messages.sessionId, sessionId), eq(messages.onPath, true), gte(messages.seq, mine.seq)));
      const userId = crypto.randomUUID();
      const common = { sessionId, userId: user.id, liked: false, nativeReceive: false, version: 1, error: null, chosen: true, onPath: true, createdAt: now, updatedAt: now };
      // Screenshots and the quote of the message stay with it; only its words change.
      const items = [{ id: crypto.randomUUID(), type: 'text' as const, content: words, source_type: 'input' as const }, ...mine.items.filter((i) => i.type !== 'text')];
      const [userRow, replyRow] = await insertMessageRows(tx, [
        { ...common, id: userId, role: 'user', status: 'completed', items, references: mine.references, extraData: {}, usedCapabilities: mine.usedCapabilities, replyToId: null, parentId: mine.parentId, clientRequestId: null, charge: null },
        {
          ...common,
          id: crypto.randomUUID(),
          role: 'assistant',
          status: 'thinking',
          items: [],
          references: [],
          extraData: {},
          usedCapabilities: [],
          replyToId: userId,
          parentId: userId,
          clientRequestId: null,
          charge: { feature: reservation.feature, day: reservation.day },
        },
      ]);
      if (!userRow || !replyRow) throw new AppError('common.internal');
      const [onPath] = await tx.select({ n: count() }).from(messages).where(and(eq(messages.sessionId, sessionId), eq(messages.onPath, true)));
      await tx
        .update(chatSessions)
        .set({ messageCount: onPath?.n ?? 0, lastMessage: previewOf(items), updatedAt: now })
        .where(eq(chatSessions.id, sessionId));
      return { userRow, replyRow };
    });
  } catch (err) {
    await refundUsage(deps.db, reservation);
    throw err;
  }
  const stream = await launchReply(deps, actor!, session, edited.replyRow, reservation);
  return { userMessage: toMessageDto(edited.userRow), assistantMessage: toMessageDto(edited.replyRow), stream };
}
