import { createHash } from 'node:crypto';
import { featureList, LEARNED_CLASSES, RedFlagClassifier, type SerializedRedFlagModel } from './red-flag-model';
import { canonical, type RedFlagKind } from './red-flags';

/**
 * Training of the learned red-flag signal (build time only: scripts/train-red-flags.ts and the
 * measurements in bench/practice.ts). Deterministic SGD on a softmax, as the understanding
 * classifier: the same lines always give the same model.
 */
export interface LearningLine {
  text: string;
  kind: RedFlagKind | null;
  /** How much the line counts in training (advisor requests, another register, count less). */
  weight?: number;
}

export interface LearningOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
}

/** A feature seen in a single training line is noise to the model and weight in the JSON. */
const MIN_FEATURE_COUNT = 2;

export function trainRedFlags(lines: readonly LearningLine[], threshold: number, options: LearningOptions = {}): RedFlagClassifier {
  const { epochs = 30, learningRate = 0.5, l2 = 1e-3 } = options;
  const K = LEARNED_CLASSES.length;
  const featureSets = lines.map((l) => featureList(canonical(l.text)).features);
  const seen = new Map<string, number>();
  for (const list of featureSets) for (const f of list) seen.set(f.name, (seen.get(f.name) ?? 0) + 1);
  const vocab = new Map<string, number>();
  const rows = lines.map((l, n) => {
    const kept = (featureSets[n] as ReturnType<typeof featureList>['features']).filter((f) => (seen.get(f.name) as number) >= MIN_FEATURE_COUNT);
    const ids = kept.map((f) => {
      let i = vocab.get(f.name);
      if (i === undefined) vocab.set(f.name, (i = vocab.size));
      return i;
    });
    const xs = kept.map((f) => f.value);
    const y = l.kind === null ? 0 : LEARNED_CLASSES.indexOf(l.kind);
    return { ids, xs, y, weight: l.weight ?? 1, scale: 1 / Math.sqrt(Math.max(1, xs.reduce((a, v) => a + v * v, 0))) };
  });
  const V = vocab.size;
  const weights = new Float32Array(K * V);
  const biases = new Float32Array(K);
  const p = new Float64Array(K);
  for (let epoch = 0; epoch < epochs; epoch++) {
    const lr = learningRate / (1 + epoch * 0.1);
    for (let n = 0; n < rows.length; n++) {
      // A fixed stride walks the rows in a different order each epoch without a random source.
      const { ids, xs, y, weight, scale } = rows[(n * 7919 + epoch * 31) % rows.length] as (typeof rows)[number];
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
  return new RedFlagClassifier([...LEARNED_CLASSES], [...vocab.keys()], weights, biases, threshold);
}

export function serializeRedFlagModel(model: RedFlagClassifier, hash: string): SerializedRedFlagModel {
  const inner = model as unknown as { byFeature: Float32Array; biases: Float32Array; index: Map<string, number>; K: number };
  const K = inner.K;
  const n = inner.index.size;
  const q = new Int8Array(K * n);
  const scales = model.classes.map((_, k) => {
    let max = 0;
    for (let i = 0; i < n; i++) max = Math.max(max, Math.abs(inner.byFeature[i * K + k] as number));
    const scale = max / 127 || 1;
    for (let i = 0; i < n; i++) q[k * n + i] = Math.round((inner.byFeature[i * K + k] as number) / scale);
    return scale;
  });
  return {
    hash,
    threshold: model.threshold,
    classes: [...model.classes],
    features: [...inner.index.keys()],
    scales,
    biases: [...inner.biases],
    weights: Buffer.from(q.buffer).toString('base64'),
  };
}

/** Identifies what a model was trained from: every line, its label and weight, and its features. */
export function learningHash(lines: readonly LearningLine[], options: object): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(options));
  for (const l of lines) h.update(`${l.kind}\u0001${l.weight ?? 1}\u0001${l.text}\u0001${featureList(canonical(l.text)).features.map((f) => f.name).join(' ')}\n`);
  return h.digest('hex').slice(0, 16);
}
