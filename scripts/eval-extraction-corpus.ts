/**
 * Facts and people recall of the extractors over the whole training corpus, as counts (the bench's "all" row
 * to one decimal; extraction does not depend on the model). `--misses` lists the corpus labels missed, to
 * check that a change to the extractors loses none; `--extracted` prints every fact extracted per message (diff two
 * runs to read what a change adds, for false facts).
 */
import { CORPUS } from '../src/server/ai/understanding/corpus';
import { extractFacts } from '../src/server/ai/understanding/facts';
import { extractPeople } from '../src/server/ai/understanding/people';
import { factFound, personFound } from '../bench/understanding';
import type { Understanding } from '../src/server/ai/understanding/types';

const showMisses = process.argv.includes('--misses');
const showExtracted = process.argv.includes('--extracted');
let facts = 0;
let factsFound = 0;
let people = 0;
let peopleFound = 0;
for (const e of CORPUS) {
  const u = { facts: extractFacts(e.text), people: extractPeople(e.text) } as unknown as Understanding;
  const missed = e.facts.filter((f) => !factFound(u, f));
  const missedPeople = e.people.filter((p) => !personFound(u, p));
  facts += e.facts.length;
  factsFound += e.facts.length - missed.length;
  people += e.people.length;
  peopleFound += e.people.length - missedPeople.length;
  if (showExtracted) console.log(`${JSON.stringify(e.text)}\t${u.facts.map((f) => `${f.kind}:${f.text}`).join(' | ')}\t${u.people.map((p) => p.mention).join(' | ')}`);
  if (showMisses && (missed.length || missedPeople.length)) console.log(`${JSON.stringify(e.text)}\t${missed.join(' | ')}\t${missedPeople.join(' | ')}`);
}
console.log(`corpus: ${CORPUS.length} messages; facts ${factsFound}/${facts} (${((100 * factsFound) / facts).toFixed(2)}%), people ${peopleFound}/${people} (${((100 * peopleFound) / people).toFixed(2)}%)`);
