import type { FactKind } from './types';
import { QUANTITY, SPELLED_NUMBER } from './number-words';
import { FULL_MONTHS } from './calendar-words';

/**
 * How often something happens ("twice a week", "every other weekend", "most nights", "on weekdays") and
 * dates and times in texting shorthand ("tmrw", "2nite", "nxt wk", "on sat"). Said back as written;
 * `expandShorthand` spells the shorthand out for an answer ("tmrw" → "tomorrow").
 */
const PERIOD = 'day|night|morning|evening|afternoon|week|weekend|fortnight|month|year|term|semester|shift|hour';
const PARTS = 'days|nights|mornings|evenings|afternoons|weekends|weekdays|weeknights|lunchtimes|lunch breaks';
const WEEKDAYS = 'mondays?|tuesdays?|wednesdays?|thursdays?|fridays?|saturdays?|sundays?';
/** How many times per period: "once a week", "twice a day", "three times a month", "5 times per year". */
const PER_PERIOD = `\\b(?:once|twice|thrice|${QUANTITY}\\stimes)\\s(?:a|an|per|every|each)\\s(?:${PERIOD})\\b`;
/** So long per period: "nine hours a day", "20 minutes a night", "two days a week". */
const SPAN_PER_PERIOD = `\\b${QUANTITY}\\s(?:hours?|minutes?|mins|days?|nights?|evenings?|shifts?)\\s(?:a|an|per|every|each)\\s(?:${PERIOD})\\b`;
/** "every other weekend", "every second Friday", "every single morning", "every few hours". */
const EVERY = `\\bevery\\s(?:other|second|third|alternate|single)\\s(?:${PERIOD}|${WEEKDAYS})\\b|\\bevery\\s(?:${PERIOD}|${WEEKDAYS})(?:\\sor\\s(?:so|two))?\\b|\\bevery\\s(?:few|couple\\sof|${SPELLED_NUMBER}|\\d+)\\s(?:days|weeks|months|years|hours|minutes|nights|weekends)\\b`;
/** "most nights", "some weekends", "on weekdays", "at weekends", "most Sundays". */
const MOST = `\\b(?:most|some|many|all|on|at|over)\\s(?:${PARTS}|(?:mondays|tuesdays|wednesdays|thursdays|fridays|saturdays|sundays))\\b|\\b(?:most|some)\\s(?:${WEEKDAYS})\\b`;
/** Working hours named by the part of the day: "works nights", "doing weekends", "on lates". */
const WORKS = `\\b(?:works?|working|worked|doing|does|do|on)\\s(?:nights|days|weekends|lates|earlies|evenings|mornings|nights\\sand\\sweekends)\\b(?!\\s(?:ago|of|before|after)\\b)`;
/** Habitual words: "daily", "nightly", "weekly", "fortnightly", "every so often", "now and then". */
const HABIT = '\\b(?:fortnightly|weekly|monthly|daily|nightly|every\\sso\\soften|now\\sand\\sthen|all\\sthe\\stime|round\\sthe\\sclock|24/7)\\b';

/** Texting shorthand for days and times → the words it stands for. */
const SHORTHAND: Record<string, string> = {
  tmrw: 'tomorrow', tmr: 'tomorrow', tmw: 'tomorrow', tmrow: 'tomorrow', tomoz: 'tomorrow', tomo: 'tomorrow', '2moro': 'tomorrow', '2morrow': 'tomorrow', '2mrw': 'tomorrow', '2mro': 'tomorrow',
  tonite: 'tonight', '2nite': 'tonight', '2night': 'tonight', '2nyt': 'tonight', '2day': 'today', tdy: 'today', ystrdy: 'yesterday', yday: 'yesterday', yest: 'yesterday',
  wknd: 'weekend', wkend: 'weekend', wk: 'week', wks: 'weeks', mth: 'month', mnth: 'month', yr: 'year', yrs: 'years', nxt: 'next', lst: 'last',
  xmas: 'Christmas', nye: "New Year's Eve", vday: "Valentine's Day", bday: 'birthday',
  mon: 'Monday', tue: 'Tuesday', tues: 'Tuesday', wed: 'Wednesday', weds: 'Wednesday', thu: 'Thursday', thur: 'Thursday', thurs: 'Thursday', fri: 'Friday', sat: 'Saturday', sun: 'Sunday',
};
/** Shorthand that is never an ordinary word. */
const ALWAYS = 'tmrw|tmr|tmw|tmrow|tomoz|2moro|2morrow|2mrw|2mro|tonite|2nite|2night|2nyt|2day|ystrdy|yday|wknd|wkend|tues|weds|thurs|thur|fri';
/** Day names that are also words ("sat", "wed", "sun", "mon"), counted after a time word: "on sat", "this wed", "till thu". */
const AFTER_TIME_WORD = 'mon|tue|wed|thu|sat|sun|tomo|tdy|yest';
const PERIOD_SHORT = 'wk|wks|wknd|wkend|mth|mnth|yr';
const SHORT_DAYS = new RegExp(
  `\\b(?:(?:this|next|nxt|last|lst|on|by|till|until|from|before|after|every|since)\\s)?(?:${ALWAYS})\\b(?:\\s(?:night|morning|eve|evening|arvo|afternoon))?` +
    `|\\b(?:this|next|nxt|last|lst|on|by|till|until|before|after|every|since)\\s(?:${AFTER_TIME_WORD})\\b(?!['’-])(?:\\s(?:night|morning|eve|evening|arvo|afternoon))?` +
    `|\\b(?:this|next|nxt|last|lst)\\s(?:${PERIOD_SHORT})\\b|\\bnxt\\s(?:week|weekend|month|year)\\b`,
  'giu',
);

/**
 * Dates said relative to another ("the day after tomorrow", "the week after next", "end of next month", "early march",
 * "next spring"), shortened months after a preposition or a day ("in feb", "3rd of sept"), a shortened day with its
 * part ("sat arvo", "fri night"), and midnight and midday in the five other languages.
 */
const SHORT_MONTHS = 'jan|feb|apr|jun|jul|aug|sept|sep|oct|nov|dec';
const RELATIVE_DATE = new RegExp(
  `\\b(?:the\\s)?day\\s(?:after|before)\\s(?:tomorrow|tmrw|yesterday)\\b|\\b(?:the\\s)?(?:week|weekend|month|year)\\safter\\snext\\b` +
    `|\\b(?:the\\s)?(?:end|start|beginning|middle)\\sof\\s(?:next|this|last)\\s(?:week|month|year|term|semester|summer|quarter)\\b` +
    `|\\b(?:early|mid|late)[\\s-](?:${FULL_MONTHS}|${SHORT_MONTHS})\\b|\\b(?:next|last|this)\\s(?:spring|summer|autumn|fall|winter)\\b` +
    `|\\b(?:in|by|since|until|till|from|before|after|end\\sof|next|last|this|\\d{1,2}(?:st|nd|rd|th)?(?:\\sof)?)\\s(?:${SHORT_MONTHS})\\b(?![\\p{L}'’])` +
    `|\\b(?<!\\b(?:i|he|she|we|they|you|just|had|have|was|were|then|and)\\s)(?:mon|tues?|weds?|thu|thurs?|fri|sat|sun)\\s(?:night|morning|arvo|afternoon|evening|eve)\\b` +
    `|\\b(?:minuit|(?:à|ce|le)\\smidi|medianoche|mediodía|mezzanotte|mezzogiorno|mitternacht|meia-noite|meio-dia)(?![\\p{L}])`,
  'giu',
);

/**
 * A moment told from one already named ("the same night", "that (same) evening", "the following week", "the day before"), a
 * clock hour said roughly ("at 8ish", "7-ish", "turn up around 10" after a verb of coming or going), how often in the
 * five other languages ("jeden Monat", "cada semana", "tous les jours", "ogni sera", "todo dia"), and Portuguese
 * weekdays said short after a preposition ("para sexta", "na segunda"; "a segunda vez" is an ordinal).
 */
const TOLD_FROM = new RegExp(
  `\\b(?:the\\s(?:same|following|previous|next|other)|that(?:\\ssame)?|the\\s(?:${PERIOD})\\s(?:before|after))\\s(?:day|night|morning|evening|afternoon|week|weekend|month)\\b(?!\\s(?:shift|job|off)\\b)`,
  'giu',
);
const ROUGH_HOUR = new RegExp(
  `\\b(?:(?:at|around|about|by|till|until|from|after|before)\\s)?(?:1[0-2]|[1-9])(?:[:.][0-5]\\d)?\\s?-?ish\\b(?!\\s?(?:[$€£]|quid|bucks|dollars|euros|pounds|people|times|mins?|minutes|hours|days|weeks|years|k\\b))` +
    `|(?<=\\b(?:up|in|home|back|out|over|there|here|arrive[sd]?|arriving|leave|leaves|left|leaving|starts?|started|finish(?:es|ed)?|ends?|ended|wake|woke|opens?|closes?|come|came|get|gets|got)\\s)(?:around|about|roughly|at\\sabout|at\\saround)\\s(?:1[0-2]|[1-9])(?:[:.][0-5]\\d)?(?=\\s*(?:$|[,;!?)]|\\.(?!\\d)|\\s(?:and|but|so|or|on|every|each|tonight|today|tomorrow|in\\sthe|at\\snight|when|while|then)\\b))`,
  'giu',
);
const EVERY_OTHER_LANGUAGES = new RegExp(
  `(?<![\\p{L}])(?:jeden|jede|jedes|cada|chaque|ogni|todo|toda|todos\\slos|todas\\slas|tous\\sles|toutes\\sles|todos\\sos|todas\\sas|tutti\\si|tutte\\sle)\\s` +
    `(?:tag|morgen|abend|woche|monat|jahr|wochenende|nacht|día|días|dias|dia|noche|noches|semana|semanas|mes|meses|mês|año|años|ano|anos|fin\\sde\\semana|fines\\sde\\ssemana|fim\\sde\\ssemana|noite|noites|manhã|tarde|` +
    `jour|jours|soir|soirs|matin|matins|semaine|semaines|mois|an|ans|année|week-end|week-ends|giorno|giorni|sera|sere|mattina|notte|settimana|settimane|mese|mesi|anno|weekend|fine\\ssettimana)(?![\\p{L}])`,
  'giu',
);
const SHORT_DAYS_PT = /(?<![\p{L}])(?:na|para|pra|até|desde|nesta|esta|na\spróxima|próxima|toda|todas\sas)\s(?:segunda|terça|quarta|quinta|sexta)s?(?![\p{L}-])(?!\s(?:vez|mão|chance|opção|feira))/giu;

/**
 * A time named by what it has been since ("since lockdown", "since uni", "since the wedding"), where the word ends the
 * phrase ("since he left" is a clause, "since then" says nothing), and a date in digits after a date word ("on 31/08",
 * "by 3.12", "until 14/2/25"; "split 60/40" is no date: a month is at most 12).
 */
const SINCE_WHAT = /\bsince\s(?:(?:the|last|this)\s)?(?!(?:then|ever|forever|always|long|now|that|this|which|when|you|them|him|her|us|me|it|its|they|we|she|he|there|here|before|after|today|yesterday|tomorrow|my|our|his|her|their|your)\b)([a-z]{3,})(?=\s*(?:$|[,;!?)]|\.(?!\d)|\s(?:and|but|so|or|because|when|which|though|i|we|he|she|they|it)\b))/giu;
const NUMERIC_DATE = /\b(?:on|by|until|till|from|before|after|since|due|ends?|starts?|until)\s(?:the\s)?((?:[12]\d|3[01]|0?[1-9])[/.](?:1[0-2]|0?[1-9])(?:[/.](?:\d{4}|\d{2}))?)(?![\d/.]?\d)/giu;

const PER_PERIOD_RULE = new RegExp(`${PER_PERIOD}|${SPAN_PER_PERIOD}`, 'giu');
const EVERY_RULE = new RegExp(EVERY, 'giu');
export const TIME_WORD_RULES: [FactKind, RegExp][] = [
  ['time', PER_PERIOD_RULE],
  ['time', EVERY_RULE],
  ['time', new RegExp(`${MOST}|${HABIT}`, 'giu')],
  ['time', new RegExp(WORKS, 'giu')],
  ['time', SHORT_DAYS],
  ['time', RELATIVE_DATE],
  ['time', TOLD_FROM],
  ['time', ROUGH_HOUR],
  ['time', EVERY_OTHER_LANGUAGES],
  ['time', SHORT_DAYS_PT],
  ['time', NUMERIC_DATE],
];
/** Read after every other rule: where an event or a place rule names the word ("since the breakup", "since college"), it keeps its kind. */
export const LATE_TIME_WORD_RULES: [FactKind, RegExp][] = [['time', SINCE_WHAT]];
/**
 * Cheap tests that must pass before a rule runs: a rule opening on a number word is tried at every word,
 * and most messages have no "a week" or "every" for it to end on.
 */
export const TIME_WORD_GATES: ReadonlyMap<RegExp, RegExp> = new Map([
  [RELATIVE_DATE, new RegExp(`\\b(?:after|end|start|beginning|middle|early|mid|late|spring|summer|autumn|fall|winter|${SHORT_MONTHS}|night|morning|arvo|afternoon|evening|eve|minuit|midi|medianoche|mediod|mezzanotte|mezzogiorno|mitternacht|meia-noite|meio-dia)`, 'i')],
  [PER_PERIOD_RULE, new RegExp(`\\s(?:a|an|per|every|each)\\s(?:${PERIOD})\\b`, 'iu')],
  [EVERY_RULE, /\bevery\s/iu],
  [TOLD_FROM, /\b(?:same|following|previous|next|other|that|before|after)\s/i],
  [ROUGH_HOUR, /\dish\b|\d\s?-?ish\b|\b(?:around|about|roughly)\s\d/i],
  [EVERY_OTHER_LANGUAGES, /(?:jede[nms]?|cada|chaque|ogni|tod[oa]s?|tous|toutes|tutt[ie])\s/i],
  [SHORT_DAYS_PT, /(?:segunda|terça|quarta|quinta|sexta)/i],
  [SINCE_WHAT, /\bsince\s/i],
  [NUMERIC_DATE, /\d[/.]\d/],
]);

/** "tmrw" → "tomorrow", "nxt wk" → "next week", "sat" → "Saturday": shorthand spelled out for an answer. */
export function expandShorthand(text: string): string {
  return text.replace(/[\p{L}\p{N}]+/gu, (w) => SHORTHAND[w.toLowerCase()] ?? w);
}
