/**
 * Reads one development set with the shipped model.json: type, category, facts and people recall, and lists the
 * misread lines. Shared by the dev-set scripts (scripts/understanding-dev-u18.ts, -u20.ts).
 */
import { factFound, personFound } from '../bench/understanding';
import { categoryOf } from '../src/server/ai/understanding/cross-validate';
import type { CorpusExample } from '../src/server/ai/understanding/corpus';
import { understand } from '../src/server/ai/understanding/understand';

export function readDevSet(label: string, examples: readonly CorpusExample[]): void {
  let ok = 0;
  let catOk = 0;
  let facts = 0;
  let factsFound = 0;
  let people = 0;
  let peopleFound = 0;
  for (const e of examples) {
    const u = understand(e.text);
    const expected = e.type === 'none' ? null : e.type; // an off-topic line is right when no situation is read
    if (u.type === expected) ok++;
    else console.log(`  ${e.type} → ${u.type} (${u.confidence}): ${e.text.slice(0, 100)}`);
    if (categoryOf(u.type) === categoryOf(expected)) catOk++;
    facts += e.facts.length;
    factsFound += e.facts.filter((f) => factFound(u, f)).length;
    people += e.people.length;
    peopleFound += e.people.filter((p) => personFound(u, p)).length;
  }
  const n = examples.length;
  const pct = (a: number, b: number) => `${a}/${b} = ${((100 * a) / b).toFixed(1)}%`;
  console.log(`${label}: type ${pct(ok, n)}, category ${pct(catOk, n)}, facts ${pct(factsFound, facts)}, people ${pct(peopleFound, people)}`);
}
