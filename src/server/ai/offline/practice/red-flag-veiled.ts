import { inScope } from './red-flag-scope';

/**
 * Threat and guilt said sideways, with no "I'll" and no "you":
 * - a threat as a misfortune wished aloud: someone who matters to them learning of it ("it'd be a
 *   shame if your regional manager found out"), a regret promised ("you'll live to regret this");
 *   not when they themselves would learn ("a shame if you found out from someone else") nor a
 *   misfortune with no one learning ("a shame if it rained");
 * - guilt as self-pity pinned on their choice: the speaker's feelings or needs declared not to count
 *   ("I suppose my feelings don't matter then", "clearly my time means nothing to you"), not said
 *   plainly as a priority ("my feelings don't matter here, the kids do").
 * Read on one canonical sentence; every regex is bounded.
 */

const LEARNS = String.raw`(?:found out|finds out|heard|hears|saw|sees|knew|knows|learned|learnt|learns|got wind|gets wind|were to (?:find out|hear|see|learn|know))`;
const EXPOSED = String.raw`(?:got out|gets out|leaked|leaks|went public|goes public|went viral|got around|gets around|(?:were|was|got) (?:posted|shared|forwarded|leaked|sent round|sent around)|ended up (?:in|on|with) (?:the |a |your |their |his |her )?(?:[a-z']+ ){0,2}(?:chat|group|internet|papers?|news|inbox|feed|facebook|instagram|twitter|tiktok|hands|office|boss|email|timeline|page|forum|website))\b`;
const VEILED_THREATS: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:it'd|it would|would|that'd|that would)(?: be)? (?:a )?(?:real |terrible |awful |such a )?(?:shame|pity) if (?!you\b|i\b|we\b)(?:[a-z']+ ){1,4}${LEARNS}\b`),
  // Something of theirs exposed: "would be a shame if those photos ended up in the group chat" (not "if the cake ended up in the bin").
  new RegExp(String.raw`\b(?:it'd|it would|would|that'd|that would)(?: be)? (?:a )?(?:real |terrible |awful |such a )?(?:shame|pity) if (?!you\b|i\b|we\b)(?:[a-z']+ ){1,5}${EXPOSED}`),
  /\byou(?:'ll| will) live to regret\b/,
];

const OWN_NEEDS = String.raw`(?:my (?:feelings|needs|opinion|opinions|time|happiness|wishes|effort|efforts)|what i (?:want|need|think|feel))`;
const SELF_PITY: readonly RegExp[] = [
  new RegExp(String.raw`\b(?:i suppose|i guess|clearly|obviously|apparently|so) ${OWN_NEEDS} (?:don't|doesn't|never) (?:matter|count)s?\b`),
  new RegExp(String.raw`\b${OWN_NEEDS} (?:don't|doesn't|never) (?:matter|count|mean anything)s? (?:then|to you|to anyone|anymore|any more|at all)\b`),
];

export function threatensVeiled(sentence: string): boolean {
  return VEILED_THREATS.some((re) => inScope(re, sentence));
}

export function pitiesSelf(sentence: string): boolean {
  return SELF_PITY.some((re) => re.test(sentence));
}
