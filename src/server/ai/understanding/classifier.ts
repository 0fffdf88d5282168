import { features } from './features';
import { decodeInt8Weights, encodeInt8Weights } from './int8-weights';
import { deserializeNaiveBayes, scoreNaiveBayes, serializeNaiveBayes, trainNaiveBayes, type NaiveBayes, type SerializedNaiveBayes } from './naive-bayes';
import { buildRows, trainSoftmax } from './softmax-sgd';

/**
 * Situation-type classifier: multinomial logistic regression (softmax) over the message's features,
 * trained by SGD with L2 and input dropout. Chosen over nlp.js's NeuralNetwork by measurement (docs/decisions.md):
 * higher cross-validated accuracy, and real probabilities to base confidence on (nlp.js's
 * one-vs-rest perceptrons clip most outputs to 0 on unseen phrasings). Training runs at build time
 * (scripts/train-understanding.ts → model.json, int8-quantised); scoring is a sparse dot product.
 * A naive Bayes over the same features is mixed into the probabilities (naive-bayes.ts).
 */
export interface TrainingExample {
  text: string;
  type: string;
}

export interface SerializedModel {
  /** Hash of the corpus and feature version it was trained on (checked by a test). */
  hash: string;
  features: string[];
  types: string[];
  /** Per type: scale for its int8 weights, and its bias. */
  scales: number[];
  biases: number[];
  /** types.length × features.length int8 weights, row-major, base64. */
  weights: string;
  nb: SerializedNaiveBayes;
}

/** Share of naive Bayes in the mixed probabilities (cross-validated among 0.1, 0.15, 0.2 and 0.25). */
const NB_WEIGHT = 0.15;

export interface TypeScoreRaw {
  type: string;
  score: number;
}

export class SituationClassifier {
  private readonly index: Map<string, number>;
  /** The weights feature-major (a feature's weight for every type side by side): scoring reads one short run per active feature. */
  private readonly byFeature: Float32Array;
  constructor(
    readonly types: readonly string[],
    featureNames: readonly string[],
    private readonly weights: Float32Array,
    private readonly biases: Float32Array,
    private readonly nb: NaiveBayes,
  ) {
    this.index = new Map(featureNames.map((f, i) => [f, i]));
    const K = types.length;
    const n = featureNames.length;
    this.byFeature = new Float32Array(K * n);
    for (let k = 0; k < K; k++) for (let i = 0; i < n; i++) this.byFeature[i * K + k] = weights[k * n + i] as number;
  }

  get featureCount(): number {
    return this.index.size;
  }

  /** All types with their probability, best first. */
  rank(text: string): TypeScoreRaw[] {
    const active: number[] = [];
    const values: number[] = [];
    for (const [f, v] of Object.entries(features(text))) {
      const i = this.index.get(f);
      if (i !== undefined) {
        active.push(i);
        values.push(v);
      }
    }
    const K = this.types.length;
    const scale = 1 / Math.sqrt(Math.max(1, values.reduce((a, v) => a + v * v, 0)));
    const dot = new Float64Array(K);
    for (let j = 0; j < active.length; j++) {
      const base = (active[j] as number) * K;
      const v = values[j] as number;
      for (let k = 0; k < K; k++) dot[k] = (dot[k] as number) + (this.byFeature[base + k] as number) * v;
    }
    const sums = this.types.map((_, k) => (this.biases[k] as number) + (dot[k] as number) * scale);
    const max = Math.max(...sums);
    const exps = sums.map((s) => Math.exp(s - max));
    const z = exps.reduce((a, b) => a + b, 0);
    const nb = scoreNaiveBayes(this.nb, active, values);
    return this.types
      .map((type, k) => ({ type, score: (1 - NB_WEIGHT) * ((exps[k] as number) / z) + NB_WEIGHT * (nb[k] as number) }))
      .sort((a, b) => b.score - a.score);
  }
}

export interface TrainingOptions {
  epochs?: number;
  learningRate?: number;
  l2?: number;
  dropout?: number;
}

/**
 * Input dropout 0.2 with a lighter L2 and 40 epochs: cross-validated 87.6% → 88.6% (dropout 0.1–0.3 all
 * gained 0.6–1.0 points; the same L2 and epochs without dropout did not; docs/decisions.md).
 * Part of the model hash: changing them marks model.json stale.
 */
export const TRAINING_DEFAULTS: Required<TrainingOptions> = { epochs: 40, learningRate: 0.5, l2: 7e-4, dropout: 0.2 };

/** A feature seen in a single training message is noise to the model and weight in model.json (cross-validated: same accuracy). */
const MIN_FEATURE_COUNT = 2;

/** Deterministic SGD: the same corpus always gives the same model. */
export function train(examples: readonly TrainingExample[], options: TrainingOptions = {}): SituationClassifier {
  const { epochs, learningRate, l2, dropout } = { ...TRAINING_DEFAULTS, ...options };
  const types = [...new Set(examples.map((e) => e.type))].sort();
  const typeIndex = new Map(types.map((t, i) => [t, i]));
  const featureSets = examples.map((e) => Object.entries(features(e.text, false)));
  const { rows, vocab } = buildRows(
    featureSets,
    ([f]) => f,
    ([, v]) => v,
    MIN_FEATURE_COUNT,
    (n) => ({ y: typeIndex.get((examples[n] as TrainingExample).type) as number }),
  );
  const K = types.length;
  const V = vocab.size;
  const { weights, biases } = trainSoftmax(rows, K, V, { epochs, learningRate, l2, dropout });
  return new SituationClassifier(types, [...vocab.keys()], weights, biases, trainNaiveBayes(rows, K, V));
}

export function serialize(model: SituationClassifier, hash: string): SerializedModel {
  const { types } = model;
  const inner = model as unknown as { weights: Float32Array; biases: Float32Array; index: Map<string, number>; nb: NaiveBayes };
  const n = inner.index.size;
  const { scales, weights } = encodeInt8Weights(types.length, n, (k, i) => inner.weights[k * n + i] as number);
  return {
    hash,
    features: [...inner.index.keys()],
    types: [...types],
    scales,
    biases: [...inner.biases],
    weights,
    nb: serializeNaiveBayes(inner.nb),
  };
}

export function deserialize(json: SerializedModel): SituationClassifier {
  const n = json.features.length;
  const weights = decodeInt8Weights(json, n);
  return new SituationClassifier(json.types, json.features, weights, Float32Array.from(json.biases), deserializeNaiveBayes(json.nb, n));
}
