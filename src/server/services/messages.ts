import { and, asc, desc, eq, inArray, lt, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { prepared } from '../../db/prepared';
import { chatSessions, messageVersions, messages } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Message } from '../../shared/schemas/message';
import type { Deps } from '../deps';
import { AppError } from '../errors';
import { requireActor, type Actor } from './actor';
import { choosePath, deletionOf, refreshPreview } from './branches';
import { getOwnedSession } from './sessions';

export type MessageRow = typeof messages.$inferSelect;

/** Every column but seq; each JSON row has these keys, read into the table's row type by name. */
const INSERTED_COLUMNS = ['id', 'session_id', 'user_id', 'role', 'status', 'items', '"references"', 'extra_data', 'used_capabilities', 'liked', 'native_receive', 'version', 'reply_to_id', 'parent_id', 'chosen', 'on_path', 'client_request_id', 'error', 'charge', 'created_at', 'updated_at'];
const INSERT_MESSAGES_HEAD = sql.raw(
  `insert into messages (${INSERTED_COLUMNS.join(', ')}) select ${INSERTED_COLUMNS.map((c) => `r.${c}`).join(', ')} from jsonb_array_elements(`,
);
const INSERT_MESSAGES_TAIL = sql.raw(') with ordinality as e(value, n) cross join lateral jsonb_populate_record(null::messages, e.value) as r order by e.n returning id, seq');

/**
 * Inserts whole message rows (every column given, so the rows returned are exactly what was
 * stored) in one statement with one parameter, the rows as JSON; the database assigns only `seq`,
 * in the order given. Every send inserts two rows: drizzle's insert builder allocated ~200 KB per
 * call, a statement with a parameter per column still tens of KB (measured).
 */
export async function insertMessageRows(db: Executor, rows: Omit<MessageRow, 'seq'>[]): Promise<MessageRow[]> {
  const json = JSON.stringify(
    rows.map((m) => ({
      id: m.id,
      session_id: m.sessionId,
      user_id: m.userId,
      role: m.role,
      status: m.status,
      items: m.items,
      references: m.references,
      extra_data: m.extraData,
      used_capabilities: m.usedCapabilities,
      liked: m.liked,
      native_receive: m.nativeReceive,
      version: m.version,
      reply_to_id: m.replyToId,
      parent_id: m.parentId,
      chosen: m.chosen,
      on_path: m.onPath,
      client_request_id: m.clientRequestId,
      error: m.error,
      charge: m.charge,
      created_at: m.createdAt.toISOString(),
      updated_at: m.updatedAt.toISOString(),
    })),
  );
  const result = await db.execute(sql`${INSERT_MESSAGES_HEAD}${json}::jsonb${INSERT_MESSAGES_TAIL}`);
  const seqById = new Map(rowsOf<{ id: string; seq: number | string }>(result).map((r) => [r.id, Number(r.seq)]));
  return rows.map((m) => {
    const seq = seqById.get(m.id);
    if (seq === undefined) throw new Error(`message ${m.id} was not inserted`);
    return { ...m, seq };
  });
}

/** What a message's DTO shows (a chat page has the database write the same JSON: message-list.ts). */
type DtoColumns = 'id' | 'sessionId' | 'role' | 'status' | 'createdAt' | 'items' | 'usedCapabilities' | 'extraData' | 'nativeReceive' | 'liked' | 'version' | 'references' | 'error';

export function toMessageDto(m: Pick<MessageRow, DtoColumns>): Message {
  return {
    id: m.id,
    session_id: m.sessionId,
    role: m.role,
    status: m.status,
    created_at: m.createdAt.toISOString(),
    items: m.items,
    used_capabilities: m.usedCapabilities,
    extra_data: m.extraData,
    native_receive: m.nativeReceive,
    liked: m.liked,
    version: m.version,
    references: m.references,
    error: m.error ?? null,
  };
}

/** The caller's message in the caller's session, or message.not_found (same for anyone else's). */
export async function getOwnedMessage(db: Executor, userId: string, sessionId: string, messageId: string): Promise<MessageRow> {
  await getOwnedSession(db, userId, sessionId);
  const [row] = await prepared(db, 'owned_message', (db) =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.id, sql.placeholder('messageId')), eq(messages.sessionId, sql.placeholder('sessionId')), eq(messages.userId, sql.placeholder('userId'))))
      .limit(1)
      .prepare('owned_message'),
  ).execute({ messageId, sessionId, userId });
  if (!row) throw new AppError('message.not_found');
  return row;
}

export async function toggleLike(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  liked?: boolean,
): Promise<{ liked: boolean }> {
  const { user } = requireActor(actor);
  const row = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const [updated] = await deps.db
    .update(messages)
    .set({ liked: liked ?? sql`not ${messages.liked}` })
    .where(eq(messages.id, row.id))
    .returning({ liked: messages.liked });
  // A like and a thumbs-down exclude each other.
  if (updated?.liked && row.extraData.feedback) {
    await deps.db.update(messages).set({ extraData: { ...row.extraData, feedback: null } }).where(eq(messages.id, row.id));
  }
  return { liked: updated?.liked ?? false };
}

/**
 * Thumbs-down on a reply, with an optional reason (or taken back): kept in the reply's extra data;
 * it clears a like. Only replies can be rated.
 */
export async function setDislike(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  disliked: boolean,
  reason: string | null,
): Promise<{ disliked: boolean; reason: string | null }> {
  const { user } = requireActor(actor);
  const row = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  if (row.role !== 'assistant') throw new AppError('common.invalid_input');
  const feedback = disliked ? { rating: 'down' as const, reason: reason?.trim() || null } : null;
  await deps.db
    .update(messages)
    .set({ extraData: { ...row.extraData, feedback }, ...(disliked ? { liked: false } : {}) })
    .where(eq(messages.id, row.id));
  return { disliked, reason: feedback?.reason ?? null };
}

/**
 * Deletes one message (a version of an edited one with its branch: deletionOf); the caller
 * (replies service) stops what is streaming there first. A message alone at its fork leaves what
 * followed it to its parent, so its branch stays whole; a deleted version on the active branch
 * hands the chat to its neighbour version.
 */
export async function deleteMessageRow(deps: Deps, userId: string, sessionId: string, messageId: string): Promise<void> {
  const row = await getOwnedMessage(deps.db, userId, sessionId, messageId);
  await deps.db.transaction(async (tx) => {
    await tx.select({ id: chatSessions.id }).from(chatSessions).where(eq(chatSessions.id, sessionId)).for('update');
    const { ids, neighbour } = await deletionOf(tx, sessionId, row.id);
    if (ids.length === 0) return; // a parallel delete came first
    await tx.delete(messages).where(and(eq(messages.sessionId, sessionId), inArray(messages.id, ids)));
    if (neighbour) {
      if (row.onPath) await choosePath(tx, sessionId, neighbour);
      // A fork off the active branch remembers the neighbour too, for when its branch is shown again.
      else if (row.chosen) await tx.update(messages).set({ chosen: true }).where(eq(messages.id, neighbour.id));
      return;
    }
    await tx.update(messages).set({ parentId: row.parentId }).where(and(eq(messages.sessionId, sessionId), eq(messages.parentId, messageId)));
    if (row.onPath) {
      await tx
        .update(chatSessions)
        .set({ messageCount: sql`greatest(${chatSessions.messageCount} - 1, 0)` })
        .where(eq(chatSessions.id, sessionId));
      if (row.role === 'user') await refreshPreview(tx, sessionId);
    }
  });
}

export interface MessageVersion {
  version: number;
  status: Message['status'];
  items: Message['items'];
  error: Message['error'];
  created_at: string;
  current: boolean;
}

/** Every version of a regenerated reply, oldest first; the last is the current one. */
export async function listVersions(deps: Deps, actor: Actor | null, sessionId: string, messageId: string): Promise<MessageVersion[]> {
  const { user } = requireActor(actor);
  const current = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const older = await deps.db
    .select()
    .from(messageVersions)
    .where(eq(messageVersions.messageId, messageId))
    .orderBy(asc(messageVersions.version));
  return [
    ...older.map((v) => ({
      version: v.version,
      status: v.status,
      items: v.items,
      error: v.error ?? null,
      created_at: v.createdAt.toISOString(),
      current: false,
    })),
    {
      version: current.version,
      status: current.status,
      items: current.items,
      error: current.error ?? null,
      created_at: current.updatedAt.toISOString(),
      current: true,
    },
  ];
}

/** The last N messages of a session's active branch (for the model's context), oldest first. */
export async function recentMessages(db: Executor, sessionId: string, limit: number, beforeSeq?: number): Promise<MessageRow[]> {
  const rows = await prepared(db, 'recent_messages', (db) =>
    db
      .select()
      .from(messages)
      .where(and(eq(messages.sessionId, sql.placeholder('sessionId')), eq(messages.onPath, true), lt(messages.seq, sql.placeholder('beforeSeq'))))
      .orderBy(desc(messages.seq))
      .limit(sql.placeholder('limit'))
      .prepare('recent_messages'),
  ).execute({ sessionId, beforeSeq: beforeSeq ?? Number.MAX_SAFE_INTEGER, limit });
  return rows.reverse();
}
