/**
 * Trains the learned red-flag signal on every labelled set (tests/helpers/red-flag-sets.ts) and
 * writes src/server/ai/offline/practice/red-flag-model.json. The threshold is chosen by 5-fold
 * cross-validation on the same lines: the lowest P(red flag) that keeps out-of-fold false alarms
 * on good practice lines ≤ 1.5% (TARGET_FALSE_ALARMS); and the lower threshold for the kinds a
 * practice's failure condition names, the lowest that keeps out-of-fold good lines flagged at all
 * ≤ 3% when every kind is named (NAMED_TARGET_FALSE_ALARMS). Run after editing a set, the features or the concepts:
 * `bun scripts/train-red-flags.ts` (a test fails while the committed model is stale).
 */
import { learningHash, serializeRedFlagModel, trainRedFlags } from '../src/server/ai/offline/practice/red-flag-learn';
import { asLearning, crossValidated, LEARNING_OPTIONS, namedThresholdFor, thresholdFor } from '../tests/helpers/red-flag-learning';
import { RED_FLAG_SETS } from '../tests/helpers/red-flag-sets';

const started = performance.now();
const scored = crossValidated(RED_FLAG_SETS);
const threshold = thresholdFor(scored);
const namedThreshold = namedThresholdFor(scored, threshold);
const lines = RED_FLAG_SETS.map(asLearning);
const json = serializeRedFlagModel(trainRedFlags(lines, threshold, LEARNING_OPTIONS, namedThreshold), learningHash(lines, LEARNING_OPTIONS));
const path = new URL('../src/server/ai/offline/practice/red-flag-model.json', import.meta.url);
await Bun.write(path, `${JSON.stringify(json)}\n`);
console.log(`trained on ${lines.length} lines, ${json.features.length} features, threshold ${threshold} (named kinds ${namedThreshold}) in ${Math.round(performance.now() - started)} ms → ${path.pathname}`);
