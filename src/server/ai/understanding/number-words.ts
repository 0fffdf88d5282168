/**
 * Numbers as people write them, spelled out or in digits, as regular-expression source: "two hundred",
 * "thirty-five", "three and a half", "a dozen", "a couple of", "12". Any size up to the millions, so a
 * duration, count, age or amount rule takes "thirty years" as it takes "30 years".
 */
const UNITS = 'one|two|three|four|five|six|seven|eight|nine';
const TEENS = 'ten|eleven|twelve|thirteen|fourteen|fifteen|sixteen|seventeen|eighteen|nineteen';
const TENS = 'twenty|thirty|forty|fourty|fifty|sixty|seventy|eighty|ninety';

/** 1–99 in words: "seven", "fifteen", "forty-one", "twenty two". */
export const SPELLED_SMALL = `(?:(?:${TENS})(?:[\\s-](?:${UNITS}))?|${TEENS}|${UNITS})`;
/** Hundreds, thousands, millions in words, with what follows: "two hundred", "a thousand and fifty", "three hundred and twenty". */
const SPELLED_LARGE = `(?:(?:a|an|one|${SPELLED_SMALL})\\s(?:hundred|thousand|million)(?:\\s(?:and\\s)?(?:${SPELLED_SMALL}|(?:a|one|${SPELLED_SMALL})\\shundred))*)`;
/** A spelled number of twenty or more ("forty", "two hundred"): an amount or an age, rarely a count of things. */
export const SPELLED_ROUND = `(?:${SPELLED_LARGE}|(?:${TENS})(?:[\\s-](?:${UNITS}))?)`;
/** Ten to ninety-nine in words: an age ("nineteen", "forty-one"). */
export const SPELLED_AGE = `(?:(?:${TENS})(?:[\\s-](?:${UNITS}))?|${TEENS})`;
/** Any spelled number ("nineteen", "two hundred and fifty"). Longest forms first: an alternation stops at its first match. */
export const SPELLED_NUMBER = `(?:${SPELLED_LARGE}|${SPELLED_SMALL})`;
/** Quantities that are not one number: "a dozen", "a couple of", "a few" (or "few", as in "few weeks ago"), "several", "half a", "dozens of". */
const VAGUE = '(?:a\\s(?:dozen|couple(?:\\sof)?|few|handful\\sof)|couple(?:\\sof)?|a\\sfew|few|several|dozens\\sof|hundreds\\sof|thousands\\sof|half\\san?|a|an)';
/**
 * A count before a unit: digits, a spelled number or a vague quantity, with an optional "and a half"; a range or a choice
 * of two opens on its first number ("2-3", "5 to 10", "two or three"), written as a prefix rather than an alternative of
 * its own: every word start is tried, and a separate alternative would read each spelled number twice.
 */
export const QUANTITY = `(?:(?:\\d[\\d,.]*(?:\\s?(?:-|–|to|or)\\s?\\d[\\d,.]*)?|(?:${SPELLED_SMALL}\\s(?:or|to)\\s)?${SPELLED_NUMBER}|${VAGUE})(?:\\sand\\sa\\shalf)?)`;
