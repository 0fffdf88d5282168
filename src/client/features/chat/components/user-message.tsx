import { useCallback } from 'react';
import { trpc } from '../../../lib/trpc';
import { useChatContext } from '../hooks/chat-context';
import { useChatPlugins, type ImageItem } from '../hooks/chat-plugins';
import type { Message } from '../hooks/message-types';
import { isLocalMessage, messageText } from '../hooks/message-types';
import classes from './chat.module.css';
import { MessageTime } from './message-time';
import { UserMessageActions } from './user-message-actions';
import { SentQuote } from './quote-chip';

/** Chats whose image URLs were re-asked for lately: at most once a minute each. */
const resigned = new Map<string, number>();

/** The user's words as typed (plain text, never Markdown), with their screenshots and quote. */
export function UserMessage({ message }: { message: Message }) {
  const { MessageImages, UserMessageExtra } = useChatPlugins();
  const { sessionId, actions } = useChatContext();
  const utils = trpc.useUtils();
  const text = messageText(message.items);
  const images = message.items.filter((item): item is ImageItem => item.type === 'image');
  const quote = message.references.find((ref) => ref.source_type === 'normal')?.content;
  const local = isLocalMessage(message);
  // The list signs image URLs for an hour: one that expired (or is missing) is signed again.
  const onBroken = useCallback(() => {
    const last = resigned.get(sessionId) ?? 0;
    if (local || Date.now() - last < 60_000) return;
    resigned.set(sessionId, Date.now());
    void utils.chat.messages.invalidate({ sessionId });
  }, [local, sessionId, utils]);

  return (
    <div className={classes.userRow} data-testid="user-message" data-message-id={message.id}>
      {quote && <SentQuote text={quote} />}
      {images.length > 0 && MessageImages && <MessageImages images={images} onBroken={onBroken} />}
      {text && (
        <div className={classes.userBubble} data-testid="user-text">
          {text}
        </div>
      )}
      {UserMessageExtra && <UserMessageExtra message={message} />}
      <div className={classes.userActions}>
        {!local && <UserMessageActions text={text} onDelete={() => void actions.deleteExchange(message.id)} />}
        <MessageTime at={message.created_at} />
      </div>
    </div>
  );
}
