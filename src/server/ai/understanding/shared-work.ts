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
/**
 * The crush's own workplace, where the user is a customer: "his shift", "while she's working", "the barista". With no
 * shared-work phrase and nothing placing the user's own job in the story, a coworker-crush reading gives way to the
 * next crush reading (top 3, ≥ 0.3 of the top score): the same words, but not someone the user works with.
 */
const THEIR_WORK =
  /\b(?:(?:his|her|their) (?:shift|job|work|till|counter|bar|shop|cafe|café)|(?:while|when) (?:he|she|they)(?:'s| is| are|'re) (?:working|on shift|at work)|(?:the|a|that) (?:barista|waiter|waitress|bartender|cashier|librarian|lifeguard|trainer|receptionist) (?:at|in|from) (?:the|my|our|this) (?!office|work))/;
const OWN_WORK = /\b(?:i work|my (?:job|shift|boss|manager|office|workplace|work)|at work|our (?:office|shift|team))\b/;
const CRUSH_READINGS: ReadonlySet<string> = new Set(['crush-ask-out', 'crush-signals', 'crush-keep-talking']);
const SHARE = 0.3;
const DEPTH = 3;

export function rerankBySharedWork<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (top?.type === 'coworker-crush' && THEIR_WORK.test(lower) && !SHARED_WORK.test(lower) && !OWN_WORK.test(lower)) {
    return moveUp(ranked, (type) => CRUSH_READINGS.has(type), SHARE, DEPTH);
  }
  if (!top || !ANY_CRUSH.has(top.type)) return [...ranked];
  if (!SHARED_WORK.test(lower)) return [...ranked];
  return moveUp(ranked, (type) => type === 'coworker-crush', SHARE, DEPTH);
}
