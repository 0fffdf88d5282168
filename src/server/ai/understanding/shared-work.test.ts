import { describe, expect, test } from 'bun:test';
import { rerankBySharedWork } from './shared-work';

describe('a crush on someone the user works with is a coworker crush', () => {
  const ranked = [
    { type: 'crush-ask-out', score: 0.5 },
    { type: 'coworker-crush', score: 0.3 },
  ];
  test('a shared workplace moves the coworker crush first', () => {
    expect(rerankBySharedWork(ranked, 'how do i ask out a guy i work with')[0]?.type).toBe('coworker-crush');
    expect(rerankBySharedWork(ranked, "we're on the same shift every weekend and i want to ask her out")[0]?.type).toBe('coworker-crush');
  });
  test("the crush's own job or a coworker's friend does not", () => {
    expect(rerankBySharedWork(ranked, "i want to ask the barista out but she's at work, is that creepy")[0]?.type).toBe('crush-ask-out');
    expect(rerankBySharedWork(ranked, "should i ask out my coworker's friend from trivia night")[0]?.type).toBe('crush-ask-out');
  });
});
