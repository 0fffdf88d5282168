import { expect, test } from 'bun:test';
import type { Message } from './message-types';
import { readableMarkdown, readableReply } from './readable-text';

test('emphasis, headings, code and quotes lose their marks', () => {
  const md = '## What to say\n\n**Keep it light.** Ask *one* question, not __three__.\n\n> She said `maybe`.';
  expect(readableMarkdown(md)).toBe('What to say\n\nKeep it light. Ask one question, not three.\n\nShe said maybe.');
});

test('lists stay lists; links show their address; a snake_case word and 2*3*4 are left alone', () => {
  const md = '* first\n+ second\n1. third\n\nSee [the guide](https://example.com/g) for file_name_here and 2*3*4.';
  expect(readableMarkdown(md)).toBe('- first\n- second\n1. third\n\nSee the guide (https://example.com/g) for file_name_here and 2*3*4.');
});

test('fences and rules go, their content stays; blank runs collapse', () => {
  expect(readableMarkdown('Try:\n\n```\nHey you\n```\n\n---\n\n\n\nDone')).toBe('Try:\n\nHey you\n\nDone');
});

test('a reply with cards: the lead-in, each card (tone, text, why), then the rest', () => {
  const message = {
    id: 'm1',
    items: [
      { id: 'm1:text', type: 'text', content: 'Three ways you could reply:\n\n**One thing to avoid:** double texting.' },
      {
        id: 'm1:s',
        type: 'reply_suggestions',
        content: [
          { tone: 'Playful', text: 'Coffee **or** tea?', why: 'Easy to answer.' },
          { tone: 'Direct', text: 'Want to grab lunch Friday?', why: 'Clear ask.' },
        ],
      },
    ],
  } as unknown as Pick<Message, 'id' | 'items'>;
  expect(readableReply(message)).toBe(
    'Three ways you could reply:\n\nPlayful: Coffee **or** tea?\nEasy to answer.\n\nDirect: Want to grab lunch Friday?\nClear ask.\n\nOne thing to avoid: double texting.',
  );
});
