import { isChannelName } from './channels';
import { detectLanguage } from './language';
import { isUnknownWord } from './noun-phrases';
import { isPlaceName } from './places';
import { AT_SOMEONE } from './venues';

/**
 * Towns, districts and venues written in lower case that no built-in data names ("a wedding in galway", "a rave in
 * leeds", "a trip to magaluf", "outside york"): a word the part-of-speech lexicon has never seen as a lower-case word
 * (noun-phrases.ts isUnknownWord: the Brill lexicon keeps such names only capitalised) right after a place preposition,
 * where the phrase ends. "to" counts only after a verb or noun of going ("talk to jordan" is a person), "at" not after a
 * feeling or look aimed at someone. Capitalised names are read by facts.ts's capital rule; known names by places.ts.
 * English messages only (German "in unserem Schlafzimmer"); the language is read once, only when a word qualifies.
 */
const GOING = 'go|goes|going|went|gone|trip|trips|flight|flights|flew|fly|flying|drive|driving|drove|travel|travelled|traveled|travelling|traveling|holiday|holidays|move|moving|moved|visit|visiting|back|ticket|tickets|train|bus|ferry|commute';
/** Words that may follow a place name: function words, days and the like ("in galway last month", "in leeds, and"). */
const ENDS = new Set('and but so for on last next this because with at in to or when where who which since until till after before then is was the a i we he she they my tomorrow tonight today yesterday every over again together'.split(' '));
/** A place preposition and the (up to) three words after it, where each is followed by a space, punctuation or the end. */
const AFTER_PREPOSITION = new RegExp(`\\b(?:([a-z]+)\\s)?(in|outside|near|around|at|(?<=\\b(?:${GOING})\\s)to)\\s(?=([a-z]{4,})(?:\\s([a-z]+))?(?:\\s([a-z]+))?(?:$|[\\s,.;:!?)]))`, 'g');
/** The end of the name: punctuation or the end of the text (no word read), or a function word. */
const ends = (next: string | undefined, at: number, text: string) => (next === undefined ? !/^\s[a-z]/.test(text.slice(at)) : ENDS.has(next));

export function unlistedPlaces(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  let english: boolean | undefined;
  for (const m of text.matchAll(AFTER_PREPOSITION)) {
    const [, before, preposition, word, second, third] = m as unknown as [string, string | undefined, string, string, string | undefined, string | undefined];
    if (!isUnknownWord(word) || isPlaceName(word) || isChannelName(word)) continue;
    if (preposition === 'at' && before && AT_SOMEONE.has(before)) continue;
    const at = (m.index ?? 0) + m[0].length;
    // Two words the lexicon never saw make one name ("val thorens"); otherwise the name is one word and must end there.
    const two = second !== undefined && isUnknownWord(second) && ends(third, at + word.length + second.length + 1, text);
    if (!two && !ends(second, at + word.length, text)) continue;
    if (!(english ??= detectLanguage(text) === 'en')) return out;
    out.push({ text: two ? `${word} ${second}` : word, at });
  }
  return out;
}
