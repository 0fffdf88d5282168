import { stemOf, words } from './features';
import { wordVectors } from './word-vectors';

/**
 * A word the model never saw in training ("lodger") read as the closest word it did see ("tenant"), by the
 * pretrained vectors' cosine, when close enough.
 */
const THRESHOLD = Number(process.env.EMB_NT ?? 0.6);
const WEIGHT = Number(process.env.EMB_NW ?? 0);
const MIN_RANK = Number(process.env.EMB_NMINRANK ?? 300);

export class NearestKnownWord {
  private readonly cache = new Map<string, { word: string; weight: number } | null>();
  constructor(
    private readonly known: string[],
    private readonly matrix: Float32Array,
  ) {}

  static fromTexts(texts: readonly string[], featureNames: ReadonlySet<string>): NearestKnownWord {
    const v = wordVectors();
    const seen = new Set<string>();
    for (const t of texts) for (const w of words(t)) seen.add(w);
    const known = [...seen].filter((w) => (v.rank.get(w) ?? -1) >= MIN_RANK && featureNames.has(stemOf(w))).sort();
    const matrix = new Float32Array(known.length * v.dims);
    known.forEach((w, i) => {
      const r = v.rank.get(w) as number;
      for (let d = 0; d < v.dims; d++) matrix[i * v.dims + d] = (v.values[r * v.dims + d] as number) * (v.scales[r] as number);
    });
    return new NearestKnownWord(known, matrix);
  }

  find(w: string): { word: string; weight: number } | null {
    const hit = this.cache.get(w);
    if (hit !== undefined) return hit;
    const v = wordVectors();
    const r = v.rank.get(w);
    let out: { word: string; weight: number } | null = null;
    if (r !== undefined && r >= MIN_RANK) {
      const dims = v.dims;
      const vec = new Float32Array(dims);
      for (let d = 0; d < dims; d++) vec[d] = (v.values[r * dims + d] as number) * (v.scales[r] as number);
      let best = THRESHOLD;
      let bestI = -1;
      for (let i = 0; i < this.known.length; i++) {
        let dot = 0;
        for (let d = 0; d < dims; d++) dot += (this.matrix[i * dims + d] as number) * (vec[d] as number);
        if (dot > best) {
          best = dot;
          bestI = i;
        }
      }
      if (bestI >= 0) out = { word: this.known[bestI] as string, weight: best * WEIGHT };
    }
    if (this.cache.size < 50_000) this.cache.set(w, out);
    return out;
  }
}
