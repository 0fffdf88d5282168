import type { Deps } from '../deps';
import { clearedSessionCookie, readSessionToken, sessionCookie } from '../auth/cookies';
import { isSecureRequest, requestInfo } from '../lib/request-info';
import type { Actor, RequestInfo } from '../services/actor';
import { resolveActor } from '../services/auth-sessions';

export interface Context {
  deps: Deps;
  actor: Actor | null;
  req: RequestInfo;
  secureCookies: boolean;
  /** Response headers of this call (cookies, Retry-After). */
  resHeaders: Headers;
}

/** The context without HTTP: tests call procedures through createCaller with this. */
export function createContextInner(input: {
  deps: Deps;
  actor: Actor | null;
  req?: RequestInfo;
  resHeaders?: Headers;
  secureCookies?: boolean;
}): Context {
  return {
    deps: input.deps,
    actor: input.actor,
    req: input.req ?? { ip: 'test', userAgent: null },
    secureCookies: input.secureCookies ?? false,
    resHeaders: input.resHeaders ?? new Headers(),
  };
}

export async function createContext(
  deps: Deps,
  request: Request,
  resHeaders: Headers,
  server: Parameters<typeof requestInfo>[1],
): Promise<Context> {
  const secureCookies = isSecureRequest(request, deps.config.trustProxy, deps.config.publicUrl);
  // A read may use a token verified moments ago (actor-cache.ts: revocations seen within 1 s).
  const access = request.method === 'GET' || request.method === 'HEAD' ? 'read' : 'write';
  const actor = await resolveActor(deps.db, readSessionToken(request.headers, secureCookies), deps.clock.now(), access);
  return createContextInner({
    deps,
    actor,
    req: requestInfo(request, server, deps.config.trustProxy),
    resHeaders,
    secureCookies,
  });
}

export function setSessionCookie(ctx: Pick<Context, 'resHeaders' | 'secureCookies'>, token: string): void {
  ctx.resHeaders.append('set-cookie', sessionCookie(token, ctx.secureCookies));
}

export function clearSessionCookie(ctx: Pick<Context, 'resHeaders' | 'secureCookies'>): void {
  ctx.resHeaders.append('set-cookie', clearedSessionCookie(ctx.secureCookies));
}
