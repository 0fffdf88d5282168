import { negativeJudgement } from './red-flag-evaluative';

/**
 * Sarcasm with no failure word in praise's reach (red-flag-sarcasm.ts reads "great job breaking it
 * again"): the irony is carried by a frame —
 * - a mock title as a vocative: "…, your highness", "thanks, Einstein";
 * - lateness or silence hailed: "nice of you to finally show up", "grace us with your presence";
 * - a reward offered for a chore ("do you want a medal?", "gold star"), an arrival hailed ("look who
 *   decided to show up"), their question or idea ranked worst ever ("the dullest question anyone
 *   has ever asked me");
 * - a minimal act celebrated: "wow you actually answered, should I get it framed", "alert the press";
 *   the celebration needs their act marked as rare ("you actually/finally/even…"), so "you actually
 *   fixed the printer? you're a legend" stays praise;
 * - the worst of them ever met: "the most clueless panel I've ever sat in front of" (a negative
 *   judgement of people met, not of a film seen or a flu had).
 * Read on one canonical sentence; every regex is bounded.
 */

const MOCK_TITLE = /(?:,|^)\s?(?:your (?:royal )?(?:highness|majesty|lordship|ladyship|holiness)|einstein|sherlock|genius|captain obvious|mr\.? know[- ]it[- ]all|miss know[- ]it[- ]all)\s?(?:[.!?]|$)|^(?:thanks|cheers|well done|nice one|great),? (?:einstein|sherlock|genius|captain obvious)\b/;
const MOCK_REWARD = /\b(?:do you )?want a (?:medal|trophy|gold star|cookie|biscuit|round of applause|parade|certificate|pat on the back)\b|(?:^|[.!?,]\s?)(?:gold star|have a (?:medal|cookie|gold star))(?:[.!?]|$)/;
const MOCK_ARRIVAL = /\blook (?:who|what the cat)(?:'s| has)? (?:finally |actually |eventually )?(?:decided|managed|bothered|deigned|could be bothered) (?:to )?(?:show|turn|join|grace|drag|get|roll|come)\b|\blook (?:who|what the cat)(?:'s| has)? finally (?:here|up|arrived|awake|shown up|turned up|rolled in|dragged in)\b/;
/** Their question, idea, excuse… ranked worst of all time: "the dullest question anyone has ever asked me". */
const THEIR_PRODUCT = String.raw`(?:question|idea|answer|excuse|plan|email|reply|pitch|proposal|apology|argument|suggestion|point)`;
const WORST_EVER = new RegExp(String.raw`\bthe (?:most ([a-z-]+)|([a-z]+)est|worst) ${THEIR_PRODUCT}s? (?:[a-z']+ ){0,3}(?:ever|in my life)\b`);
const HAILED_LATE = /\b(?:nice|good|kind|lovely|decent|thoughtful) of you to (?:finally|eventually|at last|actually) \w+|\bgrac(?:e|ed|ing) us with your (?:presence|company)\b/;
const RARE_ACT = /\b(?:you|u) (?:actually|finally|even|really|managed to) \w+/;
const CELEBRATED = /\b(?:get (?:it|this|that) framed|frame (?:it|this|that)|alert the (?:press|media|papers)|call the (?:papers|newspapers|press|news)|stop the press(?:es)?|mark (?:it on )?the calendar|it's a miracle|miracles (?:do )?happen|someone call guinness|notify the (?:press|media))\b/;
const PEOPLE_MET = /\b(?:the )?(?:most|least) ([a-z-]+) (?:[a-z-]+ ){0,2}(?:i(?:'ve| have)|we(?:'ve| have)) ever (?:met|dealt with|worked (?:with|for|under)|sat in front of|spoken to|talked to|been interviewed by|come across|encountered|had the (?:misfortune|displeasure))\b/;
const WORST_MET = /\bthe worst (?:[a-z-]+ ){0,2}(?:i(?:'ve| have)|we(?:'ve| have)) ever (?:met|dealt with|worked (?:with|for|under)|sat in front of|spoken to|talked to|been interviewed by|come across|encountered)\b/;

/** Sarcasm carried by a frame rather than by praise turned by a failure (canonical sentence). */
export function mocksByFrame(sentence: string): boolean {
  if (MOCK_TITLE.test(sentence) || HAILED_LATE.test(sentence) || MOCK_REWARD.test(sentence) || MOCK_ARRIVAL.test(sentence)) return true;
  const worst = WORST_EVER.exec(sentence);
  if (worst && (worst[0].includes('worst') || negativeJudgement(worst[1] ?? '') || negativeJudgement(worst[2] ?? '') || negativeJudgement(`${worst[2] ?? ''}e`))) return true;
  if (CELEBRATED.test(sentence) && RARE_ACT.test(sentence)) return true;
  if (WORST_MET.test(sentence)) return true;
  const met = PEOPLE_MET.exec(sentence);
  return met !== null && negativeJudgement(met[1] as string);
}
