import type { Message, MessageExtraData, SessionType } from './schemas/message';

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
  /** The structured reply cards, once, whole. */
  | { type: 'reply_suggestions'; content: { tone: string; text: string; why: string }[] }
  /** The final message as stored (completed, or completed after a stop). */
  | { type: 'completed'; content: { message: Message; stopped: boolean } }
  /** The reply failed: catalogue code and its text (shown in the bot message). */
  | { type: 'failed'; content: { code: string; message: string } };

export interface ReplyEvent {
  /** Monotonic per reply, from 1: the SSE `id:` and tRPC `tracked()` id; resume after it. */
  id: number;
  /** SPEC §7 event names: `message` for content, `end` for the last one. */
  event: 'message' | 'end';
  data: ReplyEventData & {
    message_id: string;
    session_id: string;
    session_type: SessionType;
    extra_data: MessageExtraData;
  };
}

export const STREAM_DONE = '[DONE]';

export function isFinalEvent(event: ReplyEvent): boolean {
  return event.event === 'end';
}
