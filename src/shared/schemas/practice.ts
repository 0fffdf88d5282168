import { z } from 'zod';
import { PAGE_SIZES } from '../constants';

/** SPEC §3/§4: practice and plan statuses. */
export const PRACTICE_STATUS_VALUES = ['preparing', 'pending', 'in_progress', 'succeed', 'failed'] as const;
export type PracticeStatus = (typeof PRACTICE_STATUS_VALUES)[number];
export const PLAN_STATUS_VALUES = [...PRACTICE_STATUS_VALUES, 'deleted', 'deprecated'] as const;
export type PlanStatus = (typeof PLAN_STATUS_VALUES)[number];
/** What GET /api/practice-plan shows without a status filter (SPEC §4). */
export const DEFAULT_PLAN_LIST_STATUSES: PlanStatus[] = ['pending', 'in_progress', 'succeed', 'failed', 'deprecated'];

export const TURN_RATINGS = ['great', 'ok', 'risky'] as const;
export type TurnRatingValue = (typeof TURN_RATINGS)[number];

export const practiceDetailsSchema = z.object({
  title: z.string(),
  scenario: z.string(),
  success_condition: z.string(),
  failure_condition: z.string(),
  you_will_learn: z.array(z.object({ emoji: z.string(), content: z.string() })),
  simulated_role: z.string(),
});
export type PracticeDetailsDto = z.infer<typeof practiceDetailsSchema>;

export const practiceSchema = z.object({
  id: z.string().uuid(),
  plan_id: z.string().uuid(),
  name: z.string().nullable(),
  status: z.enum(PRACTICE_STATUS_VALUES).describe('pending → in_progress (start) → succeed or failed'),
  progress: z.number().int().min(0).max(100).describe('Towards the success condition; 100 = succeed'),
  end_type: z.enum(['manual', 'auto']).nullable().describe('manual: ended by hand; auto: the conversation decided'),
  skip_report: z.boolean(),
  report_card_title: z.string().nullable(),
  session: z
    .object({ id: z.string().uuid(), updated_at: z.string() })
    .nullable()
    .describe("The practice's chat (send its lines there with session_type practice); null until started"),
  /** The character's mood after the latest line (for the panel header). */
  mood: z.string().nullable(),
  first_succeed_time: z.string().nullable(),
  /** When restarted, the practice this one replaced. */
  restarted_from_id: z.string().uuid().nullable(),
  deleted: z.boolean(),
  created_at: z.string(),
  updated_at: z.string(),
  details: practiceDetailsSchema.nullable(),
});
export type Practice = z.infer<typeof practiceSchema>;

export const practicePlanSchema = z.object({
  id: z.string().uuid(),
  name: z.string().nullable(),
  description: z.string().nullable(),
  status: z.enum(PLAN_STATUS_VALUES),
  is_succeed: z.boolean(),
  failure_reason: z.string().nullable(),
  first_succeed_time: z.string().nullable(),
  coach: z.object({ session: z.object({ id: z.string().uuid(), name: z.string().nullable() }) }),
  /** Newest practice per slot, in plan order (restarted ones replace their original). */
  practices: z.array(practiceSchema),
  created_at: z.string(),
  updated_at: z.string(),
});
export type PracticePlan = z.infer<typeof practicePlanSchema>;

export const practicePlanListSchema = z.object({
  items: z.array(practicePlanSchema),
  total: z.number().int(),
  offset: z.number().int(),
  limit: z.number().int(),
});
export type PracticePlanList = z.infer<typeof practicePlanListSchema>;

export const practicePlanStatsSchema = z.object({ in_progress: z.number().int(), completed: z.number().int() });
export type PracticePlanStats = z.infer<typeof practicePlanStatsSchema>;

export const practiceReportSchema = z.object({
  practice_id: z.string().uuid(),
  start_tip: z.string(),
  end_tip: z.string(),
  good_response: z.array(z.object({ scenario: z.string(), your_response: z.string(), coach_insight: z.string() })),
  bad_response: z.array(
    z.object({ scenario: z.string(), your_response: z.string(), better_approach: z.string(), coach_insight: z.string() }),
  ),
  expert_advice: z.array(z.object({ title: z.string(), content: z.string() })),
  takeaway: z.array(z.object({ icon: z.string(), title: z.string(), content: z.string() })),
  created_at: z.string(),
});
export type PracticeReport = z.infer<typeof practiceReportSchema>;

/** The live score of one user line in a practice (★ beyond SPEC), kept in its extra_data. */
export const practiceTurnSchema = z.object({
  practice_id: z.string().uuid(),
  rating: z.enum(TURN_RATINGS),
  reason: z.string(),
  delta: z.number().int(),
  progress: z.number().int().min(0).max(100),
});
export type PracticeTurn = z.infer<typeof practiceTurnSchema>;

// ---- inputs ----

const uuidParam = (code: string) => z.string().uuid({ message: code });
export const planIdInput = z.object({ id: uuidParam('practice.plan_not_found') });
export const practiceIdInput = planIdInput.extend({ practiceId: uuidParam('practice.not_found') });

const boolQuery = z.union([z.boolean(), z.enum(['true', 'false']).transform((v) => v === 'true')]);

export const listPlansInput = z.object({
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
  limit: z.coerce.number().int().min(1).max(100).default(PAGE_SIZES.practicePlans),
  /** One status or a comma-separated list; the SPEC default set when omitted. */
  status: z
    .string()
    .max(200)
    .transform((v) => v.split(',').map((s) => s.trim()).filter(Boolean))
    .pipe(z.array(z.enum(PLAN_STATUS_VALUES, { message: 'common.invalid_input' })).min(1))
    .optional(),
  is_succeed: boolQuery.optional(),
  practice_count_ge: z.coerce.number().int().min(0).max(100).optional(),
});
export type ListPlansInput = z.infer<typeof listPlansInput>;

const planName = z
  .string()
  .transform((v) => v.replaceAll('\u0000', '').trim())
  .pipe(z.string().min(1).max(100));
export const renamePlanInput = z.object({ name: planName });

export const createEmptyPlanInput = z
  .object({
    /** Where the user came from (analytics), e.g. the chat screen's practice shortcut. */
    source: z.string().max(60).optional(),
    /** 'Practice this' from an advisor chat: that chat (the caller's own), whose situation and advice the coach starts from. */
    from_session_id: z.string().uuid().optional(),
  })
  .default({});
export type CreateEmptyPlanInput = z.infer<typeof createEmptyPlanInput>;
