/**
 * tRPC's transformer in the browser, without superjson on the chat's first load (~3 KB gzip). The
 * server sends plain JSON answers as superjson's `{ json }` envelope with no meta
 * (src/shared/transformer.ts): the envelope is all there is to read. An answer that does carry meta
 * (a Date, a Map, an undefined field) loads superjson first: the links' fetch below waits for it
 * before tRPC reads the body, and a subscription (a reply's stream) loads it before it opens
 * (lib/trpc.ts). Inputs are plain JSON (an undefined property is left out, as superjson's reader
 * and the schemas take it); an input that is not (none of our schemas takes one) needs superjson
 * loaded, else it is refused with a clear error.
 */
import { isPlainJson } from '../../shared/plain-json';
import { readJsonEnvelope } from './trpc-fetch';

type SuperJSON = typeof import('superjson').default;

let superjson: SuperJSON | null = null;
let loading: Promise<SuperJSON> | null = null;

export function loadSuperjson(): Promise<SuperJSON> {
  loading ??= import('superjson').then((module) => (superjson = module.default));
  return loading;
}

export const clientTransformer = {
  serialize(value: unknown): unknown {
    // No input (undefined) is `{}` on the wire, which superjson's reader also takes as undefined.
    if (value === undefined || isPlainJson(value, 0, true)) return { json: value };
    if (superjson) return superjson.serialize(value);
    throw new Error('this input is not plain JSON: superjson is not loaded');
  },
  deserialize(payload: unknown): unknown {
    return superjson ? superjson.deserialize(payload as Parameters<SuperJSON['deserialize']>[0]) : readJsonEnvelope(payload);
  },
};

/** `fetch` for tRPC's links: an answer carrying superjson's meta waits until superjson is here. */
export async function fetchLoadingSuperjson(input: RequestInfo | URL, init?: RequestInit): Promise<Response> {
  const response = await fetch(input, init);
  if (superjson || !response.body) return response;
  // Read once and handed on as a new response with the same status and headers (tRPC reads the
  // body as JSON; it is small: batches of plain answers).
  const text = await response.text();
  if (text.includes('"meta"')) await loadSuperjson();
  return new Response(text, { status: response.status, statusText: response.statusText, headers: response.headers });
}
