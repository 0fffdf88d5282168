import type { PracticeDetails, PracticeReportContent } from '../../db/schema/practice';
import type { ChatTurn, ProviderChunk } from './provider';

/**
 * The AI tasks of roleplay practice (coach, simulated character, evaluator, report) and of the
 * simulator capability in advisor chats. Task-shaped like AiProvider, so the offline engine
 * (rules, deterministic) and the openai adapter (prompts + structured outputs) can both do them.
 */

export interface PlannedPractice {
  /** Short card title, e.g. "Ask her out after class". */
  name: string;
  details: PracticeDetails;
}

export interface PracticePlanDraft {
  /** Plan name shown in lists, e.g. "Asking my crush out". */
  name: string;
  /** One or two sentences on what the plan rehearses. */
  description: string;
  /** 1–3 practices, easiest first. */
  practices: PlannedPractice[];
}

/** What the coach streams: advice text, plus the plan once it knows enough. */
export type CoachChunk =
  | ProviderChunk
  /** The coach is about to build (or rebuild) the plan: the client shows its generating state. */
  | { type: 'plan_updating' }
  /** The whole plan, once per turn at most. */
  | { type: 'plan'; plan: PracticePlanDraft };

export interface CoachRequest {
  /** The coach chat, oldest first; the last turn is the user's new message (absent for the welcome). */
  history: ChatTurn[];
  memory: string[];
  /** The plan as it stands (null before one exists), so the coach can refine instead of restart. */
  currentPlan: PracticePlanDraft | null;
  /** 'Practice this': the advisor chat the plan came from (its situation, people and advice), oldest first. */
  source?: ChatTurn[];
  /** How many practices of the current plan were played (started or ended): a new plan must not hide them silently. */
  playedPractices?: number;
}

/** How the simulated person feels right now; moves with what the user does. */
export type CharacterMood = 'warm' | 'open' | 'neutral' | 'guarded' | 'cold' | 'hurt' | 'delighted';

export interface CharacterRequest {
  details: PracticeDetails;
  /** Extra persona text (a simulator's first_prompt or what the user told the advisor about the person). */
  persona: string | null;
  /** The practice chat, oldest first; user = the person practising, assistant = the character. */
  history: ChatTurn[];
  mood: CharacterMood;
  /**
   * What the evaluator decided for the latest user line: the character acts on it (says yes on
   * success, leaves on failure). 'opening' for the character's first line.
   */
  beat: 'opening' | 'continue' | 'succeed' | 'failed';
}

export type TurnRating = 'great' | 'ok' | 'risky';

export interface TurnEvaluation {
  /** Change of progress this turn, −100…100. */
  delta: number;
  /** New progress toward the goal, 0–100 (100 exactly when the outcome is succeed). */
  progress: number;
  rating: TurnRating;
  /** One line on why, addressed to the user ("You asked about her weekend — it shows interest."). */
  reason: string;
  outcome: 'continue' | 'succeed' | 'failed';
  /** The character's mood after this line. */
  mood: CharacterMood;
  /** True when the character ends the conversation because the user crossed a line. */
  characterEnds: boolean;
  /** With outcome failed: why, in one sentence (becomes the plan's failure_reason). */
  failureReason: string | null;
}

export interface EvaluationRequest {
  details: PracticeDetails;
  /** The practice chat so far, the last turn being the user's line to score. */
  history: ChatTurn[];
  progress: number;
  mood: CharacterMood;
}

export interface ScoredLine {
  text: string;
  rating: TurnRating;
  reason: string;
  delta: number;
}

export interface ReportRequest {
  details: PracticeDetails;
  /** The whole practice chat, oldest first. */
  history: ChatTurn[];
  /** Each user line with its live score, in order. */
  scoredLines: ScoredLine[];
  outcome: 'succeed' | 'failed';
  endType: 'manual' | 'auto';
}

export interface SimulatorSummaryRequest {
  /** Who was simulated (persona label and what the user said about them). */
  persona: string;
  history: ChatTurn[];
}

export interface PracticeAi {
  /** Which engine answers ('offline' = the embedded rules); optional, for logs and labels. */
  readonly kind?: 'openai' | 'offline' | 'scripted';
  streamCoach(req: CoachRequest, signal: AbortSignal): AsyncIterable<CoachChunk>;
  /** The simulated person's next line (or first, with beat 'opening'). */
  streamCharacter(req: CharacterRequest, signal: AbortSignal): AsyncIterable<ProviderChunk>;
  evaluateTurn(req: EvaluationRequest, signal: AbortSignal): Promise<TurnEvaluation>;
  /** The insight report; quotes the user's real lines. */
  buildReport(req: ReportRequest, signal: AbortSignal): Promise<PracticeReportContent>;
  /** The advisor's hand-back after a simulation in an advisor chat: what went well, what to try. */
  streamSimulatorSummary(req: SimulatorSummaryRequest, signal: AbortSignal): AsyncIterable<ProviderChunk>;
  /**
   * Optional: the character's mood before the first line (an ex starts guarded, an angry customer
   * cold). Callers fall back to 'neutral' when an engine does not say.
   */
  initialMood?(details: PracticeDetails): CharacterMood;
}
