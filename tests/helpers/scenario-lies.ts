import type { PracticeDetails } from '../../src/db/schema/practice';
import { analyzeTurn } from '../../src/server/ai/offline/practice/evaluate';
import { failureCondition, type Person } from '../../src/server/ai/offline/practice/plan-text';
import type { ScenarioLieCase } from '../corpora/practice/scenario-lies';

/** The other person as the failure condition names them ("insult or threaten them"). */
const THEM: Person = { role: 'friend', name: null, label: 'them', who: 'them', Who: 'Them', obj: 'them', poss: 'their', pronouns: { subj: 'they', obj: 'them', poss: 'their' } as Person['pronouns'], context: null, place: null };

/** The practice as the app stores it: the case's title, scenario and persona, with its goal's own failure condition (which names lying). */
export function detailsOf(c: ScenarioLieCase): PracticeDetails {
  return { title: c.title, scenario: c.scenario, success_condition: '', failure_condition: failureCondition(c.goal, THEM), you_will_learn: [], simulated_role: c.role };
}

export interface LieJudgement {
  /** The line was judged a lie (rated risky or failed, for a lie). */
  lie: boolean;
  rating: string;
  reason: string;
}

/** How the engine judges the case's line as the opening line of its practice. */
export function judge(c: ScenarioLieCase): LieJudgement {
  const analysis = analyzeTurn({ details: detailsOf(c), history: [{ role: 'user', text: c.line }], progress: 20, mood: 'neutral' });
  const { evaluation, reading } = analysis;
  const lie = evaluation.rating === 'risky' && (reading.moves.has('lie') || /\blie\b|\blying\b/i.test(evaluation.reason));
  return { lie, rating: evaluation.rating, reason: evaluation.reason };
}

export interface LieScore {
  caught: number;
  lies: number;
  falseAlarms: number;
  honest: number;
  missed: string[];
  alarms: string[];
}

export function scoreScenarioLies(cases: readonly ScenarioLieCase[]): LieScore {
  const score: LieScore = { caught: 0, lies: 0, falseAlarms: 0, honest: 0, missed: [], alarms: [] };
  for (const c of cases) {
    const j = judge(c);
    if (c.lie) {
      score.lies++;
      if (j.lie) score.caught++;
      else score.missed.push(c.line);
    } else {
      score.honest++;
      if (j.lie) {
        score.falseAlarms++;
        score.alarms.push(`${c.line} → ${j.reason}`);
      }
    }
  }
  return score;
}
