import { describe, expect, test } from 'bun:test';
import { rerankByLanguageMedium } from './language-medium';

describe('answering someone in another language', () => {
  const ranked = [
    { type: 'partner-meet-parents', score: 0.5 },
    { type: 'neighbour', score: 0.2 },
    { type: 'cross-language-reply', score: 0.1 },
  ];
  test('a language named as the medium, with a reply asked for, moves cross-language-reply first', () => {
    expect(rerankByLanguageMedium(ranked, 'his mum wrote me a card in polish, how do i thank her in polish')[0]?.type).toBe('cross-language-reply');
    expect(rerankByLanguageMedium(ranked, 'my neighbour only speaks greek, what do i say back to her note')[0]?.type).toBe('cross-language-reply');
  });
  test('a language as where someone is from, or no reply asked for, keeps the ranking', () => {
    expect(rerankByLanguageMedium(ranked, "my turkish neighbour's dog barks all night, how do i answer that")[0]?.type).toBe('partner-meet-parents');
    expect(rerankByLanguageMedium(ranked, 'meeting his parents who speak polish on sunday, any tips')[0]?.type).toBe('partner-meet-parents');
  });
});
