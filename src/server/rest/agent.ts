import { z } from 'zod';
import { agentByIdInput, agentSchema } from '../../shared/schemas/agent';
import { getAgent, listAgents } from '../services/agents';
import { defineRoute } from './define';

export const agentRoutes = [
  defineRoute({
    method: 'get',
    path: '/agent',
    summary: 'The selectable advisor agents (retired ones hidden), default first',
    tag: 'agent',
    auth: 'none',
    response: z.array(agentSchema),
    handle: (ctx) => listAgents(ctx.deps.db),
  }),
  defineRoute({
    method: 'get',
    path: '/agent/:id',
    summary: 'One agent by id or slug',
    tag: 'agent',
    auth: 'none',
    params: agentByIdInput,
    response: agentSchema,
    errors: [404],
    handle: (ctx, { params }) => getAgent(ctx.deps.db, params.id),
  }),
];
