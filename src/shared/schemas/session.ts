import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { SESSION_TYPES } from './message';

export const sessionAgentSchema = z.object({
  id: z.string().uuid(),
  slug: z.string(),
  name: z.string(),
  image_url: z.string().nullable(),
});

export const sessionSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  type: z.enum(SESSION_TYPES),
  agent: sessionAgentSchema,
  created_at: z.string(),
  updated_at: z.string(),
  message_count: z.number().int(),
  last_message: z.string().nullable(),
  url: z.string().describe('Where the web client shows it: /chat/{agentSlug}/{sessionId}'),
});
export type Session = z.infer<typeof sessionSchema>;

const sessionName = z
  .string()
  .transform((v) => v.replaceAll('\u0000', '').trim())
  .pipe(z.string().min(1).max(100));

export const createSessionInput = z.object({
  /** Agent id or slug; the default agent when omitted. */
  agent_id: z.string().min(1).max(100).optional(),
  name: sessionName.optional(),
  /** Only advisor chats: coach, practice and simulator chats are made by the services that own them. */
  type: z.enum(['normal']).optional(),
});
export type CreateSessionInput = z.infer<typeof createSessionInput>;

export const sessionIdInput = z.object({ id: z.string().uuid({ message: 'session.not_found' }) });

export const renameSessionInput = z.object({ name: sessionName });
export type RenameSessionInput = z.infer<typeof renameSessionInput>;

export const listSessionsInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.sessions),
  /** Opaque keyset cursor from `next_cursor`: constant-time paging however deep. */
  cursor: z.string().max(200).optional(),
  /** Search: chats whose name or last message contains this text (any case). */
  q: z
    .string()
    .transform((v) => v.replaceAll('\u0000', '').trim())
    .pipe(z.string().max(100))
    .optional(),
});
export type ListSessionsInput = z.infer<typeof listSessionsInput>;

export const sessionListSchema = z.object({
  items: z.array(sessionSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
  next_cursor: z.string().nullable(),
});
export type SessionList = z.infer<typeof sessionListSchema>;
