/**
 * Facts and people recall of the extractors on an extraction development set: s15 (tests/corpora/extraction-dev-s15.ts)
 * by default, `--set <name>` for tests/corpora/extraction-dev-<name>.ts (f17–f28, f23b: the keys of SETS below). `--misses` lists the labels each message misses and
 * what was extracted there; `--extras` lists extracted facts no label names (to read for false facts), and the set's
 * `notFacts` that came back are counted as false facts.
 */
import { EXTRACTION_DEV_F17, type ExtractionDevExample } from '../tests/corpora/extraction-dev-f17';
import { EXTRACTION_DEV_F18 } from '../tests/corpora/extraction-dev-f18';
import { EXTRACTION_DEV_F19 } from '../tests/corpora/extraction-dev-f19';
import { EXTRACTION_DEV_F20 } from '../tests/corpora/extraction-dev-f20';
import { EXTRACTION_DEV_F21 } from '../tests/corpora/extraction-dev-f21';
import { EXTRACTION_DEV_F22 } from '../tests/corpora/extraction-dev-f22';
import { EXTRACTION_DEV_F23 } from '../tests/corpora/extraction-dev-f23';
import { EXTRACTION_DEV_F23B } from '../tests/corpora/extraction-dev-f23b';
import { EXTRACTION_DEV_F24 } from '../tests/corpora/extraction-dev-f24';
import { EXTRACTION_DEV_F25 } from '../tests/corpora/extraction-dev-f25';
import { EXTRACTION_DEV_F26 } from '../tests/corpora/extraction-dev-f26';
import { EXTRACTION_DEV_F27 } from '../tests/corpora/extraction-dev-f27';
import { EXTRACTION_DEV_F28 } from '../tests/corpora/extraction-dev-f28';
import { EXTRACTION_DEV_S15 } from '../tests/corpora/extraction-dev-s15';
import { understand } from '../src/server/ai/understanding/understand';
import { factFound, personFound } from '../bench/understanding';

const SETS: Record<string, readonly ExtractionDevExample[]> = { s15: EXTRACTION_DEV_S15, f17: EXTRACTION_DEV_F17, f18: EXTRACTION_DEV_F18, f19: EXTRACTION_DEV_F19, f20: EXTRACTION_DEV_F20, f21: EXTRACTION_DEV_F21, f22: EXTRACTION_DEV_F22, f23: EXTRACTION_DEV_F23, f23b: EXTRACTION_DEV_F23B, f24: EXTRACTION_DEV_F24, f25: EXTRACTION_DEV_F25, f26: EXTRACTION_DEV_F26, f27: EXTRACTION_DEV_F27, f28: EXTRACTION_DEV_F28 };
const asked = process.argv.includes('--set') ? process.argv[process.argv.indexOf('--set') + 1] : 's15';
const setName = asked && asked in SETS ? asked : 's15';
const set = SETS[setName]!;
const showMisses = process.argv.includes('--misses');
const showExtras = process.argv.includes('--extras');
const norm = (s: string) => s.toLowerCase().replace(/[’]/g, "'");
let facts = 0;
let factsFound = 0;
let people = 0;
let peopleFound = 0;
let falseFacts = 0;
let extracted = 0;
let unlabelled = 0;
for (const e of set) {
  const u = understand(e.text);
  const missedFacts = e.facts.filter((f) => !factFound(u, f));
  const missedPeople = e.people.filter((p) => !personFound(u, p));
  const wrong = (e.notFacts ?? []).filter((f) => factFound(u, f));
  const extras = u.facts.filter((f) => !e.facts.some((l) => norm(f.text).includes(norm(l)) || norm(l).includes(norm(f.text))));
  facts += e.facts.length;
  factsFound += e.facts.length - missedFacts.length;
  people += e.people.length;
  peopleFound += e.people.length - missedPeople.length;
  falseFacts += wrong.length;
  extracted += u.facts.length;
  unlabelled += extras.length;
  if ((showMisses && (missedFacts.length || missedPeople.length || wrong.length)) || (showExtras && extras.length)) {
    console.log(`- ${e.text}`);
    if (showMisses) console.log(`  missed facts: ${missedFacts.join(' | ')}  people: ${missedPeople.join(' | ')}${wrong.length ? `  FALSE: ${wrong.join(' | ')}` : ''}`);
    if (showMisses) console.log(`  got facts: ${u.facts.map((f) => `${f.kind}:${f.text}`).join(' | ')}  people: ${u.people.map((p) => p.mention).join(' | ')}`);
    if (showExtras) console.log(`  unlabelled facts: ${extras.map((f) => `${f.kind}:${f.text}`).join(' | ')}`);
  }
}
const pct = (a: number, b: number) => `${((100 * a) / b).toFixed(1)}%`;
console.log(
  `extraction dev ${setName}: ${set.length} messages; facts ${factsFound}/${facts} (${pct(factsFound, facts)}), people ${peopleFound}/${people} (${pct(peopleFound, people)}); ` +
    `${extracted} facts extracted, ${unlabelled} named by no label, ${falseFacts} listed as not facts`,
);
