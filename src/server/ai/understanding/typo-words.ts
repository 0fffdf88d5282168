import lexicon from './lexicons/parts-of-speech.json';
import presentVerbs from './lexicons/present-verbs.json';

/**
 * Words typed with one slip (issue #21, helper f27): "my girlfreind", "my hubsand", "her weding", "valentimes day". A word
 * that no lexicon knows (parts-of-speech.json, present-verbs.json) and that is one edit (a letter added, dropped, changed,
 * or two letters swapped) from a relation or an occasion word is read as that word; the user's spelling is what is said
 * back. Real words are never respelled ("sitter", "gather", "fiend" stay), and short words are left alone (too many
 * neighbours).
 */
const KNOWN = new Set([lexicon.nouns, lexicon.adjectives, lexicon.verbs, lexicon.alsoNouns, lexicon.others, presentVerbs.words].flatMap((l) => l.split(' ')));

/** Relations people write about, and run-together spellings of two-word ones ("bestfriend"). */
export const RELATION_WORDS: readonly string[] = ('girlfriend boyfriend husband fiance fiancee partner mother father sister brother cousin friend daughter ' +
  'grandma grandpa grandad granny grandmother grandfather stepmum stepmom stepdad roommate flatmate housemate neighbour neighbor colleague coworker ' +
  'landlord manager teacher nephew auntie parents').split(' ');
export const RUN_TOGETHER_RELATIONS: readonly string[] = ['bestfriend', 'bestfriends', 'bestmate', 'bestie', 'exboyfriend', 'exgirlfriend', 'exhusband', 'exwife', 'stepsister', 'stepbrother', 'inlaws', 'motherinlaw', 'fatherinlaw'];
/** Occasions whose misspelling still names the event ("her weding", "valentimes day", "our aniversary"). */
export const OCCASION_WORDS: readonly string[] = 'wedding birthday anniversary valentines graduation funeral christmas holiday engagement honeymoon vacation christening reunion'.split(' ');

/** One insertion, deletion, substitution or swap of neighbouring letters apart (restricted Damerau-Levenshtein ≤ 1). */
function oneEditApart(a: string, b: string): boolean {
  if (Math.abs(a.length - b.length) > 1 || a === b) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1) || (a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2));
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

function closest(lower: string, words: readonly string[]): string | null {
  if (lower.length < 5 || !/^[a-z]+$/.test(lower) || KNOWN.has(lower)) return null;
  // The first letter is rarely the slip; requiring it keeps "nite" from "unite" and names from relations.
  for (const w of words) if (w.length >= 6 && w[0] === lower[0] && oneEditApart(lower, w)) return w;
  return null;
}

/** The relation a misspelt word stands for ("girlfreind" → "girlfriend"), or null. */
export const relationTypo = (lower: string): string | null => closest(lower, RELATION_WORDS);
/** The occasion a misspelt word stands for ("weding" → "wedding"), or null. */
export const occasionTypo = (lower: string): string | null => closest(lower, OCCASION_WORDS);
