import { formatMessageTime } from '../../../lib/format-time';
import classes from './chat.module.css';

export function MessageTime({ at }: { at: string }) {
  return (
    <time className={classes.time} dateTime={at} data-testid="message-time">
      {formatMessageTime(at)}
    </time>
  );
}
