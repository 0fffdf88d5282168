/**
 * Reads development set U20 (tests/corpora/understanding-dev-u20.ts: 116 English first messages over the same-world
 * pairs the CV confuses) with the shipped model.json: type, category, facts and people recall; lists the misread
 * lines. `bun scripts/understanding-dev-u20.ts`
 */
import { factFound, personFound } from '../bench/understanding';
import { categoryOf } from '../src/server/ai/understanding/cross-validate';
import { understand } from '../src/server/ai/understanding/understand';
import { UNDERSTANDING_DEV_U20 } from '../tests/corpora/understanding-dev-u20';

let ok = 0;
let catOk = 0;
let facts = 0;
let factsFound = 0;
let people = 0;
let peopleFound = 0;
for (const e of UNDERSTANDING_DEV_U20) {
  const u = understand(e.text);
  if (u.type === e.type) ok++;
  else console.log(`  ${e.type} → ${u.type} (${u.confidence}): ${e.text.slice(0, 110)}`);
  if (categoryOf(u.type) === categoryOf(e.type)) catOk++;
  facts += e.facts.length;
  factsFound += e.facts.filter((f) => factFound(u, f)).length;
  people += e.people.length;
  peopleFound += e.people.filter((p) => personFound(u, p)).length;
}
const n = UNDERSTANDING_DEV_U20.length;
const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
console.log(`dev u20: type ${pct(ok, n)}, category ${pct(catOk, n)}, facts ${pct(factsFound, facts)}, people ${pct(peopleFound, people)}`);
