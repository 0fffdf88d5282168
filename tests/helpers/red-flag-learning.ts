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
 * names the model's kind: the 3% on good lines, for everything the line reading then flags.
 */
export const NAMED_TARGET_FALSE_ALARMS = 0.03;

export const asLearning = (l: LabelledLine): LearningLine => ({ text: l.text, kind: l.kind, weight: l.set === 'advisor' ? ADVISOR_WEIGHT : 1 });

export interface Scored {
  line: LabelledLine;
  rule: boolean;
  risk: number;
  kind: string;
}

/** Out-of-fold scores: line n is in fold n mod k (the order of the sets is fixed, so folds are). */
export function crossValidated(lines: readonly LabelledLine[], k = 5, options = LEARNING_OPTIONS): Scored[] {
  const out: Scored[] = new Array(lines.length);
  for (let f = 0; f < k; f++) {
    const model = trainRedFlags(lines.filter((_, n) => n % k !== f).map(asLearning), 1, options);
    lines.forEach((line, n) => {
      if (n % k !== f) return;
      const reading = learnedReading(line.text, model);
      out[n] = { line, rule: findRuleFlags(line.text).length > 0, risk: reading.risk, kind: reading.kind };
    });
  }
  return out;
}

/** The lowest threshold whose false alarms on good practice lines (not advisor requests) stay ≤ target. */
export function thresholdFor(scored: readonly Scored[], target = TARGET_FALSE_ALARMS): number {
  const good = scored.filter((s) => s.line.kind === null && s.line.set !== 'advisor').map((s) => s.risk).sort((a, b) => b - a);
  const allowed = Math.floor(good.length * target);
  // Just above the (allowed+1)-th highest good score, rounded up to 3 decimals.
  return Math.min(1, Math.ceil(((good[allowed] ?? 0) + 1e-9) * 1000) / 1000);
}

/**
 * The lowest threshold for the kinds a failure condition names such that good practice lines flagged
 * at all — by a rule, at the main threshold, or at this one — stay ≤ target when the condition names
 * every kind (the worst case, so the budget holds for any condition). Never above the main threshold.
 */
export function namedThresholdFor(scored: readonly Scored[], main: number, target = NAMED_TARGET_FALSE_ALARMS): number {
  const good = scored.filter((s) => s.line.kind === null && s.line.set !== 'advisor');
  const already = good.filter((s) => s.rule || s.risk >= main).length;
  const rest = good.filter((s) => !s.rule && s.risk < main && s.kind !== 'none').map((s) => s.risk).sort((a, b) => b - a);
  const allowed = Math.floor(good.length * target) - already;
  if (allowed < 0) return main;
  return Math.min(main, Math.ceil(((rest[allowed] ?? 0) + 1e-9) * 1000) / 1000);
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
