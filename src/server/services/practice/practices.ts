import { and, eq } from 'drizzle-orm';
import { chatSessions, practicePlans, practices } from '../../../db/schema';
import type { Tx } from '../../../db/types';
import { PRACTICE_AGENT_SLUG } from '../../../shared/agent-slugs';
import type { Practice } from '../../../shared/schemas/practice';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { findAgentRow } from '../agents';
import type { PracticeRow } from './dto';
import { endPracticeByHand } from './end-practice';
import { getOwnedPractice, practiceDto } from './store';

/**
 * pending → in_progress, with the practice's own chat. A second start while it runs answers the
 * practice unchanged (SPEC: ignored); preparing → practice.not_ready; ended → practice.already_ended
 * (restart instead). docs/decisions.md, Practice.
 */
export async function startPractice(deps: Deps, actor: Actor | null, planId: string, practiceId: string): Promise<Practice> {
  const { user } = requireActor(actor);
  const practice = await getOwnedPractice(deps.db, user.id, planId, practiceId);
  if (practice.status === 'in_progress') return practiceDto(deps.db, practice);
  if (practice.status === 'preparing') throw new AppError('practice.not_ready');
  if (practice.status !== 'pending') throw new AppError('practice.already_ended');
  const agent = await findAgentRow(deps.db, PRACTICE_AGENT_SLUG);
  if (!agent) throw new AppError('agent.not_found');
  const now = deps.clock.now();
  // The character starts where the scenario puts them (an ex guarded, an angry customer cold).
  const startMood = (practice.details && deps.practiceAi.initialMood?.(practice.details)) || 'neutral';
  const started = await deps.db.transaction(async (tx) => {
    // Row lock: two starts at once create one chat.
    const [locked] = await tx.select().from(practices).where(eq(practices.id, practice.id)).for('update');
    if (!locked || locked.status !== 'pending') return locked;
    const [chat] = await tx
      .insert(chatSessions)
      .values({ userId: user.id, agentId: agent.id, type: 'practice', name: locked.name, createdAt: now, updatedAt: now })
      .returning();
    const [row] = await tx
      .update(practices)
      .set({ status: 'in_progress', sessionId: chat!.id, progress: 0, mood: startMood, updatedAt: now })
      .where(eq(practices.id, practice.id))
      .returning();
    await setPlanStatus(tx, planId, 'in_progress', now);
    return row;
  });
  if (!started) throw new AppError('practice.not_found');
  if (started.status !== 'in_progress') throw new AppError('practice.already_ended');
  return practiceDto(deps.db, started);
}

/**
 * A fresh practice from the same details, in the same slot, started at once; the old one stays in
 * the plan's history. A running one is ended first (manual). A pending one is simply started.
 */
export async function restartPractice(deps: Deps, actor: Actor | null, planId: string, practiceId: string): Promise<Practice> {
  const { user } = requireActor(actor);
  const old = await getOwnedPractice(deps.db, user.id, planId, practiceId);
  if (old.status === 'pending') return startPractice(deps, actor, planId, practiceId);
  if (old.status === 'preparing') throw new AppError('practice.not_ready');
  if (old.status === 'in_progress') {
    await endPracticeByHand(deps, actor, planId, practiceId, { generateReport: false });
  }
  const now = deps.clock.now();
  const [fresh] = await deps.db
    .insert(practices)
    .values({
      planId,
      userId: user.id,
      position: old.position,
      name: old.name,
      status: 'pending',
      details: old.details,
      restartedFromId: old.id,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return startPractice(deps, actor, planId, fresh!.id);
}

/** Ends a running practice; answers the row as stored, or null when it was no longer running. */
export async function markPracticeEnded(
  tx: Tx,
  practice: Pick<PracticeRow, 'id' | 'planId'>,
  ending: { status: 'succeed' | 'failed'; endType: 'manual' | 'auto'; failureReason: string | null; progress?: number; mood?: string },
  now: Date,
): Promise<PracticeRow | null> {
  const [row] = await tx
    .update(practices)
    .set({
      status: ending.status,
      endType: ending.endType,
      updatedAt: now,
      ...(ending.progress !== undefined ? { progress: ending.progress } : {}),
      ...(ending.mood !== undefined ? { mood: ending.mood } : {}),
      ...(ending.status === 'succeed' ? { firstSucceedTime: now } : {}),
    })
    .where(and(eq(practices.id, practice.id), eq(practices.status, 'in_progress')))
    .returning();
  if (!row) return null;
  const [plan] = await tx.select().from(practicePlans).where(eq(practicePlans.id, practice.planId)).for('update');
  if (plan && plan.status !== 'deprecated' && plan.status !== 'deleted') {
    await tx
      .update(practicePlans)
      .set(
        ending.status === 'succeed'
          ? { status: 'succeed', isSucceed: true, firstSucceedTime: plan.firstSucceedTime ?? now, failureReason: null, updatedAt: now }
          : { status: plan.isSucceed ? 'succeed' : 'failed', failureReason: ending.failureReason, updatedAt: now },
      )
      .where(eq(practicePlans.id, plan.id));
  }
  return row;
}

async function setPlanStatus(tx: Tx, planId: string, status: 'in_progress', now: Date): Promise<void> {
  const [plan] = await tx.select({ status: practicePlans.status }).from(practicePlans).where(eq(practicePlans.id, planId));
  // A deprecated plan stays deprecated: its practices can still be played out.
  if (plan && plan.status !== 'deprecated') {
    await tx.update(practicePlans).set({ status, updatedAt: now }).where(eq(practicePlans.id, planId));
  }
}
