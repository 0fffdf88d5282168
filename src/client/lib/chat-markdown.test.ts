import { expect, test } from 'bun:test';
import type { Message } from '../../shared/schemas/message';
import { chatMarkdown, markdownFileName } from './chat-markdown';

const at = '2026-01-01T10:00:00.000Z';
const msg = (role: Message['role'], items: unknown[], status: Message['status'] = 'completed') => ({ role, status, items, created_at: at });

test('a chat as Markdown: title, who said what, cards as a list, screenshots named; unfinished replies left out', () => {
  const markdown = chatMarkdown({
    title: 'Keeping it going',
    agentName: 'Chat Advisor',
    messages: [
      msg('user', [
        { id: 'u:text', type: 'text', content: 'She said "haha maybe"' },
        { id: 'u:img', type: 'image', content: 'chat.png' },
      ]),
      msg('assistant', [
        { id: 'a:text', type: 'text', content: '**Keep it light.**' },
        { id: 'a:s', type: 'reply_suggestions', content: [{ tone: 'Playful', text: 'Coffee or tea?', why: 'Easy to answer.' }] },
      ]),
      msg('user', [{ id: 'u2:text', type: 'text', content: 'And then?' }]),
      msg('assistant', [{ id: 'a2:text', type: 'text', content: 'Half a rep' }], 'responding'),
    ] as never,
  });
  expect(markdown).toBe(
    '# Keeping it going\n\n## You\n\nShe said "haha maybe"\n\n_[screenshot: chat.png]_\n\n## Chat Advisor\n\n**Keep it light.**\n\n- **Playful:** Coffee or tea? — Easy to answer.\n\n## You\n\nAnd then?\n',
  );
});

test('file names come from the title', () => {
  expect(markdownFileName('What do I say?! 😅')).toBe('what-do-i-say.md');
  expect(markdownFileName('***')).toBe('chat.md');
});
