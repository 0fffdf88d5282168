// Experiment helper (reverted with the word-vector experiment): held-out totals for a model trained on the whole corpus with the current env.
import { UNDERSTANDING_HOLDOUT } from '../tests/corpora/understanding-holdout';
import { HOLDOUT_21B } from '../tests/corpora/understanding-holdout-21b';
import { HOLDOUT_S13 } from '../tests/corpora/understanding-holdout-s13';
import { parseCorpus, SITUATION_EXAMPLES, type CorpusExample } from '../src/server/ai/understanding/corpus';
import { train } from '../src/server/ai/understanding/classifier';
import { understand, useClassifier } from '../src/server/ai/understanding/understand';
import { categoryOf } from '../src/server/ai/understanding/cross-validate';
useClassifier(train(SITUATION_EXAMPLES));
const score = (xs: readonly CorpusExample[]) => {
  let ok = 0, cat = 0;
  for (const e of xs) {
    const u = understand(e.text);
    const expected = e.type === 'none' ? null : e.type;
    if (u.type === expected) ok++;
    if (categoryOf(u.type) === categoryOf(expected)) cat++;
  }
  return `${ok}/${xs.length} type, ${cat}/${xs.length} category`;
};
console.log(`held-out 113: ${score([...parseCorpus(UNDERSTANDING_HOLDOUT), ...HOLDOUT_21B])}; s13: ${score(HOLDOUT_S13)}`);
