import type { FactKind } from './types';

/**
 * Money said without a currency sign (issue #21): a share of a sum ("half the rent", "half our wedding fund", "half
 * price"), the sum a bill or request names ("a payment request for 23.50", "an invoice of 2400"), what a bill came to
 * ("came in at 380"), and amounts in Spanish, French, German, Italian and Portuguese number words ("mil euros",
 * "deux cents euros"). Said back as written.
 */
/** What a share is a share of: a sum of money, however it is named. */
const SUM = 'rent|bills?|deposit|fees?|price|cost|costs|budget|fund|savings|wages?|salary|pay|earnings|total|tab|deposit|mortgage|loan|debt|money|profits?|takings|tips|inheritance|bonus';
const SHARE = new RegExp(
  `\\b(?:half|a third|a quarter|two thirds|three quarters|double|twice|triple)\\s(?:of\\s)?(?:the|my|our|his|her|their|your)\\s(?:[a-z]+\\s)?(?:${SUM})\\b|\\b(?:half|full)[\\s-]price\\b`,
  'giu',
);
/** The sum a bill, request or charge is for, or a sum of money names: "a payment request for 23.50", "a fine of 80", "the full rent of 1,650" (one digit alone is rather a count: "a request for 2"). */
const BILLED = new RegExp(String.raw`\b(?:invoice|bill|payment(?: request)?|request|refund|fine|quote|charge|transfer|cheque|check|${SUM})\s(?:for|of)\s(?:about|around|like|almost|over|nearly|just over|just under)?\s?(\d{2,}[\d,]*(?:\.\d{2})?k?|\d{1,3}(?:,\d{3})+(?:\.\d{2})?|\d\.\d{2})(?![\d,.]?\d|\s?(?:%|am|pm|minutes?|mins?|hours?|days?|weeks?|months?|years?|times?|people|nights?|pages?|words?|items?|units?)\b|:)`, 'giu');
/** What a bill came to: "the electric bill came in at 380", "it all added up to 900". */
const CAME_TO = /\b(?:came in at|comes in at|came out at|comes out at|came out to|comes out to|adds up to|added up to|went up to|goes up to)\s(?:about|around|like|almost|over|nearly)?\s?(\d[\d,]*(?:\.\d{2})?k?)\b(?![\d,.]?\d|\s?(?:%|am|pm|minutes?|mins?|hours?|o'clock)\b|:)/giu;
/** Number words in the five languages the rules read, to a thousand: "mil", "deux cents", "zweihundert", "cinquanta". */
const NUMBER_WORDS_OTHER = 'un|una|uno|une|ein|eine|einen|um|uma|dos|deux|zwei|due|dois|duas|tres|trois|drei|tre|três|cuatro|quatre|vier|quattro|quatro|cinco|cinq|fünf|cinque|' +
  'seis|six|sechs|sei|siete|sept|sieben|sette|sete|ocho|huit|acht|otto|oito|nueve|neuf|neun|nove|diez|dix|zehn|dieci|dez|veinte|vingt|zwanzig|venti|vinte|' +
  'treinta|trente|dreißig|trenta|trinta|cuarenta|quarante|vierzig|quaranta|quarenta|cincuenta|cinquante|fünfzig|cinquanta|cinquenta|sesenta|soixante|sechzig|sessanta|sessenta|' +
  'cien|ciento|cent|cents|hundert|cento|cem|doscientos|doscientas|trescientos|quinientos|duecento|trecento|cinquecento|duzentos|trezentos|quinhentos|zweihundert|dreihundert|fünfhundert|' +
  'mil|mille|tausend|mila|eintausend|zweitausend|deux mille';
const CURRENCY_OTHER = 'euros?|dólares|dolares|dollars|pesos|reais|libras|livres|sterline|franken|francs|franchi';
const SPELLED_OTHER = new RegExp(
  `(?<![\\p{L}])(?:${NUMBER_WORDS_OTHER})(?:\\s(?:y|e|et|und)?\\s?(?:${NUMBER_WORDS_OTHER}))*\\s(?:de\\s)?(?:${CURRENCY_OTHER})(?![\\p{L}])`,
  'giu',
);

/** What is paid or owed back as a part of the sum already named: "paid back half of it", "still owes me the rest". */
const PART_OF_IT = /\b(?:paid|pays|pay|paying|repaid|repay|owes?|owed|owing|gave|give|giving|sent|send|returned|got|get|keeps?|kept)\s(?:(?:me|him|her|them|us|back|only|still|just|already)\s){0,3}((?:half|a third|a quarter|two thirds|three quarters|most|part|the rest|the remainder|the balance)(?:\sof\s(?:it|that|this|the money))?)\b(?!\s(?:of|the|a|my)\b)/giu;
/** A currency sign after the number, as written in much of Europe: "150 €", "1.200,50 €", "20$". */
const SIGN_AFTER = /(?<![\p{L}\p{N}.,])\d{1,3}(?:[.,\s]\d{3})*(?:[.,]\d{1,2})?\s?[€£$](?![\p{L}\p{N}])/giu;
/** A range of money: "8 to 10k", "£20-30", "$50 to $80", "between 40 and 50 quid". */
const MONEY_RANGE = /(?:[$€£]\s?)?\b\d[\d,.]*\s?(?:-|–|to|or)\s?(?:[$€£]\s?)?\d[\d,.]*(?:k\b|\s?(?:quid|bucks|dollars|euros|pounds)\b)|[$€£]\s?\d[\d,.]*\s?(?:-|–|to|or)\s?[$€£]?\s?\d[\d,.]*k?\b/giu;
/** Money as so many periods of a payment: "two months' rent", "a week's wages", "3 months salary". */
const PERIODS_OF_PAY = /(?<![\d,.]\s)\b(?:(?:a|an|one)\s(?:day|week|month|year)['’]s|(?:two|three|four|five|six|\d{1,2})\s(?:days|weeks|months|years)['’]?)\s(?:rent|wages?|salary|pay|earnings|income|allowance)\b/giu;
/** A large sum said without a number: "a ton of money", "a small fortune", "loads of cash". */
const VAGUE_SUM = /\b(?:a\s(?:ton|load|lot|bunch|heap)|tons|loads|heaps|lots|a\s(?:fair|decent|good)\sbit|a\s(?:small\s)?fortune|a\spretty\spenny|an\sarm\sand\sa\sleg)(?:\sof\s(?:money|cash|dosh|savings))?\b(?<=(?:money|cash|dosh|savings|fortune|penny|leg))/giu;

/** A sum named whole without its figure: "the full amount", "the outstanding balance", "every penny". */
const WHOLE_SUM = /\b(?:the|a|that|this)\s(?:full|whole|entire|remaining|outstanding|total)\s(?:amount|sum|balance|bill|cost|price)\b|\bevery\s(?:single\s)?(?:penny|cent|dime)\b/giu;
/** Pence and cents written short: "50p", "99c" (one or two digits: "1080p" is a screen). */
const PENCE = /(?<![\d.,£$€])\b\d{1,2}[pc]\b(?!['’])/giu;
/** A split of a sum as a ratio after a verb of sharing: "split it 60/40", "went 70-30 on the rent". */
const RATIO = /\b(?:split|splitting|splits|go|going|went|divide|divided|dividing|share|shared|sharing)\s(?:(?:it|everything|things|the\s[a-z]+|costs|bills)\s)?(\d{2}\s?[/-]\s?\d{2})\b|\b(\d{2}\s?\/\s?\d{2})\ssplit\b/giu;
/** A round sum without its currency after a verb of paying: "gave me a few hundred for books", "owes me several thousand". */
const ROUND_SUM = /\b(?:owes?|owed|lent|loaned|borrowed|paid|pays|repaid|gave|give|gives|sent|spent|spends|costs?|charged|earns?|earned|makes|made|saved|wants|wanted|asked\sfor|asking\sfor)\s(?:(?:me|him|her|them|us|you|back|out|like|about|around|over|almost)\s){0,2}((?:a\sfew|a\scouple(?:\sof)?|several|a|one|two|three|four|five|six|seven|eight|nine|ten)\s(?:hundred|thousand))(?=\s*(?:$|[,.;!?)]|\s(?:for|on|to|in|back|and|but|or|each|a\s(?:month|week|year)|more|extra|upfront|already|now|so|then|last|this|towards?)\b))/giu;

export const SPOKEN_AMOUNT_RULES: [FactKind, RegExp][] = [
  ['amount', WHOLE_SUM],
  ['amount', PENCE],
  ['amount', RATIO],
  ['amount', ROUND_SUM],
  ['amount', PART_OF_IT],
  ['amount', SIGN_AFTER],
  ['amount', MONEY_RANGE],
  ['amount', PERIODS_OF_PAY],
  ['amount', VAGUE_SUM],
  ['amount', SHARE],
  ['amount', BILLED],
  ['amount', CAME_TO],
  ['amount', SPELLED_OTHER],
];
/** Each rule runs only when the text holds what it must have (facts.ts's GATES). */
export const SPOKEN_AMOUNT_GATES: [RegExp, RegExp][] = [
  [SHARE, /\b(?:half|third|quarter|quarters|thirds|double|twice|triple|full)\b/i],
  [BILLED, /\d/],
  [CAME_TO, /\d/],
  [WHOLE_SUM, /\b(?:amount|sum|balance|bill|cost|price|penny|cent|dime)\b/i],
  [PENCE, /\d[pc]\b/i],
  [RATIO, /\d\s?[/-]\s?\d/],
  [ROUND_SUM, /\b(?:hundred|thousand)\b/i],
  [PART_OF_IT, /\b(?:half|third|quarter|quarters|thirds|most|part|rest|remainder|balance)\b/i],
  [SIGN_AFTER, /\d\s?[€£$]/],
  [MONEY_RANGE, /\d\s?(?:-|–|to|or)\s?[$€£]?\s?\d/i],
  [PERIODS_OF_PAY, /\b(?:rent|wages?|salary|pay|earnings|income|allowance)\b/i],
  [VAGUE_SUM, /\b(?:money|cash|dosh|savings|fortune|penny|leg)\b/i],
  [SPELLED_OTHER, new RegExp(`(?:${CURRENCY_OTHER})(?![a-z\\u00C0-\\u024F])`, 'i')],
];
