import { z } from 'zod';
import {
  createEmptyPlanInput,
  listPlansInput,
  planIdInput,
  practiceIdInput,
  practicePlanListSchema,
  practicePlanSchema,
  practicePlanStatsSchema,
  practiceReportSchema,
  practiceSchema,
  renamePlanInput,
} from '../../shared/schemas/practice';
import { replyEventsResponse } from '../http/sse';
import { endPracticeEvents } from '../services/practice/end-practice';
import { createEmptyPlan, deletePlan, getPlan, listPlans, planStats, renamePlan, startPlan } from '../services/practice/plans';
import { restartPractice, startPractice } from '../services/practice/practices';
import { getReport } from '../services/practice/reports';
import { coachWelcome, practiceWelcome } from '../services/practice/welcome';
import { defineRoute } from './define';
import { startedReplyStream } from './messages';

const ok = z.object({ ok: z.literal(true) });


export const practicePlanRoutes = [
  defineRoute({
    method: 'post',
    path: '/practice-plan/create-empty',
    summary: 'Create a practice plan with its coach chat (stream the coach welcome next)',
    tag: 'practice',
    auth: 'session',
    body: createEmptyPlanInput,
    response: practicePlanSchema,
    handle: (ctx, { body }) => createEmptyPlan(ctx.deps, ctx.actor, body),
  }),
  defineRoute({
    method: 'get',
    path: '/practice-plan/stats',
    summary: 'Counts of plans in progress and completed',
    tag: 'practice',
    auth: 'session',
    response: practicePlanStatsSchema,
    handle: (ctx) => planStats(ctx.deps, ctx.actor),
  }),
  defineRoute({
    method: 'get',
    path: '/practice-plan',
    summary: "The caller's plans, newest first (default filter: pending, in_progress, succeed, failed, deprecated)",
    tag: 'practice',
    auth: 'session',
    query: listPlansInput,
    response: practicePlanListSchema,
    errors: [400],
    handle: (ctx, { query }) => listPlans(ctx.deps, ctx.actor, query),
  }),
  defineRoute({
    method: 'get',
    path: '/practice-plan/:id',
    summary: 'One plan with its practices and coach chat',
    tag: 'practice',
    auth: 'session',
    params: planIdInput,
    response: practicePlanSchema,
    errors: [404],
    handle: (ctx, { params }) => getPlan(ctx.deps, ctx.actor, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id',
    summary: "Start the plan: its first ready practice begins (a running one is left as it is)",
    tag: 'practice',
    auth: 'session',
    params: planIdInput,
    response: practicePlanSchema,
    errors: [404, 409],
    handle: (ctx, { params }) => startPlan(ctx.deps, ctx.actor, params.id),
  }),
  defineRoute({
    method: 'delete',
    path: '/practice-plan/:id',
    summary: 'Delete a plan with its coach and practice chats',
    tag: 'practice',
    auth: 'session',
    params: planIdInput,
    response: ok,
    errors: [404],
    handle: (ctx, { params }) => deletePlan(ctx.deps, ctx.actor, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/practice-plan/:id/rename',
    summary: 'Rename a plan',
    tag: 'practice',
    auth: 'session',
    params: planIdInput,
    body: renamePlanInput,
    response: practicePlanSchema,
    errors: [404],
    handle: (ctx, { params, body }) => renamePlan(ctx.deps, ctx.actor, params.id, body.name),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id/welcome-message',
    summary: "The coach's welcome as server-sent events (once per plan; asking again replays it)",
    tag: 'practice',
    auth: 'session',
    params: planIdInput,
    response: 'sse',
    responseHeaders: ['x-message-id', 'x-session-id'],
    errors: [404],
    handle: (ctx, { params }) => startedReplyStream(ctx, coachWelcome(ctx.deps, ctx.actor, params.id)),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id/practices/:practiceId/welcome-message',
    summary: "The simulated person's opening line as server-sent events (after start)",
    tag: 'practice',
    auth: 'session',
    params: practiceIdInput,
    response: 'sse',
    responseHeaders: ['x-message-id', 'x-session-id'],
    errors: [404, 409],
    handle: (ctx, { params }) => startedReplyStream(ctx, practiceWelcome(ctx.deps, ctx.actor, params.id, params.practiceId)),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id/practices/:practiceId/start',
    summary: 'pending → in_progress (a second start while it runs is ignored)',
    tag: 'practice',
    auth: 'session',
    params: practiceIdInput,
    response: practiceSchema,
    errors: [404, 409],
    handle: (ctx, { params }) => startPractice(ctx.deps, ctx.actor, params.id, params.practiceId),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id/practices/:practiceId/restart',
    summary: 'A fresh practice from the same details, started (the old one stays in history)',
    tag: 'practice',
    auth: 'session',
    params: practiceIdInput,
    response: practiceSchema,
    errors: [404, 409],
    handle: (ctx, { params }) => restartPractice(ctx.deps, ctx.actor, params.id, params.practiceId),
  }),
  defineRoute({
    method: 'post',
    path: '/practice-plan/:id/practices/:practiceId/end',
    summary: 'End by hand (failed, manual) as server-sent events: report or report_skipped, then end',
    tag: 'practice',
    auth: 'session',
    params: practiceIdInput,
    response: 'practice-sse',
    errors: [404, 409],
    handle: async (ctx, { params }) => {
      const events = endPracticeEvents(ctx.deps, ctx.actor, params.id, params.practiceId);
      // The first step (ending) runs before any byte, so a bad id is a plain JSON error.
      const first = await events.next();
      const observer = new AbortController();
      async function* all() {
        if (!first.done) yield first.value;
        yield* events;
      }
      return replyEventsResponse({ practiceEvents: all() }, observer, (err) =>
        ctx.deps.log.error('Practice end stream failed', { practiceId: params.practiceId, err: err as Error }),
      );
    },
  }),
  defineRoute({
    method: 'get',
    path: '/practice-plan/:id/practices/:practiceId/report',
    summary: 'The insight report (generated once, ≤ 60 s, then served from storage)',
    tag: 'practice',
    auth: 'session',
    params: practiceIdInput,
    response: practiceReportSchema,
    errors: [404, 408, 409, 502],
    handle: (ctx, { params }) => getReport(ctx.deps, ctx.actor, params.id, params.practiceId),
  }),
];
