import { z } from 'zod';
import { listMessagesInput } from '../../shared/schemas/message';
import { createSimulatorSessionInput, prepareSimulatorInput } from '../../shared/schemas/simulator';
import {
  closeSimulatorSession,
  closeWithSummary,
  createSimulatorSession,
  deleteSimulatorSession,
  getSimulatorSession,
  listSimulatorMessages,
  prepareSimulator,
  simulatorWelcome,
} from '../services/simulator/simulator-sessions';
import { simulatorsOfAgent } from '../services/simulator/simulators';
import { actorProcedure, publicProcedure, router } from '../trpc/init';

const simSession = z.object({ id: z.string().uuid({ message: 'simulator.session_not_found' }) });

/** tRPC twins of /api/simulator/*. Streamed lines return ids; follow them with chat.onReply. */
export const simulatorRouter = router({
  // Catalogue data: answered without a session, so a first-time visitor's blank chat makes no guest.
  ofAgent: publicProcedure
    .input(z.object({ agentId: z.string().min(1).max(100) }))
    .query(({ ctx, input }) => simulatorsOfAgent(ctx.deps, input.agentId)),
  prepare: actorProcedure
    .input(prepareSimulatorInput.extend({ simulatorId: z.string().uuid({ message: 'simulator.not_found' }) }))
    .mutation(({ ctx, input }) => prepareSimulator(ctx.deps, ctx.actor, input.simulatorId, input.normal_session_id)),
  createSession: actorProcedure.input(createSimulatorSessionInput).mutation(({ ctx, input }) => createSimulatorSession(ctx.deps, ctx.actor, input)),
  session: actorProcedure.input(simSession).query(({ ctx, input }) => getSimulatorSession(ctx.deps, ctx.actor, input.id)),
  messages: actorProcedure
    .input(z.object({ simulatorId: z.string().uuid({ message: 'simulator.not_found' }), id: simSession.shape.id }).extend(listMessagesInput.shape))
    .query(({ ctx, input: { simulatorId, id, ...page } }) => listSimulatorMessages(ctx.deps, ctx.actor, simulatorId, id, page)),
  welcome: actorProcedure.input(simSession).mutation(({ ctx, input }) => simulatorWelcome(ctx.deps, ctx.actor, input.id)),
  closeWithSummary: actorProcedure.input(simSession).mutation(({ ctx, input }) => closeWithSummary(ctx.deps, ctx.actor, input.id)),
  close: actorProcedure.input(simSession).mutation(({ ctx, input }) => closeSimulatorSession(ctx.deps, ctx.actor, input.id)),
  delete: actorProcedure.input(simSession).mutation(({ ctx, input }) => deleteSimulatorSession(ctx.deps, ctx.actor, input.id)),
});
