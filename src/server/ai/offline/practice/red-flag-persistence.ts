import { inScope } from './red-flag-scope';

/**
 * Pressure as persistence until they yield: the speaker stays, repeats or escalates the ask until
 * the listener gives the answer wanted ("I'm staying on the line until you find me something",
 * "I'll ring back every hour until someone says refund", "not leaving your office without it",
 * "before either of us leaves this room"), or declares their no void ("I'm still not taking it",
 * "the answer should be yes by now", "think again"). Waiting that leaves the answer to them ("I'll
 * wait until you're ready", "take your time") is not pressure: the wait must end in a yes, a
 * signature, a fix — something they give. Every regex is bounded.
 */

const PERSIST = String.raw`\b(?:(?:i(?:'m| am|'ll| will)|we(?:'re| are|'ll| will)) (?:just |be |not |keep |going to keep )?(?:staying|stay|waiting|wait|sitting|sit|ringing|ring(?:ing)? back|call(?:ing)? back|email(?:ing)?|text(?:ing)?|messag(?:e|ing)|send(?:ing)?|ask(?:ing)?|com(?:e|ing) (?:back|round)|here|outside|on the line|not leaving|not going anywhere|go(?:ing)? through))\b`;
/** What the wait ends in: something they give, not their readiness. */
const YIELD = String.raw`(?:until|till|til) (?:you|someone|somebody|they|he|she) (?:\w+ ){0,2}(?:do|does|find|finds|says? (?:yes|the word|it)|agree|agrees|sign|signs|give|gives|change|changes|cave|caves|approve|approves|fix|fixes|sort|sorts|refund|refunds|put|puts|move|moves|let|lets|accept|accepts|forgive|forgives|talk|talks|meet|meets)\b|without (?:it|a yes|an answer|one|the \w+|my \w+)\b|before (?:either of us|we both|both of us|you) (?:leave|leaves|go|hang up)\b|(?:until|till|til) one works\b`;

const VOIDED = /\b(?:i(?:'m| am) )?still not (?:taking|accepting) (?:it|that|no)\b|\bthe answer should (?:be|have been) yes\b|\b(?:so|now|then|,) think again[.!]?$|\bwhat would it take for (?:that|the|your) (?:no|maybe|not yet) to (?:become|turn into|be) a yes\b|\bi have all day\b|\bi(?:'ll| will) put you down as (?:agreed|a yes|coming|in)\b/;

const WAITED_OUT = new RegExp(String.raw`${PERSIST}[^.!?]{0,60}?\b(?:${YIELD})`);

/** Pressure that waits the no out or voids it, in one canonical sentence. */
export function persistsUntilYes(sentence: string): boolean {
  return inScope(WAITED_OUT, sentence) || inScope(VOIDED, sentence);
}
