import type { PracticeDetails } from '../../src/db/schema/practice';
import type { CharacterMood, CoachChunk, PracticeAi, PracticePlanDraft, ScoredLine, TurnEvaluation } from '../../src/server/ai/practice-ai';
import type { ChatTurn, ProviderChunk } from '../../src/server/ai/provider';

/**
 * Plays a practice the way the practice service does, directly against a PracticeAi: the
 * character's opening, then for each user line the evaluation (progress and mood carried over)
 * and the character's answer to it, stopping when the evaluator ends the practice.
 */

const signal = () => new AbortController().signal;

export async function textOf(stream: AsyncIterable<ProviderChunk | CoachChunk>): Promise<string> {
  let out = '';
  for await (const chunk of stream) if (chunk.type === 'text') out += chunk.delta;
  return out;
}

export interface CoachResult {
  text: string;
  /** Non-text chunk types in order ('plan_updating', 'plan'). */
  events: string[];
  deltas: string[];
  plan: PracticePlanDraft | null;
}

export async function askCoach(ai: PracticeAi, history: ChatTurn[], currentPlan: PracticePlanDraft | null = null, memory: string[] = []): Promise<CoachResult> {
  const result: CoachResult = { text: '', events: [], deltas: [], plan: null };
  for await (const chunk of ai.streamCoach({ history, memory, currentPlan }, signal())) {
    if (chunk.type === 'text') {
      result.text += chunk.delta;
      result.deltas.push(chunk.delta);
    } else {
      result.events.push(chunk.type);
      if (chunk.type === 'plan') result.plan = chunk.plan;
    }
  }
  return result;
}

/** The plan the coach builds from one message (throws when it builds none). */
export async function planFor(ai: PracticeAi, message: string): Promise<PracticePlanDraft> {
  const { plan } = await askCoach(ai, [{ role: 'user', text: message }]);
  if (!plan) throw new Error(`no plan for "${message}"`);
  return plan;
}

export interface PlayedTurn {
  line: string;
  evaluation: TurnEvaluation;
  reply: string;
}

export interface PlayResult {
  outcome: TurnEvaluation['outcome'];
  /** Index of the line that ended the practice, or the number of lines when none did. */
  endedAt: number;
  progress: number;
  mood: CharacterMood;
  opening: string;
  turns: PlayedTurn[];
  history: ChatTurn[];
  scoredLines: ScoredLine[];
}

export async function play(ai: PracticeAi, details: PracticeDetails, lines: readonly string[], persona: string | null = null): Promise<PlayResult> {
  let mood: CharacterMood = ai.initialMood?.(details) ?? 'neutral';
  let progress = 0;
  const opening = await textOf(ai.streamCharacter({ details, persona, history: [], mood, beat: 'opening' }, signal()));
  const history: ChatTurn[] = [{ role: 'assistant', text: opening }];
  const turns: PlayedTurn[] = [];
  const scoredLines: ScoredLine[] = [];
  for (const [i, line] of lines.entries()) {
    history.push({ role: 'user', text: line });
    const evaluation = await ai.evaluateTurn({ details, history: [...history], progress, mood }, signal());
    progress = evaluation.progress;
    mood = evaluation.mood;
    scoredLines.push({ text: line, rating: evaluation.rating, reason: evaluation.reason, delta: evaluation.delta });
    const beat = evaluation.outcome === 'continue' ? 'continue' : evaluation.outcome;
    const reply = await textOf(ai.streamCharacter({ details, persona, history: [...history], mood, beat }, signal()));
    history.push({ role: 'assistant', text: reply });
    turns.push({ line, evaluation, reply });
    if (evaluation.outcome !== 'continue') return { outcome: evaluation.outcome, endedAt: i, progress, mood, opening, turns, history, scoredLines };
  }
  return { outcome: 'continue', endedAt: lines.length, progress, mood, opening, turns, history, scoredLines };
}

/** The first practice the coach plans for `request`, and the character's reply to each question asked alone. */
export async function answersTo(ai: PracticeAi, request: string, questions: readonly string[]): Promise<{ details: PracticeDetails; replies: string[] }> {
  const details = (await planFor(ai, request)).practices[0]!.details;
  const replies: string[] = [];
  for (const q of questions) replies.push((await play(ai, details, [q])).turns[0]?.reply ?? '');
  return { details, replies };
}
