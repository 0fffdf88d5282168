import { and, count, desc, eq, inArray, isNull } from 'drizzle-orm';
import { memoryChanges, memoryItems } from '../../../db/schema';
import {
  MEMORY_LIMITS,
  type ListMemoryInput,
  type MemoryByIdInput,
  type MemoryItem,
  type MemoryList,
  type UndoMemoryResult,
  type UpdateMemoryInput,
} from '../../../shared/schemas/memory';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { cleanMemoryText, findOwnedItem, liveOf, lockUserMemory, newestFirst, newestLiveMemory, recordChange, toMemoryDto } from './store';

/** The caller's live memory, most recently changed first, with the total for the counter. */
export async function listMemory(deps: Deps, actor: Actor | null, input: ListMemoryInput): Promise<MemoryList> {
  const { user } = requireActor(actor);
  const [rows, [counted]] = await Promise.all([
    deps.db
      .select()
      .from(memoryItems)
      .where(liveOf(user.id))
      .orderBy(...newestFirst)
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ total: count() }).from(memoryItems).where(liveOf(user.id)),
  ]);
  return { items: rows.map(toMemoryDto), total: counted?.total ?? 0 };
}

/** The user's own edit of an item's text (undoable). The same text again changes nothing. */
export async function updateMemory(deps: Deps, actor: Actor | null, input: UpdateMemoryInput): Promise<MemoryItem> {
  const { user } = requireActor(actor);
  const content = cleanMemoryText(input.content);
  if (!content) throw new AppError('common.invalid_input');
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockUserMemory(tx, user.id);
    const item = await findOwnedItem(tx, user.id, input.id);
    if (item.deletedAt) throw new AppError('memory.not_found');
    if (item.content === content) return toMemoryDto(item);
    const [row] = await tx.update(memoryItems).set({ content, updatedAt: now }).where(eq(memoryItems.id, item.id)).returning();
    if (!row) throw new AppError('memory.not_found');
    await recordChange(tx, now, { memoryId: item.id, userId: user.id, kind: 'edit', previousContent: item.content, newContent: content });
    return toMemoryDto(row);
  });
}

/** Soft delete, so an undo can bring the item back in its old place. */
export async function deleteMemory(deps: Deps, actor: Actor | null, input: MemoryByIdInput): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  await deps.db.transaction(async (tx) => {
    await lockUserMemory(tx, user.id);
    const item = await findOwnedItem(tx, user.id, input.id);
    if (item.deletedAt) throw new AppError('memory.not_found');
    await tx.update(memoryItems).set({ deletedAt: now }).where(eq(memoryItems.id, item.id));
    await recordChange(tx, now, {
      memoryId: item.id,
      userId: user.id,
      kind: 'delete',
      previousContent: item.content,
      previousDeletedAt: null,
    });
  });
  return { ok: true };
}

/**
 * Restores the state before the item's newest change that is not undone yet: an add is removed,
 * an update or edit gets its previous text back, a delete is reverted. Repeated undos walk back
 * through the item's history; `item` is null when the undo removed it.
 */
export async function undoMemory(deps: Deps, actor: Actor | null, input: MemoryByIdInput): Promise<UndoMemoryResult> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockUserMemory(tx, user.id);
    const item = await findOwnedItem(tx, user.id, input.id);
    const [change] = await tx
      .select()
      .from(memoryChanges)
      .where(and(eq(memoryChanges.memoryId, item.id), isNull(memoryChanges.undoneAt)))
      .orderBy(desc(memoryChanges.createdAt))
      .limit(1);
    if (!change) throw new AppError('memory.nothing_to_undo');
    const restore =
      change.kind === 'add'
        ? { deletedAt: item.deletedAt ?? now }
        : change.kind === 'delete'
          ? { deletedAt: change.previousDeletedAt }
          : { content: change.previousContent ?? item.content, updatedAt: now };
    const [row] = await tx.update(memoryItems).set(restore).where(eq(memoryItems.id, item.id)).returning();
    await tx.update(memoryChanges).set({ undoneAt: now }).where(eq(memoryChanges.id, change.id));
    return { item: row && !row.deletedAt ? toMemoryDto(row) : null };
  });
}

/**
 * What memory tells the advisor with a reply: the newest contents (data, never instructions).
 * Marks them as used (`last_call_at`).
 */
export async function listMemoryForPrompt(deps: Deps, userId: string, limit: number = MEMORY_LIMITS.promptItems): Promise<string[]> {
  const rows = await newestLiveMemory(deps.db, userId, limit);
  if (rows.length === 0) return [];
  await deps.db
    .update(memoryItems)
    .set({ lastCallAt: deps.clock.now() })
    .where(inArray(memoryItems.id, rows.map((r) => r.id)));
  return rows.map((r) => r.content);
}
