import type { FactKind } from './types';

/**
 * Numbers written the way people type them (issue #21): a unit glued to the number or shortened ("6yrs", "2hrs",
 * "5ft10", "180cm"), a thing with its number ("version 9", "room 12", "platform 4"), and, in Spanish, French, German,
 * Italian and Portuguese, spans of time with a number word ("quatro meses", "zehn Tage", "tre settimane"), the
 * nth time ("la seconda volta", "zum zweiten Mal") and clock times ("à 6h", "às 8h", "um 10 Uhr", "a las 9", with the part of the day that is their "pm": "a las 11 de la noche"). Short
 * phrases that say how a thing was given or told ("in confidence", "for free", "in cash") are facts too.
 */
const SHORT_UNIT = '(?:yrs?|hrs?|mins?|wks?|mths?|secs?)';
const MEASURE_UNIT = "(?:ft|foot|feet|cm|kgs?|lbs?|stone|inch(?:es)?|km|miles|mph|gb|tb|mb|ml|litres?|liters?|metres?|meters?)";
/** One to fifteen in the five languages, and digits. */
const NUMBER_OTHER = '\\d{1,3}|un|una|uno|une|ein|eine|einen|einem|um|uma|dos|deux|zwei|due|dois|duas|tres|trois|drei|tre|três|cuatro|quatre|vier|quattro|quatro|' +
  'cinco|cinq|fünf|cinque|seis|six|sechs|sei|siete|sept|sieben|sette|sete|ocho|huit|acht|otto|oito|nueve|neuf|neun|nove|diez|dix|zehn|dieci|dez|' +
  'once|onze|elf|undici|doce|douze|zwölf|dodici|doze|quince|quinze|fünfzehn|quindici';
const UNIT_OTHER = 'días|día|semanas|semana|meses|mes|años|año|horas|hora|minutos|jours|jour|semaines|mois|ans|années|heures|heure|tage|tagen|wochen|woche|' +
  'monate|monaten|monat|jahre|jahren|jahr|stunden|stunde|minuten|giorni|giorno|settimane|settimana|mesi|mese|anni|anno|ore|minuti|dias|dia|mês|anos|ano';
const ORDINAL_OTHER = 'primera|segunda|tercera|cuarta|première|deuxième|troisième|quatrième|prima|seconda|terza|quarta|primeira|terceira|ersten|zweiten|dritten|vierten|erste|zweite|dritte';

const GLUED = new RegExp(`\\b\\d{1,3}\\s?${SHORT_UNIT}\\b`, 'giu');
/** A height or size: "5ft10", "6'2", "180cm", "a 65 inch tv". */
const SIZE = new RegExp(`\\b\\d{1,4}(?:[.,]\\d)?\\s?${MEASURE_UNIT}(?:\\s?\\d{1,2}(?:in|")?)?(?![\\p{L}\\p{N}])|\\b[4-7]'\\d{1,2}"?(?![\\p{L}\\p{N}'])`, 'giu');
const NUMBERED = /\b(?:version|v|round|level|season|episode|chapter|page|room|flat|apartment|gate|platform|table|seat|route|exit|unit)\s\d{1,4}[a-z]?\b/giu;
/** Not an age: "de 12 años", "j'ai 30 ans", "mit 12 Jahren", "30 Jahre alt". */
const SPAN_OTHER = new RegExp(`(?<![\\p{L}])(?:(?:há|hace|depuis|seit|da|für|pour|por|durante|pendant|per)\\s)?(?<![\\p{N}])(?<!(?<![\\p{L}])(?:de|di|mit|tengo|tiene|tienes|tenemos|ai|as|ho|hai|ha|tenho|tem|bin|ist|sono|è|es|est)\\s)(?:${NUMBER_OTHER})\\s(?:${UNIT_OTHER})(?![\\p{L}])(?!\\s(?:alt|old))`, 'giu');
const NTH_TIME_OTHER = new RegExp(`(?<![\\p{L}])(?:${ORDINAL_OTHER})\\s(?:vez|fois|volta|mal)(?![\\p{L}])`, 'giu');
const CLOCK_OTHER = /(?<![\p{L}\p{N}])\d{1,2}h(?:[0-5]\d)?(?![\p{L}\p{N}])|(?<![\p{L}\p{N}])\d{1,2}(?:[:.][0-5]\d)?\sUhr(?![\p{L}])|(?<![\p{L}])(?:a las|alle|às|à)\s\d{1,2}(?:[:.][0-5]\d)?(?![\p{L}\p{N}])(?:\s(?:de la (?:mañana|tarde|noche|madrugada)|du (?:matin|soir)|de l'après-midi|di (?:sera|mattina|notte|pomeriggio)|del (?:pomeriggio|mattino)|da (?:manhã|tarde|noite|madrugada))(?![\p{L}]))?/giu;

/** A count said as at least so many: "10+ messages", "50+ applications", "5+ years" (a span then, read by its unit below). */
const AT_LEAST = /\b\d{1,5}\+\s(?:(?:more|other|new|missed|unread|different|extra)\s)?[a-z]{2,}s(?<!ss|us|is)\b/giu;
const AT_LEAST_SPAN = /\b\d{1,4}\+\s(?:minutes|mins|hours|hrs|days|weeks|months|years|yrs)\b/giu;
/**
 * A clock hour in number words after the words for "at … o'clock" in each language: "a las diez", "alle otto", "às sete",
 * "à huit heures", "um acht Uhr" (French and German need their hour word: "à deux" is "together", "à une fête" a party).
 */
const HOURS_ES = 'dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|once|doce';
const HOURS_IT = 'due|tre|quattro|cinque|sei|sette|otto|nove|dieci|undici|dodici';
const HOURS_PT = 'duas|três|quatro|cinco|seis|sete|oito|nove|dez|onze|doze';
const HOURS_FR = 'une|deux|trois|quatre|cinq|six|sept|huit|neuf|dix|onze|douze';
const HOURS_DE = 'eins|ein|zwei|drei|vier|fünf|sechs|sieben|acht|neun|zehn|elf|zwölf';
const CLOCK_WORDS_OTHER = new RegExp(
  `(?<![\\p{L}])(?:a\\slas\\s(?:${HOURS_ES})|a\\sla\\suna|alle\\s(?:${HOURS_IT})|all'una|às\\s(?:${HOURS_PT})|à\\s(?:${HOURS_FR})\\sheures?|um\\s(?:${HOURS_DE})\\sUhr)(?![\\p{L}])` +
    `(?:\\s(?:y\\s(?:media|cuarto)|e\\s(?:mezza|meia|un\\squarto)|et\\sdemie))?` +
    `(?:\\s(?:de\\sla\\s(?:mañana|tarde|noche|madrugada)|du\\s(?:matin|soir)|di\\s(?:sera|mattina|notte|pomeriggio)|da\\s(?:manhã|tarde|noite|madrugada))(?![\\p{L}]))?`,
  'giu',
);

/** The nth time, in any ordinal: "the 5th time", "for the umpteenth time", "the tenth time this week" ("last time" says no count). */
const NTH_TIME = /\b(?:the\s)?(?:\d{1,3}(?:st|nd|rd|th)|fifth|sixth|seventh|eighth|ninth|tenth|eleventh|twelfth|twentieth|fiftieth|hundredth|millionth|umpteenth|nth|gazillionth)\stime\b/giu;
/** How many of a group: "4 of us", "all six of them" ("just the two of us" says alone, not how many). */
const OF_US = /(?<!\bthe\s)\b(?:all\s)?(?:\d{1,3}|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\sof\s(?:us|them)\b/giu;
/** An age in forum form, in brackets or right after "I": "I (24F)", "my bf (27M)", "I 31m"; an age by decade: "in his 60s", "in her late twenties". */
const FORUM_AGE = /\((\d{2})\s?(?:[MFmf]|NB|nb)\)|\((?:[MF])\s?(\d{2})\)|(?<=\b(?:I|i|I'm|im|me)\s)(\d{2})\s?[MFmf](?![\p{L}\p{N}])/gu;
const DECADE_AGE = /\b(?:in|into)\s(?:his|her|their|my|our|your)\s((?:(?:early|mid|late)[\s-])?(?:[1-9]0s|twenties|thirties|forties|fifties|sixties|seventies|eighties|nineties))\b/giu;

export const MEASURE_RULES: [FactKind, RegExp][] = [
  ['duration', NTH_TIME],
  ['count', OF_US],
  ['age', FORUM_AGE],
  ['age', DECADE_AGE],
  ['count', AT_LEAST],
  ['duration', AT_LEAST_SPAN],
  ['time', CLOCK_WORDS_OTHER],
  ['duration', GLUED],
  ['count', SIZE],
  ['item', NUMBERED],
  ['duration', SPAN_OTHER],
  ['duration', NTH_TIME_OTHER],
  ['time', CLOCK_OTHER],
];
/** Each rule runs only when the text holds what it must end on (a cheap test; facts.ts's GATES). */
const DIGIT = /\d/;
export const MEASURE_GATES: [RegExp, RegExp][] = [
  [GLUED, DIGIT],
  [SIZE, DIGIT],
  [NUMBERED, DIGIT],
  [SPAN_OTHER, new RegExp(`\\b(?:${UNIT_OTHER})(?![a-z\\u00C0-\\u024F])`, 'i')],
  [NTH_TIME_OTHER, /(?:vez|fois|volta|mal)\b/i],
  [CLOCK_OTHER, DIGIT],
  [NTH_TIME, /\stime\b/i],
  [OF_US, /\sof\s(?:us|them)\b/i],
  [FORUM_AGE, /\d\s?[MFmf]\b|\([MF]\s?\d/],
  [DECADE_AGE, /(?:0s|ties)\b/i],
  [AT_LEAST, /\d\+/],
  [AT_LEAST_SPAN, /\d\+/],
  [CLOCK_WORDS_OTHER, /(?:a las?|alle|all'|às|à|um)\s/i],
];

/** Said as written (facts.ts would cut the "in"/"for" that carries them); "for free haircuts" is a free thing, not this. */
export const KEY_PHRASES = /\b(?:in (?:strict )?confidence|for free|free of charge|in cash|cash in hand|off the books|off the record|interest[\s-]free)\b(?!\s(?!(?:his|hers|ours|theirs|yours|its|this|was|is|has|does|always|as|unless|plus|thus|yes|us)\b)[a-z]+s\b)/gi;
