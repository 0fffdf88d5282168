import { agentByIdInput } from '../../shared/schemas/agent';
import { getAgent, listAgents } from '../services/agents';
import { publicProcedure, router } from '../trpc/init';

export const agentRouter = router({
  list: publicProcedure.query(({ ctx }) => listAgents(ctx.deps.db)),
  byId: publicProcedure.input(agentByIdInput).query(({ ctx, input }) => getAgent(ctx.deps.db, input.id)),
});
