/**
 * "Do you know your van was blocking my drive again this morning?", "did you realise the music was
 * that loud?": a yes/no about being aware of something the user states — verbs of knowing and
 * noticing only, before a whole clause (a subject and a finite verb); "do you know what time it
 * ends?" is an embedded question, not this. Read by the character's answers (answer-awareness.ts)
 * and by the learned threat's guard (red-flags.ts): it asks whether they knew, it warns of nothing.
 */

const KNOWING = /^(?:(?:so|and|but|oh|wait|hey|hi|um|erm),? )*(?:do|did|d) (?:you|u|ya) (even |actually |ever )?(know|realise|realize|notice|see|hear)(?: that)? (.{6,120})$/;
/** A clause: a subject, then a finite verb within a few words (a word in -s only with more after it: "the news" is no clause). */
const VERB = String.raw`(?:is|are|was|were|has|have|had|keeps?|kept|gets?|got|can'?t|cannot|won'?t|wasn'?t|weren'?t|isn'?t|aren'?t|didn'?t|doesn'?t|don'?t|will|would|could|[a-z]+ed|[a-z]+s(?= [a-z]))\b`;
const CLAUSE = new RegExp(String.raw`^(?:(?:my|your|ur|our|the|his|her|their|this|that|these|those|a|an|some|[a-z]+'s)(?: [a-z'-]+){1,3}?|(?:someone|somebody|everyone|nobody|it|there|i|you|u|we|they|he|she)(?: [a-z'-]+){0,2}?) ${VERB}`);
const EMBEDDED = /^(?:what|when|where|who|why|how|which|if|whether)\b/;

/** The verb of knowing and the stated clause of "do you know / did you realise <clause>?", or null; `plain`: no "even", "actually" (a jab's). */
export function awarenessAsked(sentence: string): { verb: string; clause: string; plain: boolean } | null {
  const q = sentence.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim();
  const m = KNOWING.exec(q);
  if (!m) return null;
  const [, marker, verb, clause] = m as unknown as [string, string | undefined, string, string];
  return EMBEDDED.test(clause) || !CLAUSE.test(clause) ? null : { verb, clause, plain: marker === undefined };
}
