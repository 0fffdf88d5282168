import type { Fact, FactKind } from './types';
import { occasionTypo } from './typo-words';

/**
 * Facts of romance, dating, friendship and family messages as people type them (issue #21, helper f27): what happened on
 * an app or a social network ("unmatched me", "soft launched her", "left me on read", "a follow request"), the nights
 * and games a group keeps ("girls night", "quiz night", "five a side"), moments said by their relation to an event ("the
 * morning of", "on the day", "our busiest week"), the things at stake in a relationship (flowers, jewellery, a present,
 * crypto, a guest list, a twin room, a sleepover, her number, goodnight texts, no contact), roles someone is asked to
 * take at an occasion ("be godmother"), and an occasion typed with one slip ("her weding", "valentimes day").
 * Read by facts.ts with the other rules; each rule has a gate of a literal so a message without it costs one test.
 */

/** What someone did on an app or a social network, and the requests and lists those apps have. */
const APP_ACTION = /\b(?:un(?:matched|added|followed|friended|-?matched)|soft[\s-]launch(?:ed|ing)?|hard[\s-]launch(?:ed|ing)?|left\s(?:me\s|him\s|her\s|them\s|us\s|it\s)?on\s(?:read|delivered|seen)|(?:follow|friend|message)\srequests?|double[\s-]text(?:ed|ing)?|read\sreceipts?|(?:snap\s)?streaks?)\b/giu;
/** A night or a game a group keeps: "girls night", "our quiz nights", "a speed dating night", "five a side". */
const GROUP_NIGHT = /\b(?:(?:girls?|lads?|boys|ladies|games?|quiz|karaoke|film|pizza|poker|curry|takeaway|wine|cocktail|bingo|board\sgame|speed\sdating|singles|salsa|comedy|open\smic|student|work|school)\s(?:nights?|evenings?)|(?:five|5)[\s-]a[\s-]side(?:\s(?:team|game|match|league))?|sunday\sleague|pub\squiz|(?:padel|netball|tennis|squash|football|rugby)\s(?:match|game|club|team|league))\b/giu;
/** A moment named by the event it belongs to: "the morning of", "on the day", "during the day", "our busiest week". */
const EVENT_MOMENT = /\bthe\s(?:morning|night|day|evening|afternoon)\sof(?=\s*(?:$|[,.;:!?)]|\s(?:and|but|so|then|because|he|she|they|i|we|it)\b))|\bon\sthe\sday\b(?!\s(?:of|before|after|that|when|we|i|he|she|they))|\bduring\sthe\s(?:day|week|night)\b|\b(?:our|my|the|their|his|her)\s((?:busiest|quietest|worst|slowest|hardest)\s(?:week|day|month|time|season|period|shift))\b/giu;
/** Things at stake between partners, exes, friends and family. */
const RELATIONSHIP_THING = /\b(?:on\sa\sbreak|flowers|bouquet|jewell?ery|crypto|bitcoin|marriage|prenup|(?:engagement|wedding|promise)\srings?|love\slife|guest\slist(?:\sof\s\d+)?|no[\s-]contact|non[\s-]?refundable|on\sfinance|allerg(?:ic|y|ies)|interrailing|backpacking|sleep[\s-]?overs?|twin\srooms?|double\sbed|(?:a|his|her|my|their|our|birthday|christmas|xmas|leaving|wedding)\spresents?|lifts?\s(?:home|back)|one[\s-]word\s(?:answers?|replies|texts|messages)|good\s?(?:night|morning)\s(?:texts?|messages?|calls?)|a[\s-]levels|gcses)\b/giu;
/** A birthday by its number after whose it is, the apostrophe left out: "my nans 80th", "his dads 60th". */
const WHOSE_BIRTHDAY = /\b(?:my|his|her|their|our|your)\s[a-z]+s\s((?:1[3-9]|[2-9]\d|100)(?:st|nd|rd|th))\b(?!\s(?:time|attempt|try|floor|grade|round|place|row|date|day|week|month|year|one|of))/giu;
/** Whose contact was given or asked for: "gave me her number", "asked for my snap". */
const CONTACT = /\b(?:gave|give|giving|got|get|getting|asked\sfor|asking\sfor|ask\sfor|took|take|deleted|delete|swapped|exchanged|has|have)\s(?:me\s|him\s|her\s|them\s)?(?:my|his|her|their|your)\s(number|digits|snap|insta|socials)\b/giu;
/** A greeting sent as the message: "texts me goodnight". */
const SENT_GREETING = /\b(?:texts?|texted|messages?|messaged|says?|said|sends?|sent)\s(?:me|him|her|them)\s(good\s?night|good\s?morning)\b/giu;
/** A role someone is asked to take at an occasion: "to be godmother", "asked me to be his best man". */
const OCCASION_ROLE = /\bbe\s(?:a\s|the\s|her\s|his\s|their\s|my\s)?(godmother|godfather|godparent|bridesmaid|maid\sof\shonou?r|best\sman|groomsman|usher|witness)\b/giu;

export const RELATIONSHIP_RULES: [FactKind, RegExp][] = [
  ['event', APP_ACTION],
  ['event', GROUP_NIGHT],
  ['time', EVENT_MOMENT],
  ['item', RELATIONSHIP_THING],
  ['item', CONTACT],
  ['event', WHOSE_BIRTHDAY],
  ['item', SENT_GREETING],
  ['item', OCCASION_ROLE],
];

export const RELATIONSHIP_GATES: ReadonlyMap<RegExp, RegExp> = new Map([
  [APP_ACTION, /\b(?:un-?(?:match|add|follow|friend)|soft|hard|left\s|follow\s|friend\s|message\s|double|read\sreceipt|snap\sstreak|streaks?\b)/i],
  [GROUP_NIGHT, /(?:nights?\b|evenings?\b|a[\s-]side\b|league\b|pub\squiz|(?:padel|netball|tennis|squash|football|rugby)\s)/i],
  [EVENT_MOMENT, /\b(?:the\s(?:morning|night|day|evening|afternoon)\sof|on\sthe\sday|during\sthe\s|busiest|quietest|worst\s|slowest|hardest)/i],
  [RELATIONSHIP_THING, /\b(?:on\sa\sbreak|flowers|bouquet|jewell?ery|crypto|bitcoin|marriage|prenup|rings?\b|love\slife|guest\slist|no[\s-]contact|non[\s-]?refundable|on\sfinance|allerg|interrailing|backpacking|sleep[\s-]?over|twin\sroom|double\sbed|presents?\b|lifts?\s(?:home|back)|one[\s-]word|good\s?(?:night|morning)\s|a[\s-]levels|gcses)/i],
  [CONTACT, /\b(?:number|digits|snap|insta|socials)\b/i],
  [WHOSE_BIRTHDAY, /\d(?:st|nd|rd|th)\b/i],
  [SENT_GREETING, /good\s?(?:night|morning)/i],
  [OCCASION_ROLE, /\bbe\s(?:a\s|the\s|her\s|his\s|their\s|my\s)?(?:god|bridesmaid|maid|best\sman|groomsman|usher|witness)/i],
]);

/** An occasion typed with one slip, with "day" when it follows ("valentimes day", "her weding"): said as typed. */
export function misspeltOccasions(text: string): (Fact & { at: number })[] {
  const out: (Fact & { at: number })[] = [];
  for (const m of text.matchAll(/\b[a-z]{5,}\b(?:\s(?:day|party|dinner|do))?/gi)) {
    const word = (m[0].split(' ')[0] as string).toLowerCase();
    if (occasionTypo(word)) out.push({ kind: 'event', text: m[0], at: m.index ?? 0 });
  }
  return out;
}
