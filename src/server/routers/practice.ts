import { tracked } from '@trpc/server';
import { z } from 'zod';
import { createEmptyPlanInput, listPlansInput, planIdInput, practiceIdInput, renamePlanInput } from '../../shared/schemas/practice';
import { endPracticeEvents } from '../services/practice/end-practice';
import { createEmptyPlan, deletePlan, getPlan, listPlans, planStats, renamePlan, startPlan } from '../services/practice/plans';
import { restartPractice, startPractice } from '../services/practice/practices';
import { getReport } from '../services/practice/reports';
import { coachWelcome, practiceWelcome } from '../services/practice/welcome';
import { actorProcedure, router } from '../trpc/init';

/** tRPC twins of /api/practice-plan/*. Welcome lines return ids; follow them with chat.onReply. */
export const practiceRouter = router({
  createEmpty: actorProcedure.input(createEmptyPlanInput).mutation(({ ctx, input }) => createEmptyPlan(ctx.deps, ctx.actor, input)),
  list: actorProcedure.input(listPlansInput).query(({ ctx, input }) => listPlans(ctx.deps, ctx.actor, input)),
  stats: actorProcedure.query(({ ctx }) => planStats(ctx.deps, ctx.actor)),
  get: actorProcedure.input(planIdInput).query(({ ctx, input }) => getPlan(ctx.deps, ctx.actor, input.id)),
  start: actorProcedure.input(planIdInput).mutation(({ ctx, input }) => startPlan(ctx.deps, ctx.actor, input.id)),
  delete: actorProcedure.input(planIdInput).mutation(({ ctx, input }) => deletePlan(ctx.deps, ctx.actor, input.id)),
  rename: actorProcedure
    .input(planIdInput.extend(renamePlanInput.shape))
    .mutation(({ ctx, input }) => renamePlan(ctx.deps, ctx.actor, input.id, input.name)),
  welcome: actorProcedure.input(planIdInput).mutation(({ ctx, input }) => coachWelcome(ctx.deps, ctx.actor, input.id)),
  practiceWelcome: actorProcedure
    .input(practiceIdInput)
    .mutation(({ ctx, input }) => practiceWelcome(ctx.deps, ctx.actor, input.id, input.practiceId)),
  startPractice: actorProcedure
    .input(practiceIdInput)
    .mutation(({ ctx, input }) => startPractice(ctx.deps, ctx.actor, input.id, input.practiceId)),
  restartPractice: actorProcedure
    .input(practiceIdInput)
    .mutation(({ ctx, input }) => restartPractice(ctx.deps, ctx.actor, input.id, input.practiceId)),
  /** Ends by hand; yields the report (or report_skipped), then the ended practice. */
  endPractice: actorProcedure.input(practiceIdInput.extend({ lastEventId: z.string().nullish() })).subscription(async function* ({ ctx, input }) {
    for await (const event of endPracticeEvents(ctx.deps, ctx.actor, input.id, input.practiceId)) yield tracked(String(event.id), event);
  }),
  report: actorProcedure.input(practiceIdInput).query(({ ctx, input }) => getReport(ctx.deps, ctx.actor, input.id, input.practiceId)),
});
