/**
 * The one trainer behind both learned models (situation types, red flags): a multinomial logistic
 * regression fitted by deterministic SGD, so the same rows always give the same weights.
 */

/** A training row: feature ids and values, the class, the row's L2 scale and an optional weight. */
export interface SgdRow {
  ids: number[];
  xs: number[];
  y: number;
  scale: number;
  weight?: number;
}

export interface SgdOptions {
  epochs: number;
  learningRate: number;
  l2: number;
  /**
   * Input dropout: each feature of each row is left out of a step with this probability (the rest
   * scaled up to keep the expected input). The model cannot lean on one cue word ("raise", "work",
   * "date") and learns the other words that go with a type. 0 (the default) is plain SGD.
   */
  dropout?: number;
}

/** A fixed-seed generator (mulberry32): dropout is the same on every run, so training stays deterministic. */
function seededRandom(seed: number): () => number {
  let state = seed;
  return () => {
    state = (state + 0x6d2b79f5) | 0;
    let t = Math.imul(state ^ (state >>> 15), 1 | state);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Feature names seen in at least `minCount` rows get an id (in first-seen order); rarer ones are noise. */
export function buildRows<F>(
  featureSets: readonly (readonly F[])[],
  nameOf: (f: F) => string,
  valueOf: (f: F) => number,
  minCount: number,
  label: (n: number) => { y: number; weight?: number },
): { rows: SgdRow[]; vocab: Map<string, number> } {
  const seen = new Map<string, number>();
  for (const list of featureSets) for (const f of list) seen.set(nameOf(f), (seen.get(nameOf(f)) ?? 0) + 1);
  const vocab = new Map<string, number>();
  const rows = featureSets.map((list, n) => {
    const kept = list.filter((f) => (seen.get(nameOf(f)) as number) >= minCount);
    const ids = kept.map((f) => {
      let i = vocab.get(nameOf(f));
      if (i === undefined) vocab.set(nameOf(f), (i = vocab.size));
      return i;
    });
    const xs = kept.map(valueOf);
    return { ids, xs, ...label(n), scale: 1 / Math.sqrt(Math.max(1, xs.reduce((a, v) => a + v * v, 0))) };
  });
  return { rows, vocab };
}

/** Fits K classes over V features; answers the weights (row-major by class) and the biases. */
export function trainSoftmax(rows: readonly SgdRow[], K: number, V: number, { epochs, learningRate, l2, dropout = 0 }: SgdOptions): { weights: Float32Array; biases: Float32Array } {
  const weights = new Float32Array(K * V);
  const biases = new Float32Array(K);
  const p = new Float64Array(K);
  const random = seededRandom(7);
  const boost = 1 / (1 - dropout);
  const ids: number[] = [];
  const xs: number[] = [];
  for (let epoch = 0; epoch < epochs; epoch++) {
    const lr = learningRate / (1 + epoch * 0.1);
    for (let n = 0; n < rows.length; n++) {
      // A fixed stride walks the rows in a different order each epoch without a random source.
      const row = rows[(n * 7919 + epoch * 31) % rows.length] as SgdRow;
      const { y, weight = 1, scale } = row;
      ids.length = 0;
      xs.length = 0;
      for (let j = 0; j < row.ids.length; j++) {
        if (dropout > 0 && random() < dropout) continue;
        ids.push(row.ids[j] as number);
        xs.push((row.xs[j] as number) * (dropout > 0 ? boost : 1));
      }
      let max = -Infinity;
      for (let k = 0; k < K; k++) {
        let s = biases[k] as number;
        for (let j = 0; j < ids.length; j++) s += (weights[k * V + (ids[j] as number)] as number) * (xs[j] as number) * scale;
        p[k] = s;
        if (s > max) max = s;
      }
      let z = 0;
      for (let k = 0; k < K; k++) z += p[k] = Math.exp((p[k] as number) - max);
      for (let k = 0; k < K; k++) {
        const g = ((p[k] as number) / z - (k === y ? 1 : 0)) * weight;
        biases[k] = (biases[k] as number) - lr * g;
        for (let j = 0; j < ids.length; j++) {
          const i = ids[j] as number;
          weights[k * V + i] = (weights[k * V + i] as number) - lr * (g * (xs[j] as number) * scale + l2 * (weights[k * V + i] as number));
        }
      }
    }
  }
  return { weights, biases };
}
