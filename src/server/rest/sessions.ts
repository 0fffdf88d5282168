import { z } from 'zod';
import {
  createSessionInput,
  listSessionsInput,
  renameSessionInput,
  sessionIdInput,
  sessionListSchema,
  sessionSchema,
} from '../../shared/schemas/session';
import { deleteChat } from '../services/replies/control';
import { autoRenameSession } from '../services/session-titles';
import { createShowcaseSession } from '../services/showcases';
import { createSession, listSessions, renameSession } from '../services/sessions';
import { defineRoute } from './define';

const ok = z.object({ ok: z.literal(true) });

export const sessionRoutes = [
  defineRoute({
    method: 'post',
    path: '/session',
    summary: 'Create a chat with an agent (default agent when none is named)',
    tag: 'session',
    auth: 'session',
    body: createSessionInput,
    response: sessionSchema,
    errors: [401, 403, 404],
    handle: (ctx, { body }) => createSession(ctx.deps, ctx.actor, body),
  }),
  defineRoute({
    method: 'post',
    path: '/session/:id',
    summary: 'Create a chat with a client-chosen id (repeating it answers the same chat)',
    tag: 'session',
    auth: 'session',
    params: sessionIdInput,
    body: createSessionInput,
    response: sessionSchema,
    errors: [401, 403, 404],
    handle: (ctx, { params, body }) => createSession(ctx.deps, ctx.actor, body, params.id),
  }),
  defineRoute({
    method: 'post',
    path: '/session/showcase/:showcaseId',
    summary: 'Open an example conversation as your own chat (question and answer included)',
    tag: 'session',
    auth: 'session',
    params: z.object({ showcaseId: z.string().min(1).max(100) }),
    response: sessionSchema,
    errors: [401, 403, 404],
    handle: (ctx, { params }) => createShowcaseSession(ctx.deps, ctx.actor, params.showcaseId),
  }),
  defineRoute({
    method: 'post',
    path: '/session/agent/:agentId',
    summary: 'Create a chat with the given agent (id or slug)',
    tag: 'session',
    auth: 'session',
    params: z.object({ agentId: z.string().min(1).max(100) }),
    response: sessionSchema,
    errors: [401, 403, 404],
    handle: (ctx, { params }) => createSession(ctx.deps, ctx.actor, { agent_id: params.agentId }),
  }),
  defineRoute({
    method: 'get',
    path: '/session',
    summary: "The caller's chats, newest first (offset/limit, or the keyset `cursor` from next_cursor)",
    tag: 'session',
    auth: 'session',
    query: listSessionsInput,
    response: sessionListSchema,
    errors: [401],
    handle: (ctx, { query }) => listSessions(ctx.deps, ctx.actor, query),
  }),
  defineRoute({
    method: 'put',
    path: '/session/:id',
    summary: 'Rename a chat',
    tag: 'session',
    auth: 'session',
    params: sessionIdInput,
    body: renameSessionInput,
    response: sessionSchema,
    errors: [401, 404],
    handle: (ctx, { params, body }) => renameSession(ctx.deps, ctx.actor, params.id, body),
  }),
  defineRoute({
    method: 'delete',
    path: '/session/:id',
    summary: 'Delete a chat (a running reply in it is stopped first)',
    tag: 'session',
    auth: 'session',
    params: sessionIdInput,
    response: ok,
    errors: [401, 404],
    handle: (ctx, { params }) => deleteChat(ctx.deps, ctx.actor, params.id),
  }),
  defineRoute({
    method: 'put',
    path: '/session/:id/auto-rename',
    summary: "Title the chat from its first exchange; answers the name",
    tag: 'session',
    auth: 'session',
    params: sessionIdInput,
    response: z.object({ name: z.string() }),
    errors: [401, 404],
    handle: (ctx, { params }) => autoRenameSession(ctx.deps, ctx.actor, params.id),
  }),
];
