import type { PracticeDetails } from '../../src/db/schema/practice';
import type { PracticeAi } from '../../src/server/ai/practice-ai';
import { readPlanContext, type PlanKind } from '../../src/server/ai/offline/practice/plan-context';
import type { ScenarioFitCase } from '../corpora/practice/scenario-fit-dev-p17';
import { askCoach, play } from './practice-play';

/**
 * Plays a scenario-fit set (tests/corpora/practice/scenario-fit-dev-*.ts): each request through the
 * coach, each character question as the first line of the practice it builds. Four checks: the
 * plan kind (when labelled), the request's specifics in the practice's details ("carried") and in
 * an answer ("revealed"), and no stock fact of another world in any answer.
 */

export interface ScenarioFitRun {
  fit: ScenarioFitCase;
  kind: PlanKind | null;
  details: PracticeDetails | null;
  replies: string[];
  kindOk: boolean;
  carried: boolean;
  revealed: boolean;
  /** The first stock word an answer said, or null. */
  stock: string | null;
  ok: boolean;
}

const escape = (w: string) => w.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word at a word start ("raise" is not in "praise"; "charg" finds "charged"). */
export const says = (text: string, words: readonly string[]) => words.find((w) => new RegExp(`(?<![a-z0-9])${escape(w.toLowerCase())}`).test(text.toLowerCase().replace(/[’]/g, "'"))) ?? null;

export async function runScenarioFit(ai: PracticeAi, set: readonly ScenarioFitCase[]): Promise<ScenarioFitRun[]> {
  const runs: ScenarioFitRun[] = [];
  for (const fit of set) {
    const kind = readPlanContext([fit.request])?.kind ?? null;
    const kindOk = fit.kind === undefined || fit.kind === kind;
    const plan = (await askCoach(ai, [{ role: 'user', text: fit.request }])).plan;
    if (!plan) {
      runs.push({ fit, kind, details: null, replies: [], kindOk: fit.kind === undefined ? true : false, carried: false, revealed: false, stock: null, ok: false });
      continue;
    }
    const details = plan.practices[0]!.details;
    const replies: string[] = [];
    for (const ask of fit.asks) replies.push((await play(ai, details, [ask])).turns[0]?.reply ?? '');
    const carried = says(`${details.title} ${details.scenario} ${details.simulated_role}`, fit.carry) !== null;
    const revealed = replies.some((r) => says(r, fit.carry) !== null);
    const stock = replies.map((r) => says(r, fit.avoid)).find((w) => w !== null) ?? null;
    runs.push({ fit, kind, details, replies, kindOk, carried, revealed, stock, ok: kindOk && carried && revealed && stock === null });
  }
  return runs;
}
