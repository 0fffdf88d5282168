import { infoFor } from './catalog';
import { train, type SituationClassifier } from './classifier';
import { CORPUS, type CorpusExample } from './corpus';

/**
 * k-fold split of the corpus, stratified by label: the i-th example of each type goes to fold i mod k,
 * so every type is tested on examples its model never saw. Safety-only examples are in no fold.
 */
export function folds(k: number): CorpusExample[][] {
  const out: CorpusExample[][] = Array.from({ length: k }, () => []);
  const seen = new Map<string, number>();
  for (const e of CORPUS) {
    if (!e.type) continue;
    const i = seen.get(e.type) ?? 0;
    seen.set(e.type, i + 1);
    (out[i % k] as CorpusExample[]).push(e);
  }
  return out;
}

/** For each fold: a model trained on the other folds, and the held-out examples. */
export function* crossValidation(k = 5): Generator<{ model: SituationClassifier; heldOut: CorpusExample[] }> {
  const all = folds(k);
  for (let f = 0; f < k; f++) {
    const trainSet = all.flatMap((fold, i) => (i === f ? [] : fold)).map((e) => ({ text: e.text, type: e.type as string }));
    yield { model: train(trainSet), heldOut: all[f] as CorpusExample[] };
  }
}

export function categoryOf(type: string | null): string {
  return infoFor(type)?.category ?? 'none';
}
