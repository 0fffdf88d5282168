import { cleanText, normalize, splitSentences } from '../text-utils';
import { STOP_WORDS } from './lexicon';
import { readLine } from './moves';
import { directQuestion } from './question-shape';

/**
 * What the user asked the character, so the answer is about that: "which ramen place?" gets a
 * ramen place, "how was your weekend?" gets the weekend, "would you like coffee on Friday?" gets a
 * yes, a maybe or a no to that coffee.
 */

export type QuestionKind = 'invite' | 'wellbeing' | 'which' | 'where' | 'when' | 'who' | 'why' | 'how' | 'yesno' | 'what';

export interface UserQuestion {
  kind: QuestionKind;
  /** What it is about, in the user's words ("ramen place", "the team"); null when it is only about them. */
  focus: string | null;
  /** Content words of the question, for matching answers. */
  words: string[];
  sentence: string;
}

const WELLBEING =
  /\b(?:how(?:'s| is| are| was| were| have| has|s)? (?:(?:you|u|ya)(?! (?:finding|liking|enjoying|getting on (?:in|at|with)|settling (?:in|into)|coping with|getting (?:home|there|back|here|to)) \w?)|your (?:day|week|weekend|morning|evening|night|holiday|trip|summer|break)|things|it going|everything|life|work been)|what(?:'s| is|s) (?:up|new|good)|wyd|what (?:have|did) you (?:been up to|get up to|do (?:this|last|at the|on the) (?:weekend|week|day)|do today))\b/;
const YES_NO_START = /^(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will|should|shall|may|ever|any|u|you)\b/;
/** "thai or that pizza place we used to go to": two options put first, with no question word, ask for a pick. */
/** Only the options, or the options and a clause about them ("…we used to go to"); "work or school keeps me busy" states something. */
const LEADING_CHOICE = /^(?:an? |the )?[a-z'-]+(?: [a-z'-]+)? or (?:that |the |an? |our |your )?[a-z'-]+(?: [a-z'-]+)?(?: (?:we|i|you|u|they) [a-z' ]{2,40})?$/;
const ASK_WORDS = new Set(['what', 'which', 'where', 'when', 'who', 'why', 'how', 'whats', "what's", "where's", "how's", 'hows', 'whos', "who's"]);
const FILLER = new Set([...STOP_WORDS, 'you', 'your', 'kind', 'type', 'sort', 'one', 'ones', 'like', 'best', 'favourite', 'favorite', 'usually', 'actually', 'exactly', 'honestly', 'ever', 'think', 'did', 'does', 'do', 'is', 'are', 'was', 'were', 'the', 'a', 'an', 'of', 'to', 'in', 'on', 'at', 'it', 'that', 'this', 'for', 'go', 'get', 'got', 'mean', 'say', 'said']);

/** Content words of a text: lower case, no stop words, plural "s" dropped. */
export function contentOf(text: string): string[] {
  return normalize(text)
    .split(/[^\p{L}\p{N}']+/u)
    .filter((w) => w.length >= 3 && !FILLER.has(w))
    .map((w) => w.replace(/'s$/, '').replace(/(?<=\w{3})(?:ly|ing|ed)$/, '').replace(/(?<=\w(?:ss|x|z|ch|sh))es$/, '').replace(/(?<=[^s])s$/, ''));
}

/** The last question the line asks (the one the character should answer), or null. */
export function readQuestion(text: string): UserQuestion | null {
  // Indirect asks, chat spelling and lead-ins are read as the plain question they put.
  const sentences = splitSentences(cleanText(text).slice(0, 2000)).map(directQuestion);
  const asked = [...sentences].reverse().find((s) => s.includes('?') || ASK_WORDS.has(normalize(s).split(' ')[0] ?? '') || YES_NO_START.test(normalize(s)) || LEADING_CHOICE.test(normalize(s)));
  if (!asked) return null;
  const norm = normalize(asked).replace(/[?!.]+$/, '');
  const reading = readLine(asked);
  const words = contentOf(norm);
  // "when are you free?", "what time works?" ask for a time, not for a yes.
  // A short acknowledgement first ("no worries, when are you free next?") does not change what is asked.
  const asksWhen = /^(?:[a-z' ]{1,20}, )?(?:so |and |ok |okay |then )?(?:when|what time|what day|which day)\b/.test(norm);
  // "is it friday that's the problem or the coffee?" asks about a cause, even when it names a day and an activity.
  const asksCause = /^(?:[a-z' ]{1,20}, )?(?:wait |so |ok |okay |hmm )*(?:is|was) it\b.* or /.test(norm);
  // "you know i take lunch at 12, right?": a statement put to confirm, not an invitation to lunch at 12.
  const confirms = /^(?:you|u|it|this|that)\b.{3,},? (?:right|yeah|(?:do|does|did|are|is|was|were|have|has|had|would|will|could|can|should|wo|ca)(?:n't|nt|n’t)? (?:you|u|i|it|they|we))$/.test(norm) && !/\b(?:want|wanna|fancy|coming|come)\b/.test(norm);
  if (!asksWhen && !asksCause && !confirms && (reading.moves.has('invite_concrete') || reading.moves.has('invite_vague') || /\b(?:are|r) (?:you|u) free\b|\bwould you like to\b|\bwant to (?:grab|get|go|come|meet)\b/.test(norm))) {
    return { kind: 'invite', focus: reading.activity, words, sentence: asked };
  }
  if (WELLBEING.test(norm)) return { kind: 'wellbeing', focus: /\b(?:day|week|weekend|morning|evening|night|holiday|trip|summer|break)\b/.exec(norm)?.[0] ?? null, words, sentence: asked };
  const which = /\b(?:which|what) (?:kind of |type of |sort of )?((?!do\b|does\b|did\b|are\b|is\b|was\b|were\b|would\b|should\b|can\b|could\b|will\b|have\b|about\b|if\b|you\b)[a-z']+(?: (?!do\b|does\b|did\b|are\b|is\b|was\b|were\b|would\b|you\b)[a-z']+)?)/.exec(norm);
  if (which?.[1]) {
    const focus = which[1].split(' ').filter((w) => !FILLER.has(w) || w === 'place').join(' ') || null;
    return { kind: norm.startsWith('what') && !focus ? 'what' : 'which', focus, words, sentence: asked };
  }
  const lead = /^(?:so |and |but |ok |okay |oh |wait |hmm |haha |lol )*([a-z']+)/.exec(norm)?.[1] ?? '';
  const focus = words.filter((w) => !['you', 'your'].includes(w)).slice(-2).join(' ') || null;
  if (lead.startsWith('where')) return { kind: 'where', focus, words, sentence: asked };
  if (lead.startsWith('when') || /^since when\b/.test(norm)) return { kind: 'when', focus, words, sentence: asked };
  if (lead.startsWith('who')) return { kind: 'who', focus, words, sentence: asked };
  if (lead === 'why') return { kind: 'why', focus, words, sentence: asked };
  if (lead.startsWith('how')) return { kind: 'how', focus, words, sentence: asked };
  if (YES_NO_START.test(norm.replace(/^(?:so|and|but|ok|okay|oh|hey|wait) /, ''))) return { kind: 'yesno', focus, words, sentence: asked };
  return { kind: 'what', focus, words, sentence: asked };
}
