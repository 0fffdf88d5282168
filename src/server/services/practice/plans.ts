import { and, count, desc, eq, gte, inArray, isNull, ne, sql } from 'drizzle-orm';
import { chatSessions, practicePlans, practices } from '../../../db/schema';
import { PRACTICE_AGENT_SLUG } from '../../../shared/agent-slugs';
import {
  DEFAULT_PLAN_LIST_STATUSES,
  type CreateEmptyPlanInput,
  type ListPlansInput,
  type PracticePlan,
  type PracticePlanList,
  type PracticePlanStats,
} from '../../../shared/schemas/practice';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { findAgentRow } from '../agents';
import { deleteChat } from '../replies/control';
import { getOwnedSession } from '../sessions';
import { startPractice } from './practices';
import { getOwnedPlan, planDto, planDtos } from './store';

/** A plan with its coach chat; the coach's welcome is streamed separately (…/welcome-message). */
export async function createEmptyPlan(deps: Deps, actor: Actor | null, input: CreateEmptyPlanInput = {}): Promise<PracticePlan> {
  const { user } = requireActor(actor);
  const now = deps.clock.now();
  const agent = await findAgentRow(deps.db, PRACTICE_AGENT_SLUG);
  if (!agent) throw new AppError('agent.not_found');
  // Only the caller's own advisor chat can be the source (another's, or a coach chat, is not found).
  const source = input.from_session_id ? await getOwnedSession(deps.db, user.id, input.from_session_id) : null;
  if (source && source.type !== 'normal') throw new AppError('session.not_found');
  const plan = await deps.db.transaction(async (tx) => {
    const [coach] = await tx
      .insert(chatSessions)
      .values({ userId: user.id, agentId: agent.id, type: 'practice_coach', createdAt: now, updatedAt: now })
      .returning();
    const [row] = await tx
      .insert(practicePlans)
      .values({ userId: user.id, coachSessionId: coach!.id, status: 'preparing', sourceSessionId: source?.id ?? null, createdAt: now, updatedAt: now })
      .returning();
    return row!;
  });
  return planDto(deps.db, plan);
}

export async function listPlans(deps: Deps, actor: Actor | null, input: ListPlansInput): Promise<PracticePlanList> {
  const { user } = requireActor(actor);
  const statuses = (input.status ?? DEFAULT_PLAN_LIST_STATUSES).filter((s) => s !== 'deleted');
  if (statuses.length === 0) return { items: [], total: 0, offset: input.offset, limit: input.limit };
  const practiceCount = sql<number>`(select count(*) from ${practices} where ${practices.planId} = ${practicePlans.id} and ${practices.deletedAt} is null)`;
  const where = and(
    eq(practicePlans.userId, user.id),
    inArray(practicePlans.status, statuses),
    input.is_succeed === undefined ? undefined : eq(practicePlans.isSucceed, input.is_succeed),
    input.practice_count_ge === undefined ? undefined : gte(practiceCount, input.practice_count_ge),
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select()
      .from(practicePlans)
      .where(where)
      .orderBy(desc(practicePlans.updatedAt), desc(practicePlans.id))
      .limit(input.limit)
      .offset(input.offset),
    deps.db.select({ n: count() }).from(practicePlans).where(where),
  ]);
  return { items: await planDtos(deps.db, rows), total: total?.n ?? 0, offset: input.offset, limit: input.limit };
}

export async function getPlan(deps: Deps, actor: Actor | null, planId: string): Promise<PracticePlan> {
  const { user } = requireActor(actor);
  return planDto(deps.db, await getOwnedPlan(deps.db, user.id, planId));
}

export async function renamePlan(deps: Deps, actor: Actor | null, planId: string, name: string): Promise<PracticePlan> {
  const { user } = requireActor(actor);
  await getOwnedPlan(deps.db, user.id, planId);
  const [row] = await deps.db.update(practicePlans).set({ name }).where(eq(practicePlans.id, planId)).returning();
  return planDto(deps.db, row!);
}

/**
 * Deletes a plan: its coach chat and practice chats (running replies stopped first) and the plan
 * itself (status deleted; gone from every list and lookup).
 */
export async function deletePlan(deps: Deps, actor: Actor | null, planId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  const plan = await getOwnedPlan(deps.db, user.id, planId);
  const chats = await deps.db
    .select({ id: practices.sessionId })
    .from(practices)
    .where(and(eq(practices.planId, planId), isNull(practices.deletedAt)));
  const now = deps.clock.now();
  await deps.db.update(practicePlans).set({ status: 'deleted', updatedAt: now }).where(eq(practicePlans.id, planId));
  await deps.db.update(practices).set({ deletedAt: now }).where(and(eq(practices.planId, planId), isNull(practices.deletedAt)));
  // The coach chat may carry newer plans (a deprecated plan's successor): keep it for them.
  const [sibling] = await deps.db
    .select({ id: practicePlans.id })
    .from(practicePlans)
    .where(and(eq(practicePlans.coachSessionId, plan.coachSessionId), ne(practicePlans.status, 'deleted')))
    .limit(1);
  const sessionIds = [...chats.map((c) => c.id).filter((id): id is string => id !== null), ...(sibling ? [] : [plan.coachSessionId])];
  for (const id of sessionIds) await deleteChat(deps, actor, id).catch(() => undefined); // already deleted is fine
  return { ok: true };
}

/** POST /api/practice-plan/{id}: starts the plan's first practice that is ready (docs/decisions.md). */
export async function startPlan(deps: Deps, actor: Actor | null, planId: string): Promise<PracticePlan> {
  const { user } = requireActor(actor);
  const plan = await getOwnedPlan(deps.db, user.id, planId);
  const rows = await deps.db
    .select()
    .from(practices)
    .where(and(eq(practices.planId, planId), isNull(practices.deletedAt)))
    .orderBy(practices.position, practices.createdAt);
  if (rows.length === 0) throw new AppError('practice.plan_empty');
  const running = rows.find((p) => p.status === 'in_progress');
  const next = running ?? rows.find((p) => p.status === 'pending');
  if (!next) throw new AppError(rows.some((p) => p.status === 'preparing') ? 'practice.not_ready' : 'practice.already_ended');
  if (!running) await startPractice(deps, actor, plan.id, next.id);
  return planDto(deps.db, await getOwnedPlan(deps.db, user.id, planId));
}

export async function planStats(deps: Deps, actor: Actor | null): Promise<PracticePlanStats> {
  const { user } = requireActor(actor);
  const [row] = await deps.db
    .select({
      in_progress: sql<number>`count(*) filter (where ${practicePlans.status} = 'in_progress')`.mapWith(Number),
      completed: sql<number>`count(*) filter (where ${practicePlans.isSucceed})`.mapWith(Number),
    })
    .from(practicePlans)
    .where(and(eq(practicePlans.userId, user.id), ne(practicePlans.status, 'deleted')));
  return { in_progress: row?.in_progress ?? 0, completed: row?.completed ?? 0 };
}
