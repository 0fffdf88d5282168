import { understand } from '../../understanding';
import { decodeInt8Weights, encodeInt8Weights } from '../../understanding/int8-weights';
import { features } from '../../understanding/features';
import { deserializeNaiveBayes, scoreNaiveBayes, serializeNaiveBayes, trainNaiveBayes, type NaiveBayes, type SerializedNaiveBayes } from '../../understanding/naive-bayes';
import { createHash } from 'node:crypto';
import { buildRows, trainSoftmax } from '../../understanding/softmax-sgd';
import type { PlanKind } from './plan-context';
import type { RoleFamily } from '../../understanding/target-role';

/**
 * A learned reader of the plan kind, trained on the labelled practice requests
 * (tests/corpora/practice/plan-requests*.ts) with the understanding layer's learner: softmax SGD
 * with a naive Bayes mixed in, over the request's features plus what the understanding layer reads
 * (situation type and category, the people's roles). "ask" is a class of its own: a request that
 * does not say what to rehearse.
 */
export const ASK = 'ask';
export type PlanLabel = PlanKind | typeof ASK;

export interface LabelledRequest {
  text: string;
  label: PlanLabel;
}

/** The understanding layer's reading counts like a synonym group (features.ts CONCEPT_WEIGHT). */
const UNDERSTOOD_WEIGHT = 2;
const NB_WEIGHT = 0.15;
const MIN_FEATURE_COUNT = 2;
export const PLAN_TRAINING = { epochs: 40, learningRate: 0.5, l2: 5e-3, dropout: 0.4 };

/** The request's features and the understanding layer's reading of it. */
export function requestFeatures(text: string): Record<string, number> {
  const out = features(text);
  const u = understand(text);
  if (u.type) out[`U:${u.type}`] = UNDERSTOOD_WEIGHT * Math.max(0.25, u.confidence);
  out[`UC:${u.category}`] = UNDERSTOOD_WEIGHT / 2;
  for (const p of u.people) if (p.role) out[`R:${p.role}`] = UNDERSTOOD_WEIGHT / 2;
  return out;
}

export interface PlanKindModel {
  labels: readonly PlanLabel[];
  index: Map<string, number>;
  weights: Float32Array;
  biases: Float32Array;
  nb: NaiveBayes;
}

export function trainPlanKind(examples: readonly LabelledRequest[]): PlanKindModel {
  const labels = [...new Set(examples.map((e) => e.label))].sort();
  const labelIndex = new Map(labels.map((l, i) => [l, i]));
  const featureSets = examples.map((e) => Object.entries(requestFeatures(e.text)));
  const { rows, vocab } = buildRows(
    featureSets,
    ([f]) => f,
    ([, v]) => v,
    MIN_FEATURE_COUNT,
    (n) => ({ y: labelIndex.get((examples[n] as LabelledRequest).label) as number }),
  );
  const { weights, biases } = trainSoftmax(rows, labels.length, vocab.size, PLAN_TRAINING);
  return { labels, index: vocab, weights, biases, nb: trainNaiveBayes(rows, labels.length, vocab.size) };
}

/** Every label with its probability, best first. */
export function rankPlanKinds(model: PlanKindModel, text: string, precomputed?: Record<string, number>): { label: PlanLabel; p: number }[] {
  const active: number[] = [];
  const values: number[] = [];
  for (const [f, v] of Object.entries(precomputed ?? requestFeatures(text))) {
    const i = model.index.get(f);
    if (i !== undefined) {
      active.push(i);
      values.push(v);
    }
  }
  const K = model.labels.length;
  const V = model.index.size;
  const scale = 1 / Math.sqrt(Math.max(1, values.reduce((a, v) => a + v * v, 0)));
  const sums = model.labels.map((_, k) => {
    let s = model.biases[k] as number;
    for (let j = 0; j < active.length; j++) s += (model.weights[k * V + (active[j] as number)] as number) * (values[j] as number) * scale;
    return s;
  });
  const max = Math.max(...sums);
  const exps = sums.map((s) => Math.exp(s - max));
  const z = exps.reduce((a, b) => a + b, 0);
  const nb = scoreNaiveBayes(model.nb, active, values);
  return model.labels
    .map((label, k) => ({ label, p: (1 - NB_WEIGHT) * ((exps[k] as number) / z) + NB_WEIGHT * (nb[k] as number) }))
    .sort((a, b) => b.p - a.p);
}

/**
 * What decided the patterns' plan: several people and no pick (they ask which), who does what
 * (plan-direction.ts), a goal cue ("ask … out", "more time"; plan-kind.ts), or only the person
 * named (the situation scorer, the understanding layer's mapping) — or nothing (they ask).
 */
export type PatternBasis = 'several' | 'direction' | 'cue' | 'person' | 'none';

/** Whom each plan kind is with, as the understanding layer's role families; plans with someone not yet known (a crush, a date) have none. */
const PLAN_FAMILIES: Partial<Record<PlanLabel, readonly RoleFamily[]>> = {
  'ex-apology': ['ex'],
  'ex-reconnect': ['ex'],
  'partner-repair': ['partner'],
  'friend-make': ['friend'],
  'friend-reconnect': ['friend'],
  'friend-repair': ['friend'],
  roommate: ['roommate'],
  landlord: ['landlord'],
  neighbour: ['neighbour'],
  raise: ['manager'],
  extension: ['manager', 'teacher'],
  colleague: ['peer'],
  customer: ['customer'],
  'parent-to-teacher': ['teacher'],
  'teacher-to-parent': ['parent'],
  'family-repair': ['parent', 'sibling', 'child', 'relative'],
};

/** The learned reader's best plan must lead its next by this much to be taken; closer, the coach asks (a question costs less than a wrong plan). */
export const ASK_MARGIN = 0.1;

/**
 * The patterns' plan and the learned reader's ranking, combined. Several people with no pick, who
 * does what and a goal cue stand: word order and stated goals the learned reader's bag of features
 * cannot see, and on short plain requests ("I want to plan a first date") it can be sure and
 * wrong. A plan read only from the person named stands when the learned reader's best plan is the
 * same; otherwise, as when the patterns asked, the learned reader's best plan is taken when it
 * leads the next by ASK_MARGIN, else the coach asks: where the two disagree and neither is sure,
 * a question. Chosen on requests written after the patterns and leave-one-set-out
 * (bench/README.md "Learned plan kind").
 */
export function combinePlanKinds(
  pattern: PlanLabel,
  basis: PatternBasis,
  ranked: readonly { label: PlanLabel; p: number }[],
  target: RoleFamily | null = null,
): PlanLabel {
  if (basis === 'several' || basis === 'direction' || basis === 'cue') return pattern;
  const [best, next] = ranked;
  if (!best || best.label === pattern) return pattern;
  // The learned plan is about someone the request is not about (a partner's repair when the message
  // is about a friend): words it shares with that kind's stories ("hurt", "fight"), not the person.
  if (basis === 'person' && target && PLAN_FAMILIES[pattern]?.includes(target) && !PLAN_FAMILIES[best.label]?.includes(target)) return pattern;
  return best.p - (next?.p ?? 0) >= ASK_MARGIN ? best.label : ASK;
}

export interface SerializedPlanKindModel {
  /** Hash of the requests, their features and the training settings (a test checks it). */
  hash: string;
  labels: PlanLabel[];
  features: string[];
  /** Per label: scale of its int8 weights. */
  scales: number[];
  biases: number[];
  /** labels × features int8 weights, row-major, base64. */
  weights: string;
  nb: SerializedNaiveBayes;
}

/** Identifies what a model was trained from: each request, its label and features (the understanding layer's reading included), the settings. */
export function planKindHash(examples: readonly LabelledRequest[]): string {
  const h = createHash('sha256');
  h.update(`${JSON.stringify(PLAN_TRAINING)} ${NB_WEIGHT} ${MIN_FEATURE_COUNT}\n`);
  for (const e of examples) {
    const f = Object.entries(requestFeatures(e.text)).map(([k, v]) => `${k}=${v.toFixed(3)}`);
    h.update(`${e.label}\u0001${e.text}\u0001${f.join(' ')}\n`);
  }
  return h.digest('hex').slice(0, 16);
}

export function serializePlanKind(model: PlanKindModel, hash: string): SerializedPlanKindModel {
  const V = model.index.size;
  const { scales, weights } = encodeInt8Weights(model.labels.length, V, (k, i) => model.weights[k * V + i] as number);
  return { hash, labels: [...model.labels], features: [...model.index.keys()], scales, biases: [...model.biases], weights, nb: serializeNaiveBayes(model.nb) };
}

export function deserializePlanKind(json: SerializedPlanKindModel): PlanKindModel {
  const V = json.features.length;
  const weights = decodeInt8Weights(json, V);
  return { labels: json.labels, index: new Map(json.features.map((f, i) => [f, i])), weights, biases: Float32Array.from(json.biases), nb: deserializeNaiveBayes(json.nb, V) };
}
