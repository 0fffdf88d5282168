import type { ZodType } from 'zod';
import type { Context } from '../http/context';
import type { JsonText } from '../lib/json-text';

export type HttpMethod = 'get' | 'post' | 'put' | 'delete';

/** Headers a route writes beyond the generic ones, described once in openapi.ts. */
export type ResponseHeaderName = 'x-message-id' | 'x-user-message-id' | 'x-message-version' | 'x-session-id' | 'etag';
/** Headers a route reads besides auth, described once in openapi.ts. */
export type RequestHeaderName = 'last-event-id' | 'x-human-check-token' | 'stripe-signature' | 'if-none-match';

/**
 * One documented REST route: the same definition registers the Elysia handler and writes the
 * OpenAPI entry, so the contract cannot drift from what is served.
 */
export interface RestRoute<P = unknown, Q = unknown, B = unknown, R = unknown> {
  method: HttpMethod;
  /** Below /api, Elysia style (`/session/:id`). */
  path: string;
  summary: string;
  tag: string;
  /** 'session' = needs a session token (cookie or Bearer); documented and enforced by services. */
  auth: 'none' | 'session';
  params?: ZodType<P>;
  query?: ZodType<Q>;
  body?: ZodType<B>;
  /** The body may also come form-encoded (Google's redirect mode); documented beside JSON. */
  formBody?: true;
  /**
   * The `result` of the envelope; 'sse' for a reply's event stream, 'practice-sse' for the
   * practice end stream; 'bare' answers a JSON document without the envelope (the OpenAPI document).
   */
  response: ZodType<R> | 'sse' | 'practice-sse' | 'bare';
  requestHeaders?: readonly RequestHeaderName[];
  responseHeaders?: readonly ResponseHeaderName[];
  /** The answer carries an ETag and a matching If-None-Match gets 304 with no body (documented as such). */
  conditional?: true;
  /** Extra statuses worth documenting besides 200 and the generic error. */
  errors?: number[];
  /** A `JsonText` answer is the `result` already serialised (the chat page: message-list.ts). */
  handle(ctx: Context, input: { params: P; query: Q; body: B; request: Request }): Promise<R | JsonText | Response>;
}

/** Identity helper that infers the route's types from its schemas. */
export function defineRoute<P = undefined, Q = undefined, B = undefined, R = unknown>(
  route: RestRoute<P, Q, B, R>,
): RestRoute<P, Q, B, R> {
  return route;
}

// Routes of different shapes live in one list; their handlers were checked at definition.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type AnyRestRoute = RestRoute<any, any, any, any>;
