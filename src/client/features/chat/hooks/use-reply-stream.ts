import { useEffect, useRef } from 'react';
import { trpc } from '../../../lib/trpc';
import { rememberCardOffset } from './card-placement';
import { useChatPlugins } from './chat-plugins';
import { patchMessage, upsertMessages } from './message-cache';
import { isLocalMessage, isStreaming, type Message, type MessageItem } from './message-types';
import { streamingStore } from './streaming-store';
import { useSetMessages } from './use-chat-messages';

/** The reply to follow: the chat's last unfinished bot message that the server knows. */
export function activeReply(messages: readonly Message[]): Message | undefined {
  const last = messages.at(-1);
  return last && last.role === 'assistant' && isStreaming(last) && !isLocalMessage(last) ? last : undefined;
}

function itemsSoFar(messageId: string): MessageItem[] {
  streamingStore.flush();
  const { text, suggestions, transcript } = streamingStore.get(messageId);
  const items: MessageItem[] = [{ id: `${messageId}:text`, type: 'text', content: text }];
  if (transcript) items.push({ id: `${messageId}:transcript`, type: 'screenshot_transcript', content: transcript });
  if (suggestions) items.push({ id: `${messageId}:suggestions`, type: 'reply_suggestions', content: suggestions });
  return items;
}

/**
 * Follows the active reply over SSE (`chat.onReply`). Tokens go to the streaming store (one render
 * per frame, only in the streaming row); the final event writes the stored message into the cache.
 * It always subscribes from the first event (after a reload too) and starts from empty text; the
 * link itself resumes with lastEventId when the connection drops.
 */
/** `onEnded(completed)`: the reply finished (true) or failed (false). */
export function useReplyStream(sessionId: string, active: Message | undefined, onEnded: (completed: boolean) => void) {
  const utils = trpc.useUtils();
  const setMessages = useSetMessages();
  const ended = useRef(onEnded);
  ended.current = onEnded;
  const { onReplyEvent } = useChatPlugins();
  const onEvent = useRef(onReplyEvent);
  onEvent.current = onReplyEvent;
  const messageId = active?.id;
  const version = active?.version;

  useEffect(() => {
    if (!messageId) return;
    streamingStore.reset(messageId);
    let finished = false;
    const finish = (completed: boolean) => {
      finished = true;
      streamingStore.delete(messageId);
      ended.current(completed);
    };
    const subscription = utils.client.chat.onReply.subscribe(
      { sessionId, messageId },
      {
        onData: ({ data: event }) => {
          const data = event.data;
          onEvent.current?.(sessionId, data);
          switch (data.type) {
            case 'start':
              streamingStore.reset(messageId);
              break;
            case 'text':
              streamingStore.appendText(messageId, data.content);
              break;
            case 'reasoning_content':
              streamingStore.appendReasoning(messageId, data.content);
              break;
            case 'reply_suggestions':
              streamingStore.setSuggestions(messageId, data.content);
              break;
            case 'screenshot_transcript':
              streamingStore.setTranscript(messageId, data.content);
              break;
            case 'completed': {
              streamingStore.flush();
              const { suggestionsAt } = streamingStore.get(messageId);
              if (suggestionsAt !== null) rememberCardOffset(messageId, suggestionsAt);
              setMessages(sessionId, (page) => upsertMessages(page, [data.content.message]));
              finish(true);
              break;
            }
            case 'failed':
              setMessages(sessionId, (page) => patchMessage(page, messageId, { status: 'failed', error: data.content, items: itemsSoFar(messageId) }));
              finish(false);
              break;
          }
        },
        onError: () => {
          // Not resumable (e.g. the message was deleted): take the server's word for the chat.
          if (!finished) void utils.chat.messages.invalidate({ sessionId });
        },
      },
    );
    return () => subscription.unsubscribe();
  }, [sessionId, messageId, version, utils, setMessages]);
}
