import { describe, expect, test } from 'bun:test';
import { rerankByNewcomer } from './newcomer';

describe('where the user is new decides joining a team or making friends', () => {
  test('belonging words with a workplace word are joining a team', () => {
    const ranked = [
      { type: 'coworker-crush', score: 0.5 },
      { type: 'work-new-team', score: 0.3 },
    ];
    expect(rerankByNewcomer(ranked, "how do i make small talk with coworkers at lunch, i'm so awkward")[0]?.type).toBe('work-new-team');
    expect(rerankByNewcomer(ranked, 'my coworker is so cute, how do i ask him for lunch')[0]?.type).toBe('coworker-crush');
  });
  test('the same words with no workplace word are making friends', () => {
    const ranked = [
      { type: 'work-new-team', score: 0.5 },
      { type: 'make-friends', score: 0.3 },
    ];
    expect(rerankByNewcomer(ranked, 'just moved to leeds and everyone at the climbing gym knows each other, how do i fit in')[0]?.type).toBe('make-friends');
    expect(rerankByNewcomer(ranked, 'first week at the office and everyone knows each other')[0]?.type).toBe('work-new-team');
  });
});
