import { SITUATION_TYPES } from './catalog';
import { cueScores, moveUp } from './cue-reading';

/**
 * Whether the message is said from inside a couple, and whether its trouble is suspicion. A partner is often named
 * only by a name or a pronoun ("tom and i have been together 3 years…", "she always picks her friends over our date
 * nights"), while the other people the message names (her friends, his coworker, her sister) give the classifier
 * the words of another world. Phrases of being a couple — together or married for a time, our anniversary or date
 * nights, my relationship, living together, "i'm his girlfriend" — say the user's own relation is the partner, so a
 * near partner type goes first; words of deception and suspicion (lied, hides, secret, went through the phone, "says
 * she was … but") say which one, when the message is about a partner at all. Cues count by where they stand
 * (cue-reading.ts: a negated cue does not count).
 */
const NUMBER = String.raw`(?:\d+|a|an|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|few|couple of|many)`;
const CUES = {
  couple: [
    new RegExp(String.raw`\b(?:together|married|engaged|with (?:him|her|them)) (?:for )?(?:almost |nearly |over )?${NUMBER} (?:years?|yrs?|months?)\b`, 'g'),
    new RegExp(String.raw`\b${NUMBER} (?:years?|yrs?|months?) (?:together|of marriage|married)\b`, 'g'),
    /\b(?:we've|we have|we|i|and i have|and i've) (?:been|are|got) (?:together|married|engaged|a couple)\b/g,
    /\b(?:we live together|we're living together|moved in together|since we got together)\b/g,
    /\b(?:our|my) (?:relationship|marriage|anniversary|date nights?)\b/g,
    /\b(?:i'm|im|i am) (?:his|her|their) (?:girlfriend|boyfriend|wife|husband|partner|fianc\w+)\b/g,
  ],
  suspicion: [
    /\b(?:li(?:e|es|ed)|lying|cheat\w*|hid|hides|hiding|hidden|secret\w*|snoop\w*|suspicious|suspect\w*|trust|paranoid|sneak\w*|affair)\b/g,
  ],
  doubt: [
    /\b(?:went through|go through|read|check\w*) (?:his|her|their|my partner's) (?:phone|messages|texts)\b/g,
    /\b(?:his|her|their) (?:location|password)\b/g,
    /\b(?:nothing's|nothing is|nothing) going on\b/g,
    /\b(?:says|said|told me) (?:he|she|they) (?:was|were|is|are|'s) (?:at|with|working|out)\b[^.?!]*\bbut\b/g,
  ],
};

/** A cheap pre-check: a message with none of these words holds no cue of either reading. */
const MAY_HOLD_CUE = /together|married|engaged|couple|relationship|marriage|anniversary|date night|\bi'?m (?:his|her|their)\b|\bi am (?:his|her|their)\b|through|read|check|location|password|going on|\b(?:says|said|told me)\b/;

const PARTNER = (type: string) => SITUATION_TYPES[type]?.category === 'partner';
export const COUPLE_SHARE = 0.3;
const COUPLE_DEPTH = 3;

/** The message's weighted cues of being a couple and of suspicion. */
export function coupleScores(text: string): { couple: number; suspicion: number; doubt: number } {
  return cueScores(text, CUES);
}

/**
 * When the message is said from inside a couple and the top type is not about the partner, a partner type among the
 * next two that scores close enough goes first — the trust type first when the message is about suspicion: "he says
 * he's working late but his coworker posted them at a bar" read as coworker friction becomes a partner's trust.
 */
export function rerankByCouple<T extends { type: string; score: number }>(ranked: readonly T[], text: string): T[] {
  const top = ranked[0];
  if (!top || PARTNER(top.type) || !MAY_HOLD_CUE.test(text.toLowerCase())) return [...ranked];
  const { couple, suspicion, doubt } = coupleScores(text);
  const trust = moveUp(ranked, (type) => type === 'partner-trust', COUPLE_SHARE, COUPLE_DEPTH);
  if ((couple > 0 ? suspicion + doubt > 0 : doubt > 0) && trust[0] !== top) return trust;
  if (couple === 0) return [...ranked];
  return moveUp(ranked, PARTNER, COUPLE_SHARE, COUPLE_DEPTH);
}
