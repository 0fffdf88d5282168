/**
 * Experiment x21 (measure only): "played where named" for a model saved by scripts/exp-writer-cv.ts.
 * Each red-flag line of the set is played first in a practice of its goal whose failure condition
 * names its kind, every good line in all 11 goals' practices (tests/helpers/named-flag-plays.ts),
 * with the committed model swapped for the saved one: the imported model JSON is overwritten before
 * the first red-flag reading deserialises it (nothing shipped changes). Usage:
 * `bun scripts/exp-writer-cv-played.ts <model name|committed> <s17|…|s21|g23|g24|main>...`.
 */
import modelJson from '../src/server/ai/offline/practice/red-flag-model.json';
import { alarmsInEveryPractice, caughtWhereNamed } from '../tests/helpers/named-flag-plays';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { DEV_G23_GOOD } from '../tests/corpora/practice/dev-good-g23';
import { DEV_G24_GOOD } from '../tests/corpora/practice/dev-good-g24';
import type { RedFlagLine } from '../tests/corpora/practice/red-flag-lines';
import { HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD } from '../tests/corpora/practice/held-out-s17';
import { HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD } from '../tests/corpora/practice/held-out-s18';
import { HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD } from '../tests/corpora/practice/held-out-s19';
import { HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD } from '../tests/corpora/practice/held-out-s20';
import { HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD } from '../tests/corpora/practice/held-out-s21';

const SETS: Record<string, [readonly RedFlagLine[], readonly string[]]> = {
  s17: [HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD],
  s18: [HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD],
  s19: [HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD],
  s20: [HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD],
  s21: [HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD],
  g23: [[], DEV_G23_GOOD],
  g24: [[], DEV_G24_GOOD],
  main: [[], GOOD_LINES],
};

const [name = 'committed', ...sets] = process.argv.slice(2);
if (name !== 'committed') {
  const saved = await Bun.file(`${process.env.X21_MODELS ?? '/tmp/x21-models'}/${name}.json`).json();
  Object.assign(modelJson as object, saved);
}
for (const set of sets) {
  const [flags, good] = SETS[set] ?? [[], []];
  const c = flags.length > 0 ? await caughtWhereNamed(flags) : null;
  const a = await alarmsInEveryPractice(good);
  console.log(`${name} ${set}: played where named ${c ? `${c.caught}/${c.named}` : '-'}, false plays ${a.alarms}/${a.plays} (${a.lines.length} lines)`);
}
