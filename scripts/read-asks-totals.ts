/**
 * Every ask set's strict count in one run, for checking that a change to the character loses
 * nowhere (`bun scripts/read-asks-totals.ts [--lines]`). With `--lines`, each development set's
 * verdicts line by line (ok / MISS and the reply) so two trees can be diffed; the blind sets
 * ("lead", s14–s17) are only counted, never printed.
 */
import type { AskCase } from '../tests/corpora/practice/held-out-asks';
import { ASKS_A, ASKS_B, ASKS_C, ASKS_D, ASKS_E, ASKS_F, ASKS_G, ASKS_H } from '../tests/corpora/practice/held-out-asks';
import { ASKS_LEAD } from '../tests/corpora/practice/held-out-asks-lead';
import { ASKS_S14 } from '../tests/corpora/practice/held-out-asks-s14';
import { ASKS_S15 } from '../tests/corpora/practice/held-out-asks-s15';
import { ASKS_S16 } from '../tests/corpora/practice/held-out-asks-s16';
import { ASKS_S17 } from '../tests/corpora/practice/held-out-asks-s17';
import { ASKS_I } from '../tests/corpora/practice/held-out-asks-i';
import { ASKS_J } from '../tests/corpora/practice/held-out-asks-j';
import { ASKS_K } from '../tests/corpora/practice/held-out-asks-k';
import { ASKS_LANDLORD } from '../tests/corpora/practice/held-out-asks-landlord';
import { ASKS_DEV15 } from '../tests/corpora/practice/held-out-asks-dev15';
import { ASKS_DEV16 } from '../tests/corpora/practice/held-out-asks-dev16';
import { ASKS_DEV17 } from '../tests/corpora/practice/held-out-asks-dev17';
import { ASKS_DEV18 } from '../tests/corpora/practice/held-out-asks-dev18';
import { ASKS_DEV19 } from '../tests/corpora/practice/held-out-asks-dev19';
import { ASKS_DEV20 } from '../tests/corpora/practice/held-out-asks-dev20';
import { ASKS_DEV21 } from '../tests/corpora/practice/held-out-asks-dev21';
import { ASKS_DEV22 } from '../tests/corpora/practice/held-out-asks-dev22';
import { createOfflinePracticeAi } from '../src/server/ai/offline/practice/offline-practice-ai';
import { runAsks } from '../tests/helpers/practice-asks';

const BLIND = new Set(['lead', 's14', 's15', 's16', 's17']);
const sets: readonly (readonly [string, readonly AskCase[]])[] = [
  ['A', ASKS_A], ['B', ASKS_B], ['C', ASKS_C], ['D', ASKS_D], ['E', ASKS_E], ['F', ASKS_F], ['G', ASKS_G], ['H', ASKS_H],
  ['lead', ASKS_LEAD], ['s14', ASKS_S14], ['s15', ASKS_S15], ['s16', ASKS_S16], ['s17', ASKS_S17],
  ['I', ASKS_I], ['J', ASKS_J], ['K', ASKS_K], ['landlord', ASKS_LANDLORD],
  ['dev15', ASKS_DEV15], ['dev16', ASKS_DEV16], ['dev17', ASKS_DEV17], ['dev18', ASKS_DEV18], ['dev19', ASKS_DEV19], ['dev20', ASKS_DEV20], ['dev21', ASKS_DEV21], ['dev22', ASKS_DEV22],
];
const lines = process.argv.includes('--lines');
const ai = createOfflinePracticeAi();
for (const [name, set] of sets) {
  const runs = await runAsks(ai, set);
  console.log(`${name}: ${runs.filter((r) => r.verdict.ok).length}/${runs.length}`);
  if (lines && !BLIND.has(name)) for (const r of runs) console.log(`  ${r.verdict.ok ? 'ok  ' : 'MISS'} ${r.ask.line} → ${r.reply}`);
}
