/** Whether a sentence is a plain information question put to them (the learned insult's guard, red-flags.ts). */

/**
 * Words a question may open with before it asks: a link ("so", "and", "ok") or a greeting or
 * softener ("hey,", "hi", "sorry,", "quick question,"), up to two ("ok so", "hey sorry,"). They
 * change nothing of what is asked: "hey, who is covering the keys?" asks as "who is covering…" does.
 */
const LEAD_IN = String.raw`(?:(?:so|and|but|ok|okay|also|then|now|well|hey|hi|hiya|hello|oh|um|umm|uh|erm|right|sorry|quick question|just wondering|out of interest|by the way|btw),? ){0,2}`;
const QUESTION_OPENER = new RegExp(String.raw`^${LEAD_IN}(?:why|what|how|when|where|which|who|whose|are|is|am|was|were|do|does|did|can|could|would|will|have|has|had|should|may)\b`);
const YES_NO_TO_THEM = new RegExp(String.raw`^${LEAD_IN}(?:do|does|did|are|were|have|has|can|could|would|will) you\b`);
/** "have you ever worked/been/done…": a question about their experience (not "have you ever heard of…", a jab). */
const EXPERIENCE = new RegExp(String.raw`^${LEAD_IN}(?:have|has) (?:you|they|he|she) ever (?!heard of\b)(?:been|done|had|seen|[a-z]+(?:ed|en|wn|ne|ught|lt))\b`);
export const WH_OPENER = new RegExp(String.raw`^${LEAD_IN}(?:what|which|who|when|where|how)\b`);
/** Words that make a question rhetorical, a jab rather than a request for information ("did you even read it?"). */
const RHETORICAL = /\b(?:even|actually|seriously|honestly|really|ever|on earth|the hell|the heck|or just|or is it)\b/;

/**
 * A plain information question put to them ("why are you leaving your current job?"): it opens with
 * a question word or an auxiliary, ends with "?" and has no rhetorical marker. With no insult or
 * contempt word in it (above), nothing in it insults them; the model's insult reading of it comes
 * from topic words it saw in insults ("job", "leaving"), so the learned signal alone may not call it one.
 */
export function plainQuestion(sentence: string): boolean {
  const s = sentence.trim();
  // Chat drops the "?" of a yes/no put to them ("did you keep the receipt or the box"), and of a
  // wh-question ("who else would need to sign off on it"): without it the line asks just the same.
  const asked = s.endsWith('?') || YES_NO_TO_THEM.test(s) || WH_OPENER.test(s);
  // "have you ever managed anyone?" asks about their past; "ever" is a jab elsewhere ("do you ever listen?").
  const rhetorical = RHETORICAL.test(EXPERIENCE.test(s) ? s.replace(/\bever\b/, '') : s);
  return asked && QUESTION_OPENER.test(s) && !rhetorical;
}

const AUX_WORD = String.raw`(?:do|does|did|are|is|was|were|have|has|had|can|could|would|will)(?:n'?t)?`;
/** A clause of a question about them or their world: an auxiliary, then its subject. */
const ASKS_CLAUSE = new RegExp(String.raw`^${AUX_WORD} (?:you|the|your|it|that|this|they|he|she)\b`);
const OR_CLAUSE = new RegExp(String.raw`\bor (?:(?:just|maybe|did|do) )?${AUX_WORD} (?:you|it|they|he|she)\b`);
/** A choice offered to them: "would you rather have a replacement or your money back?". */
const OFFERS_CHOICE = /^(?:would|do) you (?:rather|prefer|like|want) [a-z' ]{2,60} or [a-z' ]{2,60}$/;
/** The speaker, or a move of theirs to come: what an ultimatum needs. */
const SPEAKER = /\b(?:i|i'm|i'll|i'd|i've|me|my|we|we'll|us|our)\b|\b(?:or else|otherwise|unless)\b/;

/**
 * An alternative question about them: "have you made it yourself or were you going off the
 * video?", "would you rather have a replacement or your money back?", "doesn't the cold bother you or do you just get used to it" — two clauses, each an
 * auxiliary and its subject, joined by "or", with no word of the speaker's in it. It asks which of
 * two things is true of them; there is no ultimatum (the speaker offers no move of their own) and
 * no jab (both sides are theirs to pick; a rhetorical marker — "actually", "even", "really" — or "…or
 * were you born like this" makes it one). The learned signal reads threats and insults in such lines
 * from their words ("made it yourself", "used"); this reading takes them back.
 */
export function alternativeQuestion(sentence: string): boolean {
  const s = sentence.trim().toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+$/, '');
  return (OFFERS_CHOICE.test(s) || (ASKS_CLAUSE.test(s) && OR_CLAUSE.test(s))) && !SPEAKER.test(s) && !RHETORICAL_OR.test(s) && !RHETORICAL.test(s);
}
/** "…or are you just lazy?", "…or what?": a jab put as the second side. */
const RHETORICAL_OR = /\bor (?:what|not|something)\b|\bborn\b/;
