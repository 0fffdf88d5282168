import { expect, test } from 'bun:test';
import { collectAdvice } from './collect-advice';
import { createOfflineProvider } from './offline-provider';

/** compose-advice.ts: the user's own words quoted back do not count as saying their facts back. */
test('an answer that quotes the user\'s words still names the facts they told', async () => {
  const text = 'i lent my mate $300 in march and every time i bring it up he says "yeah yeah next week"';
  const r = await collectAdvice(createOfflineProvider(), { agent: { slug: 'chat-advisor', name: 'Chat Advisor' }, history: [{ role: 'user', text }], memory: [] });
  const answer = `${r.text}\n${r.suggestions.map((s) => s.text).join('\n')}`;
  expect(answer).toContain('$300');
});
