/**
 * Facts and people recall of the extractors on the extraction development set (tests/corpora/extraction-dev-s15.ts),
 * the labels each message misses, and what was extracted there. `--misses` lists them.
 */
import { EXTRACTION_DEV_S15 } from '../tests/corpora/extraction-dev-s15';
import { understand } from '../src/server/ai/understanding/understand';
import { factFound, personFound } from '../bench/understanding';

const showMisses = process.argv.includes('--misses');
let facts = 0;
let factsFound = 0;
let people = 0;
let peopleFound = 0;
for (const e of EXTRACTION_DEV_S15) {
  const u = understand(e.text);
  const missedFacts = e.facts.filter((f) => !factFound(u, f));
  const missedPeople = e.people.filter((p) => !personFound(u, p));
  facts += e.facts.length;
  factsFound += e.facts.length - missedFacts.length;
  people += e.people.length;
  peopleFound += e.people.length - missedPeople.length;
  if (showMisses && (missedFacts.length || missedPeople.length)) {
    console.log(`- ${e.text}\n  missed facts: ${missedFacts.join(' | ')}  people: ${missedPeople.join(' | ')}`);
    console.log(`  got facts: ${u.facts.map((f) => `${f.kind}:${f.text}`).join(' | ')}  people: ${u.people.map((p) => p.mention).join(' | ')}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(`extraction dev s15: ${EXTRACTION_DEV_S15.length} messages; facts ${factsFound}/${facts} (${pct(factsFound, facts)}), people ${peopleFound}/${people} (${pct(peopleFound, people)})`);
