/**
 * A local server that speaks the OpenAI Chat Completions wire protocol, with fault switches, for
 * testing the openai adapter (and anything above it) over real HTTP without a network.
 *
 *   const fake = await startFakeOpenAiServer();
 *   const provider = createOpenAiProvider({ apiKey: 'test', baseURL: fake.url, model: 'fake-model' });
 *   fake.set({ reply: 'Hello there', stallAfterChunks: 2 });
 *   …
 *   fake.requests[0].body.messages; fake.requests[0].cancelled;
 *   await fake.close();
 *
 * `set()` replaces every switch (unset ones go back to their defaults), so each test states exactly
 * the faults it wants.
 */

export interface FakeOpenAiFaults {
  /**
   * The assistant text. Streamed as `chunks` when given, otherwise split into word-sized deltas.
   * May be a function of the request body (e.g. to answer the title and memory calls differently).
   */
  reply?: string | ((body: ChatRequestBody) => string);
  /** The exact content deltas to stream (overrides the splitting of `reply`). */
  chunks?: string[] | ((body: ChatRequestBody) => string[]);
  /** Reasoning deltas streamed before the content, in `delta[reasoningField]`. */
  reasoning?: string[];
  reasoningField?: 'reasoning_content' | 'reasoning';
  /**
   * Structured-output answer: when the request has `response_format.type === 'json_schema'` the
   * message content is `JSON.stringify(json)` (or the function's result). Ignored when unset.
   */
  json?: unknown | ((body: ChatRequestBody) => unknown);
  /** Milliseconds to wait before answering at all (before status line, headers and first byte). */
  delayMs?: number;
  /** Milliseconds between streamed SSE events. */
  chunkDelayMs?: number;
  /** Answer with this HTTP status and an OpenAI-style error body instead of a completion. */
  status?: number;
  /** With `status`: fail only the first N requests, then answer normally. Default: all. */
  statusTimes?: number;
  /** `retry-after` header value sent with `status` (e.g. '7'). */
  retryAfter?: string;
  /** Send `data: {not json` after this many content chunks (true = after the first). */
  malformedChunk?: boolean | number;
  /** Send an OpenAI `{"error": {...}}` event after this many content chunks. */
  errorEventAfterChunks?: number;
  /** Stop sending after this many content chunks but keep the connection open until the client leaves. */
  stallAfterChunks?: number;
  /** Write the SSE body one byte per write (each followed by a macrotask turn). */
  splitEveryByte?: boolean;
  /** Send the first delta without `role` (some OpenAI-compatible servers do). */
  omitRole?: boolean;
  /** Use CRLF line endings in the SSE body. */
  crlf?: boolean;
}

export interface ChatRequestBody {
  model?: string;
  messages?: { role: string; content: unknown }[];
  stream?: boolean;
  stream_options?: { include_usage?: boolean };
  response_format?: { type: string; json_schema?: { name?: string; schema?: unknown; strict?: boolean } };
  [key: string]: unknown;
}

export interface RecordedRequest {
  method: string;
  path: string;
  headers: Record<string, string>;
  body: ChatRequestBody;
  /** True once the client cancelled the response stream or closed the socket before the end. */
  cancelled: boolean;
  /** True once the full response (including `[DONE]` for streams) was handed to the socket. */
  completed: boolean;
  /** Content chunks sent so far (streaming). */
  chunksSent: number;
}

export interface FakeOpenAiServer {
  /** Base URL including `/v1`, ready for `new OpenAI({ baseURL })`. */
  url: string;
  requests: RecordedRequest[];
  set(faults: FakeOpenAiFaults): void;
  /** Resolves once the request at `index` (default: the latest) is cancelled, or rejects after `timeoutMs`. */
  waitForCancel(index?: number, timeoutMs?: number): Promise<RecordedRequest>;
  close(): Promise<void>;
}

const encoder = new TextEncoder();

function wordDeltas(text: string): string[] {
  return text.match(/\S+\s*|\s+/g) ?? [];
}

function resolve<T>(value: T | ((body: ChatRequestBody) => T), body: ChatRequestBody): T {
  return typeof value === 'function' ? (value as (body: ChatRequestBody) => T)(body) : value;
}

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  if (ms <= 0 || signal.aborted) return Promise.resolve();
  return new Promise((done) => {
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', onAbort);
      done();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      done();
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
}

export async function startFakeOpenAiServer(initial: FakeOpenAiFaults = {}): Promise<FakeOpenAiServer> {
  let faults: FakeOpenAiFaults = { ...initial };
  let statusServed = 0;
  const requests: RecordedRequest[] = [];
  const cancelWaiters = new Map<RecordedRequest, (() => void)[]>();

  const markCancelled = (record: RecordedRequest) => {
    if (record.cancelled || record.completed) return;
    record.cancelled = true;
    for (const wake of cancelWaiters.get(record) ?? []) wake();
    cancelWaiters.delete(record);
  };

  const server = Bun.serve({
    hostname: '127.0.0.1',
    port: 0,
    idleTimeout: 0, // stalls are a feature here; the client decides when to give up
    async fetch(req) {
      const url = new URL(req.url);
      if (req.method !== 'POST' || url.pathname !== '/v1/chat/completions') {
        return Response.json({ error: { message: `No route ${req.method} ${url.pathname}`, type: 'invalid_request_error' } }, { status: 404 });
      }
      let body: ChatRequestBody;
      try {
        body = (await req.json()) as ChatRequestBody;
      } catch {
        return Response.json({ error: { message: 'Invalid JSON body', type: 'invalid_request_error' } }, { status: 400 });
      }
      const record: RecordedRequest = {
        method: req.method,
        path: url.pathname,
        headers: Object.fromEntries(req.headers.entries()),
        body,
        cancelled: false,
        completed: false,
        chunksSent: 0,
      };
      requests.push(record);
      const f = faults;
      const gone = new AbortController();
      req.signal.addEventListener('abort', () => {
        markCancelled(record);
        gone.abort();
      });

      await sleep(f.delayMs ?? 0, gone.signal);
      if (gone.signal.aborted) return new Response(null, { status: 499 });

      if (f.status !== undefined && (f.statusTimes === undefined || statusServed < f.statusTimes)) {
        statusServed++;
        record.completed = true;
        const headers: Record<string, string> = {};
        if (f.retryAfter !== undefined) headers['retry-after'] = f.retryAfter;
        const type =
          f.status === 429 ? 'rate_limit_exceeded' : f.status === 401 ? 'invalid_api_key' : f.status >= 500 ? 'server_error' : 'invalid_request_error';
        return Response.json({ error: { message: `Fake ${f.status}`, type, code: type } }, { status: f.status, headers });
      }

      const id = `chatcmpl-fake-${requests.length}`;
      const created = Math.floor(Date.now() / 1000);
      const model = body.model ?? 'fake-model';
      const structured = body.response_format?.type === 'json_schema' && f.json !== undefined;
      const text = structured ? JSON.stringify(resolve(f.json, body)) : resolve(f.reply ?? 'Hello from the fake server.', body);
      const deltas = !structured && f.chunks ? resolve(f.chunks, body) : wordDeltas(text);
      const usage = { prompt_tokens: 10, completion_tokens: deltas.length, total_tokens: 10 + deltas.length };

      if (!body.stream) {
        record.completed = true;
        return Response.json({
          id,
          object: 'chat.completion',
          created,
          model,
          choices: [{ index: 0, message: { role: 'assistant', content: deltas.join(''), refusal: null }, logprobs: null, finish_reason: 'stop' }],
          usage,
        });
      }

      const nl = f.crlf ? '\r\n' : '\n';
      const event = (data: unknown) => `data: ${typeof data === 'string' ? data : JSON.stringify(data)}${nl}${nl}`;
      const chunk = (delta: Record<string, unknown>, finish: string | null = null) =>
        event({ id, object: 'chat.completion.chunk', created, model, choices: [{ index: 0, delta, logprobs: null, finish_reason: finish }] });

      async function* events(): AsyncGenerator<string> {
        if (!f.omitRole) yield chunk({ role: 'assistant', content: '' });
        const field = f.reasoningField ?? 'reasoning_content';
        for (const r of f.reasoning ?? []) yield chunk({ [field]: r });
        const malformedAt = f.malformedChunk === true ? 1 : typeof f.malformedChunk === 'number' ? f.malformedChunk : -1;
        for (let i = 0; i < deltas.length; i++) {
          if (i === malformedAt) yield `data: {not json${nl}${nl}`;
          if (i === f.errorEventAfterChunks) yield event({ error: { message: 'Fake mid-stream failure', type: 'server_error', code: null } });
          if (i === f.stallAfterChunks) {
            yield 'STALL';
            return;
          }
          yield chunk({ content: deltas[i] });
          record.chunksSent = i + 1;
        }
        if (deltas.length === malformedAt) yield `data: {not json${nl}${nl}`;
        if (deltas.length === f.stallAfterChunks) {
          yield 'STALL';
          return;
        }
        yield chunk({}, 'stop');
        if (body.stream_options?.include_usage) {
          yield event({ id, object: 'chat.completion.chunk', created, model, choices: [], usage });
        }
        yield event('[DONE]');
      }

      const iterator = events();
      const stream = new ReadableStream<Uint8Array>({
        async pull(controller) {
          const next = await iterator.next();
          if (gone.signal.aborted) return;
          if (next.done) {
            record.completed = true;
            controller.close();
            return;
          }
          if (next.value === 'STALL') {
            // Keep the connection open, send nothing, until the client goes away.
            await new Promise<void>((done) => {
              if (gone.signal.aborted) done();
              else gone.signal.addEventListener('abort', () => done(), { once: true });
            });
            return;
          }
          await sleep(f.chunkDelayMs ?? 0, gone.signal);
          const bytes = encoder.encode(next.value);
          if (f.splitEveryByte) {
            for (let b = 0; b < bytes.length && !gone.signal.aborted; b++) {
              controller.enqueue(bytes.slice(b, b + 1));
              await new Promise((tick) => setTimeout(tick, 0));
            }
          } else {
            controller.enqueue(bytes);
          }
        },
        cancel() {
          markCancelled(record);
          gone.abort();
        },
      });
      return new Response(stream, {
        headers: { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-cache', connection: 'keep-alive' },
      });
    },
  });

  return {
    url: `http://127.0.0.1:${server.port}/v1`,
    requests,
    set(next) {
      faults = { ...next };
      statusServed = 0;
    },
    waitForCancel(index = requests.length - 1, timeoutMs = 2000) {
      const record = requests[index];
      if (!record) return Promise.reject(new Error(`no request #${index}`));
      if (record.cancelled) return Promise.resolve(record);
      return new Promise((done, fail) => {
        const timer = setTimeout(() => fail(new Error(`request #${index} was not cancelled within ${timeoutMs} ms`)), timeoutMs);
        const list = cancelWaiters.get(record) ?? [];
        list.push(() => {
          clearTimeout(timer);
          done(record);
        });
        cancelWaiters.set(record, list);
      });
    },
    async close() {
      await server.stop(true);
    },
  };
}

/** Short alias: `const fake = await start()`. */
export const start = startFakeOpenAiServer;
