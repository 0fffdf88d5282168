import { initTRPC } from '@trpc/server';
import { TRPC_ERROR_CODES_BY_KEY } from '@trpc/server/rpc';
import { transformer } from '../../shared/transformer';
import { ERRORS } from '../../shared/errors';
import { AppError, asInputDataError, assertWellFormedStrings } from '../errors';
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
    // Catalogue text, status and tRPC code only (also for errors thrown inside a stream, which no
    // middleware converts): never a stack or an internal message.
    return {
      ...shape,
      code: TRPC_ERROR_CODES_BY_KEY[spec.trpc],
      message: spec.message,
      data: { ...data, code: spec.trpc, appCode, httpStatus: spec.status, ...retryAfterOf(error) },
    };
  },
});

/** A 429's wait, also in the error body: a batched call's Retry-After header is not the client's to read. */
function retryAfterOf(error: { cause?: unknown }): { retryAfter?: number } {
  return error.cause instanceof AppError && error.cause.retryAfter ? { retryAfter: error.cause.retryAfter } : {};
}

/** Turns a service's AppError into the tRPC error of its catalogue entry (status, code, text). */
const catalogueErrors = t.middleware(async ({ ctx, next, getRawInput }) => {
  // Lone surrogates cannot be stored as text: refused before any procedure sees them.
  try {
    assertWellFormedStrings(await getRawInput());
  } catch (err) {
    // An unreadable input (tRPC's own PARSE_ERROR) is tRPC's to answer, as without this check.
    if (!(err instanceof AppError)) throw err;
    return { ok: false, error: toTRPCError(err), marker: undefined as never };
  }
  const result = await next();
  const inputError = result.ok ? null : asInputDataError(result.error.cause);
  if (inputError) ctx.deps.log.warn('Input refused by the database', { err: inputError.cause as Error });
  const cause = inputError ?? (result.ok ? null : result.error.cause);
  if (!result.ok && cause instanceof AppError) {
    const appError = cause;
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
