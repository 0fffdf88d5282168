import type { PracticeDetails } from '../../src/db/schema/practice';
import type { PracticeAi } from '../../src/server/ai/practice-ai';
import { readPlanContext, type PlanKind } from '../../src/server/ai/offline/practice/plan-context';
import type { PersonTraitsCase } from '../corpora/practice/person-traits-dev-j19';
import { askCoach, play } from './practice-play';
import { says } from './scenario-fit';

/**
 * Plays a person-traits set (tests/corpora/practice/person-traits-dev-*.ts): each request through
 * the coach, each character question as the first line of the plan's first practice. Four checks:
 * the plan kind; the person's stated job/trade/hobby/trait in EVERY practice's details ("every");
 * in the coach's plan text ("named"); in an answer of the character ("revealed").
 */
export interface PersonTraitsRun {
  fit: PersonTraitsCase;
  kind: PlanKind | null;
  text: string;
  practices: PracticeDetails[];
  replies: string[];
  kindOk: boolean;
  every: boolean;
  named: boolean;
  revealed: boolean;
  ok: boolean;
}

export async function runPersonTraits(ai: PracticeAi, set: readonly PersonTraitsCase[]): Promise<PersonTraitsRun[]> {
  const runs: PersonTraitsRun[] = [];
  for (const fit of set) {
    const kind = readPlanContext([fit.request])?.kind ?? null;
    const kindOk = fit.kind === kind;
    const coach = await askCoach(ai, [{ role: 'user', text: fit.request }]);
    const practices = coach.plan?.practices.map((p) => p.details) ?? [];
    const replies: string[] = [];
    if (practices[0]) for (const ask of fit.asks) replies.push((await play(ai, practices[0], [ask])).turns[0]?.reply ?? '');
    const every = practices.length > 0 && practices.every((d) => says(`${d.title} ${d.scenario} ${d.simulated_role}`, fit.carry) !== null);
    const named = coach.plan !== null && says(coach.text, fit.carry) !== null;
    const revealed = replies.some((r) => says(r, fit.carry) !== null);
    runs.push({ fit, kind, text: coach.text, practices, replies, kindOk, every, named, revealed, ok: kindOk && every && named && revealed });
  }
  return runs;
}
