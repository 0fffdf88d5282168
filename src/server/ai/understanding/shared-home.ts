import { moveUp } from './cue-reading';
import { TYPE_FAMILY, type RoleFamily } from './target-role';

/**
 * Living together makes someone a housemate, whatever the user calls them: "my friend who lives with me keeps saying
 * he'll cover utilities", "living with your best friend is great until she's two months behind on rent", "we share a
 * flat and she wants to split the heating". The model weighs "friend" or a bill against the household, so a friend's
 * debt or the landlord is read. When the message says the user shares a home with the person (phrases of sharing a
 * home, said of the user), a roommate type goes first from the top 3 at ≥ 0.3 of the top score over a type that
 * assumes a friend, a neighbour or a landlord. Kin and partners living together are their own types, so those stay.
 */
const SHARED_HOME =
  /\b(?:lives? with (?:me|us)|living (?:with (?:me|us|my|your|a)|together)|moved in with (?:me|us)|(?:we|i) (?:share|shared) (?:a|the|our|my|this) (?:flat|house|apartment|place|home|room)|share (?:a|the) (?:flat|house|apartment|place|home) with|(?:we|i) live together|flatshare|houseshare)\b/;
/** Whom the model may wrongly take the housemate for. */
const OUTSIDE_HOME: ReadonlySet<RoleFamily> = new Set(['friend', 'neighbour', 'landlord']);
const SHARE = 0.3;
const DEPTH = 3;

export function rerankBySharedHome<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  const family = top ? TYPE_FAMILY[top.type] : undefined;
  if (!family || !OUTSIDE_HOME.has(family) || !SHARED_HOME.test(text.toLowerCase())) return [...ranked];
  return moveUp(ranked, (type) => TYPE_FAMILY[type] === 'roommate', SHARE, DEPTH);
}
