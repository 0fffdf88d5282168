import OpenAI, { APIConnectionError, APIConnectionTimeoutError, APIError, APIUserAbortError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import type { ChatCompletionChunk, ChatCompletionMessageParam } from 'openai/resources/chat/completions';
import { z } from 'zod';
import { LIMITS } from '../../shared/constants';
import { buildAdviceMessages, buildMemoryMessages, buildTitleMessages, parseSuggestionsBlock, SUGGESTIONS_FENCE, type PromptMessage } from './prompts';
import type { AiProvider, MemoryRequest, MemorySuggestion, ProviderChunk, ReplySuggestion } from './provider';
import { ProviderError, parseRetryAfter } from './provider-error';

/**
 * The adapter for any OpenAI-compatible Chat Completions server (OpenAI, Ollama, vLLM, llama.cpp).
 * The only module that imports the `openai` package (tests/architecture.test.ts enforces it).
 *
 * - Streaming uses plain `create({ stream: true })`, never the `.stream()` helper, which throws
 *   "missing role for choice 0" on servers that omit `role` (STACK-NOTES §3).
 * - The SDK ends a stream silently when the signal aborts; an aborted stream just ends here too.
 * - Every failure leaves as a `ProviderError` (kind + cause); the reply pipeline maps the kind.
 */
export interface OpenAiProviderOptions {
  apiKey: string;
  /** e.g. http://localhost:11434/v1 (Ollama). Default: the SDK's (api.openai.com). */
  baseURL?: string;
  model: string;
  /** Time allowed until response headers (streams) or the whole response (other calls). Default 60 s. */
  timeoutMs?: number;
  /** SDK retries for the non-streamed calls (memory, title). Default 2. Streams never retry here. */
  maxRetries?: number;
  /** Retries for streamed advice. Default 0: the reply pipeline owns that decision. */
  streamMaxRetries?: number;
  /** Sent as `max_completion_tokens` on advice requests when set. Off by default (not every server knows it). */
  maxOutputTokens?: number;
  /** Swap `fetch` (tests, proxies). */
  fetch?: typeof fetch;
}

export const OPENAI_DEFAULT_TIMEOUT_MS = LIMITS.memoryTimeoutMs;
const TITLE_MAX_CHARS = 60;
const MEMORY_CONTENT_MAX_CHARS = 500;
const MEMORY_MAX_SUGGESTIONS = 5; // what the memory prompt asks for
const SUGGESTIONS_MAX = 5;
/** Beyond this, a "suggestions block" is not one: give up holding it back and show it as text. */
const HELD_BLOCK_MAX_CHARS = 32_768;

/** The SDK client both adapters use (this one and openai-practice.ts), configured the same way. */
export function createOpenAiClient(options: OpenAiProviderOptions): OpenAI {
  return new OpenAI({
    apiKey: options.apiKey,
    ...(options.baseURL ? { baseURL: options.baseURL } : {}),
    timeout: options.timeoutMs ?? OPENAI_DEFAULT_TIMEOUT_MS,
    maxRetries: options.maxRetries ?? 2,
    logLevel: 'off', // failures surface as ProviderError; the SDK's own console output would duplicate them
    ...(options.fetch ? { fetch: options.fetch } : {}),
  });
}

export function createOpenAiProvider(options: OpenAiProviderOptions): AiProvider {
  const client = createOpenAiClient(options);
  const model = options.model;

  async function* streamAdvice(req: Parameters<AiProvider['streamAdvice']>[0], signal: AbortSignal): AsyncGenerator<ProviderChunk> {
    if (signal.aborted) return;
    const splitter = createSuggestionsSplitter();
    try {
      const stream = await client.chat.completions.create(
        {
          model,
          messages: toSdkMessages(buildAdviceMessages(req)),
          stream: true,
          stream_options: { include_usage: true },
          ...(options.maxOutputTokens ? { max_completion_tokens: options.maxOutputTokens } : {}),
        },
        { signal, maxRetries: options.streamMaxRetries ?? 0 },
      );
      for await (const chunk of stream) {
        const delta = readDelta(chunk);
        if (delta.reasoning) yield { type: 'reasoning', delta: delta.reasoning };
        if (delta.content) yield* splitter.push(delta.content);
      }
    } catch (error) {
      if (signal.aborted) return;
      throw toProviderError(error);
    }
    if (signal.aborted) return; // the SDK swallows AbortError: an aborted stream looks like a clean end
    yield* splitter.finish();
  }

  async function extractMemory(req: MemoryRequest, signal: AbortSignal): Promise<MemorySuggestion[]> {
    let parsed: z.infer<typeof memoryResponseSchema> | null | undefined;
    try {
      const completion = await client.chat.completions.parse(
        { model, messages: toSdkMessages(buildMemoryMessages(req)), response_format: zodResponseFormat(memoryResponseSchema, 'memory_suggestions') },
        { signal },
      );
      parsed = completion.choices[0]?.message.parsed;
    } catch (error) {
      throw abortOr(signal, error);
    }
    return sanitizeMemorySuggestions(parsed?.suggestions ?? [], req.existing);
  }

  async function suggestTitle(req: { userText: string; assistantText: string }, signal: AbortSignal): Promise<string> {
    let content: string | null | undefined;
    try {
      const completion = await client.chat.completions.create({ model, messages: toSdkMessages(buildTitleMessages(req)), stream: false }, { signal });
      content = completion.choices[0]?.message.content;
    } catch (error) {
      throw abortOr(signal, error);
    }
    return cleanTitle(content ?? '') || titleFromWords(req.userText);
  }

  return { kind: 'openai', streamAdvice, extractMemory, suggestTitle };
}

// ---------------------------------------------------------------------------------------------
// Chunks and messages

export interface Delta {
  content: string;
  reasoning: string;
}

export function readDelta(chunk: ChatCompletionChunk): Delta {
  if (!chunk || typeof chunk !== 'object') throw new ProviderError('bad_response', 'stream chunk is not an object');
  const choice = Array.isArray(chunk.choices) ? chunk.choices[0] : undefined;
  const delta = (choice?.delta ?? {}) as { content?: unknown; reasoning_content?: unknown; reasoning?: unknown };
  const content = typeof delta.content === 'string' ? delta.content : '';
  const reasoning =
    typeof delta.reasoning_content === 'string' ? delta.reasoning_content : typeof delta.reasoning === 'string' ? delta.reasoning : '';
  if (content.length + reasoning.length > LIMITS.streamBufferMaxBytes) {
    throw new ProviderError('bad_response', 'a single stream event is larger than 1 MB');
  }
  return { content, reasoning };
}

/** The prompt builders speak the wire format already; this only narrows the types for the SDK. */
export function toSdkMessages(messages: readonly PromptMessage[]): ChatCompletionMessageParam[] {
  return messages.map((m) => ({ role: m.role, content: m.content }) as ChatCompletionMessageParam);
}

// ---------------------------------------------------------------------------------------------
// Suggestions: stream the prose, hold back the fenced JSON block, emit it as structured data

export type SplitterOutput = Extract<ProviderChunk, { type: 'text' } | { type: 'suggestions' }>;

export interface SuggestionsSplitter {
  /** Feed a content delta; returns what may be shown now (possibly nothing). */
  push(delta: string): SplitterOutput[];
  /** End of stream: whatever is still held. */
  finish(): SplitterOutput[];
}

/** The prompt asks for SUGGESTIONS_FENCE; models sometimes slip into a json fence, which we accept too. */
export const SUGGESTIONS_OPENERS: readonly string[] = [SUGGESTIONS_FENCE, '```json'];
const FENCE = '```';

/**
 * Incremental splitter for the answer format of prompts/agent-prompts.ts: prose, then ONE fenced
 * suggestions block, then more prose ("One thing to avoid", "Next step").
 *
 * Text streams through unchanged until a fence opener appears; from there on it is held back until
 * the closing fence (or the end of the stream). A possible start of an opener at the end of a
 * delta (e.g. "``") and trailing whitespace are held until the next delta decides. A held block that
 * parses to 1..5 suggestions becomes one `suggestions` output and disappears from the text (the
 * whitespace around it collapses to what preceded it); any other block is released as text, so
 * nothing is ever lost. After the first suggestions block, later fences are plain text.
 */
export function createSuggestionsSplitter(
  openers: readonly string[] = SUGGESTIONS_OPENERS,
  parse: (block: string) => ReplySuggestion[] | null = parseBlock,
): SuggestionsSplitter {
  let pending = ''; // text mode: a held tail (trailing whitespace and/or a partial opener)
  let gap = ''; // whitespace before the current (or the dropped) block
  let block: string | null = null; // from the opener on
  let openerLength = 0;
  let done = false; // a suggestions block was emitted, or we gave up holding
  let afterBlock = false; // skipping whitespace after a dropped block; `gap` goes before the next text

  const text = (delta: string): SplitterOutput[] => (delta ? [{ type: 'text', delta }] : []);

  function pushText(delta: string): SplitterOutput[] {
    if (afterBlock) {
      const rest = delta.replace(/^\s+/, '');
      if (!rest) return [];
      afterBlock = false;
      delta = gap + rest;
      gap = '';
    }
    const buf = pending + delta;
    pending = '';
    if (done) return text(buf);
    let at = -1;
    for (const opener of openers) {
      const i = buf.indexOf(opener);
      if (i >= 0 && (at < 0 || i < at)) {
        at = i;
        openerLength = opener.length;
      }
    }
    if (at >= 0) {
      const before = buf.slice(0, at);
      const shown = before.trimEnd();
      gap = before.slice(shown.length);
      block = '';
      return [...text(shown), ...pushBlock(buf.slice(at))];
    }
    let keep = Math.max(0, ...openers.map((o) => partialPrefixLength(buf, o)));
    while (keep < buf.length && /\s/.test(buf.charAt(buf.length - keep - 1))) keep++;
    pending = buf.slice(buf.length - keep);
    return text(buf.slice(0, buf.length - keep));
  }

  function pushBlock(delta: string): SplitterOutput[] {
    const held = (block ?? '') + delta;
    const close = held.indexOf(FENCE, openerLength);
    if (close < 0) {
      if (held.length <= HELD_BLOCK_MAX_CHARS) {
        block = held;
        return [];
      }
      block = null;
      done = true;
      const out = gap + held;
      gap = '';
      return text(out);
    }
    block = null;
    const whole = held.slice(0, close + FENCE.length);
    const rest = held.slice(close + FENCE.length);
    const suggestions = parse(whole);
    const out: SplitterOutput[] = [];
    if (suggestions) {
      out.push({ type: 'suggestions', suggestions });
      done = true;
      afterBlock = true;
    } else {
      out.push(...text(gap + whole));
      gap = '';
    }
    return [...out, ...pushText(rest)];
  }

  return {
    push(delta) {
      if (!delta) return [];
      return block !== null ? pushBlock(delta) : pushText(delta);
    },
    finish() {
      if (block !== null) {
        const held = block;
        block = null;
        const suggestions = parse(held); // a block cut off before its closing fence may still parse
        const out: SplitterOutput[] = suggestions ? [{ type: 'suggestions', suggestions }] : text(gap + held);
        gap = '';
        return out;
      }
      const out = afterBlock ? [] : text(pending);
      pending = '';
      gap = '';
      afterBlock = false;
      return out;
    },
  };
}

/** Length of the longest suffix of `text` that is a proper prefix of `opener`. */
function partialPrefixLength(text: string, opener: string): number {
  for (let n = Math.min(opener.length - 1, text.length); n > 0; n--) {
    if (text.endsWith(opener.slice(0, n))) return n;
  }
  return 0;
}

/** 1..5 valid suggestions from a fenced block, or null (the block then stays text). */
function parseBlock(block: string): ReplySuggestion[] | null {
  const { suggestions } = parseSuggestionsBlock(block);
  return suggestions.length >= 1 && suggestions.length <= SUGGESTIONS_MAX ? suggestions : null;
}

// ---------------------------------------------------------------------------------------------
// Memory and titles

/** Flat and nullable (not optional, not a union): what strict structured output and small local models handle best. */
const memoryResponseSchema = z.object({
  suggestions: z.array(
    z.object({
      type: z.enum(['add', 'update', 'delete']),
      id: z.string().nullable(),
      content: z.string().nullable(),
      reason: z.string(),
    }),
  ),
});

type RawMemorySuggestion = z.infer<typeof memoryResponseSchema>['suggestions'][number];

/** Drops suggestions naming unknown ids, empty or oversized contents, duplicates per id; caps the count. */
export function sanitizeMemorySuggestions(raw: readonly RawMemorySuggestion[], existing: MemoryRequest['existing']): MemorySuggestion[] {
  const known = new Set(existing.map((e) => e.id));
  const touched = new Set<string>();
  const added = new Set(existing.map((e) => e.content.replace(/\s+/g, ' ').trim().toLowerCase())); // no duplicates of stored facts
  const out: MemorySuggestion[] = [];
  for (const s of raw) {
    const content = s.content?.replace(/\s+/g, ' ').trim() ?? '';
    const reason = s.reason.replace(/\s+/g, ' ').trim().slice(0, MEMORY_CONTENT_MAX_CHARS);
    if (s.type === 'add') {
      if (!content || content.length > MEMORY_CONTENT_MAX_CHARS || added.has(content.toLowerCase())) continue;
      added.add(content.toLowerCase());
      out.push({ type: 'add', content, reason });
    } else {
      const id = s.id?.trim() ?? '';
      if (!known.has(id) || touched.has(id)) continue;
      if (s.type === 'update') {
        if (!content || content.length > MEMORY_CONTENT_MAX_CHARS) continue;
        out.push({ type: 'update', id, new_content: content, reason });
      } else {
        out.push({ type: 'delete', id, reason });
      }
      touched.add(id);
    }
    if (out.length >= MEMORY_MAX_SUGGESTIONS) break;
  }
  return out;
}

/** First line, no reasoning tags, quotes or "Title:" label, ≤ 60 chars on a word boundary. */
export function cleanTitle(raw: string): string {
  const text = raw.replace(/<think>[\s\S]*?(<\/think>|$)/gi, '').trim();
  const line = text.split('\n').find((l) => l.trim() !== '') ?? '';
  const stripped = line
    .replace(/^\s*(#+\s*)?(\*\*)?title(\*\*)?\s*:\s*/i, '')
    .replace(/\*\*/g, '')
    .replace(/^[\s"'`“”‘’«»]+|[\s"'`“”‘’«»]+$/g, '')
    .replace(/[.。]+$/, '')
    .replace(/\s+/g, ' ')
    .trim();
  return titleFromWords(stripped, TITLE_MAX_CHARS, '');
}

function titleFromWords(text: string, max = TITLE_MAX_CHARS, empty = 'New chat'): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ').filter(Boolean);
  let title = '';
  for (const word of words) {
    const next = title ? `${title} ${word}` : word;
    if (next.length > max) break;
    title = next;
  }
  if (!title && words[0]) title = words[0].slice(0, max);
  return title || empty;
}

// ---------------------------------------------------------------------------------------------
// Errors

export function abortOr(signal: AbortSignal, error: unknown): unknown {
  if (signal.aborted) return signal.reason ?? error;
  return toProviderError(error);
}

/** Maps anything the SDK (or fetch, or our parsing) throws onto a ProviderError, keeping it as cause. */
export function toProviderError(error: unknown): ProviderError {
  if (error instanceof ProviderError) return error;
  if (error instanceof APIUserAbortError) return new ProviderError('unavailable', 'request aborted', { cause: error });
  if (error instanceof APIConnectionTimeoutError) return new ProviderError('timeout', 'the AI server did not answer in time', { cause: error });
  if (error instanceof APIConnectionError) return new ProviderError('unavailable', `cannot reach the AI server: ${error.message}`, { cause: error });
  if (error instanceof APIError) {
    const status = error.status;
    const base = { cause: error, ...(status !== undefined ? { status } : {}) };
    if (status === undefined) return new ProviderError('bad_response', `the AI server sent an error event: ${error.message}`, base);
    if (status === 429) {
      const retryAfterSeconds = parseRetryAfter(error.headers);
      return new ProviderError('rate_limited', `the AI server is rate limiting (429)`, { ...base, ...(retryAfterSeconds !== undefined ? { retryAfterSeconds } : {}) });
    }
    if (status === 401 || status === 403) return new ProviderError('auth', `the AI server refused our credentials (${status})`, base);
    if (status === 408) return new ProviderError('timeout', 'the AI server timed out (408)', base);
    if (status >= 500) return new ProviderError('unavailable', `the AI server failed (${status})`, base);
    // 400 (e.g. context length), 404 (unknown model), 422: retrying cannot help.
    return new ProviderError('bad_response', `the AI server rejected the request (${status}): ${error.message}`, base);
  }
  if (error instanceof SyntaxError) return new ProviderError('bad_response', 'the AI server sent invalid JSON', { cause: error });
  if (error instanceof z.ZodError) return new ProviderError('bad_response', 'the AI server answered outside the schema', { cause: error });
  if (error instanceof OpenAI.OpenAIError) return new ProviderError('bad_response', error.message, { cause: error });
  const message = error instanceof Error ? error.message : String(error);
  return new ProviderError('unavailable', `the AI stream failed: ${message}`, { cause: error });
}
