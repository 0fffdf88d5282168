/**
 * Diagnostic totals per set for red-flag guard changes: rules alone and combined (flag lines caught,
 * good lines flagged), flag lines caught where the condition names them (played) and good lines read
 * as a red flag in every goal's practice — the figures bench/practice.ts reports, in seconds.
 * Prints the lines each figure lost or gained against a saved run: `bun scripts/practice-alarms-totals.ts [save|diff]`.
 */
import { findRedFlags, findRuleFlags } from '../src/server/ai/offline/practice/red-flags';
import { alarmsInEveryPractice, caughtWhereNamed } from '../tests/helpers/named-flag-plays';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { RED_FLAG_LINES } from '../tests/corpora/practice/red-flag-lines';
import { SARCASM_FLAGS, SARCASM_GOOD } from '../tests/corpora/practice/sarcasm-p23f2';
import { HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD } from '../tests/corpora/practice/held-out-v9';
import { HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD } from '../tests/corpora/practice/held-out-v10';
import { HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD } from '../tests/corpora/practice/held-out-v11';
import { HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD } from '../tests/corpora/practice/held-out-lead';
import { HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD } from '../tests/corpora/practice/held-out-v12';
import { HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD } from '../tests/corpora/practice/held-out-s14';
import { HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD } from '../tests/corpora/practice/held-out-v13';
import { HELD_OUT_V14_FLAGS, HELD_OUT_V14_GOOD } from '../tests/corpora/practice/held-out-v14';
import { INNOCENT_SENSES_FLAGS, INNOCENT_SENSES_GOOD } from '../tests/corpora/practice/innocent-senses-p23f3';

const SETS = [
  ['main', RED_FLAG_LINES, GOOD_LINES], ['sarcasm', SARCASM_FLAGS, SARCASM_GOOD], ['v9', HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD],
  ['v10', HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD], ['v11', HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD], ['lead', HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD],
  ['v12', HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD], ['s14', HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD], ['v13', HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD], ['v14', HELD_OUT_V14_FLAGS, HELD_OUT_V14_GOOD],
  ['innocent', INNOCENT_SENSES_FLAGS, INNOCENT_SENSES_GOOD],
] as const;

const SAVED = '/tmp/practice-alarms-totals.json';
const now: Record<string, string[]> = {};
for (const [name, flags, good] of SETS) {
  const rules = flags.filter((l) => findRuleFlags(l.text).length > 0).map((l) => l.text);
  const combined = flags.filter((l) => findRedFlags(l.text).length > 0).map((l) => l.text);
  const rulesGood = good.filter((t) => findRuleFlags(t).length > 0);
  const named = await caughtWhereNamed(flags);
  const plays = await alarmsInEveryPractice(good);
  const caughtNamed = flags.filter((l) => !named.missed.includes(l)).map((l) => l.text);
  console.log(`${name.padEnd(8)} rules ${rules.length}/${flags.length}  combined ${combined.length}/${flags.length}  rule alarms ${rulesGood.length}/${good.length}  named caught ${named.caught}/${named.named}  play alarms ${plays.alarms}/${plays.plays}`);
  Object.assign(now, { [`${name} rules`]: rules, [`${name} combined`]: combined, [`${name} named`]: caughtNamed });
}
const mode = process.argv[2];
if (mode === 'save') await Bun.write(SAVED, JSON.stringify(now));
if (mode === 'diff') {
  const before: Record<string, string[]> = JSON.parse(await Bun.file(SAVED).text());
  for (const [key, lines] of Object.entries(now)) {
    for (const t of before[key] ?? []) if (!lines.includes(t)) console.log(`LOST ${key}: ${t}`);
    for (const t of lines) if (!(before[key] ?? []).includes(t)) console.log(`GAINED ${key}: ${t}`);
  }
}
