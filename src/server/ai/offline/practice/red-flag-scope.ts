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
