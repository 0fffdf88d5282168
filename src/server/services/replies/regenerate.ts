import { and, eq } from 'drizzle-orm';
import { latestOnPath } from '../branches';
import { messageVersions, messages } from '../../../db/schema';
import type { Message } from '../../../shared/schemas/message';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ReplyStream } from '../../realtime/reply-stream';
import { requireActor, type Actor, type RequestInfo } from '../actor';
import { getOwnedMessage, toMessageDto } from '../messages';
import { getOwnedSession, touchSession } from '../sessions';
import { refundUsage, reserveUsage } from '../usage';
import { assertCanStartReply } from './capacity';
import { loadTier } from '../users';
import { launchReply } from './launch-reply';
import { assertRunningCapLocked, usageFeatureOf } from './send-message';
import { lockUserRow } from '../user-lock';

export interface Regenerated {
  message: Message;
  stream: ReplyStream;
}

/**
 * 'Try Again' / 'Try Another': the latest reply of the chat is written anew as version N+1; the
 * earlier version is kept in message_versions. Costs one message like a send.
 */
export async function regenerateReply(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  humanCheck: { token?: string; req?: RequestInfo } = {},
): Promise<Regenerated> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  // A retry carries the human-check token like a send (SPEC §7).
  await deps.humanCheck.verify(humanCheck.token, { action: 'send_message', ip: humanCheck.req?.ip ?? '' });
  const current = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const latest = await latestOnPath(deps.db, sessionId);
  if (current.role !== 'assistant' || latest?.id !== current.id) throw new AppError('reply.not_regenerable');
  if (current.status === 'thinking' || current.status === 'responding') throw new AppError('reply.in_progress');

  assertCanStartReply(deps);
  const feature = usageFeatureOf(session.type);
  const reservation = await reserveUsage(deps.db, user, await loadTier(deps.db, user, now), feature, now);
  let updated;
  try {
    updated = await deps.db.transaction(async (tx) => {
      // A regenerate starts a reply like a send: the same running cap, under the user's row lock.
      await lockUserRow(tx, user.id);
      await assertRunningCapLocked(tx, user.id, deps.config.reply.maxRunningPerUser);
      await tx.insert(messageVersions).values({
        messageId: current.id,
        version: current.version,
        status: current.status,
        items: current.items,
        error: current.error,
        createdAt: current.updatedAt,
      });
      const [row] = await tx
        .update(messages)
        .set({
          version: current.version + 1,
          status: 'thinking',
          items: [],
          error: null,
          liked: false,
          updatedAt: now,
          charge: { feature: reservation.feature, day: reservation.day },
        })
        .where(and(eq(messages.id, current.id), eq(messages.version, current.version)))
        .returning();
      if (!row) throw new AppError('reply.in_progress'); // a parallel regenerate got there first
      await touchSession(tx, sessionId, now, null, 0);
      return row;
    });
  } catch (err) {
    await refundUsage(deps.db, reservation);
    throw err;
  }
  const stream = await launchReply(deps, actor!, session, updated, reservation);
  return { message: toMessageDto(updated), stream };
}
