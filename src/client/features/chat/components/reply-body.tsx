import { splitAtCards } from '../hooks/card-placement';
import type { ReplySuggestion } from '../hooks/message-types';
import { MessageMarkdown } from './message-markdown';
import { ReplyCards } from './reply-cards';

type ReplyBodyProps = {
  text: string;
  suggestions: readonly ReplySuggestion[] | null;
  /** Where the cards sit in the text, when known (see card-placement). */
  cardsAt?: number | null;
};

/** A reply's prose with its cards in place: the read, the cards, then the rest. */
export function ReplyBody({ text, suggestions, cardsAt }: ReplyBodyProps) {
  if (!suggestions || suggestions.length === 0) return text ? <MessageMarkdown text={text} /> : null;
  const { before, after } = splitAtCards(text, cardsAt);
  return (
    <>
      {before.trim() && <MessageMarkdown text={before} />}
      <ReplyCards suggestions={suggestions} />
      {after.trim() && <MessageMarkdown text={after} />}
    </>
  );
}
