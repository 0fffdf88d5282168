/**
 * Leave-one-set-out cross-validation of the plan reader (tests/helpers/plan-kind-cv.ts): patterns
 * alone vs the learned reader alone vs the shipped combination, overall and by set.
 * `bun scripts/cv-plan-kind.ts`. The patterns were written against every set but v12, so their
 * figure on a left-out set is a development figure, not an unseen one (bench/README.md gives the
 * comparison on requests written after the patterns).
 */
import { leaveOneSetOut, READERS, tally } from '../tests/helpers/plan-kind-cv';
import { PLAN_REQUEST_SETS } from '../tests/helpers/plan-request-sets';

const scored = leaveOneSetOut();
for (const [name, reader] of READERS) {
  const { right, wrong, asked } = tally(scored, reader);
  console.log(`${name.padEnd(30)} ${right}/${scored.length} (${((100 * right) / scored.length).toFixed(1)}%)  wrong plans ${wrong}  needless asks ${asked}`);
}
console.log(`\nby set (${READERS.map(([n]) => n).join(' | ')}):`);
for (const [set] of PLAN_REQUEST_SETS) {
  const rows = scored.filter((s) => s.set === set);
  console.log(`${set.padEnd(5)} ${READERS.map(([, r]) => `${tally(rows, r).right}/${rows.length}`).join(' | ')}`);
}
