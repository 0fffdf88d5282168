import { PacedSleeper } from '../lib/timer-wheel';
import type { AiProvider } from './provider';

/**
 * Releases text chunks at a natural reading pace. The offline engine produces a whole answer at
 * once; streaming it word by word is what the user expects from an advisor that "types".
 */
export function withPacing(provider: AiProvider, msPerChunk: number): AiProvider {
  if (msPerChunk <= 0) return provider;
  return {
    kind: provider.kind,
    extractMemory: (req, signal) => provider.extractMemory(req, signal),
    suggestTitle: (req, signal) => provider.suggestTitle(req, signal),
    streamAdvice: (req, signal) => paced(provider.streamAdvice(req, signal), msPerChunk, signal),
  };
}

/**
 * Yields `source`'s chunks, each text chunk `msPerChunk` after the one before it (on the shared
 * timer wheel: no timer per chunk); others pass at once. Ends early when the signal aborts.
 */
export async function* paced<T extends { type: string }>(source: AsyncIterable<T>, msPerChunk: number, signal: AbortSignal): AsyncGenerator<T> {
  const sleeper = new PacedSleeper(signal);
  try {
    for await (const chunk of source) {
      if (signal.aborted) return;
      if (chunk.type === 'text') {
        const wait = sleeper.sleep(msPerChunk);
        if (wait) await wait;
        if (signal.aborted) return;
      }
      yield chunk;
    }
  } finally {
    sleeper.dispose();
  }
}
