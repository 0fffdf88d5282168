import { and, eq, inArray, sql } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { isDatabaseUnavailable, withTimeout } from '../../../db/health';
import { messages } from '../../../db/schema';
import { ERRORS } from '../../../shared/errors';
import type { Message } from '../../../shared/schemas/message';
import type { ReplyEvent } from '../../../shared/stream';
import type { Deps } from '../../deps';
import type { ReplyStream } from '../../realtime/reply-stream';
import { requireActor, type Actor } from '../actor';
import { deleteMessageRow, getOwnedMessage, toMessageDto, type MessageRow } from '../messages';
import { deleteUploadsOf } from '../attachments/delete-uploads';
import { deletionOf } from '../branches';
import { deleteSession, getOwnedSession } from '../sessions';

/** The id a synthesised final event carries: after any id a live stream could have reached. */
const SNAPSHOT_EVENT_ID = 1_000_000_000;
const POLL_MS = 1000;
const POLL_TIMEOUT_MS = 3000;

/**
 * Stop: ends the generation and keeps what was written (ends `completed`, stopped). `shownChars`:
 * how much of the text the stopping client had shown; the reply is cut there, so Stop never
 * reveals text the user did not see stream (the generation runs ahead of the screen).
 */
export async function stopReply(deps: Deps, actor: Actor | null, sessionId: string, messageId: string, shownChars?: number): Promise<Message> {
  const stopped = await stopGeneration(deps, actor, sessionId, messageId);
  return toMessageDto(shownChars === undefined ? stopped : await cutToShown(deps, stopped, shownChars));
}

/** Keeps the first `shownChars` of a stopped reply's text (and its cards only if they were reached). */
async function cutToShown(deps: Deps, row: MessageRow, shownChars: number): Promise<MessageRow> {
  if (row.status !== 'completed' || row.role !== 'assistant') return row;
  const text = row.items.find((item) => item.type === 'text');
  if (!text || typeof text.content !== 'string' || text.content.length <= shownChars) return row;
  const items = row.items.flatMap((item) => {
    if (item === text) return [{ ...item, content: text.content.slice(0, shownChars) }];
    if (item.type === 'reply_suggestions' && (item.at ?? 0) > shownChars) return [];
    return [item];
  });
  const [updated] = await deps.db
    .update(messages)
    .set({ items })
    .where(and(eq(messages.id, row.id), eq(messages.userId, row.userId)))
    .returning();
  return updated ?? row;
}

async function stopGeneration(deps: Deps, actor: Actor | null, sessionId: string, messageId: string): Promise<MessageRow> {
  const { user } = requireActor(actor);
  await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const stream = deps.replies.get(messageId);
  if (stream && !stream.finished) {
    const done = stream.follow(stream.lastEventId, AbortSignal.timeout(10_000));
    stream.controller.abort('stop');
    for await (const _event of done) {
      // drain until the final event: its row is saved before it is pushed
    }
  } else if (!stream && deps.bus) {
    // Held by another process: ask it to stop, then wait for the saved final state.
    await deps.bus.requestStop(messageId);
    for (let i = 0; i < 100; i++) {
      const row = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
      if (row.status === 'completed' || row.status === 'failed') return row;
      await Bun.sleep(100);
    }
  }
  return getOwnedMessage(deps.db, user.id, sessionId, messageId);
}

/**
 * Follows a reply from after `lastEventId`: exact replay and live events while this process holds
 * the generation; otherwise the stored message, polled until final, as one final event.
 */
export async function followReply(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  lastEventId: number,
  signal: AbortSignal,
): Promise<AsyncGenerator<ReplyEvent>> {
  const feed = await openReplyFeed(deps, actor, sessionId, messageId, lastEventId, signal);
  return 'live' in feed ? feed.live.follow(feed.after, signal) : feed.events;
}

/** A reply this process is generating (observe it push-style), or the general event sequence. */
export type ReplyFeed = { live: ReplyStream; after: number } | { events: AsyncGenerator<ReplyEvent> };

export async function openReplyFeed(
  deps: Deps,
  actor: Actor | null,
  sessionId: string,
  messageId: string,
  lastEventId: number,
  signal: AbortSignal,
): Promise<ReplyFeed> {
  // Ownership is checked before the first byte, so a foreign id is a plain not-found answer.
  const { user } = requireActor(actor);
  const row = await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const live = deps.replies.get(messageId);
  if (live) return { live, after: lastEventId };
  return { events: followOwnedReply(deps, user.id, row, lastEventId, signal) };
}

async function* followOwnedReply(
  deps: Deps,
  userId: string,
  first: MessageRow,
  lastEventId: number,
  signal: AbortSignal,
): AsyncGenerator<ReplyEvent> {
  const { id: messageId, sessionId } = first;
  let row = first;
  const stream = deps.replies.get(messageId);
  if (stream) {
    yield* stream.follow(lastEventId, signal);
    return;
  }
  if (deps.bus && (row.status === 'thinking' || row.status === 'responding')) {
    // Another process is generating it: follow it there, exactly from lastEventId.
    const remote = deps.bus.followRemote(messageId, lastEventId, signal);
    for (;;) {
      const next = await remote.next();
      if (next.done) {
        if (next.value) return; // followed to the end (or the observer left)
        break; // nobody holds it: fall back to the stored message
      }
      const item = next.value;
      if (item.kind === 'event') yield item.event;
      else {
        row = await getOwnedMessage(deps.db, userId, sessionId, messageId);
        yield { ...finalEventFromRow(row, (await getOwnedSession(deps.db, userId, sessionId)).type), id: item.id };
        return;
      }
    }
  }
  while (row.status === 'thinking' || row.status === 'responding') {
    await Bun.sleep(POLL_MS);
    if (signal.aborted) return;
    const live = deps.replies.get(messageId);
    if (live) {
      yield* live.follow(lastEventId, signal);
      return;
    }
    // Bounded: while the database is away a query may wait for a connection as long as the
    // outage lasts; this follower keeps its loop (and its signal) instead.
    row = await withTimeout(getOwnedMessage(deps.db, userId, sessionId, messageId), POLL_TIMEOUT_MS).catch((err: unknown) => {
      if (isDatabaseUnavailable(err)) return row;
      throw err;
    });
  }
  yield finalEventFromRow(row, (await getOwnedSession(deps.db, userId, sessionId)).type);
}

function finalEventFromRow(row: MessageRow, sessionType: ReplyEvent['data']['session_type']): ReplyEvent {
  const base = { message_id: row.id, session_id: row.sessionId, session_type: sessionType, extra_data: row.extraData };
  const data: ReplyEvent['data'] =
    row.status === 'completed'
      ? { ...base, type: 'completed', content: { message: toMessageDto(row), stopped: false } }
      : { ...base, type: 'failed', content: row.error ?? { code: 'reply.interrupted', message: ERRORS['reply.interrupted'].message } };
  return { id: SNAPSHOT_EVENT_ID, event: 'end', data };
}

/** Deleting a message (a version: with its branch) stops what is still streaming there first. */
export async function deleteMessage(deps: Deps, actor: Actor | null, sessionId: string, messageId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  await getOwnedMessage(deps.db, user.id, sessionId, messageId);
  const { ids } = await deletionOf(deps.db, sessionId, messageId);
  for (const id of ids) await stopIfRunning(deps, actor, sessionId, id);
  await deleteUploadsOf(deps, user.id, { sessionId, messageIds: ids });
  await deleteMessageRow(deps, user.id, sessionId, messageId);
  return { ok: true };
}

/** Deleting a chat stops its running reply, then hides the chat. */
export async function deleteChat(deps: Deps, actor: Actor | null, sessionId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  await getOwnedSession(deps.db, user.id, sessionId);
  await stopRunningReplies(deps, actor, sessionId);
  await deleteUploadsOf(deps, user.id, { sessionId });
  return deleteSession(deps, actor, sessionId);
}

/** Stops every reply generating in a chat (the caller owns it); what was written is kept. */
export async function stopRunningReplies(deps: Deps, actor: Actor | null, sessionId: string): Promise<void> {
  const running = await deps.db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), inArray(messages.status, ['thinking', 'responding'])));
  for (const { id } of running) await stopIfRunning(deps, actor, sessionId, id);
}

async function stopIfRunning(deps: Deps, actor: Actor | null, sessionId: string, messageId: string): Promise<void> {
  const stream = deps.replies.get(messageId);
  if (stream && !stream.finished) await stopReply(deps, actor, sessionId, messageId);
}

/**
 * Marks replies left unfinished by a dead process as failed (reply.interrupted), giving back the
 * use of those that wrote nothing — a crash is not the provider's fault. `olderThanMs` 0 at boot
 * on the embedded database (one process holds it); on Postgres only replies no process has touched
 * for that long (a live generator touches its replies every `heartbeatMs`: its lease). Rows
 * another statement holds (a final write under way) are skipped, never waited for.
 */
export async function sweepOrphanedReplies(deps: Deps, olderThanMs: number): Promise<number> {
  const cutoff = new Date(deps.clock.now().getTime() - olderThanMs);
  const error = { code: 'reply.interrupted', message: ERRORS['reply.interrupted'].message };
  const live = deps.replies.running().map((s) => s.meta.messageId);
  // One array parameter, not one per id: the statement text stays the same however many run.
  const result = await deps.db.execute(sql`
    with orphans as (
      select m.id, m.user_id, m.charge, m.items from messages m
      where m.status in ('thinking', 'responding') and m.updated_at <= ${cutoff.toISOString()}::timestamptz
        and m.id <> all(${`{${live.join(',')}}`}::uuid[])
      for update of m skip locked
    ),
    failed as (
      update messages as m set status = 'failed', error = ${JSON.stringify(error)}::jsonb
      from orphans o where m.id = o.id
      returning m.id
    ),
    refunds as (
      select o.user_id, o.charge->>'feature' as feature, (o.charge->>'day')::date as day, count(*)::int as n
      from orphans o
      where o.charge is not null and not exists (
        select 1 from jsonb_array_elements(o.items) e
        where (e->>'type' = 'text' and e->>'content' <> '') or e->>'type' = 'reply_suggestions'
      )
      group by 1, 2, 3
    ),
    refunded as (
      update usage_counters as u set count = greatest(u.count - r.n, 0) from refunds r
      where u.user_id = r.user_id and u.feature = r.feature and u.day = r.day
      returning u.user_id
    )
    select id from failed`);
  const swept = rowsOf<{ id: string }>(result).length;
  if (swept) deps.log.warn(`Marked ${swept} interrupted replies as failed`);
  return swept;
}
