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
    async *streamAdvice(req, signal) {
      for await (const chunk of provider.streamAdvice(req, signal)) {
        if (signal.aborted) return;
        if (chunk.type === 'text') await sleepUnlessAborted(msPerChunk, signal);
        yield chunk;
      }
    },
  };
}

/** Waits `ms`, or less when the signal aborts first (a stopped reply does not wait out its pacing). */
export function sleepUnlessAborted(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}
