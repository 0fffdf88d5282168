import lexicon from './lexicons/venues.json';
import { OCCUPATIONS } from './occupations';

/**
 * Places named by what they are (lexicons/venues.json: shops, businesses, venues) or by the trade that
 * runs them ("at the butcher", "the hairdresser's"): after a place preposition and a determiner, with up
 * to one describing word ("at the bike shop", "outside the local chippy").
 */
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, '\\s');
const alternation = (names: readonly string[]) => [...names].sort((a, b) => b.length - a.length).map(escape).join('|');
const PREPOSITION = '(?:at|in|from|outside|near|into|inside|behind|opposite|to|by)';
const DETERMINER = '(?:the|a|an|my|our|his|her|their|this|that|your|some|local)';
/** A describing word before the venue ("bike shop", "nail salon"), never a verb or a function word. */
const DESCRIBER = "(?:(?!(?:and|or|but|to|of|for|with|where|when|who|which|i|we|he|she|they|first|second|third|last|next|other|same|only|whole|entire|own|right|wrong)\\b)[\\p{Ll}'-]{2,}\\s)?";

/** "at the bakery", "from the local bike shop", "take over the family shop": the venue with its describing word. */
export const VENUE_PLACE = new RegExp(
  `\\b(?:${PREPOSITION}\\s${DETERMINER}\\s|(?:the|my|our|his|her|their)\\s)((?:local\\s)?${DESCRIBER}(?:${alternation(lexicon.venues)}))(?![\\p{L}\\p{N}])`,
  'giu',
);
const TRADES = new Set(OCCUPATIONS);
/** Verbs and feelings aimed at someone: "angry at the plumber", "screamed at my receptionist" name a person, not where they work. */
export const AT_SOMEONE: ReadonlySet<string> = new Set(['angry', 'mad', 'yelled', 'yell', 'yells', 'shouted', 'shout', 'snapped', 'snap', 'looked', 'look',
  'looking', 'stared', 'staring', 'smiled', 'smiling', 'laughed', 'laughing', 'waved', 'glared', 'annoyed', 'upset', 'furious', 'pissed', 'cross',
  'lashed', 'lash', 'swore', 'screamed', 'screaming', 'scream', 'mean', 'rude', 'jealous', 'pointed', 'flirting', 'winked']);
/** "at the butcher", "to the dentist's": one or two words after a place preposition and a determiner, looked up in the occupation set. */
const AFTER_PREPOSITION = new RegExp(`(?:([\\p{L}']+)\\s)?\\b(${PREPOSITION})\\s(?:the|my|our|his|her|their|a)\\s([\\p{L}-]+(?:'s)?)(?:\\s([\\p{L}-]+(?:'s)?))?`, 'giu');

/**
 * A trade named where it works: after "at" ("works at the butcher"), or with a possessive after any place
 * preposition ("went to the dentist's"). A set lookup per candidate, not one expression over every trade.
 */
export function tradePlaces(text: string): { text: string; at: number }[] {
  const out: { text: string; at: number }[] = [];
  for (const m of text.matchAll(AFTER_PREPOSITION)) {
    const [, verb, prep, first, second] = m as unknown as [string, string | undefined, string, string, string | undefined];
    if (verb && AT_SOMEONE.has(verb.toLowerCase())) continue;
    const at = (m.index ?? 0) + m[0].lastIndexOf(first, m[0].length - (second ? second.length + 1 : 0) - first.length);
    for (const name of second ? [`${first} ${second}`, first] : [first]) {
      const possessive = /'s$/.test(name);
      if (!TRADES.has(name.toLowerCase().replace(/'s$/, '')) || (!possessive && prep.toLowerCase() !== 'at')) continue;
      out.push({ text: name, at });
      break;
    }
  }
  return out;
}
