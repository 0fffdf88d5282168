import type { Message, MessageExtraData, ScreenshotTranscript, SessionType } from './schemas/message';
import type { Practice, PracticePlan, PracticeReport, PracticeTurn } from './schemas/practice';

/**
 * The events of a streamed reply. REST SSE (`event:`/`data:` lines, then `data: [DONE]`) and the
 * tRPC subscription (`tracked(id, event)`) are two encodings of this one union.
 */
export type ReplyEventData =
  /** The reply exists (status thinking). */
  | { type: 'start'; content: { version: number; reply_to_id: string | null } }
  /** New text only, coalesced over a short window. */
  | { type: 'text'; content: string }
  | { type: 'reasoning_content'; content: string }
  /** What was read from the user's screenshots, once, before the advice. */
  | { type: 'screenshot_transcript'; content: ScreenshotTranscript }
  /** The structured reply cards, once, whole. */
  | { type: 'reply_suggestions'; content: { tone: string; text: string; why: string }[] }
  /** The coach is building the plan (SSE event name `practice_plan_updating`). */
  | { type: 'practice_plan_updating'; content: { plan_id: string } }
  /** The whole plan as stored after the coach built or refined it. */
  | { type: 'practice_plan_updated'; content: PracticePlan }
  /** The live score of the user's line and the practice's new progress/status. */
  | { type: 'practice_turn'; content: PracticeTurn & { user_message_id: string; practice: Practice } }
  /** The final message as stored (completed, or completed after a stop); in a practice, its state. */
  | { type: 'completed'; content: { message: Message; stopped: boolean; practice?: Practice } }
  /** The reply failed: catalogue code and its text (shown in the bot message). */
  | { type: 'failed'; content: { code: string; message: string } };

export interface ReplyEvent {
  /** Monotonic per reply, from 1: the SSE `id:` and tRPC `tracked()` id; resume after it. */
  id: number;
  /** SPEC §7 event names: `message` for content, `end` for the last one, `practice_plan_updating`. */
  event: ReplyEventName;
  data: ReplyEventData & {
    message_id: string;
    session_id: string;
    session_type: SessionType;
    extra_data: MessageExtraData;
  };
}

export type ReplyEventName = 'message' | 'end' | 'practice_plan_updating';

export const STREAM_DONE = '[DONE]';

/** The SSE event name of a reply event. */
export function eventNameFor(type: ReplyEventData['type'], final: boolean): ReplyEventName {
  if (final) return 'end';
  return type === 'practice_plan_updating' ? 'practice_plan_updating' : 'message';
}

/**
 * The events of a practice-level stream (POST …/practices/{id}/end): the report or its skip,
 * then `end` with the practice as stored.
 */
export type PracticeEventData =
  | { type: 'report'; content: PracticeReport }
  | { type: 'report_skipped'; content: { practice_id: string } }
  | { type: 'report_failed'; content: { code: string; message: string } }
  | { type: 'practice_ended'; content: { practice: Practice } };

export interface PracticeEvent {
  id: number;
  event: 'message' | 'end';
  /** The fields every stream's data carries (SPEC §3 stream chunk); no message: `message_id` is null. */
  data: PracticeEventData & {
    practice_id: string;
    message_id: null;
    session_id: string | null;
    session_type: 'practice';
    extra_data: MessageExtraData;
  };
}

export function isFinalEvent(event: ReplyEvent): boolean {
  return event.event === 'end';
}
