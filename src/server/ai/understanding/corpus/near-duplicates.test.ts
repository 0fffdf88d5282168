import { describe, expect, test } from 'bun:test';
import { HOLDOUT_21B } from '../../../../../tests/corpora/understanding-holdout-21b';
import { UNDERSTANDING_HOLDOUT } from '../../../../../tests/corpora/understanding-holdout';
import { HOLDOUT_S13 } from '../../../../../tests/corpora/understanding-holdout-s13';
import { HOLDOUT_S14 } from '../../../../../tests/corpora/understanding-holdout-s14';
import { HOLDOUT_S15 } from '../../../../../tests/corpora/understanding-holdout-s15';
import { HOLDOUT_S16 } from '../../../../../tests/corpora/understanding-holdout-s16';
import { HOLDOUT_S17 } from '../../../../../tests/corpora/understanding-holdout-s17';
import { HOLDOUT_S18 } from '../../../../../tests/corpora/understanding-holdout-s18';
import { HOLDOUT_S19 } from '../../../../../tests/corpora/understanding-holdout-s19';
import { HOLDOUT_S20 } from '../../../../../tests/corpora/understanding-holdout-s20';
import { HOLDOUT_S21 } from '../../../../../tests/corpora/understanding-holdout-s21';
import { HOLDOUT_S22 } from '../../../../../tests/corpora/understanding-holdout-s22';
import { CORPUS, parseCorpus } from '.';
import { jaccard, nearDuplicates, wordSet } from './near-duplicates';

describe('understanding corpus: no near-duplicates', () => {
  test('the finder flags a reworded copy and leaves a different message alone', () => {
    const sample = parseCorpus(`
# roommate-money
my roommate keeps paying the rent late and i cover it
my roommate keeps paying rent late and i have to cover it
# friend-conflict
my friend and i argued at the party and she blocked me`);
    const found = nearDuplicates(sample);
    expect(found).toHaveLength(1);
    expect(found[0]?.similarity).toBeGreaterThanOrEqual(0.6);
    expect(jaccard(wordSet('tell me a joke'), wordSet('Tell me a JOKE!'))).toBe(1);
  });

  test('no two utterances share ≥ 60% of their words (Jaccard over word sets)', () => {
    // A templated or copied line lets cross-validation test on text it has nearly seen: write a new phrasing instead.
    const pairs = nearDuplicates(CORPUS).map((d) => `${d.similarity.toFixed(2)}: "${d.a.text}" ~ "${d.b.text}"`);
    expect(pairs).toEqual([]);
  }, 60_000);

  test('no training utterance is a near-duplicate of a held-out one (the held-out score stays about unseen text)', () => {
    const heldOut = [...parseCorpus(UNDERSTANDING_HOLDOUT), ...HOLDOUT_21B, ...HOLDOUT_S13, ...HOLDOUT_S14, ...HOLDOUT_S15, ...HOLDOUT_S16, ...HOLDOUT_S17, ...HOLDOUT_S18, ...HOLDOUT_S19, ...HOLDOUT_S20, ...HOLDOUT_S21, ...HOLDOUT_S22];
    const both = [...heldOut, ...CORPUS];
    const held = new Set<unknown>(heldOut);
    // Only the training side is reported, so nobody reads held-out text to fix a failure.
    const leaks = nearDuplicates(both).filter((d) => held.has(d.a) !== held.has(d.b)).map((d) => (held.has(d.a) ? d.b : d.a).text);
    expect(leaks).toEqual([]);
  }, 60_000);
});
