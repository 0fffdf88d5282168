import { createSessionInput, listSessionsInput, renameSessionInput, sessionIdInput } from '../../shared/schemas/session';
import { deleteChat } from '../services/replies/control';
import { z } from 'zod';
import { autoRenameSession } from '../services/session-titles';
import { createShowcaseSession } from '../services/showcases';
import { createSession, getSession, listSessions, renameSession } from '../services/sessions';
import { sharedChat, shareChat, unshareChat } from '../services/chat-share';
import { actorProcedure, publicProcedure, router } from '../trpc/init';

const createInput = createSessionInput.extend({ id: sessionIdInput.shape.id.optional() });

export const sessionRouter = router({
  list: actorProcedure.input(listSessionsInput).query(({ ctx, input }) => listSessions(ctx.deps, ctx.actor, input)),
  byId: actorProcedure.input(sessionIdInput).query(({ ctx, input }) => getSession(ctx.deps, ctx.actor, input.id)),
  create: actorProcedure.input(createInput).mutation(({ ctx, input: { id, ...rest } }) => createSession(ctx.deps, ctx.actor, rest, id)),
  rename: actorProcedure
    .input(sessionIdInput.extend(renameSessionInput.shape))
    .mutation(({ ctx, input }) => renameSession(ctx.deps, ctx.actor, input.id, { name: input.name })),
  delete: actorProcedure.input(sessionIdInput).mutation(({ ctx, input }) => deleteChat(ctx.deps, ctx.actor, input.id)),
  openShowcase: actorProcedure
    .input(z.object({ showcaseId: z.string().min(1).max(100) }))
    .mutation(({ ctx, input }) => createShowcaseSession(ctx.deps, ctx.actor, input.showcaseId)),
  autoRename: actorProcedure.input(sessionIdInput).mutation(({ ctx, input }) => autoRenameSession(ctx.deps, ctx.actor, input.id)),
  /** A read-only link to the chat (the same token until revoked). */
  share: actorProcedure.input(sessionIdInput).mutation(({ ctx, input }) => shareChat(ctx.deps, ctx.actor, input.id)),
  unshare: actorProcedure.input(sessionIdInput).mutation(({ ctx, input }) => unshareChat(ctx.deps, ctx.actor, input.id)),
  /** The conversation behind a share link, for anyone holding it (no account, memory or files). */
  shared: publicProcedure
    .input(z.object({ token: z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, { message: 'common.not_found' }) }))
    .query(({ ctx, input }) => sharedChat(ctx.deps, input.token)),
});
