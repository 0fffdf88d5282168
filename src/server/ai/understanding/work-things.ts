import lexicon from './lexicons/parts-of-speech.json';
import { isPersonWord } from './people';
import type { FactKind } from './types';

/**
 * Details of work, school, services, health and family life a careful reader names back (issue #21, helper f26), which
 * the grammar readers (noun-phrases.ts, bare-things.ts) miss because they stand without a determiner or are no common
 * noun of the lexicon:
 * - initialisms written in capitals inside a lower-case message are names of a thing, a scheme or an organisation
 *   ("a PIP", "his IEP meeting", "an MRI", "from DFS"), with the noun they name when one follows ("the AI checker");
 * - the words of health and care (a pain where it hurts, a treatment, a test or scan, a pregnancy);
 * - the terms of employment, school discipline and family law that name what is at stake ("my probation", "custody",
 *   "child maintenance", "made redundant", "plagiarism", "guarantor");
 * - the second amount of a comparison of money ("charged 45 instead of 20") and a rise said by how much ("rent up by 150");
 * - a day said relative to another ("the day before").
 */
export interface WorkThing {
  kind: FactKind;
  text: string;
  at: number;
}

const NOUNS = new Set(lexicon.nouns.split(' '));
const KNOWN = new Set([...lexicon.adjectives.split(' '), ...lexicon.verbs.split(' ')]);
/** Two to four capitals (IEP, MRI, NHS, HMRC): the initialism and the lower-case noun after it, if any; a longer run is a shouted or made-up word ("PWNED"). */
const INITIALISM = /(?<![\p{L}\p{N}'’#])([A-Z]{2,4})(?![\p{L}\p{N}'’])(?:\s([a-z]{3,}))?/gu;
/**
 * Capitals that are no name: chat shorthand ("TBH", "LOL"), the pronoun and function words shouted ("IT", "NOT", "AGAIN"),
 * clock and currency abbreviations. English words in capitals are emphasis, read by the lexicon below.
 */
const NOT_INITIALISMS = new Set(('OK OKAY LOL LMAO LMFAO ROFL OMG TBH BTW IMO IMHO WTF FYI ASAP TLDR TL DR ETA AITA WIBTA NGL IDK IDC IRL DM DMS PS ' +
  'AM PM USD EUR GBP UK US USA EU NYC LA IT IS IN ON AT TO OF OR SO NO GO DO BE ME MY WE US HE AN AS IF UP BY HI OH YES NOT AND THE BUT ALL ' +
  'YOU HER HIM HIS SHE THEY WAS ARE CAN WHY HOW WHAT WHO NOW JUST EVER NEVER AGAIN STILL VERY REALLY HELP PLEASE SORRY SOS TV ID ' +
  'ONE TWO ONCE TWICE ANY SOME MUCH MORE MOST ONLY EVEN EVERY ALWAYS NONE').split(' '));
const FUNCTION_WORD = /^(?:and|but|the|for|with|about|from|this|that|was|were|has|had|have|are|who|which|when|then|than|because|again|too|also|just|still|yet|now|today|next|last|on|in|at|to|of|or|so|is|it|its)$/;

/** Health and care: a pain where it hurts, a treatment, a test, a condition; "appointment(s)/session(s)" after one stays with it. */
const HEALTH = /\b(?:(?:back|neck|chest|knee|shoulder|hip|stomach|tooth|joint|nerve|period|chronic)\s(?:pain|problems?|injury|surgery)|physio(?:therapy)?|chemo(?:therapy)?|radiotherapy|dialysis|surgery|operation|scans?|x-rays?|ultrasound|blood tests?|biopsy|prescriptions?|medication|antidepressants|diagnosis|pregnan(?:t|cy)|miscarriage|ivf|rehab|sick note|fit note|sick leave)(?:\s(?:appointments?|sessions?|results?))?\b/giu;
/**
 * Terms of employment, school discipline, money and family law: the status or the paper the trouble is about. Each is a
 * technical term of its institution, said bare ("during probation", "got custody", "made redundant").
 */
const INSTITUTION = /\b(?:probation(?:ary period)?|notice period|redundan(?:t|cy|cies)|disciplinary(?:\shearing|\smeeting)?|grievance|tribunal|payslips?|overtime(?:\spay)?|maternity leave|paternity leave|annual leave|unpaid leave|zero[\s-]hours?(?:\scontract)?|minimum wage|pay rise|pay cut|custody|child (?:maintenance|support|arrangements)|court order|visitation|restraining order|guarantor|inheritance|prenup|divorce papers|plagiarism|detention|suspension|exclusion|expelled|suspended|resits?|coursework|predicted grades|tuition fees|student loan|scholarship|student finance)\b/giu;
/** "charged 45 instead of 20", "got 12 back instead of 89": the amount it should have been, after an amount. */
const INSTEAD = /\b(?:charged|paid|billed|refunded|got|gave|quoted|cost|costs|was|were)\s(?:me\s|us\s|him\s|her\s|them\s)?(?:[$£€]?(\d[\d,.]*))\s(?:back\s)?instead of\s([$£€]?\d[\d,.]*)\b/giu;
/** "putting the rent up by 150", "cut my pay by 200": a change of what one pays or earns, said by how much. */
const RISE_BY = /\b(?:rent|price|fees?|bills?|salary|pay|wages?|rates?|premium|subscription|charges?)\s(?:(?:up|down|is going up|went up|goes up|going up)\s)?(?:by\s)([$£€]?\d[\d,.]*%?)\b/giu;
const RISE_AFTER = /\b(?:rent|price|fees?|bills?|salary|pay|wages?|rates?|premium|subscription)\s(?:[a-z]+\s){0,1}up\sby\s([$£€]?\d[\d,.]*%?)\b/giu;
/** A day said by the one beside it: "the day before", "the night after", "the week before the wedding". */
const RELATIVE_DAY = /\bthe\s(?:day|night|morning|evening|week|weekend)\s(?:before|after)\b/giu;

/** The work, school, health and family details of a message, in order. */
export function workThings(text: string): WorkThing[] {
  const out: WorkThing[] = [];
  // A message written in capitals has no initialisms to tell apart.
  const letters = text.replace(/[^\p{L}]/gu, '');
  const shouted = letters.length > 0 && letters.replace(/[^\p{Lu}]/gu, '').length > letters.length / 2;
  if (!shouted) {
    for (const m of text.matchAll(INITIALISM)) {
      const caps = m[1] as string;
      const lower = caps.toLowerCase();
      // A shouted English word ("AGAIN", "HATE") and a person said by initials ("my GP", "the CEO") are no thing.
      if (NOT_INITIALISMS.has(caps) || NOUNS.has(lower) || KNOWN.has(lower) || isPersonWord(lower)) continue;
      const next = m[2];
      const named = next !== undefined && NOUNS.has(next) && !FUNCTION_WORD.test(next) && !isPersonWord(next);
      out.push({ kind: 'item', text: named ? `${caps} ${next}` : caps, at: m.index ?? 0 });
    }
  }
  for (const m of text.matchAll(HEALTH)) {
    // "my physio is lovely": a treatment word that also names who gives it is that person after a determiner.
    if (isPersonWord(m[0].toLowerCase()) && /\b(?:my|his|her|their|our|your|the|a)\s$/i.test(text.slice(Math.max(0, (m.index ?? 0) - 6), m.index ?? 0))) continue;
    out.push({ kind: 'item', text: m[0], at: m.index ?? 0 });
  }
  for (const m of text.matchAll(INSTITUTION)) out.push({ kind: 'item', text: m[0], at: m.index ?? 0 });
  for (const m of text.matchAll(INSTEAD)) {
    out.push({ kind: 'amount', text: m[1] as string, at: (m.index ?? 0) + m[0].indexOf(m[1] as string) });
    out.push({ kind: 'amount', text: m[2] as string, at: (m.index ?? 0) + m[0].lastIndexOf(m[2] as string) });
  }
  for (const re of [RISE_BY, RISE_AFTER]) for (const m of text.matchAll(re)) out.push({ kind: 'amount', text: m[1] as string, at: (m.index ?? 0) + m[0].lastIndexOf(m[1] as string) });
  for (const m of text.matchAll(RELATIVE_DAY)) out.push({ kind: 'time', text: m[0], at: m.index ?? 0 });
  return out;
}
