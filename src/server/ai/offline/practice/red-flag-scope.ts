/**
 * Negation and hypothetical scope for the red-flag patterns. A pattern's match does not count when
 * its own clause negates it just before ("I won't keep asking", "please don't feel you have to say
 * yes", "I'd never…") or when the same sentence takes it back right after ("I know I'm not your
 * priority, and that's fine"). Patterns that carry their own negation ("you don't even care",
 * "don't make me…") start at it, so the words before them are still free.
 */

/** A negator, up to four words before the match in its clause ("don't feel you have to say yes"). Not a bare "no": "say no and you'll regret it". */
const NEGATED_BEFORE = /(?:^|\s)(?:not|never|won't|wouldn't|don't|didn't|doesn't|isn't|aren't|hardly|no need to)(?:\s+\S+){0,4}\s*$/;
/** The feeling accepted right after: "…and that's fine", "…which is fair". */
const ACCEPTED_AFTER = /^[^.!?]{0,40}\b(?:and|but|which)\s(?:that's|it's|that is|it is|is)\s(?:totally |completely |really )?(?:fine|ok|okay|understandable|fair|alright)\b/;

/** The clause before an index: from the last punctuation mark or conjunction ("if the refund isn't here by Monday | my lawyer will…"). */
const CLAUSE_START = /^.*(?:[,.;:!?]|\b(?:if|unless|when|because|but|and|or|so|then|otherwise)\b)/;
const CONDITION_OPENED = /\b(?:if|unless|when|until)\s*$/;
function clauseBefore(s: string, index: number): string {
  return s.slice(Math.max(0, index - 60), index).replace(CLAUSE_START, '');
}

export interface ScopeOptions {
  /** Also drop a match the sentence accepts right after (for guilt: self-pity taken back). */
  acceptance?: boolean;
}

/** Does the pattern match somewhere in `s` outside a negation (and, if asked, not taken back)? */
export function inScope(re: RegExp, s: string, options: ScopeOptions = {}): boolean {
  let offset = 0;
  for (let tries = 0; tries < 4 && offset <= s.length; tries++) {
    const m = re.exec(s.slice(offset));
    if (!m) return false;
    const at = offset + m.index;
    const clause = clauseBefore(s, at);
    // A negated condition scopes over itself, not over its consequence: "if the refund isn't here by Monday my lawyer will…".
    const negated = NEGATED_BEFORE.test(clause) && !CONDITION_OPENED.test(s.slice(Math.max(0, at - 60), at - clause.length));
    const accepted = options.acceptance === true && ACCEPTED_AFTER.test(s.slice(at + m[0].length));
    if (!negated && !accepted) return true;
    offset = at + Math.max(1, m[0].length);
  }
  return false;
}

/** Opinion verbs that, negated before "you're …", deny the insult: "I don't think you're stupid". */
export const DENIED_OPINION = /(?:not|never|don't|didn't|do not|did not)\s(?:think|believe|mean|say|said|saying|calling|call|thinking)(?:\s(?:that|for a second|for a moment))?\s*$/;

/**
 * Softeners that take a whole sentence out of a kind's reach, whatever pattern matched in it:
 * - guilt: the speaker says the feeling is not their doing ("I cried a bit, not because of you",
 *   "that's on me, not you");
 * - pressure: the no is explicitly left open ("say yes if you want, no if you don't, both are
 *   fine"), the speaker declines and offers another time ("I can't come on Sunday, but could I call
 *   you?"), a tease is owned as a joke ("come on, you know I'm joking"), or the question asks what
 *   would help rather than demanding a yes ("what would make you say yes?", with or without its "?"); a favour insisted on
 *   ("I insist on paying") offers, and "happy either way" leaves the no open.
 * Hard pressure markers ("until you", "already", "I'm not taking no") keep the flag in every case.
 */
const NOT_THEIR_DOING =
  /\b(?:not|nothing to do with|isn't|wasn't) (?:because of |about |with |on )?(?:you|your fault)\b|\bnot (?:blaming|angry (?:at|with)) you\b|\b(?:that's|that is|it's|it is) on me\b/;
const NO_LEFT_OPEN =
  /\b(?:no|either|both|either way|saying no|a no)(?: \w+){0,3} (?:is|are|would be) (?:totally |completely |perfectly |absolutely |also )?(?:fine|ok|okay|alright|cool)\b|\bno if you don't\b|\b(?:happy|fine|glad|good|ok|okay|cool) (?:with )?either way\b|\bno pressure\b|\btotally fine if (?:not|you can't|you don't)\b/;
const OFFERS_ALTERNATIVE =
  /\bi (?:can't|cannot|won't be able to|am not able to|'m not able to|couldn't)\b[^.!?]{0,50}\b(?:but|so)\b[^.!?]{0,15}\b(?:could (?:i|we)|can (?:i|we)|would \w+ (?:work|suit|be)|how about|what about|maybe)\b/;
const OWNED_JOKE = /\b(?:i'm|i am|i was|just|only) (?:joking|kidding|teasing|messing)\b/;
const ASKS_WHAT_HELPS = /^(?:(?:so|and|ok|okay|honestly|genuinely|out of interest),? )?what (?:would|could|might|can i do to|do you need)\b[^.!?]{0,70}\??$/;
/** "What is the problem exactly?", "what's the issue with the flat?": a whole sentence that asks them to describe it, nothing pushed with it. */
const ASKS_WHAT_IS_WRONG = /^(?:(?:so|and|ok|okay|sorry|right|alright|sure),? )?what(?:'s| is| exactly is)(?: the)? (?:problem|issue)(?: exactly)?(?: with (?:the|my|your|it|this|that|our)\b[^.!?]{0,30})?(?: exactly)?\s*\??$/;
const HARD_PRESSURE = /\buntil you\b|\bjust say yes\b|\balready\b|\bnot taking no\b|\bwon't take no\b|\bi insist\b(?! on (?:paying|treating|buying|getting (?:this|these|the)|driving|cooking|helping|carrying|covering|picking (?:you|them) up)\b)|\bright now\b|\bkeep asking\b|\bno isn't\b|\bhave to\b/;

export function guiltSoftened(s: string): boolean {
  return NOT_THEIR_DOING.test(s);
}

export function pressureSoftened(s: string): boolean {
  if (HARD_PRESSURE.test(s)) return false;
  return NO_LEFT_OPEN.test(s) || OFFERS_ALTERNATIVE.test(s) || OWNED_JOKE.test(s) || ASKS_WHAT_HELPS.test(s.trim()) || ASKS_WHAT_IS_WRONG.test(s.trim());
}

/**
 * A condition that asks their consent ("…, if that's alright with you", "if you don't mind") is
 * no threat's condition: "I'll tell everyone the news myself, if that's okay with you" offers,
 * it does not warn. Removed before the threat patterns read the sentence.
 */
const CONSENT_CONDITION =
  /,? ?\bif (?:that's|that is|it's|it is|this is) (?:ok|okay|alright|all right|fine|cool) (?:with|by|for) you\b|,? ?\bif you(?:'re| are) (?:happy|ok|okay|fine|comfortable|good) with (?:that|it|this)\b|,? ?\bif that (?:works|suits) (?:for )?you\b|,? ?\bif you (?:don't|do not) mind\b|,? ?\bif you(?:'d| would) (?:like|prefer|rather)(?= me| i| us|[.,!?]|$)/g;

export function withoutConsent(s: string): string {
  return s.replace(CONSENT_CONDITION, '');
}

/** Does the sentence ask their consent (above)? The learned signal's threat is dropped there too. */
export function asksConsent(s: string): boolean {
  return new RegExp(CONSENT_CONDITION.source).test(s);
}

/**
 * "or" as a threat's condition ("pay me or I walk"), not inside a pair of alternatives closing its
 * clause ("an honest review, good or bad", "sooner or later"): a pair names both outcomes, it sets
 * none. "or else", "or what" and "or not" stay conditions. A regex source for the condition patterns.
 */
export const OR_OF_A_CONDITION = String.raw`or(?! (?!else\b|what\b|not\b)[a-z'-]+ ?(?:[.!?,;:]|$))`;
