import { useStreamSnapshot } from '../hooks/use-stream-snapshot';
import { ReplyBody } from './reply-body';
import { ThinkingPlaceholder } from './thinking-placeholder';

/**
 * The one component that renders per streamed token: it reads the reply from the streaming store
 * (at most once per animation frame); the rest of the chat does not re-render. Not a live region:
 * the completed reply is announced once (ReplyAnnouncer), not token by token.
 */
export function StreamingReply({ messageId }: { messageId: string }) {
  const { text, suggestions, suggestionsAt } = useStreamSnapshot(messageId);
  const started = text.length > 0 || suggestions !== null;
  return (
    <div data-testid="bot-streaming" data-phase={started ? 'responding' : 'thinking'}>
      {started ? (
        <ReplyBody text={text} suggestions={suggestions} cardsAt={suggestionsAt} />
      ) : (
        <ThinkingPlaceholder />
      )}
    </div>
  );
}
