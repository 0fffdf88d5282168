import { tracked } from '@trpc/server';
import { z } from 'zod';
import { listMessagesInput, sendMessageBody } from '../../shared/schemas/message';
import { deleteMessage, followReply, stopReply } from '../services/replies/control';
import { editAndResend } from '../services/replies/edit-resend';
import { regenerateReply } from '../services/replies/regenerate';
import { sendMessage } from '../services/replies/send-message';
import { selectBranch } from '../services/branch-select';
import { listVersions, setDislike, toggleLike } from '../services/messages';
import { listMessages } from '../services/message-list';
import { actorProcedure, router } from '../trpc/init';

const inSession = z.object({ sessionId: z.string().uuid({ message: 'session.not_found' }) });
const aMessage = inSession.extend({ messageId: z.string().uuid({ message: 'message.not_found' }) });

export const chatRouter = router({
  messages: actorProcedure
    .input(inSession.extend(listMessagesInput.shape))
    .query(({ ctx, input: { sessionId, ...page } }) => listMessages(ctx.deps, ctx.actor, sessionId, page)),
  /** Sends and returns at once with the ids; follow the reply with onReply. */
  send: actorProcedure.input(inSession.extend(sendMessageBody.shape)).mutation(async ({ ctx, input: { sessionId, ...body } }) => {
    const sent = await sendMessage(ctx.deps, ctx.actor, sessionId, body, ctx.req);
    return { userMessage: sent.userMessage, assistantMessage: sent.assistantMessage, created: sent.created };
  }),
  /** Replays after lastEventId (the link sends it on reconnect), then follows live. */
  onReply: actorProcedure
    .input(aMessage.extend({ lastEventId: z.string().nullish() }))
    .subscription(async function* ({ ctx, input, signal }) {
      const after = Number.parseInt(input.lastEventId ?? '0', 10) || 0;
      const events = await followReply(ctx.deps, ctx.actor, input.sessionId, input.messageId, after, signal ?? new AbortController().signal);
      for await (const event of events) yield tracked(String(event.id), event);
    }),
  /** `shown_chars`: how much of the text the client had shown; the stopped reply keeps just that. */
  stop: actorProcedure
    .input(aMessage.extend({ shown_chars: z.number().int().min(0).max(1_000_000).optional() }))
    .mutation(({ ctx, input }) => stopReply(ctx.deps, ctx.actor, input.sessionId, input.messageId, input.shown_chars)),
  regenerate: actorProcedure.input(aMessage.extend({ human_check_token: z.string().max(4096).optional() })).mutation(async ({ ctx, input }) => {
    const humanCheck = { token: input.human_check_token, req: ctx.req };
    const { message } = await regenerateReply(ctx.deps, ctx.actor, input.sessionId, input.messageId, humanCheck);
    return message;
  }),
  /** Edit any message of the active branch and resend it: a new branch from there (the old one kept). */
  editResend: actorProcedure
    .input(
      aMessage.extend({
        text: z.string().max(10_000, { message: 'message.too_long' }),
        human_check_token: z.string().max(4096).optional(),
      }),
    )
    .mutation(async ({ ctx, input }) => {
      const humanCheck = { token: input.human_check_token, req: ctx.req };
      const edited = await editAndResend(ctx.deps, ctx.actor, input.sessionId, input.messageId, input.text, humanCheck);
      return { userMessage: edited.userMessage, assistantMessage: edited.assistantMessage };
    }),
  like: actorProcedure
    .input(aMessage.extend({ liked: z.boolean().optional() }))
    .mutation(({ ctx, input }) => toggleLike(ctx.deps, ctx.actor, input.sessionId, input.messageId, input.liked)),
  /** Thumbs-down on a reply with an optional reason (≤ 500 characters); false takes it back. */
  dislike: actorProcedure
    .input(aMessage.extend({ disliked: z.boolean(), reason: z.string().max(500, { message: 'common.invalid_input' }).nullish() }))
    .mutation(({ ctx, input }) => setDislike(ctx.deps, ctx.actor, input.sessionId, input.messageId, input.disliked, input.reason ?? null)),
  deleteMessage: actorProcedure.input(aMessage).mutation(({ ctx, input }) => deleteMessage(ctx.deps, ctx.actor, input.sessionId, input.messageId)),
  /** The version pager of an edited message: show the branch through this version of it. */
  selectBranch: actorProcedure.input(aMessage).mutation(({ ctx, input }) => selectBranch(ctx.deps, ctx.actor, input.sessionId, input.messageId)),
  versions: actorProcedure.input(aMessage).query(({ ctx, input }) => listVersions(ctx.deps, ctx.actor, input.sessionId, input.messageId)),
});
