import type { Message, MessageItem, ScreenshotTranscript } from '../../../../shared/schemas/message';
import type { RouterOutputs } from '../../../lib/trpc';

export type { Message, MessageItem };
export type MessagesPage = RouterOutputs['chat']['messages'];
export type ReplySuggestion = { tone: string; text: string; why: string };
export type MessageVersion = RouterOutputs['chat']['versions'][number];

/** Messages the client shows before the server has answered (ids prefixed `local-`). */
export const LOCAL_PREFIX = 'local-';

export function isLocalMessage(message: Pick<Message, 'id'>): boolean {
  return message.id.startsWith(LOCAL_PREFIX);
}

export function isStreaming(message: Pick<Message, 'status'>): boolean {
  return message.status === 'thinking' || message.status === 'responding';
}

/** The message's text (all text items joined). */
export function messageText(items: readonly MessageItem[]): string {
  return items
    .filter((item) => item.type === 'text')
    .map((item) => item.content as string)
    .join('\n');
}

/** What the reply read from the user's screenshots, if it read any. */
export function messageTranscript(items: readonly MessageItem[]): ScreenshotTranscript | null {
  const item = items.find((i) => i.type === 'screenshot_transcript');
  return item && item.type === 'screenshot_transcript' ? item.content : null;
}

/** Where the stored reply says its cards sit in the text, when it says so. */
export function messageCardsAt(items: readonly MessageItem[]): number | undefined {
  const item = items.find((i) => i.type === 'reply_suggestions');
  return item && item.type === 'reply_suggestions' ? item.at : undefined;
}

export function messageSuggestions(items: readonly MessageItem[]): ReplySuggestion[] {
  const item = items.find((i) => i.type === 'reply_suggestions');
  return item && item.type === 'reply_suggestions' ? item.content : [];
}
