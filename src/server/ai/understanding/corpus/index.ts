import type { SafetyKind } from '../../offline/safety';
import { EXTRA } from './extra';
import { MORE_PERSONAL } from './more-personal';
import { MORE_WORK } from './more-work';
import { OTHER } from './other';
import { R12_CUSTOMER } from './r12-customer';
import { R12_FAMILY } from './r12-family';
import { R12_FRIENDSHIP } from './r12-friendship';
import { R12_OTHER } from './r12-other';
import { R12_ROMANCE_CONTRAST_WORK } from './r12-romance-contrast-work';
import { R12_ROMANCE_CRUSH } from './r12-romance-crush';
import { R12_ROMANCE_DATING } from './r12-romance-dating';
import { R12_ROMANCE_MORE } from './r12-romance-more';
import { R12_ROMANCE_PARTNER } from './r12-romance-partner';
import { R12_WORKPLACE } from './r12-workplace';
import { ROMANCE } from './romance';
import { S13_CRUSH } from './s13-crush';
import { S13_CUSTOMER_SCHOOL } from './s13-customer-school';
import { S13_DATING } from './s13-dating';
import { S13_EVERYDAY } from './s13-everyday';
import { S13_FAMILY_HOME } from './s13-family-home';
import { S13_FRIENDSHIP } from './s13-friendship';
import { S13_MESSY_OTHER } from './s13-messy-other';
import { S13_MESSY_PERSONAL } from './s13-messy-personal';
import { S13_MESSY_ROMANCE } from './s13-messy-romance';
import { S13_MESSY_WORK } from './s13-messy-work';
import { S13_MIXED } from './s13-mixed';
import { S13_NONE } from './s13-none';
import { S13_PARTNER_EX } from './s13-partner-ex';
import { S13_SHORT_PERSONAL } from './s13-short-personal';
import { S13_SHORT_WORK } from './s13-short-work';
import { S13_WORK } from './s13-work';
import { S13B_BALANCE } from './s13b-balance';
import { S13B_CRUSH } from './s13b-crush';
import { S13B_FRIENDSHIP } from './s13b-friendship';
import { S13B_HOME_FAMILY } from './s13b-home-family';
import { S13B_MORE } from './s13b-more';
import { S13B_NONE } from './s13b-none';
import { S13B_PAIRS } from './s13b-pairs';
import { S13B_ROMANCE } from './s13b-romance';
import { S13B_WHO } from './s13b-who';
import { S13B_WORK } from './s13b-work';
import { S13B_WORK_CONTRAST } from './s13b-work-contrast';
import { S14_PAIRS_MORE } from './s14-pairs-more';
import { S14_PAIRS_PERSONAL } from './s14-pairs-personal';
import { S14_PAIRS_WHO } from './s14-pairs-who';
import { S14_PAIRS_WORK } from './s14-pairs-work';
import { SOCIAL } from './social';
import { VARIED_CLOSE } from './varied-close';
import { VARIED_CRUSH } from './varied-crush';
import { VARIED_LAST } from './varied-last';
import { VARIED_MORE } from './varied-more';
import { VARIED_ROMANCE } from './varied-romance';
import { VARIED_SMALL } from './varied-small';
import { VARIED_SOCIAL } from './varied-social';
import { VARIED_WORK } from './varied-work';
import { WORK } from './work';

/** One labelled utterance: a situation type or a safety kind, and the facts/people it names. */
export interface CorpusExample {
  text: string;
  type: string | null;
  safety: SafetyKind | null;
  facts: string[];
  people: string[];
}

/** Reads the corpus format (also used by the held-out file in tests/corpora). */
export function parseCorpus(source: string): CorpusExample[] {
  const out: CorpusExample[] = [];
  let type: string | null = null;
  let safety: SafetyKind | null = null;
  for (const raw of source.split('\n')) {
    const line = raw.trim();
    if (!line) continue;
    if (line.startsWith('# ')) {
      const label = line.slice(2).trim();
      safety = label.startsWith('!') ? (label.slice(1) as SafetyKind) : null;
      type = safety ? null : label;
      continue;
    }
    const [beforePeople = '', peoplePart = ''] = line.split(/\s*@@\s*/);
    const [text = '', factPart = ''] = beforePeople.split(/\s*\|\|\s*/);
    const list = (s: string) => s.split(';').map((x) => x.trim()).filter(Boolean);
    out.push({ text: text.trim(), type, safety, facts: list(factPart), people: list(peoplePart) });
  }
  return out;
}

export const CORPUS: readonly CorpusExample[] = [ROMANCE, SOCIAL, WORK, OTHER, MORE_PERSONAL, MORE_WORK, EXTRA, VARIED_ROMANCE, VARIED_SOCIAL, VARIED_WORK, VARIED_MORE, VARIED_SMALL, VARIED_CLOSE, VARIED_LAST, VARIED_CRUSH, R12_ROMANCE_CRUSH, R12_ROMANCE_PARTNER, R12_ROMANCE_DATING, R12_ROMANCE_MORE, R12_ROMANCE_CONTRAST_WORK, R12_FRIENDSHIP, R12_FAMILY, R12_WORKPLACE, R12_CUSTOMER, R12_OTHER, S13_WORK, S13_FRIENDSHIP, S13_FAMILY_HOME, S13_CRUSH, S13_PARTNER_EX, S13_DATING, S13_CUSTOMER_SCHOOL, S13_NONE, S13_MESSY_WORK, S13_MESSY_PERSONAL, S13_MESSY_ROMANCE, S13_MESSY_OTHER, S13_SHORT_PERSONAL, S13_SHORT_WORK, S13_MIXED, S13_EVERYDAY, S13B_BALANCE, S13B_CRUSH, S13B_FRIENDSHIP, S13B_HOME_FAMILY, S13B_MORE, S13B_NONE, S13B_PAIRS, S13B_ROMANCE, S13B_WHO, S13B_WORK, S13B_WORK_CONTRAST, S14_PAIRS_WORK, S14_PAIRS_PERSONAL, S14_PAIRS_WHO, S14_PAIRS_MORE].flatMap(parseCorpus);

/** Utterances labelled with a situation type (the classifier's training set). */
export const SITUATION_EXAMPLES = CORPUS.filter((e): e is CorpusExample & { type: string } => e.type !== null);
