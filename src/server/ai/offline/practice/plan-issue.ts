import { normalize } from '../text-utils';

/**
 * What the request says, turned to the second person for the plan's scenario: what the other
 * person keeps doing, and the pay terms the user stated.
 */

const ISSUE_RE = /\b([a-z']+) ((?:keeps|kept|always|constantly|never) [a-z0-9' ]{4,70}?)(?=[.,!?;]|$| and | but | so )/;
/** The issue must be something the other person does, not the user ("I always forget…"). */
const NOT_THEM = new Set(['i', 'we', "i've", "we've", 'you', 'also', 'just']);
const SECOND_PERSON: Record<string, string> = { my: 'your', me: 'you', i: 'you', "i'm": "you're", im: "you're", mine: 'yours', myself: 'yourself' };

/** "my coworker keeps taking credit for my work" → "keeps taking credit for your work". */
export function issueIn(text: string): string | null {
  const m = ISSUE_RE.exec(normalize(text));
  if (!m?.[1] || !m[2] || NOT_THEM.has(m[1])) return null;
  const words = m[2].trim().split(' ');
  if (words.length < 2 || words.length > 12) return null;
  return words.map((w) => SECOND_PERSON[w] ?? w).join(' ');
}

/** "my review is on 14 May", "the budget is 5%": stated pay terms, so the manager's facts (scenario-facts.ts bossFacts) can read them back. */
export function payTermsIn(text: string): string | null {
  const norm = text.replace(/[’]/g, "'");
  const terms = [
    /\b(?:my|the|our) (?:annual |yearly |performance |pay |mid-year )?(?:review|appraisal)(?: meeting)? (?:is|'s) (?:on|in|at|next|this) [^,.;!?\n]+/i.exec(norm)?.[0],
    /\b(?:the|our|my) (?:\w+ )?budget (?:is|'s) [^,.;!?\n]+/i.exec(norm)?.[0],
  ].filter((t): t is string => t !== undefined && t.split(' ').length <= 12);
  if (terms.length === 0) return null;
  return terms.map((t) => t.split(' ').map((w) => SECOND_PERSON[w.toLowerCase()] ?? w).join(' ').replace(/^(?:the|our) /i, 'the ')).join('; ');
}
