import { describe, expect, test } from 'bun:test';
import type { AdviceRequest } from '../provider';
import { collectAdvice } from './collect-advice';
import { createOfflineProvider } from './offline-provider';
import { conversationText, withScreenshotText } from './screenshot-text';

const lines = [
  { speaker: 'them' as const, text: 'hey! how was the concert?' },
  { speaker: 'you' as const, text: 'Amazing, they played all the old songs' },
  { speaker: 'them' as const, text: 'so jealous. want to grab coffee this weekend?' },
];

const request = (transcript?: typeof lines): AdviceRequest => ({
  agent: { slug: 'chat-advisor', name: 'Chat Advisor' },
  history: [{ role: 'user', text: 'What should I say?', images: [{ url: 'data:image/png;base64,AA==', mime: 'image/png' }], ...(transcript ? { transcript } : {}) }],
  memory: [],
});

describe('screenshot transcript → typed conversation (offline engine hook)', () => {
  test('typed out as Them/Me lines with their last message quoted, before the user\'s words', () => {
    expect(conversationText(lines)).toBe(
      'Them: hey! how was the concert?\nMe: Amazing, they played all the old songs\nThem: so jealous. want to grab coffee this weekend?\n\n' +
        'Their last message: "so jealous. want to grab coffee this weekend?"',
    );
    const turn = withScreenshotText(request(lines)).history[0]!;
    expect(turn.text.endsWith('\n\nWhat should I say?')).toBe(true);
    expect(turn.images).toBeUndefined();
  });

  test('the offline advice quotes the message to answer instead of saying it cannot read images', async () => {
    const advice = await collectAdvice(createOfflineProvider(), request(lines), new AbortController().signal);
    expect(advice.text).toContain('so jealous. want to grab coffee this weekend?');
    expect(advice.text).not.toContain("can't read images");
  });

  test('nothing read: the request is unchanged', () => {
    const req = request();
    expect(withScreenshotText(req)).toBe(req);
  });
});
