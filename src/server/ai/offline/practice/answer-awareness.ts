import { fnv1a } from '../text-utils';
import { voiceSwap } from './answer-slots';

/**
 * "Do you know your van was blocking my drive again this morning?", "did you realise the music was
 * that loud?": a yes/no about being aware of something the user states. Its answer is whether they
 * knew, with what they did not know said back; read by its time words ("this morning") it got a
 * story of the character's evening. Verbs of knowing and noticing only, before a whole clause (a
 * subject and a finite verb); "do you know what time it ends?" is an embedded question, not this.
 * The character did not know: the user is telling them, and a plain "yes, I knew" would make the
 * complaint or the news their own doing.
 */

const KNOWING = /^(?:so |and |but |oh |wait |hey |um |erm )*(?:do|did|d) (?:you|u|ya) (?:even |actually |ever )?(know|realise|realize|notice|see|hear)(?: that)? (.{6,120})$/;
/** A clause: a subject, then a finite verb within a few words (a word in -s only with more after it: "the news" is no clause). */
const VERB = String.raw`(?:is|are|was|were|has|have|had|keeps?|kept|gets?|got|can'?t|cannot|won'?t|wasn'?t|weren'?t|isn'?t|aren'?t|didn'?t|doesn'?t|don'?t|will|would|could|[a-z]+ed|[a-z]+s(?= [a-z]))\b`;
const CLAUSE = new RegExp(String.raw`^(?:(?:my|your|ur|our|the|his|her|their|this|that|these|those|a|an|some|[a-z]+'s)(?: [a-z'-]+){1,3}?|(?:someone|somebody|everyone|nobody|it|there|i|you|u|we|they|he|she)(?: [a-z'-]+){0,2}?) ${VERB}`);
const EMBEDDED = /^(?:what|when|where|who|why|how|which|if|whether)\b/;

const pick = (seed: number, salt: string, items: readonly string[]): string => items[fnv1a(`${seed}:${salt}`) % items.length]!;

/** The answer to "do you know / did you realise <clause>?", or null when the question is not one. */
export function awarenessAnswer(sentence: string, seed: number, work: boolean): string | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const m = KNOWING.exec(q);
  if (!m) return null;
  const [, verb, clause] = m as unknown as [string, string, string];
  if (EMBEDDED.test(clause) || !CLAUSE.test(clause)) return null;
  const known = verb === 'realize' ? 'realise' : verb;
  const told = voiceSwap(clause).replace(/\bi\b/g, 'I');
  return work
    ? `No, I didn’t ${known} ${told} — thank you for telling me.`
    : pick(seed, 'aware', [`no, honestly — I didn’t ${known} ${told}`, `nope — I didn’t ${known} ${told}, sorry`]);
}
