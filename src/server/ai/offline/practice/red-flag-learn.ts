import { createHash } from 'node:crypto';
import { encodeInt8Weights } from '../../understanding/int8-weights';
import { featureList, LEARNED_CLASSES, RedFlagClassifier, type Feature, type SerializedRedFlagModel } from './red-flag-model';
import { canonical, type RedFlagKind } from './red-flags';
import { buildRows, trainSoftmax } from '../../understanding/softmax-sgd';

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

/** A line's features, computed once per process: cross-validation trains on the same lines dozens of times. */
const featureMemo = new Map<string, Feature[]>();
function trainingFeatures(text: string): Feature[] {
  let features = featureMemo.get(text);
  if (!features) {
    features = featureList(canonical(text)).features;
    featureMemo.set(text, features);
  }
  return features;
}

export function trainRedFlags(lines: readonly LearningLine[], threshold: number, options: LearningOptions = {}, namedThreshold = threshold): RedFlagClassifier {
  const { epochs = 30, learningRate = 0.5, l2 = 1e-3 } = options;
  const K = LEARNED_CLASSES.length;
  const featureSets = lines.map((l) => trainingFeatures(l.text));
  const { rows, vocab } = buildRows(
    featureSets,
    (f) => f.name,
    (f) => f.value,
    MIN_FEATURE_COUNT,
    (n) => {
      const l = lines[n] as LearningLine;
      return { y: l.kind === null ? 0 : LEARNED_CLASSES.indexOf(l.kind), weight: l.weight ?? 1 };
    },
  );
  const { weights, biases } = trainSoftmax(rows, K, vocab.size, { epochs, learningRate, l2 });
  return new RedFlagClassifier([...LEARNED_CLASSES], [...vocab.keys()], weights, biases, threshold, namedThreshold);
}

export function serializeRedFlagModel(model: RedFlagClassifier, hash: string): SerializedRedFlagModel {
  const inner = model as unknown as { byFeature: Float32Array; biases: Float32Array; index: Map<string, number>; K: number };
  const K = inner.K;
  const n = inner.index.size;
  // Stored class-major like the other models; the classifier keeps its weights feature-major.
  const { scales, weights } = encodeInt8Weights(model.classes.length, n, (k, i) => inner.byFeature[i * K + k] as number);
  return {
    hash,
    threshold: model.threshold,
    namedThreshold: model.namedThreshold,
    classes: [...model.classes],
    features: [...inner.index.keys()],
    scales,
    biases: [...inner.biases],
    weights,
  };
}

/** Identifies what a model was trained from: every line, its label and weight, and its features. */
export function learningHash(lines: readonly LearningLine[], options: object): string {
  const h = createHash('sha256');
  h.update(JSON.stringify(options));
  for (const l of lines) h.update(`${l.kind}\u0001${l.weight ?? 1}\u0001${l.text}\u0001${featureList(canonical(l.text)).features.map((f) => f.name).join(' ')}\n`);
  return h.digest('hex').slice(0, 16);
}
