import { z } from 'zod';
import {
  generateMemoryBody,
  listMemoryInput,
  memoryByIdInput,
  memoryCardSchema,
  memoryItemSchema,
  memoryListSchema,
  undoMemoryResultSchema,
  updateMemoryBody,
} from '../../shared/schemas/memory';
import { generateMemory } from '../services/memory/generate';
import { deleteMemory, listMemory, undoMemory, updateMemory } from '../services/memory/items';
import { defineRoute } from './define';

const ok = z.object({ ok: z.literal(true) });
/** Elysia needs one parameter name per path position, so `{sessionId}` of SPEC §7 is `{id}` here. */
const sessionParams = z.object({ id: z.string().min(1).max(100).describe('The chat session id (SPEC: sessionId)') });

export const memoryRoutes = [
  defineRoute({
    method: 'get',
    path: '/memory',
    summary: "The caller's memory items, most recently changed first, with the total",
    tag: 'memory',
    auth: 'session',
    query: listMemoryInput,
    response: memoryListSchema,
    errors: [400, 401],
    handle: (ctx, { query }) => listMemory(ctx.deps, ctx.actor, query),
  }),
  defineRoute({
    method: 'put',
    path: '/memory/:id',
    summary: "Edit a memory item's text (1-500 characters); undoable",
    tag: 'memory',
    auth: 'session',
    params: memoryByIdInput,
    body: updateMemoryBody,
    response: memoryItemSchema,
    errors: [400, 401, 404],
    handle: (ctx, { params, body }) => updateMemory(ctx.deps, ctx.actor, { id: params.id, content: body.content }),
  }),
  defineRoute({
    method: 'delete',
    path: '/memory/:id',
    summary: 'Delete a memory item (undoable)',
    tag: 'memory',
    auth: 'session',
    params: memoryByIdInput,
    response: ok,
    errors: [401, 404],
    handle: (ctx, { params }) => deleteMemory(ctx.deps, ctx.actor, params),
  }),
  defineRoute({
    method: 'post',
    path: '/memory/:id/undo',
    summary: "Undo the item's latest change (add, update, edit or delete); item is null when the undo removed it",
    tag: 'memory',
    auth: 'session',
    params: memoryByIdInput,
    response: undoMemoryResultSchema,
    errors: [401, 404, 409],
    handle: (ctx, { params }) => undoMemory(ctx.deps, ctx.actor, params),
  }),
  defineRoute({
    method: 'post',
    path: '/memory/:id/generate',
    summary: 'Learn from an exchange of the chat {id}: applies and returns the memory cards (add, update, delete); 60 s',
    tag: 'memory',
    auth: 'session',
    params: sessionParams,
    body: generateMemoryBody,
    response: z.array(memoryCardSchema),
    errors: [400, 401, 404, 408, 502],
    handle: (ctx, { params, body, request }) =>
      generateMemory(ctx.deps, ctx.actor, { sessionId: params.id, items: body.items }, request.signal),
  }),
];
