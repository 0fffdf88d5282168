import { LIMITS } from '../../../../shared/constants';

/** Attribute marking the part of a reply whose text can be quoted. */
export const QUOTABLE_ATTR = 'data-quotable';

/** The text to quote: trimmed, runs of blank lines folded, within a message's length. */
export function cleanQuote(raw: string): string | null {
  const text = raw
    .replace(/\r\n?/g, '\n')
    .replace(/[ \t]+\n/g, '\n')
    .replace(/\n{3,}/g, '\n\n')
    .trim();
  if (text.replace(/\s/g, '').length < 2) return null;
  return Array.from(text).slice(0, LIMITS.messageTextMaxChars).join('');
}

function quotableOf(node: Node | null): Element | null {
  const element = node instanceof Element ? node : (node?.parentElement ?? null);
  return element?.closest(`[${QUOTABLE_ATTR}]`) ?? null;
}

/**
 * A selection that lies inside one reply's text (not across messages, not in the input): what
 * to quote, and where to show the Quote button. Null otherwise.
 */
export function quotableSelection(selection: Selection | null): { text: string; rect: DOMRect | null } | null {
  if (!selection || selection.isCollapsed || selection.rangeCount === 0) return null;
  const start = quotableOf(selection.anchorNode);
  if (!start || start !== quotableOf(selection.focusNode)) return null;
  const text = cleanQuote(selection.toString());
  if (!text) return null;
  const range = selection.getRangeAt(0);
  return { text, rect: typeof range.getBoundingClientRect === 'function' ? range.getBoundingClientRect() : null };
}

/** How a quote is shown in the input and in the sent message: one line, shortened. */
export function quotePreview(text: string, max = 140): string {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > max ? `${line.slice(0, max - 1)}…` : line;
}
