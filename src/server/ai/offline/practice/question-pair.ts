import { normalize } from '../text-utils';

/**
 * Two questions in one line: "what's the band called and where do you play?", "where were you
 * working before this, and why did you leave?", "how did the exam go, did you get any sleep?".
 * Each part is a question of its own (a wh-word, or an auxiliary and its subject); a clause after
 * the comma that only hints at the answer ("…, is it attendance or something else", "…, a friend
 * or…"), a tag ("…, do you?") or a condition is not a second question.
 */

const AUX = String.raw`(?:do|does|did|are|is|was|were|have|has|can|could|would|will|should)`;
const STARTS_QUESTION = new RegExp(String.raw`^(?:(?:so|and|but|ok|okay|oh|wait|hey|also|then|sorry),? )*(?:what|whats|what's|where|when|who|why|which|how|${AUX} (?:you|u|i|we|they|he|she|it|that|this|there|anyone|anything)\b)`);
const SPLIT = new RegExp(String.raw`^(.{8,}?)(?:,? and (?:also )?|, (?:and )?)((?:what|where|when|who|why|which|how|${AUX} (?:you|u|i|we|they|he|she|that|this|there|anyone))\b.*)$`);

/** The two questions of the line, or null when it asks one. */
export function questionPair(sentence: string): readonly [string, string] | null {
  const q = normalize(sentence).replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '');
  const m = SPLIT.exec(q);
  if (!m?.[1] || !m[2]) return null;
  const [first, second] = [m[1].trim(), m[2].trim()];
  if (!STARTS_QUESTION.test(first) || first.split(' ').length < 3 || second.split(' ').length < 3) return null;
  // "why has she not been starting, is it attendance or something else": options that hint at the first answer.
  if (/ or /.test(second) || /^(?:is|was) it\b/.test(second)) return null;
  // "what happened to the last person, did they move on?": after a comma alone, a yes/no about the
  // same someone or something (they, it, he, she) is a guess at the answer, not a second question.
  if (!/ and /.test(q.slice(first.length, q.length - second.length + 1)) && new RegExp(String.raw`^${AUX} (?:they|it|he|she|that|this)\b`).test(second)) return null;
  // "what got you into it, was it a friend…": a reason asked with hints.
  if (/^what (?:got|made|brought)\b/.test(first)) return null;
  return [`${first}?`, `${second}?`];
}
