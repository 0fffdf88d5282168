/**
 * Trains the learned red-flag signal on every labelled set (tests/helpers/red-flag-sets.ts: the
 * standard sets and the blind sets moved in) and writes src/server/ai/offline/practice/red-flag-model.json. The thresholds are chosen from the
 * out-of-fold scores of 5-fold cross-validation repeated over three fold splits (CV_SEEDS), pooled:
 * the smoothed quantile of good practice lines' P(red flag) at 1.5% false alarms
 * (TARGET_FALSE_ALARMS); and the lower threshold for the kinds a practice's failure condition names,
 * at 2.5% of good lines flagged at all when every kind is named (NAMED_TARGET_FALSE_ALARMS). It prints
 * what each split alone would have chosen, the spread the pooling removes. Run after editing a set,
 * the features or the concepts: `bun scripts/train-red-flags.ts` (a test fails while the committed
 * model is stale).
 */
import { learningHash, serializeRedFlagModel } from '../src/server/ai/offline/practice/red-flag-learn';
import { asLearning, CV_SEEDS, figures, LEARNING_OPTIONS, namedThresholdFor, thresholdFor } from '../tests/helpers/red-flag-learning';
import { RED_FLAG_SETS } from '../tests/helpers/red-flag-sets';
import { trainAsShipped } from '../tests/helpers/red-flag-writers';

const started = performance.now();
const { model, runs } = trainAsShipped(RED_FLAG_SETS);
runs.forEach((run, n) => {
  const own = thresholdFor(run);
  console.log(`split ${CV_SEEDS[n]} alone: threshold ${own} (named kinds ${namedThresholdFor(run, own)})`);
});
// Out-of-fold, pooled, advisor requests aside: what the chosen threshold costs and catches with the rules.
const pooled = figures(runs.flat().filter((s) => s.line.set !== 'advisor'), model.threshold);
console.log(`CV pooled, combined: caught ${pooled.combined.caught}/${pooled.flags}, false alarms ${pooled.combined.alarms}/${pooled.good} (${((100 * pooled.combined.alarms) / pooled.good).toFixed(2)}%)`);
const lines = RED_FLAG_SETS.map(asLearning);
const json = serializeRedFlagModel(model, learningHash(lines, LEARNING_OPTIONS));
const path = new URL('../src/server/ai/offline/practice/red-flag-model.json', import.meta.url);
await Bun.write(path, `${JSON.stringify(json)}\n`);
console.log(`trained on ${lines.length} lines, ${json.features.length} features, threshold ${json.threshold} (named kinds ${json.namedThreshold}) in ${Math.round(performance.now() - started)} ms → ${path.pathname}`);
