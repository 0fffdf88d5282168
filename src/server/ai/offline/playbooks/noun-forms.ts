import lexicon from '../../understanding/lexicons/parts-of-speech.json';
import type { Fact, FactKind } from '../../understanding/types';

/**
 * How a fact that is a noun phrase (a thing, an event, a place) is said in an answer, read from the user's own
 * message: the determiner they put before it ("the ring", "my guitar", "our plans", "her dog", "Sarah's wedding",
 * "a dent", none: "dishes", "homework"), describing words between the two allowed ("a new bike", "the Monday
 * meeting"). The understanding result keeps a fact's bare words; its determiner is where the user wrote it.
 */
const NOUNS = new Set(lexicon.nouns.split(' '));
const ADJECTIVES = new Set(lexicon.adjectives.split(' '));
const VERBS = new Set(lexicon.verbs.split(' '));
const ALSO_NOUNS = new Set(lexicon.alsoNouns.split(' '));
/** Kinds that are noun phrases, so take a determiner. Amounts, times, channels and jobs have their own forms. */
export const NOUN_KINDS: ReadonlySet<FactKind> = new Set(['item', 'event', 'place']);

/** The determiner as said: a possessive of the speaker, "the"/"a", a third party's ("her", "Sarah's"), or none. */
export interface Said {
  det: 'my' | 'our' | 'your' | 'the' | 'a' | 'other' | null;
  /** The words as written before the fact ("her", "Sarah's", "sarahs"), when det is 'other'. */
  word: string | null;
  /** A name said bare ("Portugal", "Tesco"): never takes an article. */
  name: boolean;
}

const DET_WORD: Record<string, Said['det']> = { my: 'my', our: 'our', your: 'your', the: 'the', a: 'a', an: 'a', this: 'the', that: 'the', these: 'the', those: 'the', his: 'other', her: 'other', their: 'other' };
/** A describing word that may sit between a determiner and the fact: in the lexicon as an adjective or noun, a number, or capitalised ("Monday"). */
const describing = (w: string): boolean => {
  const l = w.toLowerCase();
  if (ADJECTIVES.has(l) || NOUNS.has(l) || /^\d|^[A-Z]/.test(w) || /^(?:new|old|big|little|whole|second|first|last|next)$/.test(l)) return true;
  // A word the lexicon does not know at all ("bachelorette") is most likely a describing noun; a known verb or function word is not.
  return /^[a-z-]{4,}$/.test(l) && !VERBS.has(l) && !ALSO_NOUNS.has(l);
};
/** A possessive said with or without its apostrophe ("Sarah's", "sarahs", "partners", "girlfriend's"). */
const POSSESSIVE = /^[a-z]+['’]s$|^[a-z]+s['’]$/i;
const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

export function saidForm(fact: Fact, message: string): Said {
  const m = new RegExp(`(?:^|[^\\w'])(${escape(fact.text)})(?![\\w])`, 'i').exec(message);
  const capitalised = /^[A-Z]/.test(fact.text) && !/^(?:I|I'm)\b/.test(fact.text);
  if (!m) return { det: null, word: null, name: capitalised };
  const start = m.index + m[0].length - (m[1] as string).length;
  // A capital at the start of a sentence says nothing: "Rent is due" is a common noun, "Portugal was lovely" a name.
  const sentenceStart = /(?:^|[.!?]\s+)$/.test(message.slice(0, start));
  const name = capitalised && !(sentenceStart && NOUNS.has((fact.text.split(' ')[0] as string).toLowerCase()));
  const before = message.slice(0, start).split(/\s+/).filter(Boolean);
  // Up to two describing words back, then the determiner ("my engagement post", "a new bike").
  for (let i = before.length - 1, skipped = 0; i >= 0 && skipped <= 2; i--, skipped++) {
    const w = before[i] as string;
    if (/[.,!?;:]$/.test(w)) break;
    const det = DET_WORD[w.toLowerCase()];
    if (det) return { det, word: det === 'other' ? w.toLowerCase() : null, name };
    // A possessive, with or without its apostrophe ("Sarah's", "Sarahs wedding", "partners graduation"), keeps its own determiner ("her daughter's").
    if (POSSESSIVE.test(w) || (skipped === 0 && /s$/i.test(w) && isPersonish(w))) {
      const prev = before[i - 1]?.toLowerCase();
      return { det: 'other', word: prev && DET_WORD[prev] && !/^[A-Z]/.test(w) ? `${prev} ${w}` : w, name };
    }
    if (!describing(w)) break;
  }
  return { det: null, word: null, name };
}

/** Possessives written without the apostrophe name a person ("sarahs", "partners", "daughters", "sons"). */
const isPersonish = (w: string): boolean => /^[A-Z]/.test(w) || /(?:friend|partner|sister|brother|mum|mom|dad|son|daughter|wife|husband|girlfriend|boyfriend|boss|teacher|parent|kid|child|neighbour|neighbor|roommate|flatmate|colleague|coworker|client|customer)s$/i.test(w);

/**
 * The determiner a card (the user speaking to the other person) puts before the fact: the user's own "my"/"our";
 * "the" for a thing they said with "the", "a" (a second mention is definite) or someone else's possessive, and for a
 * place they call theirs ("my gym" is the gym you both go to); none for a bare name, a bare mass noun or plural
 * ("homework", "dishes").
 */
export function cardDeterminer(s: Said, kind: FactKind = 'item'): string | null {
  // A place the user calls theirs is shared with the person addressed ("my gym" → "the gym"); "our" stays.
  if (s.det === 'my' && kind === 'place') return 'the';
  if (s.det === 'my' || s.det === 'our') return s.det;
  if (s.det === null) return null;
  return 'the';
}

/** The fact as the advisor says it back to the user: "my guitar" → "your guitar", "her dog" stays, "a dent" → "the dent". */
export function sayBackForm(text: string, s: Said): string {
  if (s.det === 'my' || s.det === 'our') return `your ${text}`;
  if (s.det === 'other' && s.word) return `${/s$/i.test(s.word) && !/^(?:his|its)$/i.test(s.word) ? `${s.word.slice(0, -1)}'s` : s.word} ${text}`;
  if (s.det === null) return text;
  return `the ${text}`;
}

/** A plural head ("headphones", "dishes", "bills"), so a following "was" reads "were". */
export function isPlural(text: string): boolean {
  const head = (text.split(' ').pop() as string).toLowerCase();
  return /[^su]s$/.test(head) && !/(?:ics|ss|news|series)$/.test(head) && NOUNS.has(head);
}

/**
 * Something paid for ("the electricity bill", "the internet", "the repair"): the user says it after "for" with an
 * amount or a paying verb before it, or as the object of a paying verb. A slot typed `~paid` takes only these.
 */
/** Nouns that name a payment whatever the sentence: "the water bill", "utilities", "the deposit". */
const PAYMENT_HEAD = /(?:^|\s)(?:bills?|rent|utilities|deposit|fees?|invoice|subscription|tab)$/i;

export function isPaidFor(fact: Fact, message: string, amounts: readonly Fact[]): boolean {
  if (PAYMENT_HEAD.test(fact.text)) return true;
  const np = `["“']?(?:(?:the|my|our|her|his|their|a|an)\\s+)?(?:[\\w-]+\\s+){0,2}${escape(fact.text)}\\b`;
  const payer = `(?:pay|pays|paid|paying|owe|owes|owed|owing|split|splitting|cover|covering|covered|chip in|cost|costs|charged?|${amounts.map((a) => escape(a.text)).join('|') || '\\$\\d+'})`;
  return new RegExp(`(?<!\\w)${payer}(?!\\w)(?:[^.!?]{0,40}?\\bfor)?\\s+${np}`, 'i').test(message);
}

/** Past forms that place what follows in the past ("we met at Sarah's wedding", "saw him at the gig"). */
export const PAST_VERB = '(?:met|saw|went|had|came|left|spent|danced|happened)';

/**
 * An event the user places in the past: after a past verb of being there ("we met at the wedding") or with a time
 * already gone after it ("the party last weekend"). A plan's slot (`~ahead`, `~venue`) does not offer it.
 */
export function isPastEvent(fact: Fact, message: string): boolean {
  const f = escape(fact.text);
  return new RegExp(`\\b${PAST_VERB}\\b(?:\\s+\\S+){0,3}?\\s+(?:at|to|in|on|from|after|during)\\s+(?:\\S+\\s+){0,2}?${f}\\b|\\b${f}\\s+(?:\\S+\\s+)?(?:last|yesterday|ago)\\b`, 'i').test(message);
}
