import { isAdjective, isNoun } from './noun-phrases';
import { OCCUPATION_SET } from './occupations';
import { isPersonWord } from './people';
import type { FactKind } from './types';

/**
 * Facts a long message says about someone inside a clause (issue #21, long and multi-part messages), read by the
 * construction rather than by a list of what is said:
 * - an age as the complement of a relative clause or in brackets after the person ("the new guy who is 24", "my son
 *   (7)", "Grandad is 88": a kin word written as a name);
 * - a job as what someone is ("her dad is a retired vicar", "she is a freelance illustrator"): the predicate noun of
 *   "is/am/was a …" or "works as a …" when it is an occupation (lexicons/occupations.json), with the one describing word
 *   before it;
 * - a standing at work said with "on" ("on probation", "on leave", "on furlough", "on sick leave"): the closed set of
 *   states an employee is on, the words a reader predicts from the construction;
 * - the span of a working day after a verb of working ("i work 9 to 5", "works 8 to 4:30") and a clock hour one is due
 *   back by ("home by 8", "back by 10 for dinner");
 * - an institution one is admitted to ("got into Oxford", "accepted to Durham"): a capitalised name after a verb of admission.
 */
export interface ClauseFact {
  kind: FactKind;
  text: string;
  at: number;
}

/** Units and words after a number that make it no age ("who is 24 hours late", "she is 5 foot"). */
const NOT_AGE_AFTER = /^\s?(?:%|am|pm|minutes?|mins?|hours?|hrs?|days?|weeks?|months?|years?(?![\s-]old)|times?|people|foot|feet|ft|cm|kg|stone|lbs|inches|miles|km|k|grand|quid|pounds|dollars|euros|bucks|percent|of|or|to|-|–|[.,:/]\d)/i;
/** "who is 24", "who's 7", "who just turned 30": the relative clause's complement after a person. */
const WHO_IS = /\b([a-z]+)\s(?:who|that)(?:'s|’s|\sis|\swas|\sturned|\sturns|\sjust\sturned|\sis\sonly|\sis\snearly|\sis\salmost)\s(\d{1,2})\b/gi;
/** "my son (7)", "my teenage daughter (16)": an age in brackets right after the person word. */
const BRACKETED = /\b([a-z]+)\s?\((\d{1,2})\)/gi;
/** "Grandad is 88": a kin word opening a clause, written as a name (capitalised, no determiner). */
const NAMED_KIN = /(?:^|[.!?]\s+|,\s)(Grandad|Granddad|Grandpa|Grandma|Granny|Nan|Nana|Mum|Mom|Dad|Mama|Papa)\s(?:is|was|turned|turns|just turned|is nearly|is almost)\s(\d{1,2})\b/g;

/** "is a retired vicar", "works as an electrician": up to two words before the head, which must be an occupation. */
const IS_A = /\b(?:is|am|was|'s|’s|works as|working as|worked as|trained as|job as)\s(?:a|an)\s([a-z]+)(?:\s([a-z]+))?(?:\s([a-z]+))?/gi;
/** Employment states one is "on". */
const ON_STATUS = /\bon\s((?:(?:sick|annual|maternity|paternity|parental|garden|compassionate|unpaid)\s)?leave|probation|furlough|a (?:pip|performance improvement plan)|strike|notice)\b/gi;

const HOUR = '(?:1[0-2]|[1-9])(?:[:.][0-5]\\d)?(?:\\s?(?:am|pm))?';
/** Units after a number span that make it no clock span ("work 9 to 10 hours", "5 to 6 days"). */
const NOT_CLOCK_AFTER = '(?!\\s?(?:%|k\\b|days?|hours?|hrs|weeks?|months?|years?|people|times|shifts?|[$€£]|quid|bucks|dollars|euros|pounds))';
const WORKING_SPAN = new RegExp(`\\b(?:work|works|working|worked|shifts?\\s(?:are|is)|hours\\sare|open|opens)\\s(?:from\\s)?(${HOUR}\\s?(?:to|-|–|till|until)\\s?${HOUR})\\b${NOT_CLOCK_AFTER}`, 'gi');
const DUE_BY = new RegExp(`\\b(?:home|back|there|here|done|ready|finished)\\sby\\s(${HOUR})(?=\\s*(?:$|[,;.!?)]|\\s(?:for|and|but|at|on|tonight|latest|so|or|to|because)\\b))`, 'gi');
/** A verb of admission and the institution: "got into Oxford", "was accepted to Durham", "applied to Google". */
const ADMITTED = /\b(?:got|get|gets|getting|accepted|admitted|applied|applying|offered a place)\s(?:into|to|at)\s(\p{Lu}\p{Ll}+(?:\s\p{Lu}\p{Ll}+)?)/gu;

export function clauseFacts(text: string): ClauseFact[] {
  const out: ClauseFact[] = [];
  const ageAfter = (m: RegExpMatchArray, person: string, age: string) => {
    const end = (m.index ?? 0) + m[0].length;
    if (!isPersonWord(person.toLowerCase()) || NOT_AGE_AFTER.test(text.slice(end))) return;
    out.push({ kind: 'age', text: age, at: (m.index ?? 0) + m[0].lastIndexOf(age) });
  };
  for (const m of text.matchAll(WHO_IS)) ageAfter(m, m[1] as string, m[2] as string);
  for (const m of text.matchAll(BRACKETED)) ageAfter(m, m[1] as string, m[2] as string);
  for (const m of text.matchAll(NAMED_KIN)) ageAfter(m, (m[1] as string).toLowerCase() === 'nan' ? 'nan' : (m[1] as string), m[2] as string);
  for (const m of text.matchAll(IS_A)) {
    const words = [m[1], m[2], m[3]].filter((w): w is string => w !== undefined).map((w) => w.toLowerCase());
    // The longest run from the start that ends on an occupation ("marine biologist" before "biologist"), with a describing word kept.
    for (let n = words.length; n >= 1; n--) {
      const head = words.slice(0, n);
      const two = head.slice(-2).join(' ');
      const job = head.length >= 2 && OCCUPATION_SET.has(two) ? two : OCCUPATION_SET.has(head[head.length - 1] as string) ? (head[head.length - 1] as string) : undefined;
      if (!job) continue;
      const before = head.slice(0, head.length - job.split(' ').length);
      // Only a describing word, a participle or a noun may stand before the job ("a retired vicar", "a marine biologist"), at most one.
      if (before.length > 1 || before.some((w) => !(isAdjective(w) || isNoun(w) || /ed$/.test(w)))) continue;
      const said = [...before, job].join(' ');
      out.push({ kind: 'job', text: said, at: (m.index ?? 0) + m[0].toLowerCase().indexOf(said) });
      break;
    }
  }
  for (const m of text.matchAll(ON_STATUS)) out.push({ kind: 'item', text: m[1] as string, at: (m.index ?? 0) + 3 });
  for (const re of [WORKING_SPAN, DUE_BY]) for (const m of text.matchAll(re)) out.push({ kind: 'time', text: m[1] as string, at: (m.index ?? 0) + m[0].lastIndexOf(m[1] as string) });
  for (const m of text.matchAll(ADMITTED)) if (!isPersonWord((m[1] as string).toLowerCase())) out.push({ kind: 'place', text: m[1] as string, at: (m.index ?? 0) + m[0].lastIndexOf(m[1] as string) });
  return out;
}
