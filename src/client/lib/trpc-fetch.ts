/**
 * One tRPC query over a plain GET, for the public pages (src/client/site-main.tsx), which load no
 * tRPC client, no query cache and no superjson. Our answers are plain JSON (superjson's `{ json }`
 * envelope with no meta: src/shared/transformer.ts), so the envelope is all there is to read.
 */

/** A failed call, shaped like tRPC's client error where our code reads it (`message`, `data`). */
export class TrpcFetchError extends Error {
  constructor(
    message: string,
    readonly data: unknown,
  ) {
    super(message);
    this.name = 'TrpcFetchError';
  }
}

/** The value inside superjson's envelope; anything needing superjson's walk is refused. */
export function readJsonEnvelope<T>(payload: unknown): T {
  const envelope = payload as { json?: unknown; meta?: unknown } | null;
  if (!envelope || typeof envelope !== 'object' || !('json' in envelope)) throw new Error('not a tRPC answer');
  if (envelope.meta !== undefined) throw new Error('an answer that needs superjson');
  return envelope.json as T;
}

/** GET /trpc/{path} with no input: the query's answer, or a TrpcFetchError. */
export async function trpcQuery<T>(path: string): Promise<T> {
  const response = await fetch(`/trpc/${path}`, { credentials: 'same-origin', headers: { accept: 'application/json' } });
  const body = (await response.json()) as { result?: { data?: unknown }; error?: unknown };
  if (body.error !== undefined) {
    const error = readJsonEnvelope<{ message?: string; data?: unknown }>(body.error);
    throw new TrpcFetchError(error.message ?? `${path} failed`, error.data);
  }
  return readJsonEnvelope<T>(body.result?.data);
}
