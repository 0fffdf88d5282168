/**
 * The learned red-flag signal beside the rules, measured where neither was tuned: k-fold
 * cross-validation over every labelled set pooled, leave-one-set-out (train on the rest, score
 * v7, v8 and the two training sets written in issue 23a, w1 and w2), and sets v9, v10, v11 (each
 * written in issue 23a before a change, read once, the first two then the source of one rule
 * each), scored with the committed model. Each set: rules alone, learned alone,
 * combined (rules OR P ≥ threshold).
 */
import { findRedFlags, findRuleFlags, learnedFlag } from '../src/server/ai/offline/practice/red-flags';
import type { MeasureRow } from './lib/measure-row';
import { figures, repeatedCrossValidated, leaveOneSetOut, thresholdFor, type Scored, type SetFigures } from '../tests/helpers/red-flag-learning';
import { RED_FLAG_SETS } from '../tests/helpers/red-flag-sets';
import { HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD } from '../tests/corpora/practice/held-out-v9';
import { HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD } from '../tests/corpora/practice/held-out-v10';
import { HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD } from '../tests/corpora/practice/held-out-v11';
import { HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD } from '../tests/corpora/practice/held-out-lead';
import { HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD } from '../tests/corpora/practice/held-out-v12';
import { HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD } from '../tests/corpora/practice/held-out-s14';
import { HELD_OUT_S15_FLAGS, HELD_OUT_S15_GOOD } from '../tests/corpora/practice/held-out-s15';
import { HELD_OUT_S16_FLAGS, HELD_OUT_S16_GOOD } from '../tests/corpora/practice/held-out-s16';
import { HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD } from '../tests/corpora/practice/held-out-s17';
import { HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD } from '../tests/corpora/practice/held-out-s18';
import { HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD } from '../tests/corpora/practice/held-out-s19';
import { HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD } from '../tests/corpora/practice/held-out-s20';
import { HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD } from '../tests/corpora/practice/held-out-s21';
import { HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD } from '../tests/corpora/practice/held-out-v13';
import { SARCASM_FLAGS, SARCASM_GOOD } from '../tests/corpora/practice/sarcasm-p23f2';


function rows(name: string, f: SetFigures, alarmTarget: number | null): MeasureRow[] {
  const out: MeasureRow[] = [];
  for (const [who, x] of [['rules alone', f.rules], ['learned alone', f.learned], ['combined', f.combined]] as const) {
    out.push({ measure: `${name}: caught, ${who}`, count: `${x.caught}/${f.flags}`, value: x.caught / f.flags, target: null, direction: 'atLeast', format: 'pct' });
    out.push({ measure: `${name}: false alarms, ${who}`, count: `${x.alarms}/${f.good}`, value: x.alarms / f.good, target: who === 'combined' ? alarmTarget : null, direction: 'atMost', format: 'pct' });
  }
  return out;
}

/** Median and p99 of a per-line cost over the practice lines, each made unique so no memo answers it (ms, 3 decimals). */
function timing(check: (line: string) => unknown): { median: number; p99: number } {
  const lines = RED_FLAG_SETS.filter((l) => l.set !== 'advisor').map((l) => l.text);
  for (const l of lines.slice(0, 200)) check(`${l} warm`);
  const times = lines.map((l, n) => {
    const started = performance.now();
    check(`${l} ${n}`);
    return performance.now() - started;
  });
  times.sort((a, b) => a - b);
  const at = (q: number) => Math.round((times[Math.floor(times.length * q)] as number) * 1000) / 1000;
  return { median: at(0.5), p99: at(0.99) };
}

/** `runs`: out-of-fold scores of each fold split; the threshold comes from all of them pooled, as the training script chooses it. */
export function learnedRedFlags(runs: readonly (readonly Scored[])[] = repeatedCrossValidated(RED_FLAG_SETS)): MeasureRow[] {
  const threshold = thresholdFor(runs.flat());
  const cv = runs.flat();
  const practice = cv.filter((s) => s.line.set !== 'advisor');
  const advisor = cv.filter((s) => s.line.set === 'advisor');
  const out = rows(`5-fold CV ×${runs.length} splits, all sets pooled (rules were tuned on these)`, figures(practice, threshold), 0.03);
  out.push({ measure: `5-fold CV: threshold chosen from the ${runs.length} splits pooled / by each split alone`, count: `${threshold} / ${runs.map((r) => thresholdFor(r)).join(', ')}`, value: threshold, target: null, direction: 'atMost', format: 'int' });
  out.push({ measure: '5-fold CV: advisor requests flagged, learned alone', count: `${advisor.filter((s) => s.risk >= threshold).length}/${advisor.length}`, value: advisor.filter((s) => s.risk >= threshold).length / advisor.length, target: null, direction: 'atMost', format: 'pct' });
  for (const [set, name] of [
    ['v7', 'leave v7 out (the rules never tuned on it)'],
    ['v8', 'leave v8 out (the rules\' softeners came from its false alarms)'],
    ['w1', 'leave w1 out (training lines of issue 23a; rules tuned on its false alarms)'],
    ['w2', 'leave w2 out (training lines of issue 23a; rules tuned on its false alarms)'],
  ] as const) out.push(...rows(name, leaveOneSetOut(set).figures, 0.03));
  for (const [name, flags, good] of [
    ['v9, read once before the consent rule (committed model)', HELD_OUT_V9_FLAGS, HELD_OUT_V9_GOOD],
    ['v10, read once before the teasing rule (committed model)', HELD_OUT_V10_FLAGS, HELD_OUT_V10_GOOD],
    ['v11, unseen (committed model)', HELD_OUT_V11_FLAGS, HELD_OUT_V11_GOOD],
    ['"lead", written blind, read once at 30/50 and 3/65 (now 64 good lines; committed model)', HELD_OUT_LEAD_FLAGS, HELD_OUT_LEAD_GOOD],
    ['v12, written in session 14 before a change, read at 24/61 and 2/86 (committed model)', HELD_OUT_V12_FLAGS, HELD_OUT_V12_GOOD],
    ['s14, written blind, read once at 28/50 and 0/65 (now 64 good lines; committed model)', HELD_OUT_S14_FLAGS, HELD_OUT_S14_GOOD],
    ['s15, written blind, read once at 30/50 and 2/64 (committed model)', HELD_OUT_S15_FLAGS, HELD_OUT_S15_GOOD],
    ['s16, written blind, read once at 28/50 and 1/64 (committed model)', HELD_OUT_S16_FLAGS, HELD_OUT_S16_GOOD],
    ['s17, written blind, read at 23/50 and 3/64 at the start and the end of session 17 (committed model)', HELD_OUT_S17_FLAGS, HELD_OUT_S17_GOOD],
    ['s18, written blind, read at 24/50 and 3/64 at the start and the end of session 18 (committed model)', HELD_OUT_S18_FLAGS, HELD_OUT_S18_GOOD],
    ['s19, written blind, read at 33/50 and 3/64 at the start and 32/50 and 2/64 at the end of session 19 (committed model)', HELD_OUT_S19_FLAGS, HELD_OUT_S19_GOOD],
    ['s20, written blind, read at 24/50 and 1/64 at the start and 24/50 and 1/64 at the end of session 20 (committed model)', HELD_OUT_S20_FLAGS, HELD_OUT_S20_GOOD],
    ['s21, written blind, read at 28/50 and 0/64 at the start and 28/50 and 0/64 at the end of session 21 (committed model)', HELD_OUT_S21_FLAGS, HELD_OUT_S21_GOOD],
    ['v13, issue 23 p23f\'s development set, read once at 31/52 and 1/60 (committed model)', HELD_OUT_V13_FLAGS, HELD_OUT_V13_GOOD],
    ['sarcasm, issue 23 p23f2\'s development set, read once at 0/18 and 1/30 (committed model)', SARCASM_FLAGS, SARCASM_GOOD],
  ] as const) {
    const flagged = (check: (t: string) => boolean) => ({ caught: flags.filter((l) => check(l.text)).length, alarms: good.filter(check).length });
    const combined = flagged((t) => findRedFlags(t).length > 0);
    const rightKind = flags.filter((l) => findRedFlags(l.text).some((f) => f.kind === l.kind)).length;
    const figuresOfSet: SetFigures = {
      flags: flags.length,
      good: good.length,
      rules: flagged((t) => findRuleFlags(t).length > 0),
      learned: flagged((t) => learnedFlag(t) !== null),
      combined: { ...combined, rightKind },
    };
    out.push(...rows(name, figuresOfSet, 0.03));
    out.push({ measure: `${name.split(',')[0]}: caught as the right kind, combined`, count: `${rightKind}/${flags.length}`, value: rightKind / flags.length, target: null, direction: 'atLeast', format: 'pct' });
  }
  const learnedTime = timing(learnedFlag);
  const rulesTime = timing(findRuleFlags);
  out.push({ measure: 'time per line, p99, learned signal (ms; count: median)', count: `${learnedTime.median}`, value: learnedTime.p99, target: 1, direction: 'atMost', format: 'int' });
  out.push({ measure: 'time per line, p99, rules (ms, reference; count: median)', count: `${rulesTime.median}`, value: rulesTime.p99, target: null, direction: 'atMost', format: 'int' });
  return out;
}
