import { useReplyConnectionLost } from '../hooks/reply-connection';
import { useStreamSnapshot } from '../hooks/use-stream-snapshot';
import classes from './chat.module.css';
import { ReplyBody } from './reply-body';
import { ScreenshotReadback } from './screenshot-readback';
import { ThinkingPlaceholder } from './thinking-placeholder';

/**
 * The one component that renders per streamed token: it reads the reply from the streaming store
 * (at most once per animation frame); the rest of the chat does not re-render. Not a live region:
 * the completed reply is announced once (ReplyAnnouncer), not token by token.
 */
export function StreamingReply({ messageId }: { messageId: string }) {
  const { text, suggestions, suggestionsAt, transcript } = useStreamSnapshot(messageId);
  const started = text.length > 0 || suggestions !== null;
  const connectionLost = useReplyConnectionLost(messageId);
  return (
    <div data-testid="bot-streaming" data-phase={started ? 'responding' : 'thinking'} data-connection={connectionLost ? 'lost' : 'live'}>
      {connectionLost && (
        <div className={classes.reconnecting} role="status" data-testid="reply-reconnecting">
          Connection lost — reconnecting…
        </div>
      )}
      {transcript && <ScreenshotReadback transcript={transcript} />}
      {started ? (
        <ReplyBody text={text} suggestions={suggestions} cardsAt={suggestionsAt} />
      ) : (
        !connectionLost && <ThinkingPlaceholder />
      )}
    </div>
  );
}
