import type { Message } from './message-types';
import { streamingStore } from './streaming-store';

/** Replies stopped from this tab, by id: how much text the screen had shown when Stop was pressed. */
const cuts = new Map<string, number>();

/** Stop pressed: what the screen shows now (the last frame, not text still queued for the next) is what stays. */
export function rememberStopCut(messageId: string): number {
  const shown = streamingStore.get(messageId).text.length;
  cuts.set(messageId, shown);
  return shown;
}

/**
 * The final message of a reply stopped here, cut to what was shown (the server cuts the stored
 * one the same way): Stop never reveals text that did not stream on screen.
 */
export function applyStopCut(message: Message): Message {
  const shown = cuts.get(message.id);
  if (shown === undefined) return message;
  const items = message.items.flatMap((item) => {
    if (item.type === 'text' && typeof item.content === 'string' && item.content.length > shown) return [{ ...item, content: item.content.slice(0, shown) }];
    if (item.type === 'reply_suggestions' && (item.at ?? 0) > shown) return [];
    return [item];
  });
  return { ...message, items };
}

export function forgetStopCut(messageId: string): void {
  cuts.delete(messageId);
}
