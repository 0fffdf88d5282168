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

/** One bubble read from a screenshot: who sent it (by its side of the screen) and its text. */
export const transcriptLineSchema = z.object({ speaker: z.enum(['them', 'you']), text: z.string().max(4000) });
export type TranscriptLine = z.infer<typeof transcriptLineSchema>;

/** What the advisor read from a message's screenshots, shown before the advice (data, never instructions). */
export const screenshotTranscriptSchema = z.object({
  /** The screenshots it was read from. */
  images: z.number().int().nonnegative(),
  lines: z.array(transcriptLineSchema).max(400),
});
export type ScreenshotTranscript = z.infer<typeof screenshotTranscriptSchema>;

/** Typed pieces of a message as stored and as sent to clients. */
export const messageItemSchema = z.discriminatedUnion('type', [
  z.object({ id: z.string(), type: z.literal('text'), content: z.string(), source_type: z.enum(['input', 'normal']).optional() }),
  z.object({ id: z.string(), type: z.literal('image'), content: z.string(), imageStatus: imageStatusSchema }),
  z.object({ id: z.string(), type: z.literal('reasoning_content'), content: z.string() }),
  z.object({
    id: z.string(),
    type: z.literal('reply_suggestions'),
    content: z.array(replySuggestionSchema),
    /** Where the cards sit in the reply's text (its length when they arrived). */
    at: z.number().int().nonnegative().optional(),
  }),
  z.object({ id: z.string(), type: z.literal('screenshot_transcript'), content: screenshotTranscriptSchema }),
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
  /** On a user line in a practice: its live score (★ beyond SPEC). */
  practice_turn: z
    .object({
      practice_id: z.string(),
      rating: z.enum(['great', 'ok', 'risky']),
      reason: z.string(),
      delta: z.number().int(),
      progress: z.number().int(),
    })
    .nullable()
    .optional(),
  /** On a reply: the user's thumbs-down and its optional reason (a like clears it). */
  feedback: z
    .object({ rating: z.literal('down'), reason: z.string().nullable() })
    .nullable()
    .optional(),
});
export type MessageExtraData = z.infer<typeof messageExtraDataSchema>;

export interface MessageError {
  code: string;
  message: string;
}

export const messageSchema = z.object({
  id: z.string().uuid(),
  session_id: z.string().uuid(),
  role: z.enum(MESSAGE_ROLES),
  status: z.enum(MESSAGE_STATUSES).describe('A bot message: thinking, then responding, then completed; or failed (see error)'),
  created_at: z.string(),
  items: z.array(messageItemSchema).describe('The typed pieces of the message, in order'),
  used_capabilities: z.array(z.string()),
  extra_data: messageExtraDataSchema,
  native_receive: z.boolean(),
  liked: z.boolean(),
  version: z.number().int().describe('1, then +1 per regenerate (the id stays; earlier versions at …/versions)'),
  references: z.array(messageReferenceSchema),
  error: z
    .object({ code: z.string(), message: z.string() })
    .nullable()
    .describe('Why a failed reply failed: catalogue code and the text shown'),
  branch: z
    .object({ ids: z.array(z.string().uuid()), index: z.number().int() })
    .optional()
    .describe('An edited message: the ids of its versions, oldest first, each the start of a branch of the chat; index is the one shown (PUT …/branch shows another)'),
});
export type Message = z.infer<typeof messageSchema>;

/** What a client may send as message content (SPEC §3 outgoing message, §5 limits). */
export const outgoingItemSchema = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    content: z.string().max(LIMITS.messageTextMaxChars, { message: 'message.too_long' }),
    source_type: z.enum(['input', 'normal']).optional(),
  }),
  /** An upload of the caller's, by its server-chosen file name — never a URL we would fetch. */
  z.object({ type: z.literal('image'), content: z.string().min(1).max(200) }),
]);
export type OutgoingItem = z.infer<typeof outgoingItemSchema>;

export const sendMessageBody = z.object({
  items: z.array(outgoingItemSchema).min(1).max(LIMITS.photosPerMessage + 2),
  references: z.array(messageReferenceSchema).max(5).optional(),
  human_check_token: z.string().max(4096).optional().describe('Human-check (Turnstile) token, action send_message'),
  used_capabilities: z.array(z.enum(['text', 'image', 'simulator'])).max(3).optional(),
  session_type: z.enum(SESSION_TYPES).optional(),
  active_practice_id: z.string().uuid().optional().describe('With session_type practice: the practice this line plays'),
  client_request_id: z
    .string()
    .min(8)
    .max(100)
    .optional()
    .describe('Idempotency key: a retried send with the same key creates nothing new and answers the same reply'),
});
export type SendMessageBody = z.infer<typeof sendMessageBody>;

export const listMessagesInput = z.object({
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  page_size: z.coerce.number().int().min(1).max(100_000).default(100_000),
});
export type ListMessagesInput = z.infer<typeof listMessagesInput>;
