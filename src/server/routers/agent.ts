import { agentByIdInput } from '../../shared/schemas/agent';
import { getAgent, listAgents } from '../services/agents';
import { publicProcedure, router } from '../trpc/init';

export const agentRouter = router({
  list: publicProcedure.query(({ ctx }) => listAgents(ctx.deps)),
  byId: publicProcedure.input(agentByIdInput).query(({ ctx, input }) => getAgent(ctx.deps, input.id)),
});
