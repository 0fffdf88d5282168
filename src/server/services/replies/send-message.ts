import { and, count, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { chatSessions, messages, users } from '../../../db/schema';
import type { Executor, Tx } from '../../../db/types';
import { LIMITS } from '../../../shared/constants';
import type { Message, MessageItem, SendMessageBody } from '../../../shared/schemas/message';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { ReplyStream } from '../../realtime/reply-stream';
import { requireActor, type Actor, type RequestInfo, type UserRow } from '../actor';
import { usableUploads } from '../attachments/verify';
import { pathTailId } from '../branches';
import { insertMessageRows, toMessageDto, type MessageRow } from '../messages';
import { hitRateLimit } from '../rate-limit';
import { getOwnedSession, previewOf, touchSession } from '../sessions';
import { reserveUsage, refundUsage, type UsageReservation } from '../usage';
import { loadTier } from '../users';
import { lockUserRow } from '../user-lock';
import { usageDayOf } from '../usage-day';
import { stripNul } from './reply-content';
import { launchReply } from './launch-reply';
import { assertCanStartReply } from './capacity';
import type { SessionRow } from './generation';
import { practiceOfSession } from '../practice/store';
import { assertSimulationOpen } from '../simulator/simulator-sessions';

export interface SentMessage {
  userMessage: Message;
  assistantMessage: Message;
  /** Undefined when a retried send found a reply that already finished. */
  stream: ReplyStream | undefined;
  /** False when the send was a retry of one already accepted (same client_request_id). */
  created: boolean;
}

/** Sends above this pace within 10 minutes look automated (docs/decisions.md). */
const BURST = { limit: 30, windowMs: 10 * 60_000 };

/**
 * The send path (ARCHITECTURE §5): checks, then persists the user message, reserves quota
 * atomically, creates the assistant message (thinking) and starts a server-owned generation.
 * The human check (action `send_message`) passes before anything is written or reserved;
 * `req` gives siteverify the caller's IP.
 */
export async function sendMessage(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  body: SendMessageBody,
  req?: RequestInfo,
): Promise<SentMessage> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  const session = await getOwnedSession(deps.db, user.id, sessionId);
  // A retry of an accepted send answers what it created (its human-check token is already spent).
  const key = body.client_request_id;
  if (key) {
    const retried = await findRetriedSend(deps, sessionId, key);
    if (retried) return retried;
  }
  try {
    return await sendNew(deps, actor!, user, session, body, now, req);
  } catch (err) {
    // A parallel retry of this very send may have been accepted since the lookup above: its running
    // reply, or the use it took, refuses this one. The retry answers what was accepted.
    const retried = key ? await findRetriedSend(deps, sessionId, key) : null;
    if (retried) return retried;
    throw err;
  }
}

async function sendNew(
  deps: Deps,
  actor: Actor,
  user: UserRow,
  session: SessionRow,
  body: SendMessageBody,
  now: Date,
  req?: RequestInfo,
): Promise<SentMessage> {
  const sessionId = session.id;
  assertCanStartReply(deps);
  await deps.humanCheck.verify(body.human_check_token, { action: 'send_message', ip: req?.ip ?? '' });
  const items = await buildUserItems(deps, user.id, body);
  await assertNoReplyRunning(deps.db, session.id); // checked again under the chat's row lock below
  await assertUsageIsNormal(deps, user, now);
  await assertRunningCap(deps, user.id);

  await assertChatAcceptsLines(deps, user.id, session, body);
  const feature = usageFeatureOf(session.type);
  const reservation = await reserveUsage(deps.db, user, await loadTier(deps.db, user, now), feature, now);
  let pair: { userRow: MessageRow; replyRow: MessageRow } | null;
  try {
    pair = await deps.db.transaction((tx) => insertExchange(tx, deps, user.id, session.id, items, body, now, reservation));
  } catch (err) {
    await refundUsage(deps.db, reservation);
    throw err;
  }
  if (!pair) {
    // A parallel retry with the same key won the insert: answer with its messages, charge once.
    await refundUsage(deps.db, reservation);
    const retried = body.client_request_id ? await findRetriedSend(deps, sessionId, body.client_request_id) : null;
    if (!retried) throw new AppError('common.internal');
    return retried;
  }
  const stream = await launchReply(deps, actor, session, pair.replyRow, reservation as UsageReservation);
  return { userMessage: toMessageDto(pair.userRow), assistantMessage: toMessageDto(pair.replyRow), stream, created: true };
}

async function buildUserItems(deps: Deps, userId: string, body: SendMessageBody): Promise<MessageItem[]> {
  const images = body.items.filter((i) => i.type === 'image');
  if (images.length > LIMITS.photosPerMessage) throw new AppError('message.too_many_images');
  const text = body.items
    .filter((i) => i.type === 'text')
    .map((i) => stripNul(i.content))
    .join('\n')
    .trim();
  if (!text && images.length === 0) throw new AppError('message.empty');
  if (text.length > LIMITS.messageTextMaxChars) throw new AppError('message.too_long');
  const names = images.map((i) => i.content);
  if (new Set(names).size !== names.length) throw new AppError('common.invalid_input'); // one photo twice
  // Only the caller's uploads; one still pending (S3) is verified now, and refused with its reason.
  const byName = await usableUploads(deps, userId, names);
  const items: MessageItem[] = [];
  for (const image of images) {
    const found = byName.get(image.content);
    // Someone else's upload, or one never verified: refused, nothing stored.
    if (!found) throw new AppError('upload.not_found');
    items.push({
      id: crypto.randomUUID(),
      type: 'image',
      content: found.fileName,
      imageStatus: { status: 'completed', imageUrl: null, imageName: found.fileName, originUrl: null, originName: found.originalName },
    });
  }
  if (text) items.unshift({ id: crypto.randomUUID(), type: 'text', content: text, source_type: 'input' });
  return items;
}

async function insertExchange(
  tx: Tx,
  deps: Deps,
  userId: string,
  sessionId: string,
  items: MessageItem[],
  body: SendMessageBody,
  now: Date,
  reservation: UsageReservation,
): Promise<{ userRow: MessageRow; replyRow: MessageRow } | null> {
  // The user's row lock serialises the running-replies cap across chats, batches and processes;
  // the session row lock serialises sends to one chat (always taken in this order).
  await lockUserRow(tx, userId);
  await tx.execute(sql`select id from chat_sessions where id = ${sessionId} for update`);
  if (body.client_request_id) {
    const [seen] = await tx
      .select({ id: messages.id })
      .from(messages)
      .where(and(eq(messages.sessionId, sessionId), eq(messages.clientRequestId, body.client_request_id)))
      .limit(1);
    if (seen) return null; // a parallel retry of this very send got here first
  }
  await assertNoReplyRunning(tx, sessionId);
  await assertRunningCapLocked(tx, userId, deps.config.reply.maxRunningPerUser);
  // Under the chat's lock, after the check above, the client_request_id cannot be taken: both rows
  // go in one statement (a duplicate key would abort the transaction: nothing stored, refunded).
  const userMessageId = crypto.randomUUID();
  // The new message continues the chat's active branch.
  const parentId = await pathTailId(tx, sessionId);
  const common = { sessionId, userId, extraData: {}, liked: false, nativeReceive: false, version: 1, error: null, charge: null, chosen: true, onPath: true, createdAt: now, updatedAt: now };
  const [userRow, replyRow] = await insertMessageRows(tx, [
    {
      ...common,
      id: userMessageId,
      role: 'user',
      status: 'completed',
      items,
      references: body.references ?? [],
      usedCapabilities: body.used_capabilities ?? [],
      replyToId: null,
      parentId,
      clientRequestId: body.client_request_id ?? null,
    },
    {
      ...common,
      id: crypto.randomUUID(),
      role: 'assistant',
      status: 'thinking',
      items: [],
      references: [],
      usedCapabilities: [],
      replyToId: userMessageId,
      parentId: userMessageId,
      clientRequestId: null,
      // What to give back if it ends having written nothing, whoever ends it (see the schema).
      charge: { feature: reservation.feature, day: reservation.day },
    },
  ]);
  if (!userRow || !replyRow) throw new AppError('common.internal');
  await touchSession(tx, sessionId, now, previewOf(items), 2);
  return { userRow, replyRow };
}

async function findRetriedSend(deps: Deps, sessionId: string, clientRequestId: string): Promise<SentMessage | null> {
  const [userRow] = await deps.db
    .select()
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.clientRequestId, clientRequestId)))
    .limit(1);
  if (!userRow) return null;
  const [replyRow] = await deps.db.select().from(messages).where(eq(messages.replyToId, userRow.id)).limit(1);
  if (!replyRow) return null;
  return {
    userMessage: toMessageDto(userRow),
    assistantMessage: toMessageDto(replyRow),
    stream: deps.replies.get(replyRow.id),
    created: false,
  };
}

/** Practice and coach chats use the practice limit (SPEC §6); advisor and simulator chats the normal one. */
export function usageFeatureOf(type: SessionRow['type']): 'send_message' | 'send_message_for_practice' {
  return type === 'practice' || type === 'practice_coach' ? 'send_message_for_practice' : 'send_message';
}

/** A practice takes lines only while it runs; a simulation only while it is open. */
async function assertChatAcceptsLines(deps: Deps, userId: string, session: SessionRow, body: SendMessageBody): Promise<void> {
  if (session.type === 'practice') {
    const practice = await practiceOfSession(deps.db, userId, session.id);
    if (!practice || practice.status !== 'in_progress') throw new AppError('practice.not_active');
    if (body.active_practice_id && body.active_practice_id !== practice.id) throw new AppError('practice.not_active');
  } else if (session.type === 'simulator') {
    await assertSimulationOpen(deps.db, userId, session.id);
  }
}

/** SPEC §4: sending is possible only when the bot is not responding. */
async function assertNoReplyRunning(db: Executor, sessionId: string): Promise<void> {
  // A plain statement: it also runs inside the send's transaction, where nothing prepared is reused.
  const result = await db.execute(sql`
    select 1 from messages where session_id = ${sessionId} and status in ('thinking', 'responding') limit 1`);
  if (rowsOf(result).length > 0) throw new AppError('reply.in_progress');
}

/** A restricted account stays so until the stored time; a burst of sends restricts it until tomorrow. */
async function assertUsageIsNormal(deps: Deps, user: UserRow, now: Date): Promise<void> {
  if (user.restrictedUntil && user.restrictedUntil > now) throw new AppError('usage.unusual');
  try {
    await hitRateLimit(deps.db, now, { key: `burst:${user.id}`, ...BURST });
  } catch {
    await deps.db.update(users).set({ restrictedUntil: usageDayOf(user, now).nextReset }).where(eq(users.id, user.id));
    deps.log.warn('Unusual usage: account restricted until tomorrow', { userId: user.id });
    throw new AppError('usage.unusual');
  }
}

/** The cap again, exact: the caller holds the user's row lock (lockUserRow) in `tx`. */
export async function assertRunningCapLocked(tx: Executor, userId: string, max: number): Promise<void> {
  const result = await tx.execute(sql`
    select count(*)::int as n from messages where user_id = ${userId} and status in ('thinking', 'responding')`);
  if (Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0) >= max) throw new AppError('reply.too_many_running', { retryAfter: 5 });
}

/** A fast refusal before anything is written; assertRunningCapLocked decides under the lock. */
async function assertRunningCap(deps: Deps, userId: string): Promise<void> {
  const [row] = await prepared(deps.db, 'running_of_user', (db) =>
    db
      .select({ n: count() })
      .from(messages)
      .where(and(eq(messages.userId, sql.placeholder('userId')), inArray(messages.status, ['thinking', 'responding'])))
      .prepare('running_of_user'),
  ).execute({ userId });
  if ((row?.n ?? 0) >= deps.config.reply.maxRunningPerUser) throw new AppError('reply.too_many_running', { retryAfter: 5 });
}
