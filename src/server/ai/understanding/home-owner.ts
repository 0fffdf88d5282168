import { moveUp } from './cue-reading';

/**
 * The one who owns or runs the user's home, named without the word "landlord": "the owner of our apartment", "the
 * property manager", "the letting agent". Their words ("owner", "manager", "agent") are the classifier's boss words,
 * so the message is read as a hard talk at work. When one of these names the other person, landlord goes first from
 * wherever the model ranked it: the phrase says whose home it is, and the model's work words do not.
 */
const HOME_OWNER =
  /\b(?:property (?:manager|management|owner)|letting (?:agent|agency)|(?:owner|owners|manager) of (?:my|our) (?:flat|apartment|house|building|room|studio)|(?:my|our) (?:flat|apartment|building|house)'s (?:owner|manager))\b/;
const TYPE = 'landlord';

export function rerankByHomeOwner<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  if (ranked[0]?.type === TYPE) return [...ranked];
  if (!HOME_OWNER.test(text.toLowerCase().replace(/[’‘`]/g, "'"))) return [...ranked];
  return moveUp(ranked, (type) => type === TYPE, 0, ranked.length);
}
