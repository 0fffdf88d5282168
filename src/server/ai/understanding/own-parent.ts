import { moveUp } from './cue-reading';

/**
 * Whose parents: the user's own ("how do i tell my parents i failed a class") or a pupil's, spoken to as their teacher
 * ("I need to ask the parents why she misses so many mondays"). School words (class, teacher, school) pull the first
 * toward the teacher-to-parent type; the possessive decides. When the only parents named are the user's own ("my
 * mum", "my parents") and no one else's ("the parents", "her parents", "a parent"), family-parents goes first from
 * the top 3 at ≥ 0.3 of the top score.
 */
const OWN_PARENT = /\bmy (?:own )?(?:parents|parent|mum|mom|mam|dad|mother|father|folks|stepmom|stepmum|stepdad|mother-in-law|father-in-law)\b/;
const OTHERS_PARENT = /\b(?:a|the|their|his|her|your|our|one|some|other|of the|whose) (?:\w+'s )?(?:parents?|mums?|moms?|dads?|mothers?|fathers?)\b|\bparents of\b|\b\w+'s (?:parents?|mum|mom|dad|mother|father)\b/;
const SHARE = 0.3;
const DEPTH = 3;

export function rerankByOwnParent<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  if (ranked[0]?.type !== 'teacher-to-parent') return [...ranked];
  const lower = text.toLowerCase().replace(/[’‘`]/g, "'");
  if (!OWN_PARENT.test(lower) || OTHERS_PARENT.test(lower)) return [...ranked];
  return moveUp(ranked, (type) => type === 'family-parents', SHARE, DEPTH);
}
