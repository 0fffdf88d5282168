import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { chatSessions, practicePlans, practices } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import type { PracticePlanDraft } from '../../ai/practice-ai';
import type { PlanRow } from './dto';

export interface AppliedPlan {
  plan: PlanRow;
  /** The plan this one replaced (now deprecated), when the old one had been played. */
  deprecated: PlanRow | null;
}

/**
 * Writes the coach's plan. While none of the plan's practices has been started, the draft
 * replaces them in place. Once one has (its history matters), the old plan becomes `deprecated`
 * and a new plan carries the draft on the same coach chat (docs/decisions.md, Practice).
 */
export async function applyPlanDraft(tx: Tx, plan: PlanRow, draft: PracticePlanDraft, now: Date): Promise<AppliedPlan> {
  const played = await tx
    .select({ id: practices.id })
    .from(practices)
    .where(and(eq(practices.planId, plan.id), ne(practices.status, 'pending'), ne(practices.status, 'preparing'), isNull(practices.deletedAt)))
    .limit(1);
  let target = plan;
  let deprecated: PlanRow | null = null;
  if (played.length > 0) {
    const [old] = await tx.update(practicePlans).set({ status: 'deprecated', updatedAt: now }).where(eq(practicePlans.id, plan.id)).returning();
    deprecated = old ?? null;
    const [fresh] = await tx
      .insert(practicePlans)
      .values({ userId: plan.userId, coachSessionId: plan.coachSessionId, status: 'preparing', sourceSessionId: plan.sourceSessionId, createdAt: now, updatedAt: now })
      .returning();
    target = fresh!;
  } else {
    await tx
      .update(practices)
      .set({ deletedAt: now })
      .where(and(eq(practices.planId, plan.id), inArray(practices.status, ['pending', 'preparing']), isNull(practices.deletedAt)));
  }
  await tx.insert(practices).values(
    draft.practices.map((p, position) => ({
      planId: target.id,
      userId: plan.userId,
      position,
      name: p.name,
      status: 'pending' as const,
      details: p.details,
      createdAt: now,
      updatedAt: now,
    })),
  );
  const [updated] = await tx
    .update(practicePlans)
    .set({ name: draft.name, description: draft.description, status: 'pending', updatedAt: now })
    .where(eq(practicePlans.id, target.id))
    .returning();
  // An unnamed coach chat takes the plan's name (it is how the chat is recognised later).
  await tx
    .update(chatSessions)
    .set({ name: draft.name.slice(0, 100) })
    .where(and(eq(chatSessions.id, plan.coachSessionId), isNull(chatSessions.name)));
  return { plan: updated!, deprecated };
}
