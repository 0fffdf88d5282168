import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { MessageError, MessageExtraData, MessageItem, MessageReference } from '../../shared/schemas/message';
import { MESSAGE_ROLES, MESSAGE_STATUSES, SESSION_TYPES } from '../../shared/schemas/message';
import { agents } from './agents';
import { createdAt, id, tsz, updatedAt } from './columns';
import { users } from './users';

export const sessionType = pgEnum('session_type', SESSION_TYPES);
export const messageRole = pgEnum('message_role', MESSAGE_ROLES);
export const messageStatus = pgEnum('message_status', MESSAGE_STATUSES);

export const chatSessions = pgTable(
  'chat_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id),
    name: text('name'),
    type: sessionType('type').notNull().default('normal'),
    messageCount: integer('message_count').notNull().default(0),
    lastMessage: text('last_message'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tsz('deleted_at'),
    /** A read-only share link's secret (null: not shared); the owner can revoke it. */
    shareToken: text('share_token'),
  },
  (t) => [
    uniqueIndex('chat_sessions_share_token_idx').on(t.shareToken).where(sql`${t.shareToken} is not null`),
    // A user's sessions, newest first, keyset-paged on (updated_at, id).
    index('chat_sessions_user_recent_idx')
      .on(t.userId, t.updatedAt.desc(), t.id.desc())
      .where(sql`${t.deletedAt} is null`),
  ],
);

export const messages = pgTable(
  'messages',
  {
    id: id(),
    sessionId: uuid('session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** Denormalised owner so every lookup checks the caller in one predicate. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** Monotonic order across the whole table; messages of a session sort by it. */
    seq: bigint('seq', { mode: 'number' }).generatedAlwaysAsIdentity().notNull(),
    role: messageRole('role').notNull(),
    status: messageStatus('status').notNull().default('completed'),
    items: jsonb('items').$type<MessageItem[]>().notNull().default([]),
    references: jsonb('references').$type<MessageReference[]>().notNull().default([]),
    extraData: jsonb('extra_data').$type<MessageExtraData>().notNull().default({}),
    usedCapabilities: jsonb('used_capabilities').$type<string[]>().notNull().default([]),
    liked: boolean('liked').notNull().default(false),
    nativeReceive: boolean('native_receive').notNull().default(false),
    version: integer('version').notNull().default(1),
    /** For a reply: the user message it answers. */
    replyToId: uuid('reply_to_id'),
    /**
     * The message before it in its branch of the conversation (null: the first). Editing a message
     * adds a sibling (same parent) that starts a new branch; the old branch stays under the old one.
     */
    parentId: uuid('parent_id'),
    /** The sibling shown at its fork: the branch the version pager last chose (one per parent). */
    chosen: boolean('chosen').notNull().default(true),
    /** On the chat's active branch (the chosen siblings from the first message on): what lists, exports, shares and the model read. */
    onPath: boolean('on_path').notNull().default(true),
    /** Idempotency key of the send that created it: a retried send creates nothing new. */
    clientRequestId: text('client_request_id'),
    error: jsonb('error').$type<MessageError | null>(),
    /**
     * For a reply: the daily use it was charged (null when free: welcome, showcase). Given back
     * when the reply ends having written nothing, by whichever process ends it (a crash's too).
     */
    charge: jsonb('charge').$type<{ feature: string; day: string } | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('messages_session_seq_idx').on(t.sessionId, t.seq),
    // The other branches' messages (few): the version pager's siblings.
    index('messages_off_path_idx')
      .on(t.sessionId)
      .where(sql`${t.onPath} = false`),
    uniqueIndex('messages_session_request_key')
      .on(t.sessionId, t.clientRequestId)
      .where(sql`${t.clientRequestId} is not null`),
    index('messages_unfinished_idx')
      .on(t.status)
      .where(sql`${t.status} in ('thinking', 'responding')`),
    // The per-user running-replies cap reads only that user's running replies.
    index('messages_running_by_user_idx')
      .on(t.userId)
      .where(sql`${t.status} in ('thinking', 'responding')`),
  ],
);

/** Earlier versions of a regenerated reply, kept so the user can page back through them. */
export const messageVersions = pgTable(
  'message_versions',
  {
    id: id(),
    messageId: uuid('message_id')
      .notNull()
      .references(() => messages.id, { onDelete: 'cascade' }),
    version: integer('version').notNull(),
    status: messageStatus('status').notNull(),
    items: jsonb('items').$type<MessageItem[]>().notNull(),
    error: jsonb('error').$type<MessageError | null>(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('message_versions_message_version_key').on(t.messageId, t.version)],
);

export const attachmentStatus = pgEnum('attachment_status', ['pending', 'verified', 'rejected']);

/** Uploaded screenshots. The storage key is chosen by the server; the owner is fixed at presign time. */
export const attachments = pgTable(
  'attachments',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    fileName: text('file_name').notNull(),
    /** Where the object lives in storage: `u/<uploader id>/<file name>` (stays put when a guest's uploads move to an account). */
    storageKey: text('storage_key').notNull(),
    originalName: text('original_name').notNull(),
    mime: text('mime'),
    sizeBytes: integer('size_bytes'),
    width: integer('width'),
    height: integer('height'),
    status: attachmentStatus('status').notNull().default('pending'),
    createdAt: createdAt(),
    verifiedAt: tsz('verified_at'),
  },
  (t) => [
    uniqueIndex('attachments_file_name_key').on(t.fileName),
    index('attachments_user_idx').on(t.userId),
    // Unfinished uploads, for the per-user cap and the sweep of abandoned ones.
    index('attachments_pending_idx')
      .on(t.userId, t.createdAt)
      .where(sql`${t.status} = 'pending'`),
  ],
);
