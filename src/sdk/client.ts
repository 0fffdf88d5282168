import createClient, { type Client } from 'openapi-fetch';
import { AdvisorApiError, apiErrorFrom } from './errors';
import type { components, paths } from './schema';
import { readSseFrames } from './sse';

export type Schemas = components['schemas'];
export type ReplyEvent = Schemas['ReplyEvent'];
export type PracticeEvent = Schemas['PracticeEvent'];
export type Message = Schemas['Message'];
export type User = Schemas['User'];
export type SendMessageBody = NonNullable<paths['/api/session/{id}/message']['post']['requestBody']>['content']['application/json'];

export interface AdvisorClientOptions {
  /** Where the app runs, e.g. `http://localhost:3000`. */
  baseUrl: string;
  /** A session token to send as `Authorization: Bearer`; set for you by the sign-in calls. */
  token?: string | null;
  /** `include` to rely on the `sid` cookie in a browser on another origin; default `same-origin`. */
  credentials?: RequestCredentials;
  fetch?: typeof globalThis.fetch;
  /** Reconnections of one stream after its connection was cut (default 3). */
  maxReconnects?: number;
}

/** The answers that create a session carry its token once (in the user object). */
const TOKEN_ISSUERS = new Set(['/api/auth/temporary', '/api/auth/email/login', '/api/auth/google/callback/id-token']);

/** A reply being written: its ids from the response headers, and its events. */
export interface ReplyStream extends AsyncIterable<ReplyEvent> {
  messageId: string;
  /** The user's message just stored (a send only). */
  userMessageId: string | null;
  /** 1, then +1 per regenerate (the same message id keeps its versions). */
  version: number | null;
  /** Reads what is left and answers the message as stored; a failed reply throws its catalogue error. */
  final(): Promise<Message>;
}

interface StreamAnswer {
  data: ReadableStream<Uint8Array>;
  response: Response;
}

export type AdvisorClient = ReturnType<typeof createAdvisorClient>;

/** `result` of a successful answer, or the catalogue error thrown (openapi-fetch answers `{ data, error }`). */
export function unwrap<T>(answer: { data?: { result: T }; error?: unknown; response: Response }): T {
  if (answer.data !== undefined) return answer.data.result;
  throw apiErrorFrom(answer.error, answer.response.status, answer.response.headers.get('retry-after'));
}

/**
 * A typed client of the REST API: `api` is openapi-fetch over the generated `paths`, with auth
 * added; the helpers do what a schema cannot (streams with resume, the upload PUT).
 */
export function createAdvisorClient(options: AdvisorClientOptions) {
  let token = options.token ?? null;
  const fetchImpl = options.fetch ?? globalThis.fetch.bind(globalThis);
  const maxReconnects = options.maxReconnects ?? 3;
  const api: Client<paths> = createClient<paths>({ baseUrl: options.baseUrl, fetch: fetchImpl, credentials: options.credentials ?? 'same-origin' });
  api.use({
    onRequest({ request }) {
      if (token && !request.headers.has('authorization')) request.headers.set('authorization', `Bearer ${token}`);
      return request;
    },
    async onResponse({ response, schemaPath }) {
      if (schemaPath === '/api/auth/logout') token = null;
      if (!response.ok || !TOKEN_ISSUERS.has(schemaPath)) return undefined;
      const issued = ((await response.clone().json()) as { result?: { token?: string | null } }).result?.token;
      if (issued) token = issued;
      return undefined;
    },
  });

  /** The body of a stream answer, or its JSON error thrown. */
  async function streamBody(answer: { data?: ReadableStream<Uint8Array> | null; error?: unknown; response: Response }): Promise<StreamAnswer> {
    if (!answer.response.ok || !answer.data) throw apiErrorFrom(answer.error, answer.response.status, answer.response.headers.get('retry-after'));
    return { data: answer.data, response: answer.response };
  }

  /**
   * The events of a stream; when the connection is cut before `[DONE]` (or the server cut a
   * client that fell behind), `reconnect(lastEventId)` opens it again and events resume after it.
   */
  async function* events<E extends { id: number }>(first: ReadableStream<Uint8Array>, reconnect: (after: number) => Promise<ReadableStream<Uint8Array>>) {
    let body = first;
    let lastId = 0;
    for (let attempt = 0; ; attempt++) {
      try {
        for await (const frame of readSseFrames(body)) {
          if (frame.data === '[DONE]') return;
          if (frame.event === 'error') {
            const error = apiErrorFrom(JSON.parse(frame.data), 500);
            if (error.code !== 'common.payload_too_large') throw error;
            break; // fell behind: resume
          }
          const event = { id: Number(frame.id), event: frame.event, data: JSON.parse(frame.data) } as unknown as E;
          if (event.id <= lastId) continue; // replayed by a reconnection
          lastId = event.id;
          attempt = 0;
          yield event;
        }
      } catch (err) {
        if (err instanceof AdvisorApiError || err instanceof SyntaxError) throw err;
        // Anything else is the connection: resume below.
      }
      if (attempt >= maxReconnects) throw new AdvisorApiError('reply.interrupted', 'Stream ended with incomplete data', 500);
      await new Promise((resolve) => setTimeout(resolve, 200 * attempt));
      body = await reconnect(lastId);
    }
  }

  function replyStream(sessionId: string, answer: StreamAnswer): ReplyStream {
    const headers = answer.response.headers;
    const messageId = headers.get('x-message-id') ?? '';
    const version = headers.get('x-message-version');
    const source = events<ReplyEvent>(answer.data, async (after) => (await follow(sessionId, messageId, after)).data);
    let last: ReplyEvent | undefined;
    // Remembers the last event, so final() answers whether the caller read some, all or none.
    const iterator = (async function* () {
      for await (const event of source) yield (last = event);
    })();
    return {
      messageId,
      userMessageId: headers.get('x-user-message-id'),
      version: version === null ? null : Number(version),
      [Symbol.asyncIterator]: () => iterator,
      async final() {
        for await (const _ of iterator);
        if (last?.data.type === 'completed') return last.data.content.message;
        if (last?.data.type === 'failed') throw new AdvisorApiError(last.data.content.code, last.data.content.message, 500);
        throw new AdvisorApiError('reply.interrupted', 'Stream ended with incomplete data', 500);
      },
    };
  }

  async function follow(sessionId: string, messageId: string, after: number) {
    return streamBody(
      await api.GET('/api/session/{id}/message/{messageId}/events', {
        params: { path: { id: sessionId, messageId }, header: { 'Last-Event-ID': after } },
        parseAs: 'stream',
      }),
    );
  }

  return {
    api,
    /** The session token in use (null: none, or the cookie). */
    get token() {
      return token;
    },
    setToken(value: string | null) {
      token = value;
    },

    /** A guest user and its session (the token is kept for the next calls). */
    async signInAsGuest(body: { timezone?: string } = {}): Promise<User> {
      return unwrap(await api.POST('/api/auth/temporary', { body }));
    },

    /** Sends a message; the reply streams back (resumed by itself if the connection is cut). */
    async sendMessage(sessionId: string, body: SendMessageBody): Promise<ReplyStream> {
      const answer = await streamBody(await api.POST('/api/session/{id}/message', { params: { path: { id: sessionId } }, body, parseAs: 'stream' }));
      return replyStream(sessionId, answer);
    },

    /** Writes the latest reply anew: same message id, next version. */
    async regenerate(sessionId: string, messageId: string, body: { human_check_token?: string } = {}): Promise<ReplyStream> {
      const answer = await streamBody(
        await api.POST('/api/session/{id}/message/{messageId}/regenerate', { params: { path: { id: sessionId, messageId } }, body, parseAs: 'stream' }),
      );
      return replyStream(sessionId, answer);
    },

    /** Follows a reply (running or finished), after `lastEventId`. */
    async followReply(sessionId: string, messageId: string, lastEventId = 0): Promise<ReplyStream> {
      const answer = await follow(sessionId, messageId, lastEventId);
      return replyStream(sessionId, answer);
    },

    /** The coach's welcome in a new plan's chat (streamed once; asking again replays it). */
    async coachWelcome(planId: string): Promise<ReplyStream> {
      const answer = await streamBody(await api.POST('/api/practice-plan/{id}/welcome-message', { params: { path: { id: planId } }, parseAs: 'stream' }));
      return replyStream(answer.response.headers.get('x-session-id') ?? '', answer);
    },

    /** The simulated person's opening line of a started practice. */
    async practiceWelcome(planId: string, practiceId: string): Promise<ReplyStream> {
      const answer = await streamBody(
        await api.POST('/api/practice-plan/{id}/practices/{practiceId}/welcome-message', { params: { path: { id: planId, practiceId } }, parseAs: 'stream' }),
      );
      return replyStream(answer.response.headers.get('x-session-id') ?? '', answer);
    },

    /** Ends a practice by hand: `report` (or `report_skipped`), then `practice_ended`. Ending again replays it. */
    async endPractice(planId: string, practiceId: string): Promise<AsyncGenerator<PracticeEvent>> {
      const open = async () =>
        (
          await streamBody(
            await api.POST('/api/practice-plan/{id}/practices/{practiceId}/end', { params: { path: { id: planId, practiceId } }, parseAs: 'stream' }),
          )
        ).data;
      return events<PracticeEvent>(await open(), open);
    },

    /**
     * Uploads a screenshot: presign, then PUT the bytes to the returned url. Answers the
     * `file_name` to send as `{ type: 'image', content: file_name }`.
     */
    async uploadScreenshot(file: Blob, name: string): Promise<string> {
      const presigned = unwrap(await api.GET('/api/attachment/presigned-url/{name}', { params: { path: { name } } }));
      const put = await fetchImpl(new URL(presigned.url, options.baseUrl), {
        method: 'PUT',
        body: file,
        headers: { 'content-type': file.type || 'application/octet-stream' },
      });
      if (put.status !== 200) throw apiErrorFrom(await put.json().catch(() => null), put.status);
      return presigned.file_name;
    },
  };
}
