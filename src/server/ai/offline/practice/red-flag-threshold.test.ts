import { describe, expect, test } from 'bun:test';
import { foldsOf, namedThresholdFor, smoothQuantile, thresholdFor, type Scored } from '../../../../../tests/helpers/red-flag-learning';
import modelJson from './red-flag-model.json';

/** Good practice lines with these out-of-fold scores (the model's kind: threat). */
const good = (risks: readonly number[], set = 'main'): Scored[] => risks.map((risk) => ({ line: { text: '', kind: null, set }, rule: false, risk, kind: 'threat' }));
/** n scores spread evenly over [0, 1). */
const even = (n: number, shift = 0) => Array.from({ length: n }, (_, i) => (i + 0.5 + shift) / n);

describe('the learned signal\'s threshold is chosen steadily (scripts/train-red-flags.ts)', () => {
  test('folds: seed 0 keeps line n in fold n mod k; another seed deals a fixed, balanced shuffle', () => {
    expect(foldsOf(12, 5, 0)).toEqual([0, 1, 2, 3, 4, 0, 1, 2, 3, 4, 0, 1]);
    const a = foldsOf(1000, 5, 1);
    expect(foldsOf(1000, 5, 1)).toEqual(a);
    expect(a).not.toEqual(foldsOf(1000, 5, 0));
    expect(a).not.toEqual(foldsOf(1000, 5, 2));
    for (let f = 0; f < 5; f++) expect(a.filter((x) => x === f)).toHaveLength(200);
  });

  test('the smoothed quantile is the quantile on an even spread and moves little when a few values change', () => {
    const values = even(1400);
    expect(smoothQuantile(values, 0.985)).toBeCloseTo(0.985, 2);
    // A sparse tail, as the good lines' scores have: 1,380 low values, 20 spread over 0.6–0.9.
    const sparse = [...even(1380).map((x) => x / 2), ...Array.from({ length: 20 }, (_, i) => 0.6 + (i * 0.3) / 19)];
    // Eight new high values move the single order statistic across the gap…
    const grown = [...sparse, ...Array(8).fill(0.7)];
    const order = (xs: number[]) => [...xs].sort((x, y) => y - x)[Math.floor(xs.length * 0.015)] as number;
    const jump = Math.abs(order(grown) - order(sparse));
    expect(jump).toBeGreaterThan(0.1);
    // …(0.50 → 0.69) and the smoothed one by less (0.56 → 0.67): it weighs every rank near the quantile.
    expect(Math.abs(smoothQuantile(grown, 0.985) - smoothQuantile(sparse, 0.985))).toBeLessThan(jump * 0.75);
  });

  test('the threshold keeps false alarms on good practice lines at the target; advisor requests and flags do not count', () => {
    const scored = [...good(even(1000)), ...good(Array(500).fill(0.99), 'advisor'), { line: { text: '', kind: 'threat' as const, set: 'main' }, rule: false, risk: 0.2, kind: 'threat' }];
    const threshold = thresholdFor(scored);
    expect(threshold).toBeGreaterThan(0.98);
    expect(threshold).toBeLessThanOrEqual(0.99);
    const alarms = scored.filter((s) => s.line.kind === null && s.line.set !== 'advisor' && s.risk >= threshold).length;
    expect(alarms / 1000).toBeLessThanOrEqual(0.016);
  });

  test('pooled splits: the threshold of several splits lies between what each alone would choose', () => {
    const splits = [good(even(1000)), good(even(1000, 3)), good(even(1000, -3))];
    const each = splits.map((s) => thresholdFor(s));
    const pooled = thresholdFor(splits.flat());
    expect(pooled).toBeGreaterThanOrEqual(Math.min(...each));
    expect(pooled).toBeLessThanOrEqual(Math.max(...each));
  });

  test('the named-kind threshold counts lines a rule or the main threshold flags anyway, and never exceeds the main one', () => {
    const scored = good(even(1000));
    const main = thresholdFor(scored);
    // At a 3% budget (the committed one is NAMED_TARGET_FALSE_ALARMS).
    const named = namedThresholdFor(scored, main, 0.03);
    expect(named).toBeLessThan(main);
    expect(named).toBeCloseTo(0.97, 2);
    // A rule already flagging 3% of the good lines leaves no room below the main threshold.
    const ruled = scored.map((s, n) => (n < 30 ? { ...s, rule: true } : s));
    expect(namedThresholdFor(ruled, main, 0.03)).toBe(main);
  });

  test('the committed model stores thresholds chosen this way (main above the named one)', () => {
    expect(modelJson.threshold).toBeGreaterThan(modelJson.namedThreshold);
    expect(modelJson.namedThreshold).toBeGreaterThan(0.4);
  });
});
