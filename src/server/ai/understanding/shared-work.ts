import { moveUp } from './cue-reading';

/**
 * Someone the user works with, said as a shared workplace rather than a job ("someone i work with", "we work
 * together", "on my team", "the same project"): a crush on them is a coworker crush, whatever the act asked about
 * (asking out, reading signals). Unlike "she's at work" or "the cafe where i work" (the crush's job, or a customer at
 * the user's), these phrases put both people in one workplace ("my coworker's friend" does not). A coworker crush among the next two at ≥ 0.3 of the top
 * score goes first over an ask-out or signals reading.
 */
const SHARED_WORK =
  /\b(?:(?:i|you|we) work with|work(?:s|ed)? with (?:me|us)|we work together|work together|(?:on|in) (?:my|our) (?:team|shift|crew|department|project)|(?:the )?same (?:team|project|shift|office|department|floor|crew)|my (?:coworker|co-worker|colleague|teammate)s?)\b(?!')/;
const ANY_CRUSH: ReadonlySet<string> = new Set(['crush-ask-out', 'crush-signals']);
const SHARE = 0.3;
const DEPTH = 3;

export function rerankBySharedWork<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || !ANY_CRUSH.has(top.type)) return [...ranked];
  if (!SHARED_WORK.test(text.toLowerCase().replace(/[’‘`]/g, "'"))) return [...ranked];
  return moveUp(ranked, (type) => type === 'coworker-crush', SHARE, DEPTH);
}
