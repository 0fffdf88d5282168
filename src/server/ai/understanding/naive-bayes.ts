/**
 * Multinomial naive Bayes over the same features as the softmax regression, mixed into its
 * probabilities (classifier.ts). The two err differently: the regression weighs features against each
 * other, naive Bayes counts how typical each feature is of a type, which holds up better for a type
 * with few examples or a message made of words seen only a few times (cross-validated: +2–3 points
 * type accuracy; docs/decisions.md). Stored sparsely: only (feature, type) pairs seen in training.
 */

/** Additive smoothing of the feature counts (cross-validated among 0.02, 0.05, 0.1, 0.5). */
export const NB_ALPHA = 0.1;
/** Gains are stored as uint16 thousandths. */
const GAIN_SCALE = 1000;

export interface NaiveBayes {
  /** Feature-major CSR: feature i's entries are [start[i], start[i + 1]). */
  start: Uint32Array;
  types: Uint16Array;
  /** log(count + α) − log α for that feature in that type: the evidence beyond an unseen feature. */
  gains: Float32Array;
  /** Per type: log(total feature mass + α·V), the normaliser every feature value pays. */
  logNorm: Float64Array;
}

export interface NbRow {
  ids: number[];
  xs: number[];
  y: number;
}

export function trainNaiveBayes(rows: readonly NbRow[], K: number, V: number): NaiveBayes {
  const counts = new Map<number, number>(); // feature * K + type → summed value
  const mass = new Float64Array(K);
  for (const { ids, xs, y } of rows) {
    for (let j = 0; j < ids.length; j++) {
      const key = (ids[j] as number) * K + y;
      counts.set(key, (counts.get(key) ?? 0) + (xs[j] as number));
      mass[y] = (mass[y] as number) + (xs[j] as number);
    }
  }
  const keys = [...counts.keys()].sort((a, b) => a - b);
  const start = new Uint32Array(V + 1);
  const types = new Uint16Array(keys.length);
  const gains = new Float32Array(keys.length);
  keys.forEach((key, e) => {
    const f = Math.floor(key / K);
    start[f + 1] = (start[f + 1] as number) + 1;
    types[e] = key % K;
    // Rounded as stored, so a freshly trained model scores exactly like the one read back from model.json.
    gains[e] = Math.round((Math.log((counts.get(key) as number) + NB_ALPHA) - Math.log(NB_ALPHA)) * GAIN_SCALE) / GAIN_SCALE;
  });
  for (let i = 0; i < V; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  const logNorm = Float64Array.from(mass, (m) => Math.log(m + NB_ALPHA * V));
  return { start, types, gains, logNorm };
}

/** Type probabilities for a message's active features (indices and values). */
export function scoreNaiveBayes(nb: NaiveBayes, active: readonly number[], values: readonly number[]): Float64Array {
  const K = nb.logNorm.length;
  const s = new Float64Array(K);
  let total = 0;
  for (let j = 0; j < active.length; j++) {
    const i = active[j] as number;
    const v = values[j] as number;
    total += v;
    for (let e = nb.start[i] as number; e < (nb.start[i + 1] as number); e++) s[nb.types[e] as number] = (s[nb.types[e] as number] as number) + v * (nb.gains[e] as number);
  }
  let max = -Infinity;
  for (let k = 0; k < K; k++) {
    s[k] = (s[k] as number) - total * (nb.logNorm[k] as number);
    if ((s[k] as number) > max) max = s[k] as number;
  }
  let z = 0;
  for (let k = 0; k < K; k++) z += s[k] = Math.exp((s[k] as number) - max);
  for (let k = 0; k < K; k++) s[k] = (s[k] as number) / z;
  return s;
}

export interface SerializedNaiveBayes {
  logNorm: number[];
  /** Per stored entry: feature index, type index, gain in thousandths — uint16 triples, base64. */
  entries: string;
}

export function serializeNaiveBayes(nb: NaiveBayes): SerializedNaiveBayes {
  const V = nb.start.length - 1;
  if (V > 0xffff) throw new Error(`naive Bayes stores feature indices as uint16; ${V} features`);
  const out = new Uint16Array(nb.types.length * 3);
  for (let f = 0; f < V; f++) {
    for (let e = nb.start[f] as number; e < (nb.start[f + 1] as number); e++) {
      out[e * 3] = f;
      out[e * 3 + 1] = nb.types[e] as number;
      out[e * 3 + 2] = Math.round((nb.gains[e] as number) * GAIN_SCALE);
    }
  }
  return { logNorm: [...nb.logNorm], entries: Buffer.from(out.buffer).toString('base64') };
}

export function deserializeNaiveBayes(json: SerializedNaiveBayes, V: number): NaiveBayes {
  const buf = Buffer.from(json.entries, 'base64');
  const raw = new Uint16Array(buf.buffer.slice(buf.byteOffset, buf.byteOffset + buf.length));
  const n = raw.length / 3;
  const start = new Uint32Array(V + 1);
  const types = new Uint16Array(n);
  const gains = new Float32Array(n);
  for (let e = 0; e < n; e++) {
    start[(raw[e * 3] as number) + 1] = (start[(raw[e * 3] as number) + 1] as number) + 1;
    types[e] = raw[e * 3 + 1] as number;
    gains[e] = (raw[e * 3 + 2] as number) / GAIN_SCALE;
  }
  for (let i = 0; i < V; i++) start[i + 1] = (start[i + 1] as number) + (start[i] as number);
  return { start, types, gains, logNorm: Float64Array.from(json.logNorm) };
}
