import { z } from 'zod';
import { googleIdTokenInput, loginInput, sendCodeInput, timezoneInput } from '../../shared/schemas/user';
import * as auth from '../services/auth';
import { clearSessionCookie, setSessionCookie, type Context } from '../http/context';
import { actorProcedure, publicProcedure, router } from '../trpc/init';

const guestInput = z.object({ timezone: timezoneInput.shape.timezone.optional() }).optional();
/** REST carries the token in the x-human-check-token header; tRPC in the input. Length is the verifier's call. */
const sendCodeTrpcInput = sendCodeInput.extend({ human_check_token: z.string().optional() });

/** A sign-in answer: the cookie carries the token; the body is the user (with its token, once). */
async function signedIn(ctx: Context, result: Promise<auth.SignedIn>) {
  const { user, token } = await result;
  setSessionCookie(ctx, token);
  return user;
}

export const authRouter = router({
  status: publicProcedure.query(({ ctx }) => auth.getAuthStatus(ctx.deps, ctx.actor)),
  /** The page-view check: the user, or null without a session (no 401, no guest). */
  session: publicProcedure.query(({ ctx }) => auth.getSessionUser(ctx.deps, ctx.actor)),
  createGuest: publicProcedure.input(guestInput).mutation(({ ctx, input }) => signedIn(ctx, auth.createGuest(ctx.deps, ctx.req, input?.timezone))),
  sendCode: publicProcedure
    .input(sendCodeTrpcInput)
    .mutation(({ ctx, input: { human_check_token, ...input } }) => auth.sendLoginCode(ctx.deps, ctx.req, input, human_check_token)),
  login: publicProcedure.input(loginInput).mutation(({ ctx, input }) => signedIn(ctx, auth.loginWithCode(ctx.deps, ctx.actor, ctx.req, input))),
  google: publicProcedure.input(googleIdTokenInput).mutation(({ ctx, input }) => signedIn(ctx, auth.loginWithGoogle(ctx.deps, ctx.actor, input))),
  logout: publicProcedure.mutation(async ({ ctx }) => {
    clearSessionCookie(ctx);
    return auth.logout(ctx.deps, ctx.actor);
  }),
  setTimezone: actorProcedure.input(timezoneInput).mutation(({ ctx, input }) => auth.setTimezone(ctx.deps, ctx.actor, input)),
});
