import { describe, expect, test } from 'bun:test';
import type { AdviceRequest, ProviderChunk } from './provider';
import { ProviderError } from './provider-error';
import { createScriptedProvider, DEFAULT_SCRIPTED_TOKENS, titleFromWords } from './scripted';

const req: AdviceRequest = {
  agent: { slug: 'chat-advisor', name: 'Chat Advisor' },
  history: [{ role: 'user', text: 'How do I reply to my friend who cancelled dinner again?' }],
  memory: [],
};

async function collect(iterable: AsyncIterable<ProviderChunk>, onChunk?: (c: ProviderChunk, i: number) => void) {
  const chunks: ProviderChunk[] = [];
  for await (const chunk of iterable) {
    onChunk?.(chunk, chunks.length);
    chunks.push(chunk);
  }
  return chunks;
}

const texts = (chunks: ProviderChunk[]) => chunks.flatMap((c) => (c.type === 'text' ? [c.delta] : []));

describe('scripted provider', () => {
  test('streams the default script, then the suggestions', async () => {
    const suggestions = [{ tone: 'Warm', text: 'No worries!', why: 'Keeps it light.' }];
    const provider = createScriptedProvider({ suggestions });
    expect(provider.kind).toBe('scripted');
    const chunks = await collect(provider.streamAdvice(req, new AbortController().signal));
    expect(texts(chunks)).toEqual([...DEFAULT_SCRIPTED_TOKENS]);
    expect(chunks.at(-1)).toEqual({ type: 'suggestions', suggestions });
  });

  test('tokens can depend on the request', async () => {
    const provider = createScriptedProvider({ tokens: (r) => [`echo: ${r.history.at(-1)?.text.slice(0, 8)}`] });
    expect(texts(await collect(provider.streamAdvice(req, new AbortController().signal)))).toEqual(['echo: How do I']);
  });

  test('emits tokens at the fixed rate', async () => {
    const provider = createScriptedProvider({ tokens: ['a', 'b', 'c', 'd', 'e', 'f'], tokensPerSecond: 50 });
    const at: number[] = [];
    const start = performance.now();
    await collect(provider.streamAdvice(req, new AbortController().signal), () => at.push(performance.now() - start));
    // token i is due at i × 20 ms: never early, and the whole script takes ≈ 100 ms, not 0 and not seconds
    at.forEach((t, i) => expect(t).toBeGreaterThanOrEqual(i * 20 - 2));
    expect(at.at(-1)!).toBeGreaterThanOrEqual(98);
    expect(at.at(-1)!).toBeLessThan(1000);
  });

  test('failAfter throws after N tokens (default error: ProviderError unavailable)', async () => {
    const provider = createScriptedProvider({ tokens: ['a', 'b', 'c'], failAfter: 2 });
    const seen: string[] = [];
    const error = await collect(provider.streamAdvice(req, new AbortController().signal), (c) => c.type === 'text' && seen.push(c.delta)).catch(
      (e: unknown) => e,
    );
    expect(seen).toEqual(['a', 'b']);
    expect(error).toBeInstanceOf(ProviderError);
    expect((error as ProviderError).kind).toBe('unavailable');
  });

  test('failAfter 0 fails before the first token, with the given error', async () => {
    const boom = new ProviderError('rate_limited', 'busy', { retryAfterSeconds: 3 });
    const provider = createScriptedProvider({ failAfter: 0, failWith: boom });
    const seen: ProviderChunk[] = [];
    const error = await collect(provider.streamAdvice(req, new AbortController().signal), (c) => seen.push(c)).catch((e: unknown) => e);
    expect(seen).toEqual([]);
    expect(error).toBe(boom);
  });

  test('stallAfter stalls until the signal aborts, then ends promptly without error', async () => {
    const provider = createScriptedProvider({ tokens: ['a', 'b', 'c'], stallAfter: 1, suggestions: [{ tone: 'x', text: 'y', why: 'z' }] });
    const ac = new AbortController();
    let abortedAt = 0;
    setTimeout(() => {
      abortedAt = performance.now();
      ac.abort();
    }, 100);
    const chunks = await collect(provider.streamAdvice(req, ac.signal));
    const endedAt = performance.now();
    expect(texts(chunks)).toEqual(['a']);
    expect(chunks.some((c) => c.type === 'suggestions')).toBe(false);
    expect(abortedAt).toBeGreaterThan(0);
    expect(endedAt - abortedAt).toBeLessThan(50);
  });

  test('aborting during a slow token wait ends the stream promptly', async () => {
    const provider = createScriptedProvider({ tokens: ['a', 'b', 'c'], tokensPerSecond: 0.5 });
    const ac = new AbortController();
    const start = performance.now();
    const chunks = await collect(provider.streamAdvice(req, ac.signal), (c, i) => {
      if (i === 0) setTimeout(() => ac.abort(), 20);
    });
    expect(texts(chunks)).toEqual(['a']);
    expect(performance.now() - start).toBeLessThan(500);
  });

  test('an already aborted signal yields nothing', async () => {
    const ac = new AbortController();
    ac.abort();
    expect(await collect(createScriptedProvider().streamAdvice(req, ac.signal))).toEqual([]);
  });

  test('memory and title are deterministic', async () => {
    const signal = new AbortController().signal;
    const plain = createScriptedProvider();
    expect(await plain.extractMemory({ userText: 'hi', assistantText: 'hello', existing: [] }, signal)).toEqual([]);
    expect(await plain.suggestTitle({ userText: '  How do I reply to my friend who cancelled dinner again and again and again?', assistantText: '' }, signal)).toBe(
      'How do I reply to my friend who cancelled dinner again and',
    );
    const custom = createScriptedProvider({
      memory: (r) => [{ type: 'add', content: `User said: ${r.userText}`, reason: 'test' }],
      title: 'Dinner plans',
    });
    expect(await custom.extractMemory({ userText: 'hi', assistantText: '', existing: [] }, signal)).toEqual([
      { type: 'add', content: 'User said: hi', reason: 'test' },
    ]);
    expect(await custom.suggestTitle({ userText: 'x', assistantText: '' }, signal)).toBe('Dinner plans');
    const ac = new AbortController();
    ac.abort();
    await expect(custom.suggestTitle({ userText: 'x', assistantText: '' }, ac.signal)).rejects.toThrow();
  });

  test('titleFromWords keeps whole words within the limit', () => {
    expect(titleFromWords('a'.repeat(80))).toBe('a'.repeat(60));
    expect(titleFromWords('   ')).toBe('New chat');
    expect(titleFromWords('one two three', 8)).toBe('one two');
  });
});
