import type { AdviceRequest, AiProvider, MemoryRequest, MemorySuggestion, ProviderChunk } from '../provider';
import { analyzeRequest } from './analyze';
import { composeAnswer } from './compose-advice';
import { extractMemorySuggestions } from './memory-extract';
import { withScreenshotText } from './screenshot-text';
import { titleFor } from './title';

/**
 * The embedded, deterministic advisor engine: no network, no model, no sleeps. The caller paces the
 * stream; we only yield one text delta per word (with its trailing whitespace) and stop as soon as
 * the signal is aborted.
 */
export function createOfflineProvider(): AiProvider {
  return {
    kind: 'offline',
    streamAdvice(req, signal) {
      return streamOfflineAdvice(req, signal);
    },
    async extractMemory(req: MemoryRequest, signal: AbortSignal): Promise<MemorySuggestion[]> {
      signal.throwIfAborted();
      return extractMemorySuggestions(req);
    },
    async suggestTitle(req, signal) {
      signal.throwIfAborted();
      return titleFor(req.userText, req.assistantText);
    },
  };
}

/** Splits text into word deltas, each carrying its trailing whitespace (leading whitespace joins the first). */
export function* wordDeltas(text: string): Generator<string> {
  let start = 0;
  let i = 0;
  const n = text.length;
  while (i < n && /\s/.test(text.charAt(i))) i++;
  while (i < n) {
    while (i < n && !/\s/.test(text.charAt(i))) i++;
    while (i < n && /\s/.test(text.charAt(i))) i++;
    yield text.slice(start, i);
    start = i;
  }
  if (start < n) yield text.slice(start);
}

export async function* streamOfflineAdvice(req: AdviceRequest, signal: AbortSignal): AsyncGenerator<ProviderChunk> {
  if (signal.aborted) return;
  const answer = composeAnswer(analyzeRequest(withScreenshotText(req)));
  for (const delta of wordDeltas(answer.intro)) {
    if (signal.aborted) return;
    yield { type: 'text', delta };
  }
  if (signal.aborted) return;
  yield { type: 'suggestions', suggestions: answer.suggestions };
  for (const delta of wordDeltas(answer.outro)) {
    if (signal.aborted) return;
    yield { type: 'text', delta };
  }
}
