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
 *   states an employee is on, the words a reader predicts from the construction.
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
      // Only describing words or nouns may stand before the job ("a retired vicar", "a marine biologist"), at most one.
      if (before.length > 1 || before.some((w) => !(isAdjective(w) || isNoun(w)))) continue;
      const said = [...before, job].join(' ');
      out.push({ kind: 'job', text: said, at: (m.index ?? 0) + m[0].toLowerCase().indexOf(said) });
      break;
    }
  }
  for (const m of text.matchAll(ON_STATUS)) out.push({ kind: 'item', text: m[1] as string, at: (m.index ?? 0) + 3 });
  return out;
}
