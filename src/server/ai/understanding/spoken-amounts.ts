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

export const SPOKEN_AMOUNT_RULES: [FactKind, RegExp][] = [
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
  [SPELLED_OTHER, new RegExp(`(?:${CURRENCY_OTHER})(?![a-z\\u00C0-\\u024F])`, 'i')],
];
