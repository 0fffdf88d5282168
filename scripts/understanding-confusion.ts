/**
 * Where the situation classifier goes wrong: the 5-fold cross-validated confusion (expected → predicted
 * pairs) for the chosen categories, and the accuracy / facts / people recall of the shipped model.json
 * on a held-out file that was never trained on.
 * `bun scripts/understanding-confusion.ts [category …]` (no argument: every category).
 */
import { factFound, personFound } from '../bench/understanding';
import { categoryOf, crossValidation } from '../src/server/ai/understanding/cross-validate';
import { understand, useClassifier } from '../src/server/ai/understanding/understand';
import { HOLDOUT_21B } from '../tests/corpora/understanding-holdout-21b';

const wanted = new Set(process.argv.slice(2));
const pick = (cat: string) => wanted.size === 0 || wanted.has(cat);
const pairs = new Map<string, string[]>();
const perType = new Map<string, { n: number; ok: number }>();
for (const { model, heldOut } of crossValidation(5)) {
  useClassifier(model);
  for (const e of heldOut) {
    const expected = e.type === 'none' ? null : e.type;
    const got = understand(e.text).type;
    const name = expected ?? 'none';
    const t = perType.get(name) ?? { n: 0, ok: 0 };
    perType.set(name, t);
    t.n++;
    if (got === expected) t.ok++;
    else if (pick(categoryOf(expected)) || pick(categoryOf(got))) {
      const key = `${name} → ${got ?? 'none'}`;
      pairs.set(key, [...(pairs.get(key) ?? []), e.text.slice(0, 90)]);
    }
  }
}
useClassifier(null);
console.log('## per type (5-fold CV)');
for (const [type, t] of [...perType].sort((a, b) => a[1].ok / a[1].n - b[1].ok / b[1].n)) {
  if (pick(categoryOf(type === 'none' ? null : type))) console.log(`${((100 * t.ok) / t.n).toFixed(1).padStart(5)}%  ${t.ok}/${t.n}  ${type}`);
}
console.log('\n## confusions (expected → predicted), most frequent first');
for (const [key, texts] of [...pairs].sort((a, b) => b[1].length - a[1].length)) {
  console.log(`${texts.length}  ${key}`);
  if (process.env.SHOW) for (const t of texts) console.log(`     · ${t}`);
}

console.log('\n## held-out (tests/corpora/understanding-holdout-21b.ts), shipped model.json');
let ok = 0;
let facts = 0;
let factsFound = 0;
let people = 0;
let peopleFound = 0;
const byCat = new Map<string, { n: number; ok: number }>();
for (const e of HOLDOUT_21B) {
  const u = understand(e.text);
  const expected = e.type === 'none' ? null : e.type;
  const cat = categoryOf(expected);
  const c = byCat.get(cat) ?? { n: 0, ok: 0 };
  byCat.set(cat, c);
  c.n++;
  if (u.type === expected) {
    ok++;
    c.ok++;
  } else console.log(`  miss: ${expected ?? 'none'} → ${u.type ?? 'none'}: ${e.text.slice(0, 80)}`);
  facts += e.facts.length;
  factsFound += e.facts.filter((f) => factFound(u, f)).length;
  people += e.people.length;
  peopleFound += e.people.filter((p) => personFound(u, p)).length;
  if (process.env.SHOW) for (const f of e.facts.filter((f) => !factFound(u, f))) console.log(`  fact missed: ${f} in ${e.text.slice(0, 60)}`);
}
for (const [cat, c] of [...byCat].sort()) console.log(`  ${cat.padEnd(22)} ${c.ok}/${c.n}`);
console.log(`type ${ok}/${HOLDOUT_21B.length} = ${((100 * ok) / HOLDOUT_21B.length).toFixed(1)}%; facts recall ${factsFound}/${facts} = ${((100 * factsFound) / facts).toFixed(1)}%; people recall ${peopleFound}/${people} = ${((100 * peopleFound) / people).toFixed(1)}%`);
