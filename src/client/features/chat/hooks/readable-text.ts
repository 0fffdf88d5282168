import { knownCardOffset, splitAtCards } from './card-placement';
import { messageCardsAt, messageSuggestions, messageText, type Message, type ReplySuggestion } from './message-types';

/**
 * Markdown as a person would write it in a plain message: no `**`, `#`, backticks or link syntax,
 * lists kept as "- " lines. For copying a reply and for reading it out (the live region).
 */
export function readableMarkdown(markdown: string): string {
  return markdown
    .replace(/\r\n?/g, '\n')
    .replace(/^[ \t]*(```|~~~).*$/gm, '')
    .replace(/^[ \t]{0,3}#{1,6}[ \t]+/gm, '')
    .replace(/^[ \t]{0,3}>[ \t]?/gm, '')
    .replace(/^[ \t]*([-*_])([ \t]*\1){2,}[ \t]*$/gm, '')
    .replace(/^[ \t]*\|?([ \t]*:?-{3,}:?[ \t]*\|)+[ \t]*:?-*:?[ \t]*$/gm, '')
    .replace(/^([ \t]*)[*+][ \t]+/gm, '$1- ')
    .replace(/!\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/\[([^\]]+)\]\(([^)\s]+)[^)]*\)/g, (_m, label: string, url: string) => (label === url ? url : `${label} (${url})`))
    .replace(/(\*\*|__)(?=\S)([\s\S]*?\S)\1/g, '$2')
    .replace(/(^|[^\w*])\*(?=\S)([^*\n]*?\S)\*(?!\w)/g, '$1$2')
    .replace(/(^|[^\w])_(?=\S)([^_\n]*?\S)_(?!\w)/g, '$1$2')
    .replace(/~~(?=\S)([^~\n]*?\S)~~/g, '$1')
    .replace(/`([^`\n]+)`/g, '$1')
    .replace(/[ \t]+$/gm, '')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
}

/** A suggested reply as text: its tone, what to send, and why it works. */
export function readableCard(card: ReplySuggestion): string {
  return [`${card.tone}: ${card.text}`, card.why].filter(Boolean).join('\n');
}

/** A whole reply as readable text: prose with the suggested replies where they sit. */
export function readableReply(message: Pick<Message, 'id' | 'items'>): string {
  const text = messageText(message.items);
  const cards = messageSuggestions(message.items);
  if (cards.length === 0) return readableMarkdown(text);
  const { before, after } = splitAtCards(text, knownCardOffset(message.id) ?? messageCardsAt(message.items));
  return [readableMarkdown(before), cards.map(readableCard).join('\n\n'), readableMarkdown(after)].filter(Boolean).join('\n\n');
}
