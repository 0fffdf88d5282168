import { z } from 'zod';
import { listMessagesInput, messageSchema } from '../../shared/schemas/message';
import { createSimulatorSessionInput, prepareSimulatorInput, simulatorSchema, simulatorSessionSchema } from '../../shared/schemas/simulator';
import {
  closeSimulatorSession,
  closeWithSummary,
  createSimulatorSession,
  deleteSimulatorSession,
  listSimulatorMessages,
  prepareSimulator,
  simulatorWelcome,
} from '../services/simulator/simulator-sessions';
import { listSimulatorsOfAgent } from '../services/simulator/simulators';
import { defineRoute } from './define';
import { messageListSchema, startedReplyStream } from './messages';

const simSessionParams = z.object({ id: z.string().uuid({ message: 'simulator.session_not_found' }) });


export const simulatorRoutes = [
  defineRoute({
    method: 'get',
    path: '/simulator/agent/:agentId',
    summary: 'The people an agent can simulate (empty for agents without the simulator capability)',
    tag: 'simulator',
    auth: 'session',
    params: z.object({ agentId: z.string().min(1).max(100) }),
    response: z.array(simulatorSchema),
    errors: [404],
    handle: (ctx, { params }) => listSimulatorsOfAgent(ctx.deps, ctx.actor, params.agentId),
  }),
  defineRoute({
    method: 'post',
    path: '/simulator/prepare/:id',
    summary: "Start a simulation's setup in an advisor chat: the advisor asks who the person is (kind start)",
    tag: 'simulator',
    auth: 'session',
    params: z.object({ id: z.string().uuid({ message: 'simulator.not_found' }) }),
    body: prepareSimulatorInput,
    response: messageSchema,
    errors: [400, 404],
    handle: (ctx, { params, body }) => prepareSimulator(ctx.deps, ctx.actor, params.id, body.normal_session_id),
  }),
  defineRoute({
    method: 'delete',
    path: '/simulator/:id',
    summary: 'Delete a simulation and its chat',
    tag: 'simulator',
    auth: 'session',
    params: simSessionParams,
    response: z.object({ ok: z.literal(true) }),
    errors: [404],
    handle: (ctx, { params }) => deleteSimulatorSession(ctx.deps, ctx.actor, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/simulator/session',
    summary: 'Begin a simulation: the AI plays the person described during setup',
    tag: 'simulator',
    auth: 'session',
    body: createSimulatorSessionInput,
    response: simulatorSessionSchema,
    errors: [400, 404],
    handle: (ctx, { body }) => createSimulatorSession(ctx.deps, ctx.actor, body),
  }),
  defineRoute({
    method: 'get',
    path: '/simulator/:simId/session/:sessionId/message',
    summary: "A simulation's messages",
    tag: 'simulator',
    auth: 'session',
    params: z.object({
      simId: z.string().uuid({ message: 'simulator.not_found' }),
      sessionId: z.string().uuid({ message: 'simulator.session_not_found' }),
    }),
    query: listMessagesInput,
    response: messageListSchema,
    errors: [404],
    handle: (ctx, { params, query }) => listSimulatorMessages(ctx.deps, ctx.actor, params.simId, params.sessionId, query),
  }),
  defineRoute({
    method: 'post',
    path: '/simulator/welcome-message/:id',
    summary: "The simulated person's first line as server-sent events (kind welcome)",
    tag: 'simulator',
    auth: 'session',
    params: simSessionParams,
    response: 'sse',
    responseHeaders: ['x-message-id', 'x-session-id'],
    errors: [404, 409],
    handle: (ctx, { params }) => startedReplyStream(ctx, simulatorWelcome(ctx.deps, ctx.actor, params.id)),
  }),
  defineRoute({
    method: 'put',
    path: '/simulator/session/:id/close/summary',
    summary: "Close the simulation; the advisor's hand-back streams into its chat (kind summary)",
    tag: 'simulator',
    auth: 'session',
    params: simSessionParams,
    response: 'sse',
    responseHeaders: ['x-message-id', 'x-session-id'],
    errors: [404],
    handle: (ctx, { params }) => startedReplyStream(ctx, closeWithSummary(ctx.deps, ctx.actor, params.id)),
  }),
  defineRoute({
    method: 'put',
    path: '/simulator/session/:id/close',
    summary: 'Close the simulation without a hand-back',
    tag: 'simulator',
    auth: 'session',
    params: simSessionParams,
    response: simulatorSessionSchema,
    errors: [404],
    handle: (ctx, { params }) => closeSimulatorSession(ctx.deps, ctx.actor, params.id),
  }),
];
