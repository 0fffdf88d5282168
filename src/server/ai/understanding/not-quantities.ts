import { isPersonWord } from './people';
import type { FactKind } from './types';

/**
 * Words that match a time, amount or count rule but are used in another sense here (issue #21: false facts end up on
 * reply cards): a month that is a verb ("i may have", "march in there"), a percentage of a hundred or more that is an
 * intensifier ("100% sure", "110% done"), a count of times that is hyperbole ("a million times"), and "every time"
 * opening a clause ("every time i bring it up"), which is a conjunction, not how often.
 */
/** A month alone is one when a date word or a day number stands beside it: "in may", "the 3rd of may", "may 14th", "from march to june". */
const MONTH_VERB = /^(?:may|march)$/i;
const DATE_BEFORE = /\b(?:in|since|by|until|till|from|of|through|during|before|after|early|mid|late|end|start|beginning|last|next|this|every|each|the|a|that|this|my|his|her|our|their|your|\d{1,2}(?:st|nd|rd|th)?)[\s-]*$/i;
const DAY_AFTER = /^[\s,]*\d{1,2}(?:st|nd|rd|th)?\b/;
/** A month in a list of months: "for march and april", "may or june". */
const MONTH_AFTER = /^\s*(?:and|or|to|through|till|until|-|,)\s*(?:january|february|march|april|may|june|july|august|september|october|november|december)\b/i;
/** A percentage used as an intensifier: "100% sure", "1000% done"; a share of a sum keeps it ("100% of the deposit", "up by 100%"). */
const PERCENT = /^(\d+)\s?(?:%|percent|per cent)$/i;
const SHARE_AROUND = { before: /\b(?:by|up|down|of|increase|rise|raise|cut|off|pay|paid|interest)\s*$/i, after: /^\s*(?:of|off|more|less|increase|rise|raise|cut|interest|deposit|tip|discount)\b/i };
/** "a million times", "a thousand times", "hundreds of times": hyperbole, not a count. */
const HYPERBOLE = /^(?:a\s|like\s)?(?:million|billion|thousand|hundred|zillion|gazillion|trillion)\stimes$|^(?:millions|billions|thousands|hundreds|zillions)\sof\stimes$/i;
/** "every time" followed by its clause's subject is a conjunction. */
const EVERY_TIME = /^every\s(?:single\s)?time$/i;
const CLAUSE_AFTER = /^\s+(?:i|i'm|im|he|she|we|they|you|it|my|his|her|our|their|someone|somebody|anyone|anybody|people|that|this|there)\b/i;

/** An occasion the text says it was not, or never had: "it wasnt a date", "we never actually went on a date". */
const DENIED_EVENT = /\b(?:was\s?n['’]?t|wasnt|is\s?n['’]?t|isnt|it['’]?s\snot|not|never\s(?:actually\s|really\s|even\s)?(?:went\son|been\son|had))\s(?:really\s|even\s|technically\s|officially\s)?(?:a|an)\s$/i;
/** "the other night nurse", "the day shift": a moment word describing the person or thing after it. */
const TOLD_FROM = /^(?:(?:the\s)?(?:same|following|previous|next|other)|that)\s(?:day|night|morning|evening|afternoon|week|weekend|month)$/i;

/** True when the fact matched at `at` in `text` is one of these other senses. */
export function isNotAQuantity(kind: FactKind, value: string, text: string, at: number, end: number): boolean {
  // What stands before the value itself: the rule's own leading word ("in may") counts.
  const valueAt = text.slice(end - value.length, end).toLowerCase() === value.toLowerCase() ? end - value.length : at;
  const before = text.slice(Math.max(0, valueAt - 24), valueAt);
  const after = text.slice(end, end + 24);
  // A month capitalised is the month (or a sentence's first word, left as it was); lower case with no date word beside it is the verb.
  if (kind === 'time' && MONTH_VERB.test(value)) return !DATE_BEFORE.test(before) && !DAY_AFTER.test(after) && !MONTH_AFTER.test(after) && value === value.toLowerCase();
  if (kind === 'amount') {
    const p = PERCENT.exec(value);
    if (p && Number(p[1]) >= 100) return !(SHARE_AROUND.before.test(before) || SHARE_AROUND.after.test(after));
  }
  if ((kind === 'duration' || kind === 'count') && HYPERBOLE.test(value)) return true;
  if (kind === 'event' && DENIED_EVENT.test(text.slice(Math.max(0, valueAt - 40), valueAt))) return true;
  // "two year 8 boys": a school year after a count is who, not how long.
  if (kind === 'duration' && /\byears?$/i.test(value) && /^\s\d{1,2}\b/.test(after)) return true;
  if (kind === 'time' && TOLD_FROM.test(value)) return isPersonWord((/^\s+([\p{L}-]+)/u.exec(after)?.[1] ?? '').toLowerCase());
  if (kind === 'time' && EVERY_TIME.test(value)) return CLAUSE_AFTER.test(after);
  return false;
}
