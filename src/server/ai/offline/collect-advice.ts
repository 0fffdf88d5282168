import type { AdviceRequest, AiProvider, ReplySuggestion } from '../provider';

/** Drains an advice stream into its full text and suggestions (tests, previews, non-streaming callers). */
export async function collectAdvice(
  provider: AiProvider,
  req: AdviceRequest,
  signal: AbortSignal = new AbortController().signal,
): Promise<{ text: string; suggestions: ReplySuggestion[]; chunks: number }> {
  let text = '';
  let suggestions: ReplySuggestion[] = [];
  let chunks = 0;
  for await (const chunk of provider.streamAdvice(req, signal)) {
    chunks++;
    if (chunk.type === 'text') text += chunk.delta;
    else if (chunk.type === 'suggestions') suggestions = chunk.suggestions;
  }
  return { text, suggestions, chunks };
}
