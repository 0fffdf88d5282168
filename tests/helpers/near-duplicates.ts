/**
 * Near-duplicate lines in a labelled corpus: two lines whose word sets overlap by ≥ `threshold`
 * (Jaccard, on lower-cased words), or that are the same once case and punctuation are gone. A
 * corpus padded with near-copies overstates what a model learns and what cross-validation reports;
 * a training line that near-copies an unseen test line leaks it.
 */
export interface NearDuplicate {
  a: string;
  b: string;
  similarity: number;
}

const wordSet = (text: string) => new Set(text.toLowerCase().match(/[\p{L}\p{N}']+/gu) ?? []);

/** Pairs within `lines` (or, with `against`, between the two lists) at or above the threshold. */
export function nearDuplicates(lines: readonly string[], against?: readonly string[], threshold = 0.8): NearDuplicate[] {
  const left = lines.map((text) => ({ text, words: wordSet(text) }));
  const right = against ? against.map((text) => ({ text, words: wordSet(text) })) : left;
  const out: NearDuplicate[] = [];
  for (let i = 0; i < left.length; i++) {
    const a = left[i] as (typeof left)[number];
    for (let j = against ? 0 : i + 1; j < right.length; j++) {
      const b = right[j] as (typeof right)[number];
      const small = Math.min(a.words.size, b.words.size);
      const large = Math.max(a.words.size, b.words.size);
      // Jaccard ≤ small/large: skip pairs whose sizes alone rule it out.
      if (large === 0 || small / large < threshold) continue;
      let shared = 0;
      for (const w of a.words) if (b.words.has(w)) shared++;
      const similarity = shared / (a.words.size + b.words.size - shared);
      if (similarity >= threshold) out.push({ a: a.text, b: b.text, similarity: Math.round(similarity * 100) / 100 });
    }
  }
  return out;
}
