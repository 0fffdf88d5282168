import { voiceSwap } from './answer-slots';

/**
 * "is there a reason you can't park on the street, is it the space?", "what are you worried about,
 * the carpets?": a question for a cause with the user's own guess after it. The guess is what the
 * question puts to them, so the answer takes it up ("yeah — mostly because of the space") rather
 * than a stock cause of another topic, or a bare "yeah, it is!" that names none. Only causes and
 * worries: a guessed place or time ("where are you from, london?") would override their own facts.
 */

const CAUSE = String.raw`(?:why|how come|is there (?:a|any) (?:reason|particular reason)|what(?:'s| is) (?:the|your) (?:reason|problem|issue|worry|concern)|what(?:'s| is) (?:wrong|bothering (?:you|u)|up with)|what (?:are|r) (?:you|u) (?:so |most |more )?(?:worried|upset|annoyed|angry|bothered|stressed|concerned|nervous|unhappy) (?:about|by)|what (?:worries|bothers|annoys|upsets) (?:you|u))`;
const GUESSED = new RegExp(String.raw`^(?:so |and |but |ok |okay |hmm |wait )*(${CAUSE}\b[^,—]{0,80}?)\s*(?:,|—|-)\s*(?:(?:like|maybe|or|so) )*(?:is it|was it|it(?:'s| is)|are they|because of|cos of)? ?((?:the |my |your |ur |our |their |his |her |a |an |too much |not enough )?[a-z'-]+(?: [a-z'-]+){0,3})$`);

/** The guessed cause taken up, or null when the question puts no guess. */
export function guessedCauseAnswer(sentence: string, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const m = GUESSED.exec(q);
  if (!m) return null;
  const guess = voiceSwap(m[2]!.trim()).replace(/\bi\b/g, 'I');
  if (/\b(?:or|and|if|when|you|I)\b/.test(guess) || guess.split(' ').length > 4) return null;
  // A why is answered with a cause, a "what worries you" with the thing itself.
  const why = /^(?:so |and |but |ok |okay |hmm |wait )*(?:why|how come|is there|what(?:'s| is) (?:the|your) reason)\b/.test(q);
  if (why) return work ? `Yes — mostly because of ${guess}, honestly.` : `yeah — mostly because of ${guess}, honestly`;
  return work ? `Yes — ${guess}, mostly. That’s what I keep coming back to.` : `yeah — ${guess}, mostly, honestly`;
}
