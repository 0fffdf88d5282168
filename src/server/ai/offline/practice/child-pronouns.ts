/**
 * The child a parent–teacher practice is about is a son or a daughter, but the teacher's and the
 * parent's banks are written half with "he", half with "she" (persona-facts-work.ts,
 * answer-work.ts). Said in a practice about a son, "she mostly sticks with two friends" is about
 * the wrong child; the answer is put in the child's pronoun when the practice says which it is.
 */

export type ChildPronoun = 'he' | 'she';

/** "my son", "your daughter", "Liam's grades… he": the child's pronoun when the practice says it. */
export function childPronounIn(text: string): ChildPronoun | null {
  const lower = text.toLowerCase();
  const boy = (lower.match(/\b(?:son|boy|stepson)\b/g) ?? []).length;
  const girl = (lower.match(/\b(?:daughter|girl|stepdaughter)\b/g) ?? []).length;
  if (boy !== girl) return boy > girl ? 'he' : 'she';
  return null;
}

/** Another person in the line ("her little brother, Noah, he's four"): its pronouns are not all the child's. */
const OTHER_PERSON = /\b(?:brother|sister|mum|mom|dad|father|mother|grandma|grandad|teacher|tutor|counsellor|Mr|Mrs|Ms|Miss)\b/;

/** "her" before a word it owns is "his"; as an object ("picks her up", "with her") it is "him". */
const HER_OBJECT = /^(?:\s+(?:up|in|out|back|off|to|and|or|with|at|on|for|from|about|too|again|now|home)\b|\s*[.,;:!?—–-]|\s*$)/;

function toHe(text: string): string {
  return text.replace(/\b(she|She|her|Her|hers|herself)\b/g, (w, _g, at: number) => {
    const cap = w[0] === w[0]!.toUpperCase();
    const base = w.toLowerCase();
    const out = base === 'she' ? 'he' : base === 'hers' ? 'his' : base === 'herself' ? 'himself' : HER_OBJECT.test(text.slice(at + w.length)) ? 'him' : 'his';
    return cap ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  });
}

function toShe(text: string): string {
  return text.replace(/\b(he|He|him|Him|his|His|himself)\b/g, (w) => {
    const cap = w[0] === w[0]!.toUpperCase();
    const base = w.toLowerCase();
    const out = base === 'he' ? 'she' : base === 'himself' ? 'herself' : 'her';
    return cap ? out.charAt(0).toUpperCase() + out.slice(1) : out;
  });
}

/** The line about the child in the child's pronoun; a line that names another person is left as written. */
export function inChildPronoun(line: string, child: ChildPronoun | null): string {
  if (!child || OTHER_PERSON.test(line)) return line;
  return child === 'he' ? toHe(line) : toShe(line);
}

/**
 * When the practice does not say ("Amy's teacher"), the user's own lines do: a parent speaking of
 * their child ("is she in the top set?") or a teacher of a pupil uses the child's pronoun. Lines
 * that name another person are left out, as above; null when the lines say neither or both equally.
 */
export function childPronounOfLines(lines: readonly string[]): ChildPronoun | null {
  let he = 0;
  let she = 0;
  for (const line of lines) {
    if (OTHER_PERSON.test(line) || /\b(?:husband|wife|partner|boyfriend|girlfriend|friend)\b/i.test(line)) continue;
    const lower = line.toLowerCase();
    he += (lower.match(/\b(?:he|him|his|he's|hes|himself)\b/g) ?? []).length;
    she += (lower.match(/\b(?:she|her|hers|she's|shes|herself)\b/g) ?? []).length;
  }
  return he === she ? null : he > she ? 'he' : 'she';
}
