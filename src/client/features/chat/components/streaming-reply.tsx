import { useStreamSnapshot } from '../hooks/use-stream-snapshot';
import { ReplyBody } from './reply-body';
import { ScreenshotReadback } from './screenshot-readback';
import { ThinkingPlaceholder } from './thinking-placeholder';

/**
 * The one component that renders per streamed token: it reads the reply from the streaming store
 * (at most once per animation frame); the rest of the chat does not re-render.
 */
export function StreamingReply({ messageId }: { messageId: string }) {
  const { text, suggestions, suggestionsAt, transcript } = useStreamSnapshot(messageId);
  const started = text.length > 0 || suggestions !== null;
  return (
    <div data-testid="bot-streaming" data-phase={started ? 'responding' : 'thinking'} aria-live="polite" aria-busy>
      {transcript && <ScreenshotReadback transcript={transcript} />}
      {started ? (
        <ReplyBody text={text} suggestions={suggestions} cardsAt={suggestionsAt} />
      ) : (
        <ThinkingPlaceholder />
      )}
    </div>
  );
}
