import { z } from 'zod';
import { LIMITS } from '../constants';

export const SESSION_TYPES = ['normal', 'simulator', 'practice', 'practice_coach', 'rednote'] as const;
export type SessionType = (typeof SESSION_TYPES)[number];

export const MESSAGE_ROLES = ['user', 'assistant'] as const;
export type MessageRole = (typeof MESSAGE_ROLES)[number];

/** Progress of a bot message (SPEC §3). */
export const MESSAGE_STATUSES = ['thinking', 'responding', 'completed', 'failed'] as const;
export type MessageStatus = (typeof MESSAGE_STATUSES)[number];

export const imageStatusSchema = z.object({
  status: z.enum(['uploading', 'completed', 'failed']),
  imageUrl: z.string().nullable(),
  imageName: z.string().nullable(),
  originUrl: z.string().nullable(),
  originName: z.string().nullable(),
});

export const replySuggestionSchema = z.object({
  tone: z.string().max(40),
  text: z.string().max(2000),
  why: z.string().max(400),
});

/** Typed pieces of a message as stored and as sent to clients. */
export const messageItemSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('text'), content: z.string(), source_type: z.enum(['input', 'normal']).optional() }),
  z.object({ id: z.string(), type: z.literal('image'), content: z.string(), imageStatus: imageStatusSchema }),
  z.object({ id: z.string(), type: z.literal('reasoning_content'), content: z.string() }),
  z.object({ id: z.string(), type: z.literal('reply_suggestions'), content: z.array(replySuggestionSchema) }),
  z.object({ id: z.string(), type: z.literal('simulator'), content: z.record(z.string(), z.unknown()) }),
  z.object({ id: z.string(), type: z.literal('simulator_session'), content: z.record(z.string(), z.unknown()) }),
  z.object({ id: z.string(), type: z.literal('practice_plan_created'), content: z.record(z.string(), z.unknown()) }),
  z.object({ id: z.string(), type: z.literal('report'), content: z.record(z.string(), z.unknown()) }),
]);
export type MessageItem = z.infer<typeof messageItemSchema>;

export const messageReferenceSchema = z.object({
  content: z.string().max(LIMITS.messageTextMaxChars),
  source_type: z.enum(['input', 'normal']),
});
export type MessageReference = z.infer<typeof messageReferenceSchema>;

export const messageExtraDataSchema = z.object({
  simulator_setup_message_type: z.enum(['start', 'ready', 'collection', 'summary', 'advisor', 'welcome']).nullable().optional(),
  practice_message_type: z.string().nullable().optional(),
});
export type MessageExtraData = z.infer<typeof messageExtraDataSchema>;

export interface MessageError {
  code: string;
  message: string;
}
