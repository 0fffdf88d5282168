import type { PracticeDetails } from '../../../../db/schema/practice';
import type { ChatTurn } from '../../provider';
import type { CharacterMood, ScoredLine } from '../../practice-ai';
import { analyzeTurn, type TurnAnalysis } from './evaluate';
import { initialMoodFor } from './goals';

/**
 * Replays the evaluator over a whole chat from progress 0, as the practice service would have
 * scored it turn by turn. Deterministic, so the character and the report see exactly what the
 * evaluator saw.
 */
export function replay(details: PracticeDetails, history: readonly ChatTurn[]): TurnAnalysis[] {
  let progress = 0;
  let mood: CharacterMood = initialMoodFor(details);
  const out: TurnAnalysis[] = [];
  history.forEach((turn, i) => {
    if (turn.role !== 'user') return;
    const analysis = analyzeTurn({ details, history: history.slice(0, i + 1), progress, mood });
    progress = analysis.evaluation.progress;
    mood = analysis.evaluation.mood;
    out.push(analysis);
  });
  return out;
}

export function replayLastTurn(details: PracticeDetails, history: readonly ChatTurn[]): TurnAnalysis | null {
  return replay(details, history).at(-1) ?? null;
}

/** Scores for every user line (used when the caller has none, e.g. a simulator chat). */
export function replayScores(details: PracticeDetails, history: readonly ChatTurn[]): ScoredLine[] {
  const texts = history.filter((t) => t.role === 'user').map((t) => t.text);
  return replay(details, history).map((a, i) => ({
    text: texts[i] ?? '',
    rating: a.evaluation.rating,
    reason: a.evaluation.reason,
    delta: a.evaluation.delta,
  }));
}
