import { patternPlanKind } from '../../src/server/ai/offline/practice/plan-context';
import { ASK, combinePlanKinds, rankPlanKinds, requestFeatures, trainPlanKind, type PatternBasis, type PlanLabel } from '../../src/server/ai/offline/practice/plan-kind-learn';
import { PLAN_REQUEST_SETS } from './plan-request-sets';

/** One left-out request: what the patterns read (and what decided it), how the learned reader trained without its set ranks the plans. */
export interface LeftOut {
  set: string;
  want: PlanLabel;
  pattern: PlanLabel;
  basis: PatternBasis;
  ranked: { label: PlanLabel; p: number }[];
}

/**
 * Leave-one-set-out: for each labelled set, the learned reader is trained on the other sets and
 * reads the left-out one. The patterns were written against every set but the newest, so their
 * figure here is a development figure; the learned reader's is an unseen one.
 */
export function leaveOneSetOut(): LeftOut[] {
  const all = PLAN_REQUEST_SETS.flatMap(([set, rows]) => rows.map(([text, want]) => ({ set, text, want: (want ?? ASK) as PlanLabel, f: requestFeatures(text) })));
  const out: LeftOut[] = [];
  for (const [set] of PLAN_REQUEST_SETS) {
    const model = trainPlanKind(all.filter((r) => r.set !== set).map((r) => ({ text: r.text, label: r.want })));
    for (const r of all.filter((x) => x.set === set)) {
      const patterns = patternPlanKind([r.text]);
      out.push({ set, want: r.want, pattern: patterns.kind ?? ASK, basis: patterns.basis, ranked: rankPlanKinds(model, r.text, r.f) });
    }
  }
  return out;
}

export const READERS: readonly (readonly [string, (s: LeftOut) => PlanLabel])[] = [
  ['patterns alone', (s) => s.pattern],
  ['learned alone', (s) => (s.ranked[0] as { label: PlanLabel }).label],
  ['patterns + learned (shipped)', (s) => combinePlanKinds(s.pattern, s.basis, s.ranked)],
];

export function tally(rows: readonly LeftOut[], reader: (s: LeftOut) => PlanLabel): { right: number; wrong: number; asked: number } {
  let right = 0;
  let wrong = 0;
  let asked = 0;
  for (const s of rows) {
    const got = reader(s);
    if (got === s.want) right++;
    else if (got === ASK) asked++;
    else wrong++;
  }
  return { right, wrong, asked };
}
