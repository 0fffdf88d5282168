import type { ChatTurn } from '../../provider';
import { CRISIS_SIGNPOST, detectSafety } from '../safety';
import type { EvaluationRequest, TurnEvaluation } from '../../practice-ai';
import { GOAL_RULES, LINE_GAIN_CAP, OPEN_PROGRESS_CAP, RISKY_LINES_LIMIT, goalFromDetails, isRiskyFor, weightOf, type GoalKind } from './goals';
import { nextMood, type TurnVerdict } from './mood';
import { isDecline, readLine, type LineReading, type MoveKind } from './moves';
import { failureReasons, goodReason, holdReason, riskyReason, scenarioLieReason, successReason, weakReason, type FailCause, type Hold } from './reasons';
import { readProfile, type CharacterProfile } from './roles';
import { canonical, findRedFlags, raisedByRules, type RedFlag, type RedFlagKind } from './red-flags';
import { pushesBackOnNo } from './red-flag-pushback';
import { flagsNamedIn, pressureOnlyAfterNo } from './red-flag-naming';
import { scenarioLie, type ScenarioLie } from './scenario-lies';

/**
 * The offline evaluator: classifies the user's latest line into moves, scores them against the
 * practice's goal, and decides whether the goal was reached or a failure condition was met.
 * Only the text decides, so replaying the same chat always gives the same scores.
 */

export interface TurnAnalysis {
  goal: GoalKind;
  profile: CharacterProfile;
  reading: LineReading;
  verdict: TurnVerdict;
  /** Why a close did not land yet (the character hesitates). */
  hold: Hold | null;
  /** The move the reason is about. */
  primary: MoveKind | null;
  evaluation: TurnEvaluation;
  /** A claim of the line that the practice's scenario contradicts (the character corrects it). */
  lie: ScenarioLie | null;
}

export interface TurnContext {
  /** The user's line being scored. */
  text: string;
  /** Earlier user lines, oldest first. */
  earlier: string[];
  /** The character's line just before it (null at the very start). */
  lastCharacterLine: string | null;
  /** Recent character lines and the scenario: what the line could be "about". */
  topic: string[];
}

export function splitTurns(history: readonly ChatTurn[], scenario: string, title: string): TurnContext {
  let index = history.length - 1;
  while (index >= 0 && history[index]?.role !== 'user') index--;
  const text = history[index]?.text ?? '';
  const before = history.slice(0, Math.max(0, index));
  const earlier = before.filter((t) => t.role === 'user').map((t) => t.text);
  const characterLines = before.filter((t) => t.role === 'assistant').map((t) => t.text);
  return { text, earlier, lastCharacterLine: characterLines.at(-1) ?? null, topic: [...characterLines.slice(-2), scenario, title] };
}

const POSITIVE_FOR_PUSHBACK: readonly MoveKind[] = ['listening', 'personal_question', 'question', 'sharing', 'evidence', 'apology', 'compliment', 'humour'];
const NUDGES: Partial<Record<GoalKind, readonly MoveKind[]>> = {
  invite: ['invite_vague'],
  reinvite: ['invite_vague'],
  reconnect: ['invite_vague'],
  ask: ['request'],
  resolve: ['remedy_vague'],
};
const CLOSE_MOVES: readonly MoveKind[] = ['invite_concrete', 'invite_vague', 'next_step', 'request', 'request_specific', 'remedy', 'plan'];

function riskyMoves(goal: GoalKind, reading: LineReading): MoveKind[] {
  return [...reading.moves].filter((m) => isRiskyFor(goal, m));
}

/** Positive and negative score of a line; a move repeated from the previous line counts half. */
function score(goal: GoalKind, reading: LineReading, previous: LineReading | null): { gain: number; loss: number; top: MoveKind | null } {
  let gain = 0;
  let loss = 0;
  let top: MoveKind | null = null;
  let topWeight = 0;
  for (const move of reading.moves) {
    const weight = weightOf(goal, move);
    if (weight > 0) {
      const counted = previous?.moves.has(move) ? Math.floor(weight / 2) : weight;
      gain += counted;
      if (counted > topWeight) {
        top = move;
        topWeight = counted;
      }
    } else {
      loss += weight;
    }
  }
  return { gain: Math.min(gain, LINE_GAIN_CAP), loss: Math.max(loss, -60), top };
}

function closes(goal: GoalKind, reading: LineReading): boolean {
  const closer = GOAL_RULES[goal].closer;
  return closer !== null && closer.some((m) => reading.moves.has(m));
}

/**
 * The red flag of this line that the practice's own failure condition names (read from its text,
 * so a model-written plan is held to what it says too). Pressure named as "push after a no" only
 * fails right after a no or a not-yet.
 */
export function namedFlags(failureCondition: string, text: string, declined: boolean, lie: ScenarioLie | null = null): RedFlag[] {
  const named = flagsNamedIn(failureCondition);
  const flags = findRedFlags(text).filter(
    (flag) => raisedByRules(flag) && named.has(flag.kind) && !(flag.kind === 'pressure' && !declined && pressureOnlyAfterNo(failureCondition)),
  );
  const pushback = declined && named.has('pressure') && !flags.some((f) => f.kind === 'pressure') ? pushbackFlag(text) : null;
  if (pushback) flags.push(pushback);
  // A claim the scenario contradicts is a lie as surely as one the line announces.
  if (lie && named.has('lie') && !flags.some((f) => f.kind === 'lie')) flags.unshift({ kind: 'lie', quote: lie.quote, contradicts: lie.stated });
  return flags;
}

/**
 * The red flags the learned signal reads at its lower threshold in this practice: those its failure
 * condition names (pressure named "after a no" only after one). Learned flags stay risky, never fatal.
 */
export function namedForLearned(failureCondition: string, declined: boolean): Set<RedFlagKind> {
  const named = flagsNamedIn(failureCondition);
  if (!declined && pressureOnlyAfterNo(failureCondition)) named.delete('pressure');
  return named;
}

/** A push put as a question right after their no (red-flag-pushback.ts), quoted by the whole line. */
function pushbackFlag(text: string): RedFlag | null {
  return pushesBackOnNo(canonical(text)) ? { kind: 'pressure', quote: text.trim() } : null;
}

/** The reading with pressure added when the line, right after their no, pushes back as a question. */
function withPushback(reading: LineReading, declined: boolean, text: string): LineReading {
  if (!declined || reading.moves.has('pressure') || !pushesBackOnNo(canonical(text))) return reading;
  return { ...reading, moves: new Set([...reading.moves, 'pressure']) };
}

/** The reading with a lie added when the line claims what the practice's scenario contradicts. */
function withScenarioLie(reading: LineReading, lie: ScenarioLie | null): LineReading {
  if (!lie || reading.moves.has('lie')) return reading;
  return { ...reading, moves: new Set([...reading.moves, 'lie']) };
}

/** The moves that can end a practice: all but the red flags only the learned signal raised (risky, never fatal by themselves). */
function fatalCandidates(reading: LineReading): LineReading {
  if (reading.learned.size === 0) return reading;
  return { ...reading, moves: new Set([...reading.moves].filter((m) => !reading.learned.has(m))) };
}

function failCause(goal: GoalKind, line: LineReading, before: LineReading[], declined: boolean, named: RedFlag | null): FailCause | null {
  if (named) return named.kind === 'pressure' ? (declined ? 'pressure_after_no' : 'pressure') : named.kind;
  const reading = fatalCandidates(line);
  const earlier = before.map(fatalCandidates);
  const rule = GOAL_RULES[goal];
  for (const move of rule.fatal) if (reading.moves.has(move)) return move;
  for (const move of rule.twice) if (reading.moves.has(move) && earlier.some((r) => r.moves.has(move))) return move;
  if (declined) {
    const pushes = reading.moves.has('pressure') || reading.moves.has('guilt');
    const repeats = CLOSE_MOVES.some((m) => reading.moves.has(m)) && !POSITIVE_FOR_PUSHBACK.some((m) => reading.moves.has(m));
    if (pushes || repeats) return 'pressure_after_no';
  }
  const risky = riskyMoves(goal, reading).length > 0;
  const riskyBefore = earlier.filter((r) => riskyMoves(goal, r).length > 0).length;
  if (risky && riskyBefore + 1 >= RISKY_LINES_LIMIT) return 'risky_limit';
  return null;
}

function holdFor(goal: GoalKind, reading: LineReading, earlier: LineReading[], rapport: number): Hold | null {
  const rule = GOAL_RULES[goal];
  if (rule.firstCloseDeclined && closes(goal, reading) && !earlier.some((r) => closes(goal, r))) return { kind: 'first_close' };
  const group = rule.requires.find((g) => !g.some((m) => reading.moves.has(m) || earlier.some((r) => r.moves.has(m))));
  if (group) return { kind: 'requirement', group };
  if (rapport < rule.rapport) return { kind: 'rapport' };
  return null;
}

export function analyzeTurn(req: EvaluationRequest): TurnAnalysis {
  const { details } = req;
  const goal = goalFromDetails(details);
  const profile = readProfile(details);
  const turn = splitTurns(req.history, details.scenario, details.title);
  const lie = isCrisis(turn.text) ? null : scenarioLie(details, turn.text);
  const earlier = turn.earlier.map((t) => readLine(t, [], namedForLearned(details.failure_condition, false)));
  const previous = earlier.at(-1) ?? null;
  const progress = Math.max(0, Math.min(100, Math.round(req.progress)));
  // The chat went on after an ask, so it was not a yes; or the character said no in so many words.
  const askedBefore = previous !== null && CLOSE_MOVES.some((m) => previous.moves.has(m));
  const declined = askedBefore || (turn.lastCharacterLine !== null && isDecline(turn.lastCharacterLine));
  const namedKinds = namedForLearned(details.failure_condition, declined);
  const reading = withPushback(withScenarioLie(readLine(turn.text, turn.topic, namedKinds), lie), declined, turn.text);
  const { gain, loss, top } = score(goal, reading, previous);
  const risky = riskyMoves(goal, reading);

  const finish = (verdict: TurnVerdict, next: number, fields: Pick<TurnEvaluation, 'rating' | 'reason'> & Partial<TurnEvaluation>, hold: Hold | null = null, primary: MoveKind | null = top) => {
    const evaluation: TurnEvaluation = {
      delta: next - progress,
      progress: next,
      outcome: verdict.kind === 'succeed' ? 'succeed' : verdict.kind === 'failed' ? 'failed' : 'continue',
      mood: nextMood(req.mood, verdict, next, profile.role),
      characterEnds: verdict.kind === 'failed',
      failureReason: null,
      ...fields,
    };
    return { goal, profile, reading, verdict, hold, primary, evaluation, lie };
  };

  if (isCrisis(turn.text)) {
    // Not a move in the game: no score, no mood change, and help is signposted.
    const evaluation: TurnEvaluation = { delta: 0, progress, rating: 'ok', reason: CRISIS_REASON, outcome: 'continue', mood: req.mood, characterEnds: false, failureReason: null };
    return { goal, profile, reading, verdict: { kind: 'scored', delta: 0 }, hold: null, primary: null, evaluation, lie: null };
  }

  const flags = namedFlags(details.failure_condition, turn.text, declined, lie);
  const named = flags[0] ?? null;
  const cause = failCause(goal, reading, earlier, declined, named);
  if (cause) {
    const [reason, failureReason] = failureReasons(cause, profile, turn.text, named ? { condition: details.failure_condition, flags } : null);
    const next = Math.max(0, progress + Math.min(loss, -10));
    return finish({ kind: 'failed', cause }, next, { rating: 'risky', reason, failureReason }, null, cause === 'pressure_after_no' || cause === 'risky_limit' ? (risky[0] ?? null) : cause);
  }

  const reachable = risky.length === 0 && (GOAL_RULES[goal].closer === null || closes(goal, reading));
  const hold = reachable ? holdFor(goal, reading, earlier, progress + gain) : null;
  if (reachable && !hold) {
    return finish({ kind: 'succeed' }, 100, { rating: 'great', reason: successReason(goal, profile, reading) });
  }

  const next = Math.max(0, Math.min(OPEN_PROGRESS_CAP, progress + gain + loss));
  const delta = next - progress;
  if (risky.length > 0) {
    // The contradiction is the thing to name: it quotes the claim and the stated detail.
    const move = lie ? 'lie' : (risky[0] as MoveKind);
    const reason = lie ? scenarioLieReason(lie, profile, false) : riskyReason(move, profile, turn.text, namedKinds);
    return finish({ kind: 'risky', move }, next, { rating: 'risky', reason }, null, move);
  }
  if (hold && GOAL_RULES[goal].closer !== null) {
    return finish({ kind: 'hold' }, next, { rating: 'ok', reason: holdReason(goal, hold, profile) }, hold);
  }
  const weak = (['low_effort', 'off_topic', 'excuse', 'give_up'] as const).find((m) => reading.moves.has(m)) ?? null;
  if (gain + loss <= 0 || weak) {
    return finish({ kind: 'scored', delta }, next, { rating: 'ok', reason: weakReason(weak, profile, turn.text) }, null, weak);
  }
  const rating = gain + loss >= 15 ? 'great' : 'ok';
  // A half-made close ("hang out sometime?") is the thing to coach, whatever else the line did.
  const nudge = NUDGES[goal]?.find((m) => reading.moves.has(m)) ?? null;
  const about = nudge ?? top;
  return finish({ kind: 'scored', delta }, next, { rating, reason: about ? goodReason(about, profile, turn.text) : weakReason(null, profile, turn.text) }, null, about);
}

const CRISIS_REASON = `That sounds like it could be about something really hard in your life. ${CRISIS_SIGNPOST}`;

/** A line about self-harm, someone in danger or abuse steps outside the roleplay. */
export function isCrisis(text: string): boolean {
  const kind = detectSafety(text)?.kind;
  return kind === 'crisis-self' || kind === 'crisis-other' || kind === 'abuse';
}

export function evaluateOffline(req: EvaluationRequest): TurnEvaluation {
  return analyzeTurn(req).evaluation;
}
