import { and, asc, eq, inArray, isNull, ne } from 'drizzle-orm';
import { chatSessions, practicePlans, practices } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import type { Practice, PracticePlan } from '../../../shared/schemas/practice';
import { AppError } from '../../errors';
import { toPlanDto, toPracticeDto, type PlanRow, type PracticeRow } from './dto';

/** The caller's plan (not deleted), or practice.plan_not_found — the same answer for anyone else's. */
export async function getOwnedPlan(db: Executor, userId: string, planId: string): Promise<PlanRow> {
  const [row] = await db
    .select()
    .from(practicePlans)
    .where(and(eq(practicePlans.id, planId), eq(practicePlans.userId, userId), ne(practicePlans.status, 'deleted')))
    .limit(1);
  if (!row) throw new AppError('practice.plan_not_found');
  return row;
}

/** The caller's practice in the caller's plan, or practice.not_found. */
export async function getOwnedPractice(db: Executor, userId: string, planId: string, practiceId: string): Promise<PracticeRow> {
  await getOwnedPlan(db, userId, planId);
  const [row] = await db
    .select()
    .from(practices)
    .where(and(eq(practices.id, practiceId), eq(practices.planId, planId), eq(practices.userId, userId), isNull(practices.deletedAt)))
    .limit(1);
  if (!row) throw new AppError('practice.not_found');
  return row;
}

/** The practice a practice chat belongs to (one chat per practice). */
export async function practiceOfSession(db: Executor, userId: string, sessionId: string): Promise<PracticeRow | null> {
  const [row] = await db
    .select()
    .from(practices)
    .where(and(eq(practices.sessionId, sessionId), eq(practices.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The plan a coach chat is building now: its newest plan that is not deprecated or deleted. */
export async function currentPlanOfCoach(db: Executor, userId: string, coachSessionId: string): Promise<PlanRow | null> {
  const rows = await db
    .select()
    .from(practicePlans)
    .where(
      and(
        eq(practicePlans.coachSessionId, coachSessionId),
        eq(practicePlans.userId, userId),
        inArray(practicePlans.status, ['preparing', 'pending', 'in_progress', 'succeed', 'failed']),
      ),
    );
  return rows.sort((a, b) => b.createdAt.getTime() - a.createdAt.getTime())[0] ?? null;
}

export async function practiceDto(db: Executor, row: PracticeRow): Promise<Practice> {
  if (!row.sessionId) return toPracticeDto(row, null);
  const [session] = await db
    .select({ id: chatSessions.id, updatedAt: chatSessions.updatedAt })
    .from(chatSessions)
    .where(eq(chatSessions.id, row.sessionId))
    .limit(1);
  return toPracticeDto(row, session ?? null);
}

/** Plans with their coach chat and every practice (restarts included, in plan order). */
export async function planDtos(db: Executor, plans: PlanRow[]): Promise<PracticePlan[]> {
  if (plans.length === 0) return [];
  const planIds = plans.map((p) => p.id);
  const [coaches, rows] = await Promise.all([
    db
      .select({ id: chatSessions.id, name: chatSessions.name })
      .from(chatSessions)
      .where(inArray(chatSessions.id, [...new Set(plans.map((p) => p.coachSessionId))])),
    db
      .select({ practice: practices, session: { id: chatSessions.id, updatedAt: chatSessions.updatedAt } })
      .from(practices)
      .leftJoin(chatSessions, eq(chatSessions.id, practices.sessionId))
      .where(and(inArray(practices.planId, planIds), isNull(practices.deletedAt)))
      .orderBy(asc(practices.position), asc(practices.createdAt)),
  ]);
  const coachById = new Map(coaches.map((c) => [c.id, c]));
  return plans.map((plan) =>
    toPlanDto(
      plan,
      coachById.get(plan.coachSessionId) ?? { id: plan.coachSessionId, name: null },
      rows.filter((r) => r.practice.planId === plan.id).map((r) => toPracticeDto(r.practice, r.session)),
    ),
  );
}

export async function planDto(db: Executor, plan: PlanRow): Promise<PracticePlan> {
  const [dto] = await planDtos(db, [plan]);
  return dto!;
}
