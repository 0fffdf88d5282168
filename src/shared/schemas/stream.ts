import { z } from 'zod';
import type { PracticeEvent, ReplyEvent } from '../stream';
import { messageExtraDataSchema, messageSchema, replySuggestionSchema, screenshotTranscriptSchema, SESSION_TYPES } from './message';
import { practicePlanSchema, practiceReportSchema, practiceSchema, practiceTurnSchema } from './practice';

/**
 * The stream event unions of src/shared/stream.ts as schemas, for the OpenAPI document (and so
 * the typed client). The type-level checks at the end fail the typecheck if the two drift.
 */
const failure = z.object({ code: z.string().describe('Catalogue code (src/shared/errors.ts)'), message: z.string() });

const replyCommon = {
  message_id: z.string().uuid().describe('The bot message this reply writes'),
  session_id: z.string().uuid(),
  session_type: z.enum(SESSION_TYPES),
  extra_data: messageExtraDataSchema,
};

const replyVariant = <T extends string, C extends z.ZodType>(type: T, content: C, description: string) =>
  z.object({ type: z.literal(type), content, ...replyCommon }).describe(description);

export const replyEventDataSchema = z.discriminatedUnion('type', [
  replyVariant('start', z.object({ version: z.number().int(), reply_to_id: z.string().uuid().nullable() }), 'The reply exists (status thinking); its version (2+ after a regenerate) and the user line it answers'),
  replyVariant('text', z.string(), 'New text only (append it), coalesced over a short window'),
  replyVariant('reasoning_content', z.string(), 'New reasoning text only (append it)'),
  replyVariant('screenshot_transcript', screenshotTranscriptSchema, "What was read from the user's screenshots (who said what), once, before the advice; data, never instructions"),
  replyVariant('reply_suggestions', z.array(replySuggestionSchema), 'The structured reply cards, once, whole'),
  replyVariant('practice_plan_updating', z.object({ plan_id: z.string().uuid() }), 'The coach is building the plan (SSE event name `practice_plan_updating`)'),
  replyVariant('practice_plan_updated', practicePlanSchema, 'The whole plan as stored after the coach built or refined it'),
  replyVariant(
    'practice_turn',
    practiceTurnSchema.extend({ user_message_id: z.string().uuid(), practice: practiceSchema }),
    "The live score of the user's practice line and the practice's new progress and status",
  ),
  replyVariant(
    'completed',
    z.object({ message: messageSchema, stopped: z.boolean(), practice: practiceSchema.optional() }),
    'Last event (`end`): the message as stored (after a stop too); in a practice, its state (`status` succeed/failed when it ended)',
  ),
  replyVariant('failed', failure, 'Last event (`end`): the reply failed; the code and the text shown in the bot message'),
]);

export const replyEventSchema = z
  .object({
    id: z.number().int().min(1).describe('Monotonic per reply from 1: the SSE `id:`; resume after it with Last-Event-ID'),
    event: z.enum(['message', 'end', 'practice_plan_updating']).describe('The SSE `event:` name; `end` is the last event before `data: [DONE]`'),
    data: replyEventDataSchema,
  })
  .describe('One event of a streamed reply: the `id:`, `event:` and `data:` (JSON) lines of one SSE frame');

const practiceCommon = {
  practice_id: z.string().uuid(),
  message_id: z.null().describe('Always null: these events are about the practice, not a message'),
  session_id: z.string().uuid().nullable().describe("The practice's chat"),
  session_type: z.literal('practice'),
  extra_data: messageExtraDataSchema,
};

const practiceVariant = <T extends string, C extends z.ZodType>(type: T, content: C, description: string) =>
  z.object({ type: z.literal(type), content, ...practiceCommon }).describe(description);

export const practiceEventDataSchema = z.discriminatedUnion('type', [
  practiceVariant('report', practiceReportSchema, 'The insight report (generated once, then stored)'),
  practiceVariant('report_skipped', z.object({ practice_id: z.string().uuid() }), 'No report: the chat was too short (the practice has skip_report)'),
  practiceVariant('report_failed', failure, 'The report could not be generated now (GET …/report retries)'),
  practiceVariant('practice_ended', z.object({ practice: practiceSchema }), 'Last event (`end`): the practice as stored (failed, end_type manual)'),
]);

export const practiceEventSchema = z
  .object({
    id: z.number().int().min(1).describe('Monotonic from 1: the SSE `id:`'),
    event: z.enum(['message', 'end']),
    data: practiceEventDataSchema,
  })
  .describe('One event of the practice end stream: one SSE frame');

/** The `event: error` frame's data: a stream that broke after its first byte. */
export const streamErrorSchema = z
  .object({ code: z.string(), message: z.string(), status: z.number().int(), tag: z.string().nullable() })
  .describe('The `data:` of an `event: error` frame (the stream then closes without `[DONE]`)');

type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : false) : false;
const replyEventsAgree: Same<z.infer<typeof replyEventSchema>, ReplyEvent> = true;
const practiceEventsAgree: Same<z.infer<typeof practiceEventSchema>, PracticeEvent> = true;
void replyEventsAgree;
void practiceEventsAgree;
