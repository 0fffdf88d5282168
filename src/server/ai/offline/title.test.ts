import { describe, expect, test } from 'bun:test';
import { finishTitle, titleFor } from './title';

describe('titleFor', () => {
  const cases: [string, string][] = [
    ["My crush replied 'haha maybe' to my invite, what now?", "Crush replied 'haha maybe'"],
    ['My boss texted "Can we talk tomorrow?" should I worry', "Boss asked 'Can we talk tomorrow?'"],
    ['How do I ask my crush Sam out?', 'Asking Sam out'],
    ['My match on Bumble stopped replying after two days', 'Match not replying'],
    ['I have an interview for a product manager role on Monday', 'Interview prep: Product manager'],
    ["How do I reply to a comment on my RedNote post? I don't speak Chinese", 'Replying in Chinese to a comment'],
    ['I want to ask my boss for a raise', 'Asking for a raise'],
    ['We broke up and I want to get back together with her', 'Reconnecting with my ex'],
    ['hi', 'New chat'],
  ];
  for (const [text, title] of cases) test(text, () => expect(titleFor(text)).toBe(title));

  test('a long received message becomes a short description instead', () => {
    const title = titleFor('My crush replied "maybe, I will have to see how the week goes with work and family stuff" to my invite');
    expect(title).toBe("Reply to crush's lukewarm maybe");
  });

  test('every title is ≤ 60 chars, has no trailing punctuation and starts with a capital', () => {
    const inputs = [
      'so basically there is this whole long story about my neighbour and the parking spot that keeps getting taken every single day...',
      'what?!',
      'Something about my sister-in-law and the wedding seating plan, it is a whole thing.',
      '\u0000weird input\u0000 with nul',
    ];
    for (const input of inputs) {
      const title = titleFor(input);
      expect(title.length).toBeLessThanOrEqual(60);
      expect(title).not.toMatch(/[.,;:!?…-]$/);
      expect(title).toMatch(/^[A-Z0-9']/);
      expect(title).not.toContain('\u0000');
    }
  });

  test('deterministic', () => {
    expect(titleFor('My coworker Tom keeps ignoring me')).toBe(titleFor('My coworker Tom keeps ignoring me'));
  });
});

describe('finishTitle', () => {
  test('cuts on a word boundary and strips trailing punctuation', () => {
    expect(finishTitle('hello there, friend.')).toBe('Hello there, friend');
    expect(finishTitle(`${'word '.repeat(30)}`).length).toBeLessThanOrEqual(60);
    expect(finishTitle(`${'word '.repeat(30)}`).endsWith('word')).toBe(true);
  });
});
