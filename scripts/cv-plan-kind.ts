/**
 * Leave-one-set-out cross-validation of the plan reader: patterns alone (patternPlanKind) vs the
 * learned reader alone (plan-kind-learn.ts, trained on the other sets) vs their combinations.
 * `bun scripts/cv-plan-kind.ts`. The patterns were written against every set but v12, so their
 * figure on a left-out set is a development figure, not an unseen one.
 */
import { patternPlanKind } from '../src/server/ai/offline/practice/plan-context';
import { ASK, combinePlanKinds, rankPlanKinds, requestFeatures, trainPlanKind, type PlanLabel } from '../src/server/ai/offline/practice/plan-kind-learn';
import { PLAN_REQUEST_SETS } from '../tests/helpers/plan-request-sets';

interface Scored { set: string; want: PlanLabel; pattern: PlanLabel; firm: boolean; learned: PlanLabel; p: number }
const all = PLAN_REQUEST_SETS.flatMap(([set, rows]) => rows.map(([text, want]) => ({ set, text, want: (want ?? ASK) as PlanLabel, f: requestFeatures(text) })));
const scored: Scored[] = [];
for (const [set] of PLAN_REQUEST_SETS) {
  const model = trainPlanKind(all.filter((r) => r.set !== set).map((r) => ({ text: r.text, label: r.want })));
  for (const r of all.filter((x) => x.set === set)) {
    const top = rankPlanKinds(model, r.text, r.f)[0] as { label: PlanLabel; p: number };
    const patterns = patternPlanKind([r.text]);
    scored.push({ set, want: r.want, pattern: patterns.kind ?? ASK, firm: patterns.firm, learned: top.label, p: top.p });
  }
}

type Rule = (s: Scored) => PlanLabel;
function tally(name: string, rule: Rule, only?: (s: Scored) => boolean) {
  const rows = only ? scored.filter(only) : scored;
  let right = 0, wrong = 0, asked = 0;
  for (const s of rows) {
    const got = rule(s);
    if (got === s.want) right++;
    else if (got === ASK) asked++;
    else wrong++;
  }
  console.log(`${name.padEnd(48)} ${right}/${rows.length} (${((100 * right) / rows.length).toFixed(1)}%)  wrong plans ${wrong}  needless asks ${asked}`);
}
const rules: [string, Rule][] = [
  ['patterns alone', (s) => s.pattern],
  ['learned alone', (s) => s.learned],
  ['shipped: combinePlanKinds', (s) => combinePlanKinds(s.pattern, s.firm, { label: s.learned, p: s.p })],
];
for (const t of [0.3, 0.4, 0.5, 0.6]) rules.push([`learned alone, ask below ${t}`, (s) => (s.p >= t ? s.learned : ASK)]);
for (const t of [0.3, 0.4, 0.5, 0.6, 0.7]) rules.push([`patterns; learned when patterns ask, p≥${t}`, (s) => (s.pattern !== ASK ? s.pattern : s.p >= t ? s.learned : ASK)]);
for (const over of [0.5, 0.6, 0.7, 0.8, 0.9])
  for (const fill of [0.4, 0.5, 0.6])
    rules.push([`+ learned overrules at p≥${over}, fills at p≥${fill}`, (s) => (s.pattern === ASK ? (s.p >= fill ? s.learned : ASK) : s.learned !== s.pattern && s.learned !== ASK && s.p >= over ? s.learned : s.pattern)]);
for (const over of [0.5, 0.6, 0.7, 0.8])
  rules.push([`disagree p≥${over} → ask; fills at p≥0.5`, (s) => (s.pattern === ASK ? (s.p >= 0.5 ? s.learned : ASK) : s.learned !== s.pattern && s.p >= over ? ASK : s.pattern)]);
const v = process.argv[2];
for (const [name, rule] of rules) tally(name, rule, v ? (s) => s.set === v : undefined);
console.log('\nby set (patterns | learned | shipped):');
for (const [set] of PLAN_REQUEST_SETS) {
  const rows = scored.filter((s) => s.set === set);
  console.log(`${set.padEnd(5)} ${rows.filter((s) => s.pattern === s.want).length}/${rows.length} | ${rows.filter((s) => s.learned === s.want).length}/${rows.length} | ${rows.filter((s) => combinePlanKinds(s.pattern, s.firm, { label: s.learned, p: s.p }) === s.want).length}/${rows.length}`);
}
