import { inScope } from './red-flag-scope';

/**
 * A guilt trip as a sacrifice billed to the listener: the speaker's service or loss ("I drove four
 * hours", "I covered three of your shifts", "I gave up a residency", "I was there for every
 * breakup") set against the listener's failing in the same sentence ("…and you couldn't manage a
 * text", "…so the least you could do is…", "…and now you're quibbling", "…while you were off having
 * fun"). Either half alone is ordinary talk: "I covered some of your shifts and I'm glad it
 * helped", "you couldn't have known". Kindness that spares them is not a reproach ("I stayed late
 * so you didn't have to"). Every regex is bounded.
 */

/** What the speaker did or gave up for them. */
const SACRIFICE = String.raw`\bi(?:'ve| have| had)? (?:(?:also|always|even|literally|just|already) )?(?:drove|driven|covered|gave up|given up|turned down|missed|sat|stayed|kept|worked|put|spent|was there|been there|cooked|paid|moved|waited|skipped|cancelled|canceled|sacrificed|carried|looked after|nursed|raised|travelled|traveled|flew|took (?:time|a day|days|leave)|lent|rearranged|bent over|cried)\b`;

/** Their failing, set against it: what they could not, did not or now do. */
const EFFORT = String.raw`(?:manage|make|be bothered|bother|reply|text|call|ring|come|find|spare|give|say|show|remember|visit|pick up|turn up|answer|help|lift a finger|thank)`;
const REPROACH = alt([
  String.raw`you (?:couldn't|can't|cannot|won't|wouldn't|didn't|don't) (?:even )?${EFFORT}\b`,
  String.raw`you (?:never|still haven't|haven't (?:once|even)) (?:once )?(?:even )?(?:thanked|said thanks|asked|noticed|came|called|rang|visited|replied|bothered|offered)\b`,
  String.raw`the least you (?:could|can) do\b`,
  String.raw`(?:and|but|yet) now you(?:'re| are)? (?:quibbling|complaining|moaning|haggling|arguing|refusing|pretending|acting|saying|telling|asking|too busy|busy|ignoring)\b`,
  String.raw`while you (?:were|went) (?:off|out)\b`,
  String.raw`this is (?:the (?:\w+ )?(?:i get|thanks)|how you (?:thank|repay|treat))`,
  String.raw`(?:and )?you(?:'re| are) telling me\b`,
]);

function alt(phrases: readonly string[]): string {
  return `(?:${phrases.join('|')})`;
}

/** Kindness that spares them: "so you didn't have to", "so you wouldn't need to". */
const SPARES_THEM = /\bso (?:that )?you (?:didn't|don't|wouldn't|won't) (?:have|need) to\b/;

const BILLED = new RegExp(String.raw`${SACRIFICE}[^.!?]{0,90}?\b${REPROACH}`);

/** A sacrifice billed to them in one canonical sentence. */
/** A laugh makes it banter: "I gave up sugar and now you're tempting me with cake haha". */
const LAUGH = /(?:^|\s)(?:haha|ha ha|hehe|lol|lmao|xd)(?:\s|[.,!?]|$)/;

export function billsSacrifice(sentence: string): boolean {
  return !SPARES_THEM.test(sentence) && !LAUGH.test(sentence) && inScope(BILLED, sentence, { acceptance: true });
}
