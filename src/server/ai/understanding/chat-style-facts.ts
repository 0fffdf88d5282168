import type { FactKind } from './types';

/**
 * Facts as people type them in chat (issue #21, f25): "@ 7" for "at 7", a short day name beside a clock time or after
 * a word of being free or busy ("8am mon", "free sat", "cant make it sat"), "nite" for "night", "5 hundred", a shorthand
 * noun ("dentist appt", "in hosp"), chats and channels named by who is in them or by their own name ('the "Uni Girls"
 * whatsapp group', "the family chat", "#general"), and a few constructions whose object is the fact ("spent £1.5k on a
 * watch", "needs space", "£450 each not 400", "promoted to team lead"). Read by facts.ts with the
 * other rules; each rule has a gate of a literal word so a message without it costs one test.
 */

/** A clock hour: "7", "7:30", "7.30", "7pm". */
const CLOCK = '\\d{1,2}(?:[:.][0-5]\\d)?(?:\\s?(?:am|pm))?';
/** Day names shortened; "sat", "sun", "mon", "wed" are also words, so they count only where a time frames them. */
const SHORT_DAY = 'mon|tues?|weds?|thu|thurs?|fri|sat|sun';

/** "@ 7", "@7pm": "@" before a clock hour is "at" (an @handle starts with a letter). */
const AT_SIGN_TIME = new RegExp(`(?<![\\p{L}\\p{N}.])@\\s?${CLOCK}(?![\\p{L}\\p{N}:])`, 'giu');
/** A short day name beside a clock time, either way round: "8am mon", "sat @ 7", "fri at 10". */
const DAY_BESIDE_CLOCK = new RegExp(
  `\\b(?:\\d{1,2}(?:[:.][0-5]\\d)?\\s?(?:am|pm)|(?:@\\s?|at\\s)\\d{1,2}(?:[:.][0-5]\\d)?)\\s(?:${SHORT_DAY})\\b(?![\\p{L}'’-])` +
    // "we sat at 3 tables" is the verb: the day comes first only with no subject before it, and a bare hour ends the phrase.
    `|\\b(?<!\\b(?:i|he|she|we|they|you|who|just|had|have|was|were|then|and)\\s)(?:${SHORT_DAY})\\s(?:@\\s?|at\\s)?\\d{1,2}(?:[:.][0-5]\\d)?\\s?(?:am|pm)\\b` +
    `|\\b(?<!\\b(?:i|he|she|we|they|you|who|just|had|have|was|were|then|and)\\s)(?:${SHORT_DAY})\\s(?:@\\s?|at\\s)\\d{1,2}(?:[:.][0-5]\\d)?(?=\\s*(?:$|[,;!?)]|\\.(?!\\d)|\\s(?:and|but|so|or|then|for|with|if|ok|okay|works?|instead|again)\\b))`,
  'giu',
);
/** A short day name after a word of being free, busy or away that day: "free sat", "day off sat", "cant make it sun", "working mon". */
const AVAILABLE_DAY = new RegExp(`\\b(?:make\\sit|free|busy|off|working|booked|away|available)\\s(${SHORT_DAY})\\b(?![\\p{L}'’-])`, 'giu');
/** "nite" is "night" in chat: "every nite", "sat nite", "last nite" (a bare "nite" is "good night"). */
const NITE = new RegExp(`\\b(?:every|evry|evrey|last|this|tomorrow|tmrw|(?:${SHORT_DAY}|monday|tuesday|wednesday|thursday|friday|saturday|sunday))\\snite\\b`, 'giu');

/** "5 hundred", "2 hundred quid": a digit before "hundred" is money where nothing counted follows it. */
const DIGIT_HUNDRED = /\b\d{1,2}\shundred\b(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:for|quid|bucks|dollars|euros|pounds|back|each|a\smonth|a\sweek|upfront|cash|and|but|on|to|from|in)\b))/giu;
/** "£450 each not 400", "$50 instead of 30": the number a money amount is set against is money too. */
const AMOUNT_SET_AGAINST = /(?<=[$€£]\s?\d[\d,.]*k?(?:\s(?:each|a\smonth|a\sweek|pp|per\sperson|a\shead))?,?\s(?:not|instead\sof|rather\sthan|not\seven)\s)\d{2,}[\d,.]*k?\b/giu;
/** What money went on: "spent £1.5k on a watch", "blew 200 quid on shoes"; the money verb's object is the thing. */
const SPENT_ON = /\b(?:spent|spends|spend|spending|blew|blown|wasted|splurged)\s(?:[$€£]?[\p{N}][\p{N},.]*k?|a\s(?:fortune|ton|lot)|hundreds|thousands|all\s(?:his|her|their|our|my)\s(?:money|savings))(?:\s(?:quid|bucks|dollars|euros|pounds))?\son\s(?:a\s|an\s|the\s|his\s|her\s|my\s|their\s|our\s|some\s|new\s)*([\p{Ll}]{3,})\b/giu;

/** Chat shorthand for a visit that is booked ("dentist appt", "docs appt") and for the hospital ("in hosp"). */
const SHORTHAND_EVENT = /\b(?:(?:dentist|dental|doctors?|doctor's|docs|gp|hospital|hair|nail|vet|eye|therapy|physio|court|uni|college)\s)?appts?\b/giu;
const SHORTHAND_PLACE = /\b(?:in|at|to|from|out\sof)\s(hosp)\b/giu;
/** Occasions named in chat or in another language that the event rules do not list: a visit by the landlord, a trip. */
const OCCASION = /(?<![\p{L}])(?:inspection|viewing|viaggio|viaje|voyage|reise|viagem|vacanze|vacaciones|vacances|férias|ferien|partys)(?![\p{L}])/giu;
/** Where a trip goes in another language: "viaggio a Roma", "voyage à Lyon", "Reise nach Wien", "viagem para Lisboa". */
const TRIP_TO = /(?<![\p{L}])(?:viaggio|viaje|voyage|reise|viagem)\s(?:a|à|al|en|nach|para|pra|in|per)\s(\p{Lu}\p{Ll}+)/gu;

/** A chat named by its own name, in quotes before the word for it: 'the "Uni Girls 2019" whatsapp group', '"Smith Family" facebook group'. */
const QUOTED_CHAT_NAME = /["“]([^"”\n]{2,40})["”]\s(?:(?:whatsapp|facebook|fb|telegram|signal|discord|slack|messenger|insta|instagram|snapchat|group)\s)?(?:group\schat|group|chat|channel|server|page)\b/giu;
/**
 * A chat named by who is in it: "the family chat", "the work whatsapp", "the class whatsapp group". The determiner is
 * part of the match so the chat starts where "the class" (a place) does and, being longer, stands for it.
 */
const CHAT_OF_WHOM = /\b(?:(?:the|our|my|a|his|her|their)\s)?(?:family|work|office|class|team|friends?|girls'?|boys'?|lads'?|uni|school|neighbourhood|street|cousins'?|siblings'?)\s(?:group\s)?(?:chat|whatsapp(?:\sgroup)?|group\schat)\b/giu;
/** A workspace channel by its hashtag: "#general", "the #random channel"; a hashtag with no channel word is a tag, not a place to talk. */
const HASHTAG_CHANNEL = /(?<![\p{L}\p{N}])#[\p{L}\p{N}_-]{2,30}\s(?:channel|chat)\b|(?<=\b(?:in|on|to|into)\s(?:the\s)?)#[\p{L}\p{N}_-]{2,30}(?=\s(?:on|in)\sslack\b)/giu;
/** Games children and adults spend hours on, named like apps: "on roblox", "plays fortnite". */
const GAMES = /\b(?:roblox|fortnite|minecraft|call of duty|fifa|league of legends|among us|candy crush|xbox|playstation|ps5|nintendo switch)\b/giu;

/** Constructions whose object is the fact: "needs space", "my day off", "my spot", "stay late", "promoted to team lead". */
const NEEDS_SPACE = /\b(?:need|needs|needed|needing|want|wants|wanted|asked\sfor|asking\sfor|give\s(?:him|her|them)|giving\s(?:him|her|them))\s(?:some\s|more\s)?(space)\b/giu;
const TIME_OFF = /\b(?:my|his|her|their|our|a|the)\s((?:day|night|weekend|morning|afternoon)\soff)\b/giu;
const OWN_SPOT = /\b(?:my|his|her|their|our)\s((?:parking\s)?spot)\b/giu;
const STAY_LATE = /\b(?:stay|stays|stayed|staying|work|works|worked|working|kept\s(?:me|us))\slate\b(?!\s(?:to|for)\b)/giu;
const PROMOTED_TO = /\bpromoted\sto\s(?:a\s|an\s|the\s)?((?:(?:senior|junior|head|team|shift|tech|project|assistant|deputy|store|area|general|sales|account|lead)\s)?(?:lead|manager|supervisor|director|head|partner|principal|editor|engineer|chef|captain|coordinator|officer))\b/giu;

export const CHAT_STYLE_RULES: [FactKind, RegExp][] = [
  ['time', AT_SIGN_TIME],
  ['time', DAY_BESIDE_CLOCK],
  ['time', AVAILABLE_DAY],
  ['time', NITE],
  ['time', STAY_LATE],
  ['amount', DIGIT_HUNDRED],
  ['amount', AMOUNT_SET_AGAINST],
  ['item', SPENT_ON],
  ['event', SHORTHAND_EVENT],
  ['place', SHORTHAND_PLACE],
  ['event', OCCASION],
  ['place', TRIP_TO],
  ['channel', QUOTED_CHAT_NAME],
  ['channel', CHAT_OF_WHOM],
  ['channel', HASHTAG_CHANNEL],
  ['item', GAMES],
  ['item', NEEDS_SPACE],
  ['item', TIME_OFF],
  ['place', OWN_SPOT],
  ['job', PROMOTED_TO],
];

/** A literal each rule needs: the rule runs only when its gate passes (facts.ts GATES). */
export const CHAT_STYLE_GATES: ReadonlyMap<RegExp, RegExp> = new Map([
  [AT_SIGN_TIME, /@\s?\d/],
  [DAY_BESIDE_CLOCK, /\b(?:mon|tue|wed|thu|fri|sat|sun)/i],
  [AVAILABLE_DAY, /\b(?:mon|tue|wed|thu|fri|sat|sun)/i],
  [NITE, /nite\b/i],
  [STAY_LATE, /\blate\b/i],
  [DIGIT_HUNDRED, /\d\shundred\b/i],
  [AMOUNT_SET_AGAINST, /\b(?:not|instead|rather)\s/i],
  [SPENT_ON, /\b(?:spen[dt]|blew|blown|wasted|splurged)/i],
  [SHORTHAND_EVENT, /appt/i],
  [SHORTHAND_PLACE, /\bhosp\b/i],
  [OCCASION, /(?:inspection|viewing|viag|viaje|voyage|reise|vacan|férias|ferien|partys)/i],
  [TRIP_TO, /(?:viaggio|viaje|voyage|reise|viagem)\s/i],
  [QUOTED_CHAT_NAME, /["”]\s\S*\s?(?:group|chat|channel|server|page)/i],
  [CHAT_OF_WHOM, /\s(?:chat|whatsapp)\b/i],
  [HASHTAG_CHANNEL, /#/],
  [GAMES, /(?:roblox|fortnite|minecraft|duty|fifa|legends|among|crush|xbox|playstation|ps5|switch)/i],
  [NEEDS_SPACE, /\bspace\b/i],
  [TIME_OFF, /\soff\b/i],
  [OWN_SPOT, /\bspot\b/i],
  [PROMOTED_TO, /\bpromoted\sto\s/i],
]);
