import { and, desc, eq } from 'drizzle-orm';
import { messageVersions, messages } from '../../../db/schema';
import type { Message } from '../../../shared/schemas/message';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ReplyStream } from '../../realtime/reply-stream';
import { requireActor, type Actor, type RequestInfo } from '../actor';
import { getOwnedMessage, toMessageDto } from '../messages';
import { getOwnedSession, touchSession } from '../sessions';
import { refundUsage, reserveUsage } from '../usage';
import { loadTier } from '../users';
import { launchReply } from './launch-reply';
import { usageFeatureOf } from './send-message';

export interface EditedExchange {
  userMessage: Message;
  assistantMessage: Message;
  stream: ReplyStream;
}

/**
 * Edit and resend: the user's latest message gets new words as its version N+1 and its reply is
 * written anew for them (also N+1); both earlier versions stay in message_versions, reachable with
 * the version pager. Only the latest exchange of an advisor chat can be edited; it costs a message.
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
  const lastTwo = await deps.db.select().from(messages).where(eq(messages.sessionId, sessionId)).orderBy(desc(messages.seq)).limit(2);
  const [reply, asked] = lastTwo;
  if (session.type !== 'normal' || mine.role !== 'user' || asked?.id !== mine.id || reply?.role !== 'assistant') throw new AppError('reply.not_regenerable');
  if (reply.status === 'thinking' || reply.status === 'responding') throw new AppError('reply.in_progress');

  const reservation = await reserveUsage(deps.db, user, await loadTier(deps.db, user, now), usageFeatureOf(session.type), now);
  let edited;
  try {
    edited = await deps.db.transaction(async (tx) => {
      for (const row of [mine, reply]) {
        await tx.insert(messageVersions).values({ messageId: row.id, version: row.version, status: row.status, items: row.items, error: row.error, createdAt: row.updatedAt });
      }
      // Screenshots of the message stay with it; only its words change.
      const items = [{ id: `${mine.id}:text:v${mine.version + 1}`, type: 'text' as const, content: words, source_type: 'input' as const }, ...mine.items.filter((i) => i.type !== 'text')];
      const [userRow] = await tx
        .update(messages)
        .set({ version: mine.version + 1, items, updatedAt: now })
        .where(and(eq(messages.id, mine.id), eq(messages.version, mine.version)))
        .returning();
      const [replyRow] = await tx
        .update(messages)
        .set({ version: reply.version + 1, status: 'thinking', items: [], error: null, liked: false, updatedAt: now })
        .where(and(eq(messages.id, reply.id), eq(messages.version, reply.version)))
        .returning();
      if (!userRow || !replyRow) throw new AppError('reply.in_progress'); // a parallel edit got there first
      await touchSession(tx, sessionId, now, words, 0);
      return { userRow, replyRow };
    });
  } catch (err) {
    await refundUsage(deps.db, reservation);
    throw err;
  }
  const stream = await launchReply(deps, actor!, session, edited.replyRow, reservation);
  return { userMessage: toMessageDto(edited.userRow), assistantMessage: toMessageDto(edited.replyRow), stream };
}
