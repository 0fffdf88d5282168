import { and, desc, eq, isNull, sql, type Placeholder } from 'drizzle-orm';
import { rowsOf } from '../../../db/client';
import { prepared } from '../../../db/prepared';
import { memoryChanges, memoryItems, users } from '../../../db/schema';
import type { Executor, Tx } from '../../../db/types';
import { MEMORY_LIMITS, type MemoryItem } from '../../../shared/schemas/memory';
import { AppError } from '../../errors';

/** Shared pieces of the memory services: the DTO, the per-user lock, the change log, text rules. */

export type MemoryRow = typeof memoryItems.$inferSelect;
type ChangeKind = (typeof memoryChanges.$inferInsert)['kind'];

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function isUuid(value: unknown): value is string {
  return typeof value === 'string' && UUID_RE.test(value);
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export function toMemoryDto(row: MemoryRow): MemoryItem {
  return {
    id: row.id,
    content: row.content,
    reason: row.reason,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
    last_call_at: iso(row.lastCallAt),
  };
}

/** The caller's live items: newest change first. */
export const liveOf = (userId: string | Placeholder) => and(eq(memoryItems.userId, userId), isNull(memoryItems.deletedAt));
export const newestFirst = [desc(memoryItems.updatedAt), desc(memoryItems.createdAt), desc(memoryItems.id)] as const;

/**
 * A user's newest live memory items (id and content), at most `limit`. Prepared once per database:
 * it runs for every reply (the prompt's memory) and after every exchange (what memory already knows).
 */
export function newestLiveMemory(db: Executor, userId: string, limit: number): Promise<{ id: string; content: string }[]> {
  return prepared(db, 'newest_live_memory', (db) =>
    db
      .select({ id: memoryItems.id, content: memoryItems.content })
      .from(memoryItems)
      .where(liveOf(sql.placeholder('userId')))
      .orderBy(...newestFirst)
      .limit(sql.placeholder('limit'))
      .prepare('newest_live_memory'),
  ).execute({ userId, limit: Math.max(0, Math.min(limit, MEMORY_LIMITS.maxLiveItems)) });
}

/**
 * The newest live memory items (id and content) of each of several users, at most `limit` each,
 * newest first: one statement for a batch of replies' after-reply work. Users without memory are
 * absent from the map.
 */
export async function newestLiveMemoryOf(db: Executor, userIds: readonly string[], limit: number): Promise<Map<string, { id: string; content: string }[]>> {
  const byUser = new Map<string, { id: string; content: string }[]>();
  if (userIds.length === 0) return byUser;
  const result = await db.execute(sql`
    select user_id, id, content from (
      select user_id, id, content,
        row_number() over (partition by user_id order by updated_at desc, created_at desc, id desc) as n
      from memory_items
      where user_id = any(select jsonb_array_elements_text(${JSON.stringify([...new Set(userIds)])}::jsonb)::uuid) and deleted_at is null
    ) as m
    where n <= ${Math.max(0, Math.min(limit, MEMORY_LIMITS.maxLiveItems))}
    order by user_id, n`);
  for (const row of rowsOf<{ user_id: string; id: string; content: string }>(result)) {
    let items = byUser.get(row.user_id);
    if (!items) byUser.set(row.user_id, (items = []));
    items.push({ id: row.id, content: row.content });
  }
  return byUser;
}

/**
 * Serialises memory writes of one user (dedupe, the cap, undo) across processes. `no key update`
 * does not block the key-share locks that inserts referencing the user take, so it cannot deadlock
 * with them; every memory write takes this lock first, so they cannot deadlock with each other.
 */
export async function lockUserMemory(tx: Tx, userId: string): Promise<void> {
  await tx.select({ id: users.id }).from(users).where(eq(users.id, userId)).for('no key update');
}

/** One of the caller's items (deleted ones too, for undo), or memory.not_found — never another user's. */
export async function findOwnedItem(db: Executor, userId: string, id: string): Promise<MemoryRow> {
  if (!isUuid(id)) throw new AppError('memory.not_found');
  const [row] = await db
    .select()
    .from(memoryItems)
    .where(and(eq(memoryItems.id, id), eq(memoryItems.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('memory.not_found');
  return row;
}

export interface ChangeRecord {
  memoryId: string;
  userId: string;
  kind: ChangeKind;
  sessionId?: string | null;
  previousContent?: string | null;
  previousDeletedAt?: Date | null;
  newContent?: string | null;
  reason?: string | null;
}

/**
 * Appends to an item's change log. Undo takes the newest change, so the times of one item's changes
 * strictly increase even when the clock does not move between calls (a frozen test clock, or two
 * changes in one transaction).
 */
export async function recordChange(tx: Tx, now: Date, change: ChangeRecord): Promise<void> {
  const [last] = await tx
    .select({ createdAt: memoryChanges.createdAt })
    .from(memoryChanges)
    .where(eq(memoryChanges.memoryId, change.memoryId))
    .orderBy(desc(memoryChanges.createdAt))
    .limit(1);
  const at = last && last.createdAt.getTime() >= now.getTime() ? new Date(last.createdAt.getTime() + 1) : now;
  await tx.insert(memoryChanges).values({ ...change, createdAt: at });
}

/** Stored form of provider text: U+0000 stripped, whitespace collapsed, at most 500 characters. */
export function cleanMemoryText(text: unknown, max: number = MEMORY_LIMITS.contentMaxChars): string {
  if (typeof text !== 'string') return '';
  const clean = text.replaceAll('\u0000', '').replace(/\s+/g, ' ').trim();
  const chars = Array.from(clean);
  return chars.length <= max ? clean : chars.slice(0, max).join('').trimEnd();
}

/** Two contents are the same memory when they differ only in case, spacing, quotes or end punctuation. */
export function dedupeKey(content: string): string {
  return content
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .replace(/[\u201c\u201d"]/g, '')
    .replace(/\s+/g, ' ')
    .replace(/[\s.!?…]+$/u, '')
    .trim();
}
