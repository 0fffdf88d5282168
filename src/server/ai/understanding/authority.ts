import { complaintTopic } from './complaint-topic';
import { moveUp } from './cue-reading';
import { readMentions, type RoleFamily } from './target-role';

/**
 * Who holds power over whom at work. A hard talk with the boss needs someone above the user: a manager word ("my
 * supervisor", "the head chef", read by target-role.ts) or a phrase of being answerable to someone ("the man who signs
 * off my timesheets", "the woman i report to", "she's in charge of all of us"). The model reads a workplace complaint
 * about "tom", "this one guy" or "one of the drivers" as a boss by its workplace words alone; and a complaint about
 * someone the user manages ("one of my reports", "the people i supervise") names the user, not the other, as the one
 * above. So: a boss type read first when nobody above the user is named gives way to a near coworker type; a coworker
 * type read first when only a phrase of authority names the other person gives way to a near boss type.
 */
const ABOVE_USER =
  /\b(?:(?:i|we) (?:report|answer) to|reports? to (?:him|her|them)|signs? off (?:on )?(?:my|our)|approves? (?:my|our)|in charge(?! of (?:a|the|my) (?:new )?(?:team|project))|(?:above|over) me|senior to me|my (?:superiors?|higher.ups?|seniors?)|higher.ups?|management|runs? (?:the|our|this) (?:team|shop|store|kitchen|ward|office|site|place|department|unit|floor|restaurant|cafe|bar|practice|company|firm|business)|does (?:the|our|my) (?:rota|schedule|scheduling)|my (?:rota|schedule|shifts|hours) (?:is|are) (?:set|done|decided) by)\b/;
/** A word for someone above the user anywhere in the message, even where target-role.ts does not count it as the
 * one the problem is with ("say no to my boss", "the head of department"); not another's ("my manager's assistant"). */
const ABOVE_WORD =
  /\b(?:boss|bosses|manager|managers|supervisor|supervisors|director|directors|vp|principal|headteacher|head teacher|head of \w+|ceo|owner|owners|employer|foreman|chief|line manager|team lead|team leader|jefe|jefa|patron|patronne)\b(?!'s)/;
/** The user above the other: "i manage", "one of my reports", "the people i supervise", "i'm their team lead". */
const BELOW_USER =
  /\b(?:i (?:manage|supervise|line.manage|oversee)|(?:my|our) (?:direct )?reports|one of my (?:staff|employees|team members|reports|trainees|apprentices|juniors)|(?:my|our) (?:employee|employees|staff member|trainee|apprentice|junior|intern)|(?:people|person|guy|girl|woman|man|someone|one) i (?:manage|supervise|line.manage|oversee|trained|hired)|i'?m (?:their|his|her) (?:manager|boss|supervisor|team lead|lead))\b/;
/** A clause saying the other is not above the user: "she's not senior to me", "he isn't my boss". */
const NOT_ABOVE = /\b(?:not|isn't|is not|wasn't|n't) (?:senior to me|(?:my|our|the) (?:boss|manager|supervisor)|above me|in charge)\b/;

const BOSS_TYPES: ReadonlySet<string> = new Set(['boss-difficult']);
const PEER_TYPES: ReadonlySet<string> = new Set(['coworker-conflict', 'coworker-credit', 'coworker-crush']);
export const AUTHORITY_SHARE = 0.3;
const DEPTH = 3;

export type Standing = 'above-user' | 'below-user' | 'unnamed';

/** Whether the message names someone above the user, only people the user is above, or no one's rank. */
export function standingOf(text: string): Standing {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  const notAbove = NOT_ABOVE.test(lower);
  const cleared = lower.replace(new RegExp(NOT_ABOVE.source, 'g'), ' ');
  const mentions = readMentions(cleared, new Set<RoleFamily>(), true);
  if (mentions.some((m) => m.family === 'manager') || ABOVE_WORD.test(cleared) || (!notAbove && ABOVE_USER.test(cleared))) return 'above-user';
  return BELOW_USER.test(lower) ? 'below-user' : 'unnamed';
}

/** Whether the only sign of someone above the user is a phrase (no manager word): target-role.ts reads the words. */
function aboveByPhraseOnly(text: string): boolean {
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  return !NOT_ABOVE.test(lower) && ABOVE_USER.test(lower) && !readMentions(lower, undefined, true).some((m) => m.family === 'manager' || m.family === 'peer');
}

export function rerankByAuthority<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top) return [];
  if (BOSS_TYPES.has(top.type) && standingOf(text) !== 'above-user') return moveUp(ranked, (type) => PEER_TYPES.has(type), AUTHORITY_SHARE, DEPTH);
  if (PEER_TYPES.has(top.type) && aboveByPhraseOnly(text) && complaintTopic(text) !== 'credit') return moveUp(ranked, (type) => BOSS_TYPES.has(type), AUTHORITY_SHARE, DEPTH);
  return [...ranked];
}
