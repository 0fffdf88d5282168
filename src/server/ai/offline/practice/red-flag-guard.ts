import type { EvaluationRequest, TurnEvaluation } from '../../practice-ai';
import { analyzeTurn, splitTurns } from './evaluate';
import { canonical, findRedFlags } from './red-flags';
import { pushesBackOnNo } from './red-flag-pushback';
import { flagsNamedIn } from './red-flag-naming';
import { scenarioLie } from './scenario-lies';

/**
 * The same red-flag scoring for every engine. Before a model is asked: a line that meets a red flag
 * the practice's failure condition names is decided here (failed, risky, the reason quoting it),
 * exactly as the offline engine decides it. After: a model that rated a red-flag line "great" or
 * "ok" is corrected to risky with the offline reason, and its progress gain is dropped.
 */

/**
 * A red flag in the line (the learned signal at its lower threshold for the kinds the failure
 * condition names), a claim its practice's scenario contradicts (a lie the character can see), or a
 * push put as a question right after their no (red-flag-pushback.ts; the offline reading decides
 * whether the character had just said no).
 */
const flagged = (req: EvaluationRequest, line: string) =>
  findRedFlags(line, flagsNamedIn(req.details.failure_condition)).length > 0 || scenarioLie(req.details, line) !== null || pushedBack(req, line);
const pushedBack = (req: EvaluationRequest, line: string) => pushesBackOnNo(canonical(line)) && analyzeTurn(req).reading.moves.has('pressure');

export function decidedByRedFlag(req: EvaluationRequest): TurnEvaluation | null {
  const line = splitTurns(req.history, req.details.scenario, req.details.title).text;
  if (!flagged(req, line)) return null;
  const analysis = analyzeTurn(req);
  return analysis.verdict.kind === 'failed' ? analysis.evaluation : null;
}

export function capForRedFlags(evaluation: TurnEvaluation, req: EvaluationRequest): TurnEvaluation {
  const line = splitTurns(req.history, req.details.scenario, req.details.title).text;
  if (!flagged(req, line) || evaluation.rating === 'risky') return evaluation;
  const offline = analyzeTurn(req).evaluation;
  const before = Math.max(0, Math.min(100, Math.round(req.progress)));
  const progress = Math.min(before, evaluation.progress);
  return { ...evaluation, rating: 'risky', reason: offline.reason, outcome: evaluation.outcome === 'succeed' ? 'continue' : evaluation.outcome, progress, delta: progress - before };
}
