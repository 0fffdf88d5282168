import { describe, expect, test } from 'bun:test';
import type { MessageRow } from '../messages';
import { buildAdviceRequest, quotedText } from './build-request';

const row = (role: 'user' | 'assistant', text: string, references: MessageRow['references'] = []) =>
  ({ role, status: 'completed', items: [{ id: 'i', type: 'text', content: text }], references }) as unknown as MessageRow;

describe('a quoted piece of a reply reaches the advisor', () => {
  test("set before the user's words, as a quote; other references and the advisor's turns are untouched", () => {
    const history = [
      row('user', 'She said haha maybe.'),
      row('assistant', 'Ask her out for coffee.\nKeep it light.'),
      row('user', 'How do I say that?', [
        { content: 'Ask her out for coffee.\nKeep it light.', source_type: 'normal' },
        { content: 'typed earlier', source_type: 'input' },
      ]),
    ];
    const request = buildAdviceRequest({ slug: 'chat-advisor', name: 'Chat Advisor' }, history, [], () => null);
    expect(request.history.map((t) => t.text)).toEqual([
      'She said haha maybe.',
      'Ask her out for coffee.\nKeep it light.',
      'Quoting your earlier reply:\n> Ask her out for coffee.\n> Keep it light.\n\nHow do I say that?',
    ]);
    expect(quotedText([{ content: '   ', source_type: 'normal' }])).toBe('');
    expect(quotedText(undefined)).toBe('');
  });
});
