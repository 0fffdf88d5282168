import type { AdviceRequest, AiProvider, MemoryRequest, MemorySuggestion, ProviderChunk, ReplySuggestion } from './provider';
import { PacedSleeper } from '../lib/timer-wheel';
import { ProviderError } from './provider-error';

/**
 * A deterministic provider for tests and benchmarks: a fixed token script at a fixed rate, with
 * switches to fail or stall after N tokens. Every wait is abort-aware, so Stop and timeouts can be
 * tested exactly like with a real provider. Not selectable from env: tests and bench build it.
 */
export interface ScriptedProviderOptions {
  /** Text deltas to stream, in order. Default: a short fixed reply. */
  tokens?: string[] | ((req: AdviceRequest) => string[]);
  /** Deltas per second; token i is due at start + i / rate. Unset, 0 or Infinity: no pacing. */
  tokensPerSecond?: number;
  /** Emitted once, after the last token, when non-empty. */
  suggestions?: ReplySuggestion[];
  /** Throw after this many tokens (0 = before the first). */
  failAfter?: number;
  /** What to throw; default a ProviderError of kind 'unavailable'. */
  failWith?: Error;
  /** After this many tokens send nothing more until the signal aborts (0 = before the first). */
  stallAfter?: number;
  /** Memory suggestions answered by extractMemory. Default: none. */
  memory?: MemorySuggestion[] | ((req: MemoryRequest) => MemorySuggestion[]);
  /** Title answered by suggestTitle. Default: the first words of the user's text. */
  title?: string;
}

export const DEFAULT_SCRIPTED_TOKENS: readonly string[] = ['This ', 'is ', 'a ', 'scripted ', 'reply.'];

export function createScriptedProvider(options: ScriptedProviderOptions = {}): AiProvider {
  const rate = options.tokensPerSecond;
  const intervalMs = rate && Number.isFinite(rate) && rate > 0 ? 1000 / rate : 0;

  async function* streamAdvice(req: AdviceRequest, signal: AbortSignal): AsyncGenerator<ProviderChunk> {
    const tokens = typeof options.tokens === 'function' ? options.tokens(req) : (options.tokens ?? DEFAULT_SCRIPTED_TOKENS);
    const started = performance.now();
    const pacer = intervalMs > 0 ? new PacedSleeper(signal) : null;
    try {
      for (let i = 0; ; i++) {
        if (signal.aborted) return;
        if (i === options.failAfter) throw options.failWith ?? new ProviderError('unavailable', `scripted failure after ${i} tokens`);
        if (i === options.stallAfter) {
          await waitForAbort(signal);
          return;
        }
        if (i >= tokens.length) break;
        const wait = pacer?.until(started + i * intervalMs);
        if (wait) {
          await wait;
          if (signal.aborted) return;
        }
        yield { type: 'text', delta: tokens[i]! };
      }
    } finally {
      pacer?.dispose();
    }
    if (options.suggestions?.length) yield { type: 'suggestions', suggestions: options.suggestions.map((s) => ({ ...s })) };
  }

  return {
    kind: 'scripted',
    streamAdvice,
    async extractMemory(req, signal) {
      throwIfAborted(signal);
      const memory = typeof options.memory === 'function' ? options.memory(req) : (options.memory ?? []);
      return memory.map((m) => ({ ...m }));
    },
    async suggestTitle(req, signal) {
      throwIfAborted(signal);
      return options.title ?? titleFromWords(req.userText);
    },
  };
}

/** The first words of `text`, whole words only, at most `max` characters. */
export function titleFromWords(text: string, max = 60): string {
  const words = text.replace(/\s+/g, ' ').trim().split(' ');
  let title = '';
  for (const word of words) {
    const next = title ? `${title} ${word}` : word;
    if (next.length > max) break;
    title = next;
  }
  if (!title) title = words[0]?.slice(0, max) ?? '';
  return title || 'New chat';
}

function throwIfAborted(signal: AbortSignal): void {
  if (signal.aborted) throw signal.reason ?? new DOMException('The operation was aborted.', 'AbortError');
}

function waitForAbort(signal: AbortSignal): Promise<void> {
  if (signal.aborted) return Promise.resolve();
  return new Promise((done) => signal.addEventListener('abort', () => done(), { once: true }));
}
