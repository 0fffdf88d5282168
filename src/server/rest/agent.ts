import { z } from 'zod';
import { agentByIdInput, agentSchema } from '../../shared/schemas/agent';
import { getAgent, listAgents } from '../services/agents';
import { CachedJson } from '../http/cached-json';
import { defineRoute } from './define';

const LIST_HEADERS = { 'content-type': 'application/json; charset=utf-8', 'cache-control': 'public, max-age=60' };
/** The list never changes while the app runs: its envelope is encoded once per list (bytes, ETag). */
const encoded = new WeakMap<object, CachedJson>();
function envelopeOnce(list: object, request: Request): Response {
  let answer = encoded.get(list);
  if (!answer) {
    answer = new CachedJson(JSON.stringify({ result: list }), LIST_HEADERS);
    encoded.set(list, answer);
  }
  return answer.response(request);
}

export const agentRoutes = [
  defineRoute({
    method: 'get',
    path: '/agent',
    summary: 'The selectable advisor agents (retired ones hidden), default first',
    tag: 'agent',
    auth: 'none',
    response: z.array(agentSchema),
    conditional: true,
    requestHeaders: ['if-none-match'],
    responseHeaders: ['etag'],
    handle: async (ctx, { request }) => envelopeOnce(await listAgents(ctx.deps), request),
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
