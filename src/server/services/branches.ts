import { and, asc, desc, eq, isNull, ne, sql } from 'drizzle-orm';
import { rowsOf } from '../../db/client';
import { prepared } from '../../db/prepared';
import { chatSessions, messages } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Message, MessageItem } from '../../shared/schemas/message';
import { AppError } from '../errors';
import { previewOf } from './sessions';

/*
 * A chat is a tree: each message names its parent (the one before it in its branch). Editing a
 * message adds a sibling of it, and the replies after the sibling form a new branch; the old branch
 * stays under the old message. At each fork one sibling is `chosen`; the active branch is the
 * chosen siblings from the first message on, kept denormalised as `on_path` so reading a chat stays
 * one indexed range (forks are rare, reads are not).
 */

/** The last message of the active branch: what a new message follows. */
export async function pathTailId(db: Executor, sessionId: string): Promise<string | null> {
  const result = await db.execute(sql`
    select id from messages where session_id = ${sessionId} and on_path order by seq desc limit 1`);
  return rowsOf<{ id: string }>(result)[0]?.id ?? null;
}

export type Light = { id: string; parentId: string | null; chosen: boolean; onPath: boolean; seq: number; role: Message['role']; items: MessageItem[] };

/** What locates a message in the tree. */
type Fork = Pick<Light, 'id' | 'parentId' | 'seq'>;

/** The key of a message's sibling group (the first messages of a chat share the null parent). */
const groupOf = (parentId: string | null) => parentId ?? 'root';

/**
 * Makes `target` the chosen sibling at its fork and rebuilds the active branch below the fork:
 * from `target` down, the chosen child at each step (the newest one if a delete left none chosen).
 * Runs in the caller's transaction, under the chat's row lock. The chat's count and last words follow it.
 */
export async function choosePath(tx: Executor, sessionId: string, target: Fork): Promise<void> {
  const rows: Light[] = await tx
    .select({ id: messages.id, parentId: messages.parentId, chosen: messages.chosen, onPath: messages.onPath, seq: messages.seq, role: messages.role, items: messages.items })
    .from(messages)
    .where(eq(messages.sessionId, sessionId))
    .orderBy(asc(messages.seq));
  const children = new Map<string, Light[]>();
  for (const row of rows) {
    const group = children.get(groupOf(row.parentId)) ?? [];
    group.push(row);
    children.set(groupOf(row.parentId), group);
  }
  // The fork: the siblings of target; the branch above it stays as it is.
  const siblings = children.get(groupOf(target.parentId)) ?? [];
  const forkSeq = Math.min(...siblings.filter((s) => s.onPath).map((s) => s.seq), target.seq);
  const path = new Set(rows.filter((r) => r.onPath && r.seq < forkSeq).map((r) => r.id));
  for (let node: Fork | undefined = target; node; ) {
    path.add(node.id);
    const next: Light[] = children.get(node.id) ?? [];
    node = next.findLast((c) => c.chosen) ?? next.at(-1);
  }
  await tx
    .update(messages)
    .set({ chosen: sql`${messages.id} = ${target.id}` })
    .where(and(eq(messages.sessionId, sessionId), target.parentId ? eq(messages.parentId, target.parentId) : sql`${messages.parentId} is null`));
  const changed = rows.filter((r) => r.onPath !== path.has(r.id));
  if (changed.length) {
    await tx.execute(sql`
      update messages set on_path = not on_path
      where session_id = ${sessionId} and id in (select jsonb_array_elements_text(${JSON.stringify(changed.map((r) => r.id))}::jsonb)::uuid)`);
  }
  const onPath = rows.filter((r) => path.has(r.id));
  const lastAsked = onPath.findLast((r) => r.role === 'user');
  await tx
    .update(chatSessions)
    .set({ messageCount: onPath.length, lastMessage: lastAsked ? previewOf(lastAsked.items) : null })
    .where(eq(chatSessions.id, sessionId));
}

/**
 * After a message left the active branch without a fork changing (a plain delete), the chat list's
 * preview is the newest user message still on it, or empty (null, as for a new chat) when none is.
 */
export async function refreshPreview(tx: Executor, sessionId: string): Promise<void> {
  const [lastAsked] = await tx
    .select({ items: messages.items })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.onPath, true), eq(messages.role, 'user')))
    .orderBy(desc(messages.seq))
    .limit(1);
  await tx
    .update(chatSessions)
    .set({ lastMessage: lastAsked ? previewOf(lastAsked.items) : null })
    .where(eq(chatSessions.id, sessionId));
}

/**
 * What deleting a message removes. A message alone at its fork goes by itself: what followed it
 * moves up to its parent (see deleteMessageRow). A version of an edited message goes with its
 * branch — what followed it was said to that version only, and moving it up would make it a
 * "version" of the other versions. `neighbour` is the version shown instead: the one before it in
 * the pager, else the one after.
 */
export async function deletionOf(db: Executor, sessionId: string, messageId: string): Promise<{ ids: string[]; neighbour?: Fork }> {
  const [target] = await db.select({ id: messages.id, parentId: messages.parentId, seq: messages.seq }).from(messages).where(and(eq(messages.sessionId, sessionId), eq(messages.id, messageId)));
  if (!target) return { ids: [] };
  const siblings = await db
    .select({ id: messages.id, parentId: messages.parentId, seq: messages.seq })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), ne(messages.id, target.id), target.parentId ? eq(messages.parentId, target.parentId) : isNull(messages.parentId)))
    .orderBy(asc(messages.seq));
  if (siblings.length === 0) return { ids: [target.id] };
  const links = await db.select({ id: messages.id, parentId: messages.parentId }).from(messages).where(eq(messages.sessionId, sessionId));
  const children = new Map<string, string[]>();
  for (const r of links) if (r.parentId) children.set(r.parentId, [...(children.get(r.parentId) ?? []), r.id]);
  const ids = [target.id];
  for (let i = 0; i < ids.length; i++) ids.push(...(children.get(ids[i]!) ?? []));
  return { ids, neighbour: siblings.findLast((s) => s.seq < target.seq) ?? siblings[0] };
}

/** SPEC §4: nothing changes branch while a reply is being written. */
export async function assertNoReplyRunningIn(db: Executor, sessionId: string): Promise<void> {
  const result = await db.execute(sql`
    select 1 from messages where session_id = ${sessionId} and status in ('thinking', 'responding') limit 1`);
  if (rowsOf(result).length > 0) throw new AppError('reply.in_progress');
}

export type BranchPager = NonNullable<Message['branch']>;

/**
 * The version pager of each user message on a page that has other versions (by message id): its
 * siblings, oldest first. One query over the other branches' user messages (a partial index; none
 * in most chats).
 */
export async function branchPagers(db: Executor, sessionId: string, page: readonly Pick<Light, 'id' | 'role' | 'parentId' | 'seq'>[]): Promise<Map<string, BranchPager>> {
  const pagers = new Map<string, BranchPager>();
  if (!page.some((m) => m.role === 'user')) return pagers;
  const others = await prepared(db, 'off_path_user_messages', (db) =>
    db
      .select({ id: messages.id, parentId: messages.parentId, seq: messages.seq })
      .from(messages)
      .where(and(eq(messages.sessionId, sql.placeholder('sessionId')), eq(messages.onPath, false), eq(messages.role, 'user')))
      .prepare('off_path_user_messages'),
  ).execute({ sessionId });
  if (others.length === 0) return pagers;
  const byGroup = new Map<string, { id: string; seq: number }[]>();
  for (const o of others) byGroup.set(groupOf(o.parentId), [...(byGroup.get(groupOf(o.parentId)) ?? []), o]);
  for (const row of page) {
    const alternates = row.role === 'user' ? byGroup.get(groupOf(row.parentId)) : undefined;
    if (!alternates) continue;
    // Versions in the order they were written (an edit is newer than what it edits).
    const ids = [...alternates, row].sort((a, b) => a.seq - b.seq).map((m) => m.id);
    pagers.set(row.id, { ids, index: ids.indexOf(row.id) });
  }
  return pagers;
}

/** The newest message of the active branch, for "only the latest can be regenerated". */
export async function latestOnPath(db: Executor, sessionId: string): Promise<{ id: string } | undefined> {
  const [latest] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.sessionId, sessionId), eq(messages.onPath, true)))
    .orderBy(desc(messages.seq))
    .limit(1);
  return latest;
}
