import type { chatSessions, practicePlans, practices, practiceReports } from '../../../db/schema';
import type { Practice, PracticePlan, PracticeReport } from '../../../shared/schemas/practice';

export type PlanRow = typeof practicePlans.$inferSelect;
export type PracticeRow = typeof practices.$inferSelect;
export type ReportRow = typeof practiceReports.$inferSelect;
type SessionRow = typeof chatSessions.$inferSelect;

export function toPracticeDto(p: PracticeRow, session: Pick<SessionRow, 'id' | 'updatedAt'> | null): Practice {
  return {
    id: p.id,
    plan_id: p.planId,
    name: p.name,
    status: p.status,
    progress: p.progress,
    end_type: p.endType,
    skip_report: p.skipReport,
    report_card_title: p.reportCardTitle,
    session: session ? { id: session.id, updated_at: session.updatedAt.toISOString() } : null,
    mood: p.mood,
    first_succeed_time: p.firstSucceedTime?.toISOString() ?? null,
    restarted_from_id: p.restartedFromId,
    deleted: p.deletedAt !== null,
    created_at: p.createdAt.toISOString(),
    updated_at: p.updatedAt.toISOString(),
    details: p.details,
  };
}

export function toPlanDto(
  plan: PlanRow,
  coach: Pick<SessionRow, 'id' | 'name'>,
  practiceDtos: Practice[],
): PracticePlan {
  return {
    id: plan.id,
    name: plan.name,
    description: plan.description,
    status: plan.status,
    is_succeed: plan.isSucceed,
    failure_reason: plan.failureReason,
    first_succeed_time: plan.firstSucceedTime?.toISOString() ?? null,
    coach: { session: { id: coach.id, name: coach.name } },
    practices: practiceDtos,
    created_at: plan.createdAt.toISOString(),
    updated_at: plan.updatedAt.toISOString(),
  };
}

export function toReportDto(r: ReportRow): PracticeReport {
  if (!r.content) throw new Error(`Report ${r.id} has no content`);
  return { practice_id: r.practiceId, ...r.content, created_at: r.createdAt.toISOString() };
}
