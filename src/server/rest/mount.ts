import { Elysia } from 'elysia';
import type { Deps } from '../deps';
import { AppError, assertWellFormedStrings } from '../errors';
import { createContext } from '../http/context';
import type { AnyRestRoute } from './define';
import { errorResponseFor, resultResponse } from './envelope';

/** JSON bodies above this are refused before parsing (uploads do not go through /api). */
type Server = Parameters<typeof createContext>[3];

const MAX_JSON_BODY_BYTES = 1_048_576;

/** Registers every route under /api with one wrapper: context, validation, envelope, errors. */
export function mountRestRoutes(deps: Deps, routes: readonly AnyRestRoute[]) {
  const app = new Elysia({ prefix: '/api' });
  for (const route of routes) {
    app.route(
      route.method.toUpperCase(),
      route.path,
      ({ request, params, server }: { request: Request; params: Record<string, string>; server: Server }) =>
        handle(deps, route, request, params, server),
      { config: {}, parse: 'none' },
    );
  }
  return app;
}

async function handle(
  deps: Deps,
  route: AnyRestRoute,
  request: Request,
  rawParams: Record<string, string>,
  server: Server,
): Promise<Response> {
  const resHeaders = new Headers();
  try {
    const ctx = await createContext(deps, request, resHeaders, server);
    // Who before what: a caller without a session learns nothing about its input's validity.
    if (route.auth === 'session' && !ctx.actor) throw new AppError('auth.unauthorized');
    const params = route.params ? route.params.parse(decodeParams(rawParams)) : undefined;
    const query = route.query ? route.query.parse(Object.fromEntries(new URL(request.url).searchParams)) : undefined;
    const body = route.body ? route.body.parse(await readBody(request)) : undefined;
    const result = await route.handle(ctx, { params, query, body, request });
    if (result instanceof Response) {
      resHeaders.forEach((value, key) => result.headers.append(key, value));
      return result;
    }
    return resultResponse(result, resHeaders);
  } catch (err) {
    return errorResponseFor(err, deps.log, resHeaders);
  }
}

function decodeParams(raw: Record<string, string>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of Object.entries(raw)) {
    try {
      out[k] = decodeURIComponent(v);
    } catch {
      throw new AppError('common.invalid_input');
    }
  }
  return out;
}

/** JSON, or a form post (Google's redirect mode posts `credential` form-encoded). */
async function readBody(request: Request): Promise<unknown> {
  const declared = Number(request.headers.get('content-length') ?? '0');
  if (declared > MAX_JSON_BODY_BYTES) throw new AppError('common.payload_too_large');
  const text = await request.text();
  if (text.length > MAX_JSON_BODY_BYTES) throw new AppError('common.payload_too_large');
  const type = request.headers.get('content-type') ?? '';
  if (type.includes('application/x-www-form-urlencoded')) return Object.fromEntries(new URLSearchParams(text));
  if (text.trim() === '') return {};
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (cause) {
    throw new AppError('common.invalid_input', { cause });
  }
  assertWellFormedStrings(parsed);
  return parsed;
}
