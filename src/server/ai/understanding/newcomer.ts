import { moveUp } from './cue-reading';

/**
 * Being the new one who wants to belong: "how do i fit in", "everyone's close already", "my first standup", "how do i
 * get in with them". At work that is joining a team (work-new-team); elsewhere it is making friends. The model
 * reads the coworker words as friction or a crush, or "make friends" as friendship, so where the user is new
 * decides: words of joining and belonging with a workplace word move work-new-team first over coworker friction, a
 * coworker crush, making friends or resigning; the same words with no workplace word move make-friends first over
 * work-new-team (top 3, ≥ 0.3 of the top score).
 */
const NEW_HERE =
  /\b(?:fit in|fitting in|outsider|get in with|join (?:in|the conversation|their)|small talk|rapport|make friends|making friends|first (?:day|week|month|standup|shift)|(?:just|recently) (?:started|joined|moved to)|(?:weeks|days) into|introduce myself|know each other|close friends already|in their own groups|everyone's got their)\b/;
const AT_WORK = /\b(?:job|work|team|coworkers?|co-workers?|colleagues?|office|shift|crew|startup|company|practice|standup|staff|workplace|department|nurses|remote)\b/;
const JOINING_WORK: ReadonlySet<string> = new Set(['coworker-conflict', 'coworker-crush', 'make-friends', 'work-resign']);
const SHARE = 0.3;
const DEPTH = 3;

export function rerankByNewcomer<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || (!JOINING_WORK.has(top.type) && top.type !== 'work-new-team')) return [...ranked];
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (!NEW_HERE.test(lower)) return [...ranked];
  const wanted = AT_WORK.test(lower) ? 'work-new-team' : 'make-friends';
  if (top.type === wanted || (wanted === 'make-friends' && top.type !== 'work-new-team')) return [...ranked];
  return moveUp(ranked, (type) => type === wanted, SHARE, DEPTH);
}
