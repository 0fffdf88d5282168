import { z } from 'zod';
import { listMessagesInput, messageSchema, sendMessageBody } from '../../shared/schemas/message';
import { sessionSchema } from '../../shared/schemas/session';
import { replyEventsResponse } from '../http/sse';
import type { Context } from '../http/context';
import type { ReplyStream } from '../realtime/reply-stream';
import { deleteMessage, openReplyFeed, stopReply, type ReplyFeed } from '../services/replies/control';
import { selectBranch } from '../services/branch-select';
import { editAndResend } from '../services/replies/edit-resend';
import { regenerateReply } from '../services/replies/regenerate';
import { sendMessage } from '../services/replies/send-message';
import { listVersions, toggleLike } from '../services/messages';
import { listMessagesJson } from '../services/message-list';
import { defineRoute } from './define';

const sessionParams = z.object({ id: z.string().uuid({ message: 'session.not_found' }) });
const messageParams = sessionParams.extend({ messageId: z.string().uuid({ message: 'message.not_found' }) });

export const messageListSchema = z.object({
  session: sessionSchema,
  items: z.array(messageSchema),
  active_simulator_session: z.object({ id: z.string(), name: z.string().nullable(), simulator_id: z.string(), status: z.string() }).nullable(),
  total: z.number().int(),
  page: z.number().int(),
  page_size: z.number().int(),
});

const versionSchema = z.object({
  version: z.number().int(),
  status: messageSchema.shape.status,
  items: messageSchema.shape.items,
  error: messageSchema.shape.error,
  created_at: z.string(),
  current: z.boolean(),
});

/** SSE of one reply for this caller, from after `lastEventId`. */
export async function streamReply(ctx: Context, sessionId: string, messageId: string, lastEventId: number): Promise<Response> {
  const observer = new AbortController();
  return replySse(ctx, messageId, await openReplyFeed(ctx.deps, ctx.actor, sessionId, messageId, lastEventId, observer.signal), observer);
}

/** SSE of a reply this request has just started: its owner is the caller, no lookup needed. */
function streamStartedReply(ctx: Context, stream: ReplyStream): Response {
  return replySse(ctx, stream.meta.messageId, { live: stream, after: 0 }, new AbortController());
}

function replySse(ctx: Context, messageId: string, feed: ReplyFeed, observer: AbortController): Response {
  // The error handler lives as long as the stream: it holds the logger, not the request's context.
  const { log } = ctx.deps;
  return replyEventsResponse(feed, observer, (err) => log.error('Reply stream failed', { messageId, err: err as Error }), ctx.deps.config.reply.sseHeartbeatMs);
}

/** A reply the server started itself (a welcome, a hand-back) as SSE; x-message-id names it. */
export async function startedReplyStream(ctx: Context, started: Promise<{ sessionId: string; messageId: string }>): Promise<Response> {
  const { sessionId, messageId } = await started;
  ctx.resHeaders.set('x-message-id', messageId);
  ctx.resHeaders.set('x-session-id', sessionId);
  return streamReply(ctx, sessionId, messageId, 0);
}

export const messageRoutes = [
  defineRoute({
    method: 'post',
    path: '/session/:id/message',
    summary: 'Send a message; answers the reply as server-sent events ending with `data: [DONE]`',
    tag: 'message',
    auth: 'session',
    params: sessionParams,
    body: sendMessageBody,
    response: 'sse',
    requestHeaders: ['x-human-check-token'],
    responseHeaders: ['x-message-id', 'x-user-message-id', 'x-message-version'],
    errors: [400, 401, 403, 404, 409, 429],
    handle: async (ctx, { params, body, request }) => {
      // SPEC §7: the human-check token may also travel in a header on streaming calls.
      const token = body.human_check_token ?? request.headers.get('x-human-check-token') ?? undefined;
      const sent = await sendMessage(ctx.deps, ctx.actor, params.id, { ...body, human_check_token: token }, ctx.req);
      ctx.resHeaders.set('x-message-id', sent.assistantMessage.id);
      ctx.resHeaders.set('x-user-message-id', sent.userMessage.id);
      ctx.resHeaders.set('x-message-version', String(sent.assistantMessage.version));
      // A retried send whose reply already finished has no live stream: replay it from the store.
      return sent.stream ? streamStartedReply(ctx, sent.stream) : streamReply(ctx, params.id, sent.assistantMessage.id, 0);
    },
  }),
  defineRoute({
    method: 'get',
    path: '/session/:id/message',
    summary: "A chat's messages in order, with the chat (an empty chat answers page 1, page_size 10)",
    tag: 'message',
    auth: 'session',
    params: sessionParams,
    query: listMessagesInput,
    response: messageListSchema,
    errors: [401, 404],
    handle: (ctx, { params, query }) => listMessagesJson(ctx.deps, ctx.actor, params.id, query),
  }),
  defineRoute({
    method: 'delete',
    path: '/session/:id/message/:messageId',
    summary: 'Delete a message (a streaming reply is stopped first). A version of an edited message goes with its branch (what followed it) and the chat shows the version before it, else the one after',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: z.object({ ok: z.literal(true) }),
    errors: [401, 404],
    handle: (ctx, { params }) => deleteMessage(ctx.deps, ctx.actor, params.id, params.messageId),
  }),
  defineRoute({
    method: 'put',
    path: '/session/:id/message/:messageId/like',
    summary: 'Toggle the like of a message (or set it with `{ liked }`)',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    body: z.object({ liked: z.boolean().optional() }),
    response: z.object({ liked: z.boolean() }),
    errors: [401, 404],
    handle: (ctx, { params, body }) => toggleLike(ctx.deps, ctx.actor, params.id, params.messageId, body.liked),
  }),
  defineRoute({
    method: 'post',
    path: '/session/:id/message/:messageId/regenerate',
    summary: 'Write the latest reply anew: the same message id, version + 1 (earlier versions kept); SSE like a send',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: 'sse',
    requestHeaders: ['x-human-check-token'],
    responseHeaders: ['x-message-id', 'x-message-version'],
    errors: [401, 404, 409, 429],
    body: z.object({ human_check_token: z.string().max(4096).optional() }),
    handle: async (ctx, { params, body, request }) => {
      const token = body.human_check_token ?? request.headers.get('x-human-check-token') ?? undefined;
      const { message } = await regenerateReply(ctx.deps, ctx.actor, params.id, params.messageId, { token, req: ctx.req });
      ctx.resHeaders.set('x-message-id', message.id);
      ctx.resHeaders.set('x-message-version', String(message.version));
      return streamReply(ctx, params.id, message.id, 0);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/session/:id/message/:messageId/edit',
    summary: 'Edit a message of the active branch and resend it: a new version of it starts a new branch (the old one kept); SSE of the new reply like a send',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: 'sse',
    requestHeaders: ['x-human-check-token'],
    responseHeaders: ['x-message-id', 'x-user-message-id', 'x-message-version'],
    errors: [401, 404, 409, 429],
    body: z.object({ text: z.string().max(10_000, { message: 'message.too_long' }), human_check_token: z.string().max(4096).optional() }),
    handle: async (ctx, { params, body, request }) => {
      const token = body.human_check_token ?? request.headers.get('x-human-check-token') ?? undefined;
      const edited = await editAndResend(ctx.deps, ctx.actor, params.id, params.messageId, body.text, { token, req: ctx.req });
      ctx.resHeaders.set('x-message-id', edited.assistantMessage.id);
      ctx.resHeaders.set('x-user-message-id', edited.userMessage.id);
      ctx.resHeaders.set('x-message-version', String(edited.assistantMessage.version));
      return streamStartedReply(ctx, edited.stream);
    },
  }),
  defineRoute({
    method: 'put',
    path: '/session/:id/message/:messageId/branch',
    summary: "Show the branch of the chat that goes through this version of an edited message (its `branch.ids`); answers the chat's messages as they now read",
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: messageListSchema,
    errors: [401, 404, 409],
    handle: (ctx, { params }) => selectBranch(ctx.deps, ctx.actor, params.id, params.messageId),
  }),
  defineRoute({
    method: 'get',
    path: '/session/:id/message/:messageId/events',
    summary: 'Follow a reply (resume after `last_event_id` or the Last-Event-ID header); SSE',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    query: z.object({ last_event_id: z.coerce.number().int().min(0).optional() }),
    response: 'sse',
    requestHeaders: ['last-event-id'],
    errors: [401, 404],
    handle: async (ctx, { params, query, request }) => {
      const header = Number(request.headers.get('last-event-id') ?? '');
      const after = query.last_event_id ?? (Number.isInteger(header) && header > 0 ? header : 0);
      return streamReply(ctx, params.id, params.messageId, after);
    },
  }),
  defineRoute({
    method: 'post',
    path: '/session/:id/message/:messageId/stop',
    summary: 'Stop a streaming reply; it keeps what was written',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: messageSchema,
    errors: [401, 404],
    handle: (ctx, { params }) => stopReply(ctx.deps, ctx.actor, params.id, params.messageId),
  }),
  defineRoute({
    method: 'get',
    path: '/session/:id/message/:messageId/versions',
    summary: 'Every version of a regenerated reply, oldest first',
    tag: 'message',
    auth: 'session',
    params: messageParams,
    response: z.array(versionSchema),
    errors: [401, 404],
    handle: (ctx, { params }) => listVersions(ctx.deps, ctx.actor, params.id, params.messageId),
  }),
];
