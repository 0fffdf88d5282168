import { scenarioLie } from '../src/server/ai/offline/practice/scenario-lies';
import type { MeasureRow as Row } from './lib/measure-row';
import type { GoalKind } from '../src/server/ai/offline/practice/goals';
import { GOOD_LINES } from '../tests/corpora/practice/good-lines';
import { SCENARIO_LIE_CASES, SCENARIO_LIE_CASES_B } from '../tests/corpora/practice/scenario-lies';
import { detailsForGoal } from '../tests/helpers/practice-goals';
import { scoreScenarioLies } from '../tests/helpers/scenario-lies';

/**
 * Lies against the practice's own scenario (scenario-lies.ts): each line of the scenario-lies sets
 * judged as the opening line of its practice (caught: rated risky as a lie), and the ordinary good
 * lines played in every goal's coach-built practice (a false alarm: any of them read as a lie).
 */

const GOALS: readonly GoalKind[] = ['ask', 'invite', 'repair', 'reconnect', 'resolve', 'align', 'interview', 'open', 'hire', 'defuse'];

export async function scenarioLieRows(): Promise<Row[]> {
  const rows: Row[] = [];
  for (const [name, cases] of [['set A (its development set)', SCENARIO_LIE_CASES], ['set B (3/16 at its one unseen reading, then developed on)', SCENARIO_LIE_CASES_B]] as const) {
    const s = scoreScenarioLies(cases);
    rows.push({ measure: `scenario lies caught, ${name}`, count: `${s.caught}/${s.lies}`, value: s.caught / s.lies, target: null, direction: 'atLeast', format: 'pct' });
    rows.push({ measure: `  false alarms on its honest lines`, count: `${s.falseAlarms}/${s.honest}`, value: s.falseAlarms / s.honest, target: 0.03, direction: 'atMost', format: 'pct' });
  }
  let alarms = 0;
  for (const goal of GOALS) {
    const details = await detailsForGoal(goal);
    alarms += GOOD_LINES.filter((line) => scenarioLie(details, line) !== null).length;
  }
  const n = GOOD_LINES.length * GOALS.length;
  rows.push({ measure: 'scenario lies read in good lines (each in every goal\'s coach-built practice)', count: `${alarms}/${n}`, value: alarms / n, target: 0.03, direction: 'atMost', format: 'pct' });
  return rows;
}
