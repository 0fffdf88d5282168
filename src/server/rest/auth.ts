import { z } from 'zod';
import { googleIdTokenInput, loginInput, sendCodeInput, timezoneInput, userSchema } from '../../shared/schemas/user';
import { clearSessionCookie, setSessionCookie } from '../http/context';
import * as auth from '../services/auth';
import { defineRoute } from './define';

const ok = z.object({ ok: z.literal(true) });

export const authRoutes = [
  defineRoute({
    method: 'get',
    path: '/auth/status',
    summary: 'The signed-in user with usage limits and subscriptions (401 without a session)',
    tag: 'auth',
    auth: 'session',
    response: userSchema,
    errors: [401],
    handle: (ctx) => auth.getAuthStatus(ctx.deps, ctx.actor),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/temporary',
    summary: 'Create a guest user and its session (rate-limited per IP)',
    tag: 'auth',
    auth: 'none',
    body: z.object({ timezone: timezoneInput.shape.timezone.optional() }),
    response: userSchema,
    errors: [429],
    handle: async (ctx, { body }) => {
      const { user, token } = await auth.createGuest(ctx.deps, ctx.req, body.timezone);
      setSessionCookie(ctx, token);
      return user;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/email/send-verification-code',
    summary: 'Email a 6-digit sign-in code (same answer for known and unknown emails); needs a human-check token (action send_code) in the x-human-check-token header when Turnstile is on',
    tag: 'auth',
    auth: 'none',
    body: sendCodeInput,
    response: z.object({ sent: z.literal(true) }),
    errors: [400, 401, 429, 503],
    handle: (ctx, { body, request }) =>
      auth.sendLoginCode(ctx.deps, ctx.req, body, request.headers.get('x-human-check-token') ?? undefined),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/email/login',
    summary: "Sign in with the emailed code; rotates the session and moves a guest's data to the account",
    tag: 'auth',
    auth: 'none',
    body: loginInput,
    response: userSchema,
    errors: [400, 429],
    handle: async (ctx, { body }) => {
      const { user, token } = await auth.loginWithCode(ctx.deps, ctx.actor, ctx.req, body);
      setSessionCookie(ctx, token);
      return user;
    },
  }),
  defineRoute({
    method: 'post',
    path: '/auth/google/callback/id-token',
    summary: 'Sign in with a Google ID token (JSON or form-encoded `credential`)',
    tag: 'auth',
    auth: 'none',
    body: googleIdTokenInput,
    formBody: true,
    response: userSchema,
    errors: [401, 404],
    handle: async (ctx, { body }) => {
      const { user, token } = await auth.loginWithGoogle(ctx.deps, ctx.actor, body);
      setSessionCookie(ctx, token);
      return user;
    },
  }),
  defineRoute({
    method: 'put',
    path: '/auth/timezone',
    summary: "Set the user's IANA time zone (daily limits reset at local midnight)",
    tag: 'auth',
    auth: 'session',
    body: timezoneInput,
    response: ok,
    errors: [401],
    handle: (ctx, { body }) => auth.setTimezone(ctx.deps, ctx.actor, body),
  }),
  defineRoute({
    method: 'post',
    path: '/auth/logout',
    summary: 'Revoke the current session and clear its cookie',
    tag: 'auth',
    auth: 'none',
    response: ok,
    handle: async (ctx) => {
      clearSessionCookie(ctx);
      return auth.logout(ctx.deps, ctx.actor);
    },
  }),
];
