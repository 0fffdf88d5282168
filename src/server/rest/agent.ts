import { z } from 'zod';
import { agentByIdInput, agentSchema } from '../../shared/schemas/agent';
import { getAgent, listAgents } from '../services/agents';
import { defineRoute } from './define';

/** The list never changes while the app runs: serialise its envelope once per list. */
const serialised = new WeakMap<object, string>();
function envelopeOnce(list: object): Response {
  let body = serialised.get(list);
  if (!body) {
    body = JSON.stringify({ result: list });
    serialised.set(list, body);
  }
  return new Response(body, { headers: { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' } });
}

export const agentRoutes = [
  defineRoute({
    method: 'get',
    path: '/agent',
    summary: 'The selectable advisor agents (retired ones hidden), default first',
    tag: 'agent',
    auth: 'none',
    response: z.array(agentSchema),
    handle: async (ctx) => envelopeOnce(await listAgents(ctx.deps)),
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
    handle: (ctx, { params }) => getAgent(ctx.deps, params.id),
  }),
];
