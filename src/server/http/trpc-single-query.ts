import type { AnyProcedure } from '@trpc/server';
import { transformer } from '../../shared/transformer';
import type { Deps } from '../deps';
import { appRouter } from '../trpc/router';
import { CachedJson } from './cached-json';
import { createContext } from './context';

// tRPC v11 keeps a flat map of every procedure by its full path ("agent.list") beside the nested record.
const PROCEDURES = appRouter._def.procedures as unknown as Record<string, AnyProcedure | undefined>;
/** Answers that are the very same object call after call (the agent catalogue) are encoded once. */
const encoded = new WeakMap<object, CachedJson>();
const HEADERS = { 'content-type': 'application/json', vary: 'trpc-accept, accept' };

/**
 * `GET /trpc/<query>` without batching (integrators, `curl`, the bench): the procedure is called
 * directly and its answer written in tRPC's own wire format, `{"result":{"data":<superjson>}}`,
 * skipping the fetch adapter's request parsing and response plumbing (most of a small query's
 * cost). Anything else — a batch, a mutation or subscription, an unreadable input, and every error —
 * answers null and goes through the tRPC adapter as usual, so error shapes and statuses stay exactly
 * tRPC's. Queries have no side effects, so an error path may run the procedure twice.
 */
export async function fastSingleQuery(deps: Deps, request: Request, server: Parameters<typeof createContext>[3]): Promise<Response | null> {
  const url = new URL(request.url);
  if (url.searchParams.has('batch')) return null;
  const path = url.pathname.slice('/trpc/'.length);
  if (PROCEDURES[path]?._def.type !== 'query') return null;
  let input: unknown;
  const raw = url.searchParams.get('input');
  if (raw !== null) {
    try {
      input = transformer.deserialize(JSON.parse(raw));
    } catch {
      return null;
    }
  }
  const resHeaders = new Headers();
  let data: unknown;
  try {
    const ctx = await createContext(deps, request, resHeaders, server);
    // The procedure itself, as tRPC's adapter calls it (middlewares, input parser and all).
    data = await (PROCEDURES[path] as unknown as CallProcedure)({ ctx, path, getRawInput: async () => input, type: 'query', signal: request.signal, batchIndex: 0 });
  } catch {
    return null;
  }
  if (isFrozenObject(data) && isEmpty(resHeaders)) {
    let answer = encoded.get(data);
    if (!answer) {
      answer = new CachedJson(bodyFor(data), HEADERS);
      encoded.set(data, answer);
    }
    return answer.response(request);
  }
  for (const [name, value] of Object.entries(HEADERS)) resHeaders.set(name, value);
  return new Response(bodyFor(data), { headers: resHeaders });
}

/** The same object call after call (the catalogue is frozen): its answer can be kept. */
function isFrozenObject(data: unknown): data is object {
  return typeof data === 'object' && data !== null && Object.isFrozen(data);
}

function isEmpty(headers: Headers): boolean {
  for (const _ of headers.keys()) return false;
  return true;
}

/** A built procedure is callable with these options (tRPC's ProcedureCallOptions). */
type CallProcedure = (opts: {
  ctx: unknown;
  path: string;
  getRawInput: () => Promise<unknown>;
  type: 'query';
  signal: AbortSignal | undefined;
  batchIndex: number;
}) => Promise<unknown>;

function bodyFor(data: unknown): string {
  return JSON.stringify({ result: { data: transformer.serialize(data) } });
}
