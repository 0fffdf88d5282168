import type { PracticeDetails } from '../../../../db/schema/practice';
import { normalize } from '../text-utils';
import { RISKY_MOVES, type MoveKind } from './moves';
import type { CharacterMood } from '../../practice-ai';
import { ROLE_INFO, readProfile, type RoleKind } from './roles';

/**
 * What a practice asks the user to achieve, and the rules the evaluator checks. The plan's
 * success_condition and failure_condition are written from these same rules (plan-templates.ts),
 * so what the user reads is what is scored.
 */
export const GOAL_KINDS = ['open', 'invite', 'reinvite', 'repair', 'reconnect', 'ask', 'interview', 'hire', 'resolve', 'align', 'defuse'] as const;
export type GoalKind = (typeof GOAL_KINDS)[number];

export interface GoalRule {
  /** Each group must have been made in some line so far (any move of the group). */
  requires: readonly (readonly MoveKind[])[];
  /** The move that closes the goal in the current line; null: meeting the requirements closes it. */
  closer: readonly MoveKind[] | null;
  /** Progress (before this line, plus this line's positive moves) needed for the close to land. */
  rapport: number;
  /** Score per move for this goal (moves not listed use BASE_WEIGHTS). */
  weights: Partial<Record<MoveKind, number>>;
  /** Moves that end the practice at once. */
  fatal: readonly MoveKind[];
  /** Moves that end it the second time they are made. */
  twice: readonly MoveKind[];
  /** The first close is always met with "not that day": the user must take it gracefully and ask again. */
  firstCloseDeclined?: boolean;
}

/** Scores that hold for every goal unless it says otherwise. */
export const BASE_WEIGHTS: Record<MoveKind, number> = {
  greeting: 4,
  question: 8,
  personal_question: 15,
  listening: 14,
  sharing: 10,
  compliment: 8,
  humour: 8,
  apology: 4,
  excuse: -10,
  invite_concrete: 4,
  invite_vague: 4,
  next_step: 4,
  request: 4,
  request_specific: 4,
  evidence: 4,
  remedy: 4,
  remedy_vague: 2,
  plan: 4,
  behavioural_question: 8,
  pressure: -30,
  guilt: -30,
  insult: -50,
  crude: -50,
  blame: -30,
  threat: -50,
  dismiss: -25,
  too_intense: -20,
  lie: -40,
  illegal_question: 0, // only a hiring interviewer must not ask it (see hire)
  give_up: -10,
  low_effort: -6,
  off_topic: -10,
};

/** Most a single line can add before the goal is closed: a practice takes at least a few good lines. */
export const LINE_GAIN_CAP = 35;
/** Progress shown while the goal is not yet met never reaches 100. */
export const OPEN_PROGRESS_CAP = 90;
/** This many risky lines in one practice end it. */
export const RISKY_LINES_LIMIT = 3;

const COMMON_FATAL: readonly MoveKind[] = ['insult', 'crude'];

export const GOAL_RULES: Record<GoalKind, GoalRule> = {
  open: {
    requires: [['personal_question', 'question'], ['sharing'], ['humour', 'compliment', 'listening']],
    closer: null,
    rapport: 60,
    weights: {},
    fatal: COMMON_FATAL,
    twice: [],
  },
  invite: {
    requires: [['personal_question', 'question']],
    closer: ['invite_concrete'],
    rapport: 45,
    weights: { apology: 0, evidence: 0 },
    fatal: COMMON_FATAL,
    twice: [],
  },
  reinvite: {
    requires: [],
    closer: ['invite_concrete'],
    rapport: 35,
    weights: { apology: 0, evidence: 0 },
    fatal: COMMON_FATAL,
    twice: [],
    firstCloseDeclined: true,
  },
  repair: {
    requires: [['apology'], ['listening', 'personal_question']],
    closer: ['next_step'],
    rapport: 50,
    weights: { apology: 25, listening: 18, excuse: -15, humour: 2, compliment: 4, sharing: 6, invite_vague: 0 },
    fatal: [...COMMON_FATAL, 'guilt'],
    twice: ['blame'],
  },
  reconnect: {
    requires: [['personal_question', 'question']],
    closer: ['next_step'],
    rapport: 40,
    weights: { sharing: 12, apology: 8 },
    fatal: COMMON_FATAL,
    twice: [],
  },
  ask: {
    requires: [['evidence']],
    closer: ['request_specific'],
    rapport: 40,
    weights: { evidence: 22, listening: 12, personal_question: 10, question: 10, compliment: 3, humour: 2, sharing: 8, apology: 0 },
    fatal: [...COMMON_FATAL, 'threat'],
    twice: [],
  },
  interview: {
    requires: [['evidence'], ['question', 'personal_question']],
    closer: null,
    rapport: 55,
    weights: { evidence: 25, question: 12, personal_question: 12, sharing: 12, compliment: 5, humour: 4, give_up: -15 },
    fatal: [...COMMON_FATAL, 'threat'],
    twice: ['give_up'],
  },
  hire: {
    requires: [['behavioural_question'], ['listening', 'question', 'personal_question']],
    closer: ['plan'],
    rapport: 40,
    weights: { behavioural_question: 22, listening: 15, question: 10, personal_question: 10, sharing: 8, compliment: 6, illegal_question: -50 },
    fatal: [...COMMON_FATAL, 'illegal_question', 'threat'],
    twice: [],
  },
  resolve: {
    requires: [['apology', 'listening'], ['question', 'personal_question']],
    closer: ['remedy'],
    rapport: 40,
    weights: { apology: 20, listening: 18, personal_question: 14, question: 12, humour: 0, compliment: 2, remedy_vague: 3 },
    fatal: [...COMMON_FATAL, 'threat'],
    twice: ['blame'],
  },
  align: {
    requires: [['listening', 'question', 'personal_question'], ['sharing']],
    closer: ['plan'],
    rapport: 40,
    weights: { listening: 16, sharing: 14, question: 14, personal_question: 14, apology: 8, humour: 2 },
    fatal: [...COMMON_FATAL, 'threat'],
    twice: ['blame'],
  },
  defuse: {
    requires: [['listening', 'apology'], ['question', 'personal_question', 'sharing']],
    closer: null,
    rapport: 50,
    weights: { listening: 20, question: 12, personal_question: 12, sharing: 10, apology: 10, humour: 5 },
    fatal: [...COMMON_FATAL, 'threat'],
    twice: ['blame'],
  },
};

export function weightOf(goal: GoalKind, move: MoveKind): number {
  return GOAL_RULES[goal].weights[move] ?? BASE_WEIGHTS[move];
}

/** Risky for this goal: the risky moves, except a question that is only off-limits when hiring. */
export function isRiskyFor(goal: GoalKind, move: MoveKind): boolean {
  return RISKY_MOVES.has(move) && (move !== 'illegal_question' || goal === 'hire');
}

/**
 * The signature phrases our own success conditions use (plan-templates.ts), then looser keywords
 * for details written elsewhere (the model adapter, the simulator setup), then the role's usual goal.
 */
const SIGNATURES: readonly (readonly [GoalKind, RegExp])[] = [
  ['reinvite', /\banother specific day\b/],
  ['invite', /\bsays yes to a specific plan\b/],
  ['open', /\bwarms up and keeps the chat going\b/],
  ['repair', /\baccepts your apology\b/],
  ['reconnect', /\bagrees to catch up\b/],
  ['ask', /\bagrees to a concrete next step on\b/],
  ['interview', /\bmoves you to the next round\b/],
  ['hire', /\bclose with clear next steps\b/],
  ['resolve', /\baccepts your fix\b/],
  ['align', /\bagrees to a concrete plan\b/],
  ['defuse', /\bthe commenter softens\b|\bsoftens and\b/],
];
const KEYWORDS: readonly (readonly [GoalKind, RegExp])[] = [
  ['reinvite', /\b(?:after (?:a|her|his|their) (?:no|maybe)|different day|another day|reschedul)/],
  ['repair', /\bapolog|\bforgive|\bsorry\b|\bmake (?:it|things) right\b/],
  ['hire', /\bcandidate\b|\bhire\b|\bhiring\b/],
  ['interview', /\binterview|\bnext round\b|\bjob offer\b/],
  ['ask', /\braise\b|\bsalary\b|\bpromotion\b|\bpay\b|\bextension\b|\bdeadline\b|\bask(?:ing)? (?:your|the) (?:manager|boss)\b/],
  ['resolve', /\brefund|\breplacement\b|\bcomplain|\bangry customer\b|\bremedy\b|\bfix\b/],
  ['defuse', /\bcomment/],
  ['align', /\bteacher\b|\bparent\b|\bcheck-in\b|\bplan for\b/],
  ['reconnect', /\bcatch up\b|\breconnect|\bback in touch\b|\bdrift/],
  ['invite', /\bask (?:her|him|them|\w+) out\b|\bsays? yes\b|\bdate\b|\binvit|\bspecific plan\b/],
  ['open', /\bconversation going\b|\bopener\b|\bbreak the ice\b|\bfirst message\b|\bstart a conversation\b/],
];
const ROLE_GOALS: Record<RoleKind, GoalKind> = {
  crush: 'invite',
  ex: 'repair',
  date: 'invite',
  match: 'open',
  partner: 'repair',
  friend: 'reconnect',
  boss: 'ask',
  colleague: 'align',
  interviewer: 'interview',
  candidate: 'hire',
  customer: 'resolve',
  parent: 'align',
  teacher: 'align',
  family: 'repair',
  commenter: 'defuse',
  landlord: 'align',
  neighbour: 'align',
  service: 'align',
  acquaintance: 'open',
};

export function goalFromDetails(details: Pick<PracticeDetails, 'success_condition' | 'title' | 'simulated_role' | 'scenario'>): GoalKind {
  const success = normalize(details.success_condition);
  for (const [goal, re] of SIGNATURES) if (re.test(success)) return goal;
  const text = normalize(`${details.success_condition} ${details.title}`);
  for (const [goal, re] of KEYWORDS) if (re.test(text)) return goal;
  return ROLE_GOALS[readProfile(details).role];
}

/** How the person feels before the first line: the role's usual mood, softened when the goal is a friendly ask. */
export function initialMoodFor(details: Pick<PracticeDetails, 'success_condition' | 'title' | 'simulated_role' | 'scenario'>): CharacterMood {
  const mood = ROLE_INFO[readProfile(details).role].initialMood;
  const friendly = ['open', 'invite', 'reinvite'].includes(goalFromDetails(details));
  return friendly && (mood === 'hurt' || mood === 'guarded' || mood === 'cold') ? 'neutral' : mood;
}
