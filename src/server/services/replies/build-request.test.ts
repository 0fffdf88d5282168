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

describe("an earlier screenshot's read-back goes back into the history", () => {
  const lines = [
    { speaker: 'them' as const, text: 'Free on Saturday?' },
    { speaker: 'you' as const, text: 'Maybe' },
  ];
  const screenshotTurn = { role: 'user', status: 'completed', items: [{ id: 'a', type: 'image', content: 'old.png' }], references: [] } as unknown as MessageRow;
  const readReply = (status: string, read = lines) =>
    ({
      role: 'assistant',
      status,
      items: [
        { id: 'r:transcript', type: 'screenshot_transcript', content: { images: 1, lines: read } },
        { id: 'r', type: 'text', content: 'Say yes.' },
      ],
      references: [],
    }) as unknown as MessageRow;

  test('on the user turn that sent it, even when its image is too old to be re-sent', () => {
    const history = [screenshotTurn, readReply('completed'), row('user', 'what should I say now?')];
    const request = buildAdviceRequest({ slug: 'chat-advisor', name: 'Chat Advisor' }, history, [], () => null);
    expect(request.history).toEqual([
      { role: 'user', text: '', transcript: lines },
      { role: 'assistant', text: 'Say yes.' },
      { role: 'user', text: 'what should I say now?' },
    ]);
  });

  test('not from a failed reply, and not when nothing was read', () => {
    for (const reply of [readReply('failed'), readReply('completed', [])]) {
      const request = buildAdviceRequest({ slug: 'chat-advisor', name: 'Chat Advisor' }, [screenshotTurn, reply, row('user', 'and now?')], [], () => null);
      expect(request.history.some((t) => t.transcript)).toBe(false);
    }
  });
});
