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

describe("a crush at their own workplace, where the user is a customer, is not a coworker crush", () => {
  const ranked = [
    { type: 'coworker-crush', score: 0.5 },
    { type: 'crush-ask-out', score: 0.3 },
  ];
  test("their shift or the barista at a place moves the crush reading first", () => {
    expect(rerankBySharedWork(ranked, 'can i ask the bartender at the pub for a drink after his shift')[0]?.type).toBe('crush-ask-out');
    expect(rerankBySharedWork(ranked, "how do i ask her out while she's working without making it awkward")[0]?.type).toBe('crush-ask-out');
  });
  test('the user working there too keeps the coworker crush', () => {
    expect(rerankBySharedWork(ranked, 'the barista at the cafe where i work, we close together after her shift')[0]?.type).toBe('coworker-crush');
    expect(rerankBySharedWork(ranked, "the cashier on my shift is cute, can i ask her out after her shift")[0]?.type).toBe('coworker-crush');
  });
});
