import { initTRPC } from '@trpc/server';
import { transformer } from '../../shared/transformer';
import { ERRORS } from '../../shared/errors';
import { AppError } from '../errors';
import { requireActor } from '../services/actor';
import type { Context } from './context';
import { appCodeOf, toTRPCError } from './error-mapping';

const t = initTRPC.context<Context>().create({
  transformer,
  sse: {
    // Below Elysia's 30 s idle timeout (STACK-NOTES §1.3) and ARCHITECTURE §5's ≤ 10 s heartbeat.
    ping: { enabled: true, intervalMs: 10_000 },
    client: { reconnectAfterInactivityMs: 20_000 },
  },
  errorFormatter({ shape, error }) {
    const appCode = appCodeOf(error);
    const spec = ERRORS[appCode];
    const { stack: _stack, ...data } = shape.data;
    // Catalogue text and status only: never a stack or an internal message.
    return { ...shape, message: spec.message, data: { ...data, appCode, httpStatus: spec.status } };
  },
});

/** Turns a service's AppError into the tRPC error of its catalogue entry (status, code, text). */
const catalogueErrors = t.middleware(async ({ ctx, next }) => {
  const result = await next();
  if (!result.ok && result.error.cause instanceof AppError) {
    const appError = result.error.cause;
    if (appError.retryAfter) ctx.resHeaders.set('retry-after', String(appError.retryAfter));
    return { ...result, error: toTRPCError(appError) };
  }
  return result;
});

export const router = t.router;
export const createCallerFactory = t.createCallerFactory;
export const publicProcedure = t.procedure.use(catalogueErrors);
/** A caller with a session (guest or registered); 401 otherwise. */
export const actorProcedure = publicProcedure.use(({ ctx, next }) => next({ ctx: { actor: requireActor(ctx.actor) } }));
