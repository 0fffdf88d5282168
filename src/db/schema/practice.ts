import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgEnum, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { simulators } from './agents';
import { chatSessions } from './chat';
import { createdAt, id, tsz, updatedAt } from './columns';
import { users } from './users';

export const PRACTICE_STATUSES = ['preparing', 'pending', 'in_progress', 'succeed', 'failed'] as const;
export const PLAN_STATUSES = [...PRACTICE_STATUSES, 'deleted', 'deprecated'] as const;

export const practiceStatus = pgEnum('practice_status', PRACTICE_STATUSES);
export const planStatus = pgEnum('practice_plan_status', PLAN_STATUSES);
export const practiceEndType = pgEnum('practice_end_type', ['manual', 'auto']);

export interface PracticeDetails {
  title: string;
  scenario: string;
  success_condition: string;
  failure_condition: string;
  you_will_learn: { emoji: string; content: string }[];
  simulated_role: string;
}

export interface PracticeReportContent {
  start_tip: string;
  end_tip: string;
  good_response: { scenario: string; your_response: string; coach_insight: string }[];
  bad_response: { scenario: string; your_response: string; better_approach: string; coach_insight: string }[];
  expert_advice: { title: string; content: string }[];
  takeaway: { icon: string; title: string; content: string }[];
}

/** A practice plan belongs to a coach chat (session type practice_coach). */
export const practicePlans = pgTable(
  'practice_plans',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    coachSessionId: uuid('coach_session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    name: text('name'),
    description: text('description'),
    status: planStatus('status').notNull().default('preparing'),
    isSucceed: boolean('is_succeed').notNull().default(false),
    failureReason: text('failure_reason'),
    firstSucceedTime: tsz('first_succeed_time'),
    /** The advisor chat 'Practice this' came from: the coach starts from its situation and advice. */
    sourceSessionId: uuid('source_session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [index('practice_plans_user_recent_idx').on(t.userId, t.updatedAt.desc(), t.id.desc())],
);

export const practices = pgTable(
  'practices',
  {
    id: id(),
    planId: uuid('plan_id')
      .notNull()
      .references(() => practicePlans.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The simulator chat the user rehearses in. */
    sessionId: uuid('session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    /** When restarted, the practice this one replaces. */
    restartedFromId: uuid('restarted_from_id'),
    position: integer('position').notNull().default(0),
    name: text('name'),
    status: practiceStatus('status').notNull().default('preparing'),
    progress: integer('progress').notNull().default(0),
    /** The simulated person's mood after the latest line (moves with what the user does). */
    mood: text('mood'),
    endType: practiceEndType('end_type'),
    skipReport: boolean('skip_report').notNull().default(false),
    reportCardTitle: text('report_card_title'),
    details: jsonb('details').$type<PracticeDetails | null>(),
    firstSucceedTime: tsz('first_succeed_time'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    deletedAt: tsz('deleted_at'),
  },
  (t) => [index('practices_plan_idx').on(t.planId, t.position), index('practices_user_idx').on(t.userId, t.updatedAt.desc())],
);

export const reportStatus = pgEnum('practice_report_status', ['generating', 'ready', 'failed', 'skipped']);

export const practiceReports = pgTable(
  'practice_reports',
  {
    id: id(),
    practiceId: uuid('practice_id')
      .notNull()
      .references(() => practices.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: reportStatus('status').notNull().default('generating'),
    content: jsonb('content').$type<PracticeReportContent | null>(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('practice_reports_practice_key').on(t.practiceId)],
);

export const simulatorSessionStatus = pgEnum('simulator_session_status', ['open', 'closed']);

/** A roleplay run of a simulator inside a normal chat (SPEC §3 Simulator session). */
export const simulatorSessions = pgTable(
  'simulator_sessions',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    simulatorId: uuid('simulator_id')
      .notNull()
      .references(() => simulators.id),
    normalSessionId: uuid('normal_session_id')
      .notNull()
      .references(() => chatSessions.id, { onDelete: 'cascade' }),
    /** The simulator's own chat (type simulator). */
    chatSessionId: uuid('chat_session_id').references(() => chatSessions.id, { onDelete: 'set null' }),
    name: text('name'),
    status: simulatorSessionStatus('status').notNull().default('open'),
    summary: text('summary'),
    /** What the user told the advisor about the person to simulate (setup answers). */
    persona: text('persona'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('simulator_sessions_normal_idx').on(t.normalSessionId).where(sql`${t.status} = 'open'`),
    index('simulator_sessions_user_idx').on(t.userId),
  ],
);
