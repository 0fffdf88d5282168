import { describe, expect, test } from 'bun:test';
import { rerankByDateCalledOff } from './date-called-off';

describe('a date the other person called off', () => {
  const ranked = [
    { type: 'date-let-down', score: 0.5 },
    { type: 'date-cancelled', score: 0.2 },
  ];
  test('she calls off, he bailed on our plans: date-cancelled first', () => {
    expect(rerankByDateCalledOff(ranked, 'she called off our second date again, is she even interested')[0]?.type).toBe('date-cancelled');
    expect(rerankByDateCalledOff(ranked, 'he bailed on our dinner plans tonight, what do i say')[0]?.type).toBe('date-cancelled');
  });
  test('the user letting someone down keeps the ranking', () => {
    expect(rerankByDateCalledOff(ranked, "i want to cancel our next date because i'm not into him")[0]?.type).toBe('date-let-down');
  });
});
