/**
 * Where the reply cards sit in the reply's text. Advisors write a short read of the situation, then
 * the cards, then more prose ("**One thing to avoid:** …"). The stored message keeps the text in
 * one piece, so: while streaming the position is known exactly (the text length when the cards
 * arrived) and remembered for the session; for a stored reply it is found again from that shape.
 */
const knownOffsets = new Map<string, number>();

export function rememberCardOffset(messageId: string, offset: number): void {
  knownOffsets.set(messageId, offset);
}

export function knownCardOffset(messageId: string): number | undefined {
  return knownOffsets.get(messageId);
}

const AFTER_CARDS = /\n\s*\n(?=\*\*One thing to avoid)/;

/** Split the text into what comes before the cards and after them. */
export function splitAtCards(text: string, offset?: number | null): { before: string; after: string } {
  if (offset !== undefined && offset !== null && offset >= 0 && offset <= text.length) {
    return { before: text.slice(0, offset), after: text.slice(offset) };
  }
  const avoid = AFTER_CARDS.exec(text);
  if (avoid) return { before: text.slice(0, avoid.index), after: text.slice(avoid.index) };
  // A lead-in paragraph ending with a colon ("Three ways you could reply:") introduces the cards.
  const leadIn = /:[ \t]*\n\s*\n/.exec(text);
  if (leadIn) {
    const end = leadIn.index + leadIn[0].length;
    return { before: text.slice(0, end), after: text.slice(end) };
  }
  return { before: text, after: '' };
}
