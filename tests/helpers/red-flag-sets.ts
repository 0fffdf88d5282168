import type { RedFlagKind } from '../../src/server/ai/offline/practice/red-flags';
import { CORPUS } from '../../src/server/ai/understanding/corpus';
import { GOOD_LINES } from '../corpora/practice/good-lines';
import { HELD_OUT_FLAGS, HELD_OUT_GOOD } from '../corpora/practice/held-out-lines';
import { HELD_OUT_V4_FLAGS, HELD_OUT_V4_GOOD } from '../corpora/practice/held-out-v4';
import { HELD_OUT_V5_FLAGS, HELD_OUT_V5_GOOD } from '../corpora/practice/held-out-v5';
import { HELD_OUT_V6_FLAGS, HELD_OUT_V6_GOOD } from '../corpora/practice/held-out-v6';
import { HELD_OUT_V7_FLAGS, HELD_OUT_V7_GOOD } from '../corpora/practice/held-out-v7';
import { HELD_OUT_V8_FLAGS, HELD_OUT_V8_GOOD } from '../corpora/practice/held-out-v8';
import { RED_FLAG_LINES } from '../corpora/practice/red-flag-lines';
import { TRAIN_FLAGS_A } from '../corpora/practice/train-flags-a';
import { TRAIN_FLAGS_B } from '../corpora/practice/train-flags-b';
import { TRAIN_FLAGS_C } from '../corpora/practice/train-flags-c';
import { TRAIN_FLAGS_D } from '../corpora/practice/train-flags-d';
import { TRAIN_FLAGS_E } from '../corpora/practice/train-flags-e';
import { TRAIN_GOOD_A } from '../corpora/practice/train-good-a';
import { TRAIN_GOOD_B } from '../corpora/practice/train-good-b';
import { TRAIN_GOOD_C } from '../corpora/practice/train-good-c';
import { TRAIN_GOOD_D } from '../corpora/practice/train-good-d';
import { TRAIN_GOOD_E } from '../corpora/practice/train-good-e';
import { TRAIN_GOOD_F } from '../corpora/practice/train-good-f';

/**
 * The labelled red-flag sets the learned signal is trained and measured on, by name, so a
 * measurement can leave one set out. v3–v8 were held-out sets, each read once and then moved here
 * (v8 in issue 23a); w1 and w2 are training lines written for the learned signal (issue 23a), w3 its question-form
 * flags and their innocent twins (issue 23 point 3, r20). The
 * unseen set v9 is in none of them. `advisor` is the understanding corpus: requests to an
 * advisor, never a red flag said to someone — negatives of another register.
 */
export interface LabelledLine {
  text: string;
  /** null: not a red flag. */
  kind: RedFlagKind | null;
  set: string;
}

const lines = (set: string, flags: readonly { text: string; kind: RedFlagKind }[], good: readonly string[]): LabelledLine[] => [
  ...flags.map((l) => ({ text: l.text, kind: l.kind, set })),
  ...good.map((text) => ({ text, kind: null, set })),
];

export const RED_FLAG_SETS: readonly LabelledLine[] = [
  ...lines('main', RED_FLAG_LINES, GOOD_LINES),
  ...lines('v3', HELD_OUT_FLAGS, HELD_OUT_GOOD),
  ...lines('v4', HELD_OUT_V4_FLAGS, HELD_OUT_V4_GOOD),
  ...lines('v5', HELD_OUT_V5_FLAGS, HELD_OUT_V5_GOOD),
  ...lines('v6', HELD_OUT_V6_FLAGS, HELD_OUT_V6_GOOD),
  ...lines('v7', HELD_OUT_V7_FLAGS, HELD_OUT_V7_GOOD),
  ...lines('v8', HELD_OUT_V8_FLAGS, HELD_OUT_V8_GOOD),
  ...lines('w1', [...TRAIN_FLAGS_A, ...TRAIN_FLAGS_B], [...TRAIN_GOOD_A, ...TRAIN_GOOD_B]),
  ...lines('w2', [...TRAIN_FLAGS_C, ...TRAIN_FLAGS_D], [...TRAIN_GOOD_C, ...TRAIN_GOOD_D, ...TRAIN_GOOD_E]),
  ...lines('w3', TRAIN_FLAGS_E, TRAIN_GOOD_F),
  ...[...new Set(CORPUS.map((e) => e.text))].map((text) => ({ text, kind: null, set: 'advisor' })),
];
