import { normalize } from '../text-utils';

/**
 * A candidate's stated past (issue #23 point 2): when the user hiring says what the candidate did
 * before ("he used to be a roofer", "the candidate spent ten years as a hospital porter", "who was
 * a taxi driver for 6 years", "she ran her own market stall"), the interview practice states it
 * ("The candidate used to be a roofer.") and the candidate answers from it, in the first person.
 * Read by grammar: a past-tense clause (used to, was, spent, ran, worked, had) whose subject is the
 * candidate (he, she, they, who, the candidate/applicant, the guy), so the user's own past ("I used to…")
 * and the role ("for a trainee electrician position") are never taken for it.
 */

const SUBJECT = String.raw`(?:\b(?:he|she|they|who)|\b(?:the|this) (?:candidate|applicant|interviewee|guy|girl|man|woman|lad|lass|bloke|lady|fella|person)|\b(?:candidate|applicant))`;
/** "is retired and", "has just", "apparently": what may stand between the subject and the past verb. */
const BRIDGE = String.raw`(?: (?:is|'s) (?:retired|semi-retired) and| (?:apparently|previously|also|actually))?`;
const PAST_VERB = String.raw`(?:used to (?:be|work|run|drive|teach|manage|do|own)|was (?:a|an|in the|in an?)|served in|spent|ran|worked (?:as|at|in|for)|has (?:worked|been|spent)|had (?:a|an|her|his|their) own|owned|managed)`;
/** The clause ends at a clause break or at the next clause's conjunction. */
const PAST = new RegExp(String.raw`${SUBJECT}${BRIDGE} (${PAST_VERB}\b[^,.;!?]*?)(?=\s*(?:[,.;!?]|$| and (?:i|we|now|wants|is)\b| but\b| so\b))`);

/** The candidate's past in the third person as the user wrote it ("used to be a roofer"), or null. */
export function candidatePastIn(text: string): string | null {
  const norm = normalize(text).replace(/[’]/g, "'");
  const m = PAST.exec(norm);
  if (!m?.[1]) return null;
  const past = m[1].replace(/\s+(?:before|previously)$/, '').trim();
  // A bare verb with nothing after it ("he was a") says no past.
  if (past.split(' ').length < 3) return null;
  const bridge = /\b(?:is|'s) ((?:semi-)?retired) and $/.exec(norm.slice(0, m.index + m[0].length - m[1].length));
  const at = text.replace(/[’]/g, "'").toLowerCase().indexOf(past);
  const written = at >= 0 ? text.replace(/[’]/g, "'").slice(at, at + past.length) : past;
  return bridge ? `is ${bridge[1]} and ${written}` : written;
}

/** The scenario's sentence: "The candidate used to be a roofer." */
export const candidatePastSentence = (past: string) => `The candidate ${past}.`;

/** The candidate's past read back from a practice's text, in the first person ("I used to be a roofer"), or null. */
export function candidatePastSaid(text: string): string | null {
  const past = /\bThe candidate ((?:is |used |was |spent |ran |worked |has |had |owned |managed )[^.]+)\./.exec(text)?.[1];
  if (!past) return null;
  return `I ${past}`
    .replace(/^I is /, 'I’m ')
    .replace(/^I has /, 'I’ve ')
    .replace(/\b(?:his|her|their) own\b/g, 'my own');
}
