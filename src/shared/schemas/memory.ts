import { z } from 'zod';
import { PAGE_SIZES } from '../constants';
import { MESSAGE_ROLES } from './message';

// Zod-free, so client code that only needs the numbers does not load zod.
export { MEMORY_LIMITS } from '../memory-limits';
import { MEMORY_LIMITS } from '../memory-limits';

/**
 * Ids are checked by the service, not here: a malformed id is an id that does not exist and
 * answers the same catalogue code (404) through tRPC and REST alike.
 */
const memoryId = z.string().min(1).max(100).describe('A memory item id (uuid)');
const sessionId = z.string().min(1).max(100).describe('A chat session id (uuid)');

/** Trimmed, U+0000 stripped (Postgres cannot store it), 1..500 characters. */
export const memoryContentSchema = z
  .string()
  .overwrite((s) => s.replaceAll('\u0000', ''))
  .trim()
  .min(1)
  .max(MEMORY_LIMITS.contentMaxChars);

export const memoryItemSchema = z.object({
  id: z.string().uuid(),
  content: z.string(),
  reason: z.string().nullable(),
  created_at: z.string(),
  updated_at: z.string(),
  last_call_at: z.string().nullable(),
});
export type MemoryItem = z.infer<typeof memoryItemSchema>;

export const MEMORY_CARD_TYPES = ['add', 'update', 'delete'] as const;
export type MemoryCardType = (typeof MEMORY_CARD_TYPES)[number];

/**
 * A memory suggestion as applied (SPEC §3, §4): `memory` is the item after the change; `content` is
 * the added or deleted text (for an update: the text before it), `new_content` the updated text.
 */
export const memoryCardSchema = z.object({
  type: z.enum(MEMORY_CARD_TYPES),
  memory: memoryItemSchema,
  content: z.string().optional(),
  new_content: z.string().optional(),
});
export type MemoryCard = z.infer<typeof memoryCardSchema>;

export const listMemoryInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(MEMORY_LIMITS.pageMax).default(PAGE_SIZES.memory),
});
export type ListMemoryInput = z.infer<typeof listMemoryInput>;

export const memoryListSchema = z.object({ items: z.array(memoryItemSchema), total: z.number().int() });
export type MemoryList = z.infer<typeof memoryListSchema>;

export const memoryByIdInput = z.object({ id: memoryId });
export type MemoryByIdInput = z.infer<typeof memoryByIdInput>;

export const updateMemoryInput = z.object({ id: memoryId, content: memoryContentSchema });
export type UpdateMemoryInput = z.infer<typeof updateMemoryInput>;

/** The body of `PUT /api/memory/{id}`. */
export const updateMemoryBody = updateMemoryInput.pick({ content: true });

export const undoMemoryResultSchema = z.object({ item: memoryItemSchema.nullable() });
export type UndoMemoryResult = z.infer<typeof undoMemoryResultSchema>;

/**
 * One message item of the exchange to learn from, as the client holds it (`{type, content}`).
 * Only text items count; `role` says whose message it is (default: the user's).
 */
export const memoryExchangeItemSchema = z.object({
  type: z.string().min(1).max(40),
  content: z.unknown(),
  role: z.enum(MESSAGE_ROLES).optional(),
});
export type MemoryExchangeItem = z.infer<typeof memoryExchangeItemSchema>;

export const generateMemoryBody = z.object({
  items: z.array(memoryExchangeItemSchema).min(1).max(MEMORY_LIMITS.exchangeMaxItems),
});

export const generateMemoryInput = generateMemoryBody.extend({ sessionId });
export type GenerateMemoryInput = z.infer<typeof generateMemoryInput>;
