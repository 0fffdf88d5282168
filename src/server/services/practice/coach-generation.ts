import { and, asc, count, desc, eq, isNull, ne } from 'drizzle-orm';
import { practices, simulatorSessions } from '../../../db/schema';
import type { PracticePlanDraft } from '../../ai/practice-ai';
import type { ChatTurn } from '../../ai/provider';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Actor } from '../actor';
import { listMemoryForPrompt } from '../memory/items';
import type { Generation, GenerationContext } from '../replies/generation';
import type { ReplyChunk } from '../replies/run-reply';
import type { PlanRow } from './dto';
import { applyPlanDraft } from './plan-writer';
import { currentPlanOfCoach, planDto } from './store';
import { loadTranscript, toTurns } from './transcript';

/**
 * The coach's reply in a practice_coach chat (its welcome when there is no user line). When the
 * coach builds or refines the plan, the stream carries `practice_plan_updating`, then
 * `practice_plan_updated` with the whole plan as stored, and the reply gets a
 * practice_plan_created item.
 */
export async function coachGeneration(deps: Deps, actor: Actor, ctx: GenerationContext): Promise<Generation> {
  const userId = actor.user.id;
  const plan = await currentPlanOfCoach(deps.db, userId, ctx.session.id);
  if (!plan) throw new AppError('practice.plan_not_found');
  const [memory, currentPlan, source, playedPractices] = await Promise.all([listMemoryForPrompt(deps, userId), draftOf(deps, plan), sourceTurns(deps, plan), playedCount(deps, plan)]);
  const request = { history: ctx.reply.replyToId ? toTurns(ctx.history) : [], memory, currentPlan, source, playedPractices };
  let planWritten = false;
  return {
    async *generate(signal): AsyncGenerator<ReplyChunk> {
      for await (const chunk of deps.practiceAi.streamCoach(request, signal)) {
        if (chunk.type === 'plan_updating') {
          if (!planWritten) yield { type: 'event', data: { type: 'practice_plan_updating', content: { plan_id: plan.id } } };
        } else if (chunk.type === 'plan') {
          if (planWritten || chunk.plan.practices.length === 0) continue; // one plan per reply
          planWritten = true;
          const applied = await deps.db.transaction((tx) => applyPlanDraft(tx, plan, chunk.plan, deps.clock.now()));
          const dto = await planDto(deps.db, applied.plan);
          yield {
            type: 'event',
            data: { type: 'practice_plan_updated', content: dto },
            item: {
              id: `${ctx.reply.id}:plan`,
              type: 'practice_plan_created',
              content: { plan_id: dto.id, name: dto.name, practice_count: dto.practices.length, replaced_plan_id: applied.deprecated?.id ?? null },
            },
          };
        } else {
          yield chunk;
        }
      }
    },
  };
}

/** The plan as the coach last left it, so a refinement starts from it (null before one exists). */
async function draftOf(deps: Deps, plan: PlanRow): Promise<PracticePlanDraft | null> {
  const rows = await deps.db
    .select()
    .from(practices)
    .where(and(eq(practices.planId, plan.id), isNull(practices.deletedAt)))
    .orderBy(asc(practices.position), asc(practices.createdAt));
  const bySlot = new Map<number, (typeof rows)[number]>();
  for (const r of rows) bySlot.set(r.position, r); // the newest per slot (restarts come later)
  const planned = [...bySlot.values()].flatMap((r) => (r.details ? [{ name: r.name ?? r.details.title, details: r.details }] : []));
  if (!plan.name || planned.length === 0) return null;
  return { name: plan.name, description: plan.description ?? '', practices: planned };
}

/** The advisor chat 'Practice this' came from, with what the user told the simulator about the person. */
async function sourceTurns(deps: Deps, plan: PlanRow): Promise<ChatTurn[]> {
  if (!plan.sourceSessionId) return [];
  const [{ turns }, [sim]] = await Promise.all([
    loadTranscript(deps.db, plan.sourceSessionId),
    deps.db
      .select({ persona: simulatorSessions.persona })
      .from(simulatorSessions)
      .where(eq(simulatorSessions.normalSessionId, plan.sourceSessionId))
      .orderBy(desc(simulatorSessions.createdAt))
      .limit(1),
  ]);
  const recent = turns.slice(-40);
  return sim?.persona ? [...recent, { role: 'user', text: sim.persona }] : recent;
}

/** Practices of this plan that were started or ended (a rebuilt plan keeps them reachable). */
async function playedCount(deps: Deps, plan: PlanRow): Promise<number> {
  const [row] = await deps.db
    .select({ n: count() })
    .from(practices)
    .where(and(eq(practices.planId, plan.id), isNull(practices.deletedAt), ne(practices.status, 'pending'), ne(practices.status, 'preparing')));
  return row?.n ?? 0;
}
