/**
 * Shapes of ordinary good lines that borrow a flag's words without doing the flag's act (issue #23
 * point 3, g24). Each follows from who the act is aimed at or what the grammar makes of the word:
 * - an offer under their ability: "I'll take the job if you can match my remote days", "if you can do
 *   Friday I can do your Sunday". A threat conditions harm on their refusal or failure ("if you
 *   can't…", "unless…"); a condition of what they can do names their yes, so what follows is a reward;
 * - the speaker's own collapse as what follows: "I would die of embarrassment if I sang", "I'll scream
 *   if I see another spreadsheet" — the consequence falls on the speaker, no one else, so it warns of
 *   nothing (a line that names them, "I'll scream if you…", is left to the model);
 * - "sexy" said of a thing ("that sauce is sexy"), its subject no person nor body: crude talk is
 *   about someone;
 * - a verdict naming no trait, laughed ("haha you're the worst, ok I'll come"): banter, like the mild
 *   trait words of `teasing`; with a noun after it ("the worst manager") it names one and judges.
 * Every regex is bounded.
 */

/** "if you can / could / are able to / manage to …" — not "can't", "cannot", "could not". */
const ABILITY_CONDITION = /,? ?\bif (?:you|u) (?:can|could|are able to|'re able to|were able to|manage to|would be able to|'d be able to)(?!'t|not| not)\b[^,;.!?]{0,80}/g;
/** A condition that brings a threat back beside the offer: "…, otherwise I walk", "or else". */
const OTHER_CONDITION = /\b(?:unless|otherwise|or else|else|until|or i|or we|if (?:you|u) (?:don't|won't|can't|cannot|couldn't|refuse|say no))\b/;

/** The sentence without an offer's condition of their ability (for the threat rules). */
export function withoutAbilityOffer(s: string): string {
  return OTHER_CONDITION.test(s) ? s : s.replace(ABILITY_CONDITION, '');
}

/** The speaker's own collapse as the consequence: "I would die of…", "I'll lose my mind", "I'll scream". */
const OWN_COLLAPSE =
  /\bi(?:'d| would|'ll| will|'m going to| am going to| might| could)? (?:literally |actually |probably |just |honestly |seriously )?(?:die|cry|faint|scream|explode|melt|pass out|lose it|lose my mind|go mad|go crazy|go insane|combust|keel over)\b/;
const NAMES_THEM = /\b(?:you|your|ur|u|yours|yourself)\b/;

/** Does the line's only consequence fall on the speaker (a learned threat to drop)? */
export function ownCollapse(c: string): boolean {
  return OWN_COLLAPSE.test(c) && !NAMES_THEM.test(c);
}

/** A person or a body as the subject: "sexy" is then said of someone. */
const PERSON_OR_BODY =
  /\b(?:you|your|yourself|u|ur|he|she|him|her|his|hers|they|them|body|legs|ass|butt|bum|boobs|lips|chest|abs|outfit|dress|wearing|look|looks|looking|photo|pic|pics|selfie|girl|boy|woman|man|babe)\b/;
/** "this laptop is sexy", "the new logo looks sexy": a thing as the subject of "sexy". */
const THING_IS_SEXY = /\b(?:this|that|the|these|those|it's|its|it)((?: [\w'-]+){0,3}) (?:is|are|was|were|looks?|sounds?|'s) (?:so |really |very |pretty |kinda |kind of |well |super |lowkey )?sexy\b/;
export function sexyOfAThing(s: string): boolean {
  const m = THING_IS_SEXY.exec(s);
  return m !== null && !PERSON_OR_BODY.test(m[0]);
}
/** The sentence with "sexy" said of a thing read as praise (for the crude rules). */
export const withoutThingPraise = (s: string): string => (sexyOfAThing(s) ? s.replace(THING_IS_SEXY, (m) => m.replace(/sexy$/, 'lovely')) : s);

/** "you're the worst" closing its clause: a verdict with no trait named. */
export const BARE_WORST = /\b(?:you(?:'re| are)|ur|you're just) (?:literally |actually |honestly |seriously )?the worst(?= ?[,.!?;]|$| ever(?= ?[,.!?;]|$)| lol| haha)/g;
