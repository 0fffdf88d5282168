/**
 * Reads development set U18 (tests/corpora/understanding-dev-u18.ts: 124 first messages over the 16 types the CV
 * reads worst) with the shipped model.json: type, category, facts and people recall; lists the misread lines.
 * `bun scripts/understanding-dev-u18.ts`
 */
import { personFound } from '../bench/understanding';
import { categoryOf } from '../src/server/ai/understanding/cross-validate';
import { understand } from '../src/server/ai/understanding/understand';
import { UNDERSTANDING_DEV_U18, UNDERSTANDING_DEV_U18_LANG } from '../tests/corpora/understanding-dev-u18';
import { readDevSet } from './understanding-dev-read';

readDevSet('dev u18', UNDERSTANDING_DEV_U18);

const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
let langOk = 0;
let langCat = 0;
let langPeople = 0;
let langPeopleFound = 0;
for (const e of UNDERSTANDING_DEV_U18_LANG) {
  const u = understand(e.text);
  if (categoryOf(u.type) === categoryOf(e.type)) langCat++;
  langPeople += e.people.length;
  langPeopleFound += e.people.filter((p) => personFound(u, p)).length;
  if (u.type === e.type) langOk++;
  else console.log(`  ${e.type} → ${u.type} (${u.confidence}): ${e.text.slice(0, 100)}`);
}
console.log(`dev u18 other languages: type ${pct(langOk, UNDERSTANDING_DEV_U18_LANG.length)}, category ${pct(langCat, UNDERSTANDING_DEV_U18_LANG.length)}, people ${pct(langPeopleFound, langPeople)}`);
