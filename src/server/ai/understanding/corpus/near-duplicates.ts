import type { CorpusExample } from '.';

/** Word set of an utterance: lowercase letters/digits/apostrophes, so "I'm" and "im" stay different words. */
export function wordSet(text: string): Set<string> {
  return new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);
}

export function jaccard(a: Set<string>, b: Set<string>): number {
  let shared = 0;
  for (const w of a) if (b.has(w)) shared++;
  const union = a.size + b.size - shared;
  return union === 0 ? 1 : shared / union;
}

export interface NearDuplicate {
  a: CorpusExample;
  b: CorpusExample;
  similarity: number;
}

/**
 * Pairs of utterances whose word sets overlap by Jaccard ≥ `threshold`: a corpus of templated or copied
 * lines inflates cross-validated accuracy, so the corpus test keeps this list empty. Candidate pairs come
 * from an index of words each pair must share (no quadratic scan over a growing corpus).
 */
export function nearDuplicates(corpus: readonly CorpusExample[], threshold = 0.6): NearDuplicate[] {
  const sets = corpus.map((e) => wordSet(e.text));
  const byWord = new Map<string, number[]>();
  const out: NearDuplicate[] = [];
  sets.forEach((set, i) => {
    const shared = new Map<number, number>();
    for (const w of set) for (const j of byWord.get(w) ?? []) shared.set(j, (shared.get(j) ?? 0) + 1);
    for (const [j, n] of shared) {
      const other = sets[j] as Set<string>;
      const similarity = n / (set.size + other.size - n);
      if (similarity >= threshold) out.push({ a: corpus[j] as CorpusExample, b: corpus[i] as CorpusExample, similarity });
    }
    for (const w of set) {
      const list = byWord.get(w);
      if (list) list.push(i);
      else byWord.set(w, [i]);
    }
  });
  return out;
}
