import type { Person } from './types';

/**
 * People people.ts's word-by-word reading misses (issue #21, helper f28):
 * - groups said by a quantifier, with where they belong: "everyone at work", "nobody in the group chat", "none of my
 *   friends", "half the people on my course", "two members". Said after the people named or by role, so a group never
 *   stands before the one person a message is about;
 * - first names typed in lower case, as texting and pasted chats write them ("me and tom went", "bringing jess",
 *   "at sarahs"): only names that are no English word (names.ts), so "will", "may" or "bill" stay words.
 */
const QUANTIFIED = /\b(?:every(?:one|body)|no ?one|nobody|none of (?:my|the|our|his|her|their) (?:other )?[a-z]+|(?:all|half|most|some) (?:of )?(?:my|the|our|his|her|their) (?:[a-z]+ )?(?:people|friends|mates|coworkers|co-workers|colleagues|classmates|teammates|neighbours|neighbors|family|cousins|relatives|girls|guys|lads|boys|parents|mums|moms|dads|kids)|(?:two|three|four|five|a few|some|several) (?:members|people|parents|mums|moms|players|guests|friends))\b/gi;
/** Where a group belongs: "at work", "in my family", "on my course", "from uni" — one or two words after an optional determiner. */
const BELONGS = /^ (?:at|in|on|from) (?:(?:my|the|our|his|her|their) )?[a-z]+(?: [a-z]+)?\b/i;
/** Words that end where a group belongs: "everyone at work thinks" stops before "thinks". */
const NOT_PLACE_WORDS = /\b(?:[a-z]+ed|thinks?|says?|said|knows?|got|gets|has|had|was|is|are|were|keeps?|kept|went|goes|wants?|hates?|loves?|likes?|can|could|will|would|should|does|did|do|me|him|her|them|us|it|this|that|except|and|or|but|so|to|for|with|about|because|when|if|then|i|you|he|she|we|they|just|still|even|already|all|seems?|thought|even|never|always|made|makes)$/i;

export function groupPeople(text: string): Person[] {
  const out: Person[] = [];
  for (const m of text.slice(0, 3000).matchAll(QUANTIFIED)) {
    const rest = text.slice((m.index ?? 0) + m[0].length);
    // "everyone at work thinks": a word the place cannot end on is dropped, and the place with it if nothing is left.
    let where = BELONGS.exec(rest)?.[0] ?? '';
    if (NOT_PLACE_WORDS.test(where)) where = where.replace(/ [a-z]+$/i, '');
    if (/^ (?:at|in|on|from)(?: (?:my|the|our|his|her|their))?$/i.test(where) || NOT_PLACE_WORDS.test(where)) where = '';
    const mention = `${m[0]}${where}`.toLowerCase();
    out.push({ role: null, name: null, mention });
  }
  return out;
}
