import { trainRedFlags, type LearningLine, type LearningOptions } from '../../src/server/ai/offline/practice/red-flag-learn';
import { findRuleFlags, learnedReading } from '../../src/server/ai/offline/practice/red-flags';
import { RED_FLAG_SETS, type LabelledLine } from './red-flag-sets';

/**
 * How the learned red-flag signal is trained and measured: which lines it learns from, k-fold
 * cross-validation over the pooled sets, leave-one-set-out, and the threshold rule (the lowest
 * P(red flag) that keeps false alarms on out-of-fold good lines within the target).
 */

/** Advisor requests are another register (said to an advisor, not to the other person): they count half. */
export const ADVISOR_WEIGHT = 0.5;
export const LEARNING_OPTIONS: LearningOptions = { epochs: 30, learningRate: 0.5, l2: 1e-3 };
/** The false-alarm rate on good practice lines the threshold is chosen to keep (the issue allows 3%; 1.5% measured best by leave-one-set-out, docs/decisions.md). */
export const TARGET_FALSE_ALARMS = 0.015;

/**
 * The false-alarm budget of the lower threshold that applies where the practice's failure condition
 * names the model's kind, for everything the line reading then flags: 2.5%, under the 3%.
 * At 3% the pooled out-of-fold rate sat on the limit (2.98%) and good lines played in named practices
 * ran at 1.3–6.1% on the dev sets; 2% cost more catches for no fewer false plays (docs/decisions.md).
 */
export const NAMED_TARGET_FALSE_ALARMS = 0.025;

export const asLearning = (l: LabelledLine): LearningLine => ({ text: l.text, kind: l.kind, weight: l.set === 'advisor' ? ADVISOR_WEIGHT : 1 });

export interface Scored {
  line: LabelledLine;
  rule: boolean;
  risk: number;
  kind: string;
}

/**
 * The fold of each line: with seed 0, line n is in fold n mod k (the order of the sets is fixed, so
 * folds are); another seed deals the lines into folds by a fixed shuffle (mulberry32), so repeated
 * cross-validation sees other splits and the same seed always gives the same split.
 */
export function foldsOf(count: number, k: number, seed: number): number[] {
  const order = Array.from({ length: count }, (_, n) => n);
  if (seed !== 0) {
    let state = seed >>> 0;
    const random = () => {
      state = (state + 0x6d2b79f5) >>> 0;
      let t = state;
      t = Math.imul(t ^ (t >>> 15), t | 1);
      t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    for (let n = count - 1; n > 0; n--) {
      const m = Math.floor(random() * (n + 1));
      [order[n], order[m]] = [order[m] as number, order[n] as number];
    }
  }
  const folds = new Array<number>(count);
  order.forEach((line, position) => (folds[line] = position % k));
  return folds;
}

/** Out-of-fold scores over one split (`foldsOf`: seed 0 is line n in fold n mod k). */
export function crossValidated(lines: readonly LabelledLine[], k = 5, options = LEARNING_OPTIONS, seed = 0): Scored[] {
  const out: Scored[] = new Array(lines.length);
  const folds = foldsOf(lines.length, k, seed);
  for (let f = 0; f < k; f++) {
    const model = trainRedFlags(lines.filter((_, n) => folds[n] !== f).map(asLearning), 1, options);
    lines.forEach((line, n) => {
      if (folds[n] !== f) return;
      const reading = learnedReading(line.text, model);
      out[n] = { line, rule: findRuleFlags(line.text).length > 0, risk: reading.risk, kind: reading.kind };
    });
  }
  return out;
}

/**
 * The splits the thresholds are chosen over: out-of-fold scores of 5-fold cross-validation repeated
 * with these fold seeds, pooled. One split's threshold is an extreme order statistic of ~1,400
 * good lines scored by five models; it moved by up to 0.06 when a few lines were added (they deal
 * every later line into another fold). Pooling three splits and a smoothed quantile keeps it within
 * about ±0.01 (docs/decisions.md "A steady threshold").
 */
export const CV_SEEDS: readonly number[] = [0, 1, 2];

/** Out-of-fold scores of each split (`seeds`), in the order of the seeds. */
export function repeatedCrossValidated(lines: readonly LabelledLine[], seeds: readonly number[] = CV_SEEDS, k = 5, options = LEARNING_OPTIONS): Scored[][] {
  return seeds.map((seed) => crossValidated(lines, k, options, seed));
}

/**
 * The Harrell–Davis estimate of the p-quantile: a weighted mean of every order statistic, with
 * Beta((n+1)p, (n+1)(1−p)) weights, instead of the one order statistic at p. Near the tail it moves
 * smoothly when a few values change; the weights are the Beta density at each rank's midpoint
 * (accurate for the hundreds of values it is used on).
 */
export function smoothQuantile(values: readonly number[], p: number): number {
  const x = [...values].sort((a, b) => a - b);
  const n = x.length;
  if (n === 0) return 0;
  const a = p * (n + 1);
  const b = (1 - p) * (n + 1);
  const logWeights = x.map((_, i) => {
    const u = (i + 0.5) / n;
    return (a - 1) * Math.log(u) + (b - 1) * Math.log(1 - u);
  });
  const top = Math.max(...logWeights);
  let sum = 0;
  let total = 0;
  x.forEach((v, i) => {
    const w = Math.exp((logWeights[i] as number) - top);
    sum += w * v;
    total += w;
  });
  return sum / total;
}

const roundUp = (x: number) => Math.min(1, Math.ceil((x + 1e-9) * 1000) / 1000);
const goodPractice = (scored: readonly Scored[]) => scored.filter((s) => s.line.kind === null && s.line.set !== 'advisor');

/**
 * The threshold whose false alarms on out-of-fold good practice lines (not advisor requests) are
 * `target`: the smoothed (1 − target)-quantile of their P(red flag), over every split given (pooled).
 */
export function thresholdFor(scored: readonly Scored[], target = TARGET_FALSE_ALARMS): number {
  return roundUp(smoothQuantile(goodPractice(scored).map((s) => s.risk), 1 - target));
}

/**
 * The lower threshold for the kinds a failure condition names such that good practice lines flagged
 * at all — by a rule, at the main threshold, or at this one — are `target` when the condition names
 * every kind (the worst case, so the budget holds for any condition): the smoothed (1 − target)-
 * quantile of what each good line would need (1 when a rule or the main threshold flags it anyway,
 * 0 when the model reads no kind). Never above the main threshold.
 */
export function namedThresholdFor(scored: readonly Scored[], main: number, target = NAMED_TARGET_FALSE_ALARMS): number {
  const need = goodPractice(scored).map((s) => (s.rule || s.risk >= main ? 1 : s.kind === 'none' ? 0 : s.risk));
  return Math.min(main, roundUp(smoothQuantile(need, 1 - target)));
}

/** Good practice lines flagged with these kinds named (rule, main threshold, or the named one on a named kind). */
export function namedAlarms(scored: readonly Scored[], main: number, named: number, kinds: ReadonlySet<string>): { alarms: number; good: number } {
  const good = scored.filter((s) => s.line.kind === null && s.line.set !== 'advisor');
  return { alarms: good.filter((s) => s.rule || s.risk >= main || (s.risk >= named && kinds.has(s.kind))).length, good: good.length };
}

export interface SetFigures {
  flags: number;
  good: number;
  rules: { caught: number; alarms: number };
  learned: { caught: number; alarms: number };
  combined: { caught: number; alarms: number; rightKind: number };
}

export function figures(scored: readonly Scored[], threshold: number): SetFigures {
  const flags = scored.filter((s) => s.line.kind !== null);
  const good = scored.filter((s) => s.line.kind === null);
  const learned = (s: Scored) => s.risk >= threshold;
  return {
    flags: flags.length,
    good: good.length,
    rules: { caught: flags.filter((s) => s.rule).length, alarms: good.filter((s) => s.rule).length },
    learned: { caught: flags.filter(learned).length, alarms: good.filter(learned).length },
    combined: {
      caught: flags.filter((s) => s.rule || learned(s)).length,
      alarms: good.filter((s) => s.rule || learned(s)).length,
      rightKind: flags.filter((s) => !s.rule && learned(s) && s.kind === s.line.kind).length,
    },
  };
}

/** Train on every set but `set` (threshold by cross-validation on those), score `set` once. */
export function leaveOneSetOut(set: string, all: readonly LabelledLine[] = RED_FLAG_SETS, target = TARGET_FALSE_ALARMS): { threshold: number; figures: SetFigures } {
  const rest = all.filter((l) => l.set !== set);
  const threshold = thresholdFor(crossValidated(rest), target);
  const model = trainRedFlags(rest.map(asLearning), threshold, LEARNING_OPTIONS);
  const scored = all
    .filter((l) => l.set === set)
    .map((line): Scored => {
      const reading = learnedReading(line.text, model);
      return { line, rule: findRuleFlags(line.text).length > 0, risk: reading.risk, kind: reading.kind };
    });
  return { threshold, figures: figures(scored, threshold) };
}
