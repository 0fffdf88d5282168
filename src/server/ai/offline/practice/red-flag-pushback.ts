/**
 * Pressure put as a question, right after their no: the no is met with disbelief and a smaller ask
 * ("really? not even for twenty minutes?", "are you sure? what if we just went for an hour"), a
 * price for a yes ("what would it take to get a yes out of you?"), reproach at the refusal itself
 * ("you're honestly going to say no to me?", "seriously? after I booked the table?") or a promise to
 * ask again ("I'll ask again on Monday"), "you'd rather sit at home than see me?", a no taken as
 * "for now" and waited out, or other days fired off one after another ("tomorrow? friday? saturday?"). Said first, the same words invite ("what if we just went
 * for an hour?"), so these are read only when the character has just said no (evaluate.ts
 * `declined`), as is a no declared void ("no just means not yet"). A check that
 * leaves the no standing ("are you sure? I don't want you to feel obliged", "really? that's fine")
 * is not: disbelief alone is not a push, it needs the smaller ask, the price or the reproach.
 * Every regex is bounded.
 */

/** Disbelief at their answer, opening the line. */
const DISBELIEF = /^(?:(?:oh|ok|okay|but|aw|aww|wait|hm+),? )?(?:really|seriously|are you sure|you sure|for real|come on)(?: (?:tho|though|about that|then))?\s?[?!.]/;
/** A smaller version of the ask put back to them: "not even for an hour?", "what if we just…", "how about just one drink". */
const SMALLER_ASK =
  /\bnot even (?:for )?(?:a|an|one|half|just|five|ten|twenty|thirty|a few|a quick|a little|the)\b|\b(?:what if|how about|what about) (?:we|i|you)? ?(?:just|only)\b|\bhow about (?:just|only) (?:a|an|one|half|for)\b|\b(?:just|only) (?:for )?(?:an hour|half an hour|a minute|five minutes|ten minutes|a bit|a little while|one (?:drink|coffee|dance|song|night|day))\s?\?/;
/** A price asked for the yes, or the refusal itself reproached. */
const PRICE_OR_REPROACH = [
  /\bwhat (?:would|will|does|do) (?:it|i have to do|i need to do) (?:take|to) (?:to )?(?:get (?:a yes|you to)|make you (?:say yes|change|agree)|change your mind)\b/,
  /\b(?:you're|you are|ur) (?:honestly |really |seriously |actually |just )?(?:going to|gonna) (?:say no|turn (?:me|this|it) down|refuse|decline|bail|let me down)\b/,
  /^(?:(?:oh|ok|but|wait),? )?(?:really|seriously|wow)\s?[?!.]+\s?(?:even )?after (?:i|we) (?:already |just |literally )?(?:booked|bought|paid|planned|organised|organized|arranged|reserved|cleared|got)\b/,
  /\byou(?:'d| would) (?:honestly |really |seriously |actually )?rather [^.!?]{0,40}\bthan (?:see|meet|spend time with|be with|hang out with|come out with|talk to) me\b/,
  /\b(?:a|that|your) no (?:forever|for now|for good|for ever|for today)\b[^.!?]{0,40}\b(?:i can wait|i'll wait|i don't mind waiting|i'll ask)\b|\bi can wait\b[^.!?]{0,20}\b(?:till|until) you (?:say yes|change)\b/,
  /\bi(?:'ll| will| am going to|'m going to|'m gonna) (?:just )?ask (?:you )?again\b(?! if\b| when you\b| once you\b| whenever\b)/,
];
/** Their no declared void: "no just means not yet", "a no is just a maybe". */
const NO_MADE_VOID = /\b(?:no|a no|your no) (?:just |only |really |basically )?means (?:not yet|maybe|yes|try again|ask later)\b|\b(?:a no|no) is (?:just|only) a (?:maybe|not yet)\b/;

/** A barrage of other times, each asked: "what about tomorrow then? or friday? saturday?" */
const TIMES = /\b(?:today|tonight|tomorrow|monday|tuesday|wednesday|thursday|friday|saturday|sunday|weekend|next week|later)\b/g;
const offersTimesInBarrage = (s: string) => (s.match(TIMES) ?? []).length >= 3 && (s.match(/\?/g) ?? []).length >= 2;

/** Is this line, said right after their no, a push dressed as a question (canonical text)? */
export function pushesBackOnNo(canonicalText: string): boolean {
  const s = canonicalText.trim();
  if (NO_MADE_VOID.test(s)) return true;
  if (PRICE_OR_REPROACH.some((re) => re.test(s))) return true;
  return (DISBELIEF.test(s) && SMALLER_ASK.test(s)) || offersTimesInBarrage(s);
}
