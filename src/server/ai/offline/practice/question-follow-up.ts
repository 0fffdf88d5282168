import { normalize } from '../text-utils';

/**
 * A follow-up that names only a new subject ("and your mum?", "what about your brother?") asks the
 * user's question before again, of that subject: "how is your sister doing these days?" then "and
 * your mum?" asks "how is your mum doing these days?". Read alone it named nothing to answer, and
 * the character told a fact of someone else (the dad's knee).
 */

const ONLY_A_SUBJECT = /^(?:and|&|n|what about|how about|and what about|and how about)\s+((?:your|ur|the|his|her|their) [a-z'-]+(?: [a-z'-]+)?)\s*\?*$/;
/** The subject of the question before: a possessed or definite noun phrase ("your sister", "the kids"). */
const SUBJECT_BEFORE = /\b(?:your|ur|the|his|her|their) [a-z'-]+\b/;
/** What a follow-up can swap: a person or a thing of theirs, not the time of the question ("these days"). */
const NOT_A_SUBJECT = /\b(?:the (?:day|week|weekend|time|moment|end|way|thing)|your (?:day|week|weekend|time))\b/;

export function followUpQuestion(line: string, questionBefore: string | null): string | null {
  if (!questionBefore) return null;
  const m = ONLY_A_SUBJECT.exec(normalize(line).replace(/[’]/g, "'").replace(/[.!]+$/, '').trim());
  if (!m?.[1]) return null;
  const before = normalize(questionBefore).replace(/[’]/g, "'").replace(/[?!.]+$/, '').trim();
  const subject = SUBJECT_BEFORE.exec(before);
  if (!subject || NOT_A_SUBJECT.test(subject[0]) || subject[0] === m[1]) return null;
  return `${before.slice(0, subject.index)}${m[1]}${before.slice(subject.index + subject[0].length)}?`;
}
