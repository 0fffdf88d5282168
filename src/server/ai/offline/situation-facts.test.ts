import { describe, expect, test } from 'bun:test';
import type { AdviceRequest } from '../provider';
import { collectAdvice } from './collect-advice';
import { createOfflineProvider } from './offline-provider';

/** Issue #21 point 3: the answer names the facts the user gave, said the way a person says them. */
const provider = createOfflineProvider();
const answer = async (message: string) => {
  const req: AdviceRequest = { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text: message }], memory: [] };
  const { text, suggestions } = await collectAdvice(provider, req);
  return `${text}\n${suggestions.map((s) => s.text).join('\n')}`;
};

describe('the answer names the facts the user gave', () => {
  test('a count of things is said back with the things ("200 guests"), never as a bare number', async () => {
    const text = await answer('My fiancé wants a big wedding with 200 guests and I want a courthouse thing');
    expect(text).toContain('200 guests');
    expect(text).not.toMatch(/\b200\b(?! guests)/);
  });
  test('a person\'s age found after "is" is said as "aged 14"; money slang as written', async () => {
    expect(await answer('my stepson is 14 and wants to live with his mum full time')).toContain('aged 14');
    expect(await answer('she charged me a tenner for a lift and then asked for another fiver for petrol')).toContain('a tenner');
  });
});
