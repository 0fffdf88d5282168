import type { PracticeDetails } from '../../src/db/schema/practice';
import type { GoalKind } from '../../src/server/ai/offline/practice/goals';
import { analyzeTurn } from '../../src/server/ai/offline/practice/evaluate';
import { RED_FLAG_KINDS, type RedFlagKind } from '../../src/server/ai/offline/practice/red-flags';
import { flagsNamedIn } from '../../src/server/ai/offline/practice/red-flag-naming';
import type { RedFlagLine } from '../corpora/practice/red-flag-lines';
import { detailsForGoal } from './practice-goals';

/**
 * Red-flag lines and good lines played as the first line of a coach-built practice (pressure lines
 * right after the character's no, as they were written): what the evaluator reads where the
 * practice's failure condition names a flag — rules, then the learned signal at its main threshold
 * or, for a kind the condition names, at its lower one.
 */

export const PLAYED_GOALS: readonly GoalKind[] = ['ask', 'invite', 'repair', 'reconnect', 'resolve', 'align', 'interview', 'open', 'reinvite', 'hire', 'defuse'];
const OPENING = 'Hi, what did you want to talk about?';
const DECLINE = "No, sorry — I'd rather not.";
const FLAG_MOVES: ReadonlySet<string> = new Set(RED_FLAG_KINDS);

/** The evaluation of one line said first in the practice (after a no when `afterNo`). */
function evaluateFirst(details: PracticeDetails, text: string, afterNo: boolean) {
  return analyzeTurn({ details, history: [{ role: 'assistant', text: afterNo ? DECLINE : OPENING }, { role: 'user', text }], progress: 20, mood: 'neutral' });
}

/** Caught: rated risky (or failed) with a red flag read in the line. */
export async function caughtWhereNamed(flags: readonly RedFlagLine[]): Promise<{ named: number; caught: number; missed: RedFlagLine[] }> {
  let named = 0;
  const missed: RedFlagLine[] = [];
  for (const line of flags) {
    const details = await detailsForGoal(line.goal);
    if (!flagsNamedIn(details.failure_condition).has(line.kind as RedFlagKind)) continue;
    named++;
    const analysis = evaluateFirst(details, line.text, line.kind === 'pressure');
    const flagged = [...analysis.reading.moves].some((m) => FLAG_MOVES.has(m));
    if (!(flagged && analysis.evaluation.rating === 'risky')) missed.push(line);
  }
  return { named, caught: named - missed.length, missed };
}

/** False alarm: a good line in whose reading a red flag is read, in any goal's practice. */
export async function alarmsInEveryPractice(good: readonly string[]): Promise<{ plays: number; alarms: number; lines: string[] }> {
  let plays = 0;
  const lines = new Set<string>();
  let alarms = 0;
  for (const goal of PLAYED_GOALS) {
    const details = await detailsForGoal(goal);
    for (const text of good) {
      plays++;
      const analysis = evaluateFirst(details, text, false);
      if ([...analysis.reading.moves].some((m) => FLAG_MOVES.has(m))) {
        alarms++;
        lines.add(text);
      }
    }
  }
  return { plays, alarms, lines: [...lines] };
}
