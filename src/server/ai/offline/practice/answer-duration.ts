import type { Register } from './roles';

/**
 * "how long do your labs run?", "how long were you waiting?", "how much time should he spend on
 * homework?": how long a thing lasts, answered with that thing's usual length. Without this a
 * "how long" fell to one fixed span ("about two months now") whatever was asked about. "how long
 * have you been…" (since when) and "how long until…" are not lengths of a thing and stay with the
 * time answers; so do their commute and the like, which are persona facts.
 */

interface Span {
  words: RegExp;
  casual: string;
  work: string;
  /** Only their own ("how much notice do you have?"): asked about the user's it is a term of the practice. */
  theirsOnly?: boolean;
}

/** The usual length of everyday things, by the words that name them. */
const SPANS: readonly Span[] = [
  { words: /\b(?:labs?|practicals?)\b/, casual: 'about 3 hours — they usually run till 5', work: 'About 3 hours; it usually finishes by 5.' },
  { words: /\b(?:class|classes|lectures?|seminars?|lessons?|tutorials?)\b/, casual: 'an hour and a half, usually — feels longer haha', work: 'About an hour and a half each.' },
  { words: /\b(?:wait|waiting|waited)\b/, casual: 'almost an hour. I kept checking my phone the whole time', work: 'Almost an hour — 50 minutes, to be exact.' },
  { words: /\bhomework\b/, casual: 'twenty minutes or so', work: 'About 20 to 30 minutes a night is plenty at his age — short and regular beats long and rare.' },
  { words: /\bprojects?\b/, casual: 'about 3 months, start to finish', work: 'About 3 months start to finish — six weeks of research and design, then six weeks building and testing it with users.' },
  { words: /\b(?:notice)\b/, casual: 'four weeks, I think', work: 'My notice period is four weeks, so I could start at the beginning of next month.', theirsOnly: true },
  { words: /\b(?:meetings?|calls?|interviews?|stand-?ups?)\b/, casual: 'about 45 minutes usually', work: 'About 45 minutes; we keep them short on purpose.' },
  { words: /\b(?:shifts?)\b/, casual: 'eight hours, sometimes ten on weekends', work: 'Eight hours, sometimes ten at the end of the month.' },
  { words: /\b(?:trip|holiday|vacation|break)\b/, casual: 'two weeks — not nearly long enough haha', work: 'Two weeks, in August.' },
  { words: /\b(?:process|review|hiring|onboarding|training)\b/, casual: 'a couple of weeks, I think', work: 'About two weeks from start to finish.' },
  { words: /\b(?:delivery|shipping|refund|repairs?|on order|parts?)\b/, casual: 'three to five days, they said', work: 'Three to five working days — within a week, usually.' },
];

const ASKS_LENGTH = /^how (?:long|much (?:time|notice))\b(?! (?:have|has|had) (?:you|u|he|she|they|it) (?:been|known|had|lived|worked|played|done)\b| (?:ago|until|till|before|since)\b)/;

/** The usual length of the thing asked about, or null when the question is not about one. */
export function durationAnswer(text: string, register: Register): string | null {
  const q = text.toLowerCase().replace(/[’]/g, "'").replace(/[?!.]+\s*$/, '').trim().replace(/^(?:(?:and|so|ok|okay|but),? )+/, '');
  if (!ASKS_LENGTH.test(q)) return null;
  const aboutUser = /\b(?:i|we)\b/.test(q);
  const span = SPANS.find((s) => s.words.test(q) && !(s.theirsOnly && aboutUser));
  if (!span) return null;
  return register === 'work' ? span.work : span.casual;
}
