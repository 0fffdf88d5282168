import { sql } from 'drizzle-orm';
import { index, pgEnum, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import { chatSessions } from './chat';
import { createdAt, id, tsz, updatedAt } from './columns';
import { users } from './users';

export const memoryItems = pgTable(
  'memory_items',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    content: text('content').notNull(),
    reason: text('reason'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    lastCallAt: tsz('last_call_at'),
    /** Soft delete, so an undo can bring the item back. */
    deletedAt: tsz('deleted_at'),
  },
  (t) => [index('memory_items_user_recent_idx').on(t.userId, t.updatedAt.desc()).where(sql`${t.deletedAt} is null`)],
);

export const memoryChangeKind = pgEnum('memory_change_kind', ['add', 'update', 'delete', 'edit']);

/** Every change to a memory item with the state before it — what undo restores. */
export const memoryChanges = pgTable(
  'memory_changes',
  {
    id: id(),
    memoryId: uuid('memory_id')
      .notNull()
      .references(() => memoryItems.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    kind: memoryChangeKind('kind').notNull(),
    previousContent: text('previous_content'),
    previousDeletedAt: tsz('previous_deleted_at'),
    newContent: text('new_content'),
    reason: text('reason'),
    createdAt: createdAt(),
    undoneAt: tsz('undone_at'),
  },
  (t) => [index('memory_changes_memory_idx').on(t.memoryId, t.createdAt.desc())],
);
