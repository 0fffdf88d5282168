import { memo } from 'react';
import type { Message } from '../hooks/message-types';
import { BotMessage } from './bot-message';
import { UserMessage } from './user-message';

type MessageRowProps = { message: Message; isLast: boolean; busy: boolean; editable?: boolean };

/**
 * One row of the list, memoised: a row re-renders only when its own message (or its last/busy
 * flags) change — never because another reply is streaming.
 */
export const MessageRow = memo(function MessageRow({ message, isLast, busy, editable = false }: MessageRowProps) {
  return message.role === 'user' ? <UserMessage message={message} editable={editable} /> : <BotMessage message={message} isLast={isLast} busy={busy} />;
});
