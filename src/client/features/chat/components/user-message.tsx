import type { Message } from '../hooks/message-types';
import { messageText } from '../hooks/message-types';
import classes from './chat.module.css';
import { MessageTime } from './message-time';

/** The user's words as typed (plain text, never Markdown). */
export function UserMessage({ message }: { message: Message }) {
  return (
    <div className={classes.userRow} data-testid="user-message" data-message-id={message.id}>
      <div className={classes.userBubble} data-testid="user-text">
        {messageText(message.items)}
      </div>
      <MessageTime at={message.created_at} />
    </div>
  );
}
