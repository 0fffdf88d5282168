import { infoFor } from './catalog';
import { moveUp } from './cue-reading';
import { readMentions, TYPE_FAMILY, type RoleFamily } from './target-role';

/**
 * What the message says it is not about: "it's not my boss, it's…", "my manager is great", "not asking for a raise,
 * just for it to stop", "this isn't about money", "we didn't fight". People often name the obvious reading only to
 * rule it out, and the classifier counts the ruled-out word ("boss", "raise", "money") as evidence for it. When the
 * top type is ruled out — the person it assumes is only named as not the problem, or what it is about only appears
 * negated — the next type of the same category that is not ruled out goes first.
 */

/** What each type is about, for the types whose neighbours differ from them in it. Read only under a negation. */
const ABOUT: Readonly<Record<string, RegExp>> = {
  'boss-raise': /\b(?:raise|pay rise|payrise|promotion|promoted|salary|more money|money|pay|paid more|comp)\b/,
  'coworker-credit': /\b(?:credit)\b/,
  'friend-owes-money': /\b(?:money|owes?|owed|debt|pay (?:me )?back|paying (?:me )?back|cash)\b/,
  'roommate-money': /\b(?:money|rent|bills?|owes?|owed)\b/,
  'coworker-crush': /\b(?:crush|romance|romantic|feelings for|attracted|flirt\w*|dating|date|like (?:him|her|them) like that|that way)\b/,
  'hidden-crush-friend': /\b(?:crush|romance|romantic|feelings for|attracted|dating|like (?:him|her|them) like that|that way|in love)\b/,
  'coworker-conflict': /\b(?:fight|fights|fought|argu\w+|row|drama|beef|conflict|falling out|fell out)\b/,
  'friend-conflict': /\b(?:fight|fights|fought|argu\w+|row|drama|beef|conflict|falling out|fell out|angry|mad)\b/,
  'partner-fight': /\b(?:fight|fights|fought|argu\w+|row|drama|conflict)\b/,
  'friend-drifting': /\b(?:drift\w*|grew apart|grown apart|lost touch)\b/,
};
/** "without" is left out: "without a fight" says how the user wants to raise it, not what it is not about. */
const NEGATOR = /^(?:not|no|never|n't|nothing|isn't|aren't|wasn't|weren't|don't|doesn't|didn't|haven't|hasn't|won't|nor)$/;
const CLAUSE_END = /[.!?;,\n]|\b(?:but|just|only|it's|its)\b/;
const SCOPE = 6;

function words(text: string): string[] {
  return text.replace(/n't\b/g, " n't").split(/\s+/).filter(Boolean);
}

/** Whether the type's cue appears in the message, and only after a negation in its clause. */
function topicRuledOut(type: string, text: string): boolean {
  const cue = ABOUT[type];
  if (!cue || !cue.test(text)) return false;
  let negated = false;
  for (const clause of text.split(CLAUSE_END)) {
    const m = cue.exec(clause);
    if (!m) continue;
    const before = words(clause.slice(0, m.index)).slice(-SCOPE);
    if (!before.some((w) => NEGATOR.test(w))) return false;
    negated = true;
  }
  return negated;
}

/** Cheap test before reading the roles: no "not" and no "is fine", no role can be ruled out. */
const MAY_RULE_OUT = /\b(?:not|isn't|wasn't)\b|(?:\bis|\bare|\bwas|\bwere|'s|'re) (?:fine|great|ok|okay|lovely|nice|amazing|good|chill|supportive)\b/;

/** The role families the message names only as not the problem. */
export function rolesRuledOut(text: string): Set<RoleFamily> {
  const excluded = new Set<RoleFamily>();
  if (!MAY_RULE_OUT.test(text)) return excluded;
  const counted = new Set(readMentions(text, excluded).map((m) => m.family));
  for (const f of counted) excluded.delete(f);
  return excluded;
}

/** The message itself rules the top type out, so a runner-up far below it may take its place (0–0.1 alike by CV, 0.2–0.3 lower). */
export const EXCLUSION_SHARE = 0.1;
const EXCLUSION_DEPTH = 3;

/** When the message rules the top type out, the next type of its category that it does not rule out goes first. */
export function rerankByExclusion<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const category = top ? infoFor(top.type)?.category : undefined;
  if (!top || !category || (TYPE_FAMILY[top.type] === undefined && ABOUT[top.type] === undefined)) return [...ranked];
  const lower = text.slice(0, 2000).toLowerCase().replace(/[’‘`]/g, "'");
  const roles = rolesRuledOut(lower);
  const ruledOut = (type: string) => {
    const family = TYPE_FAMILY[type];
    return (family !== undefined && roles.has(family)) || topicRuledOut(type, lower);
  };
  const family = TYPE_FAMILY[top.type];
  if (family !== undefined && roles.has(family)) {
    // The person is wrong: another type of the same world ("not my boss" → friction with a coworker).
    return moveUp(ranked, (type) => infoFor(type)?.category === category && !ruledOut(type), EXCLUSION_SHARE, EXCLUSION_DEPTH);
  }
  if (!topicRuledOut(top.type, lower)) return [...ranked];
  // What it is about is wrong: another type with the same person ("not a crush" on a coworker → friction with them).
  const same = (type: string) => (family !== undefined ? TYPE_FAMILY[type] === family : infoFor(type)?.category === category);
  return moveUp(ranked, (type) => same(type) && !ruledOut(type), EXCLUSION_SHARE, EXCLUSION_DEPTH);
}
