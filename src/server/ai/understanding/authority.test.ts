import { describe, expect, test } from 'bun:test';
import { rerankByAuthority, standingOf } from './authority';

describe('who holds power over whom decides a hard talk with the boss or friction with a coworker', () => {
  test('a manager word, a phrase of answering to someone, or neither', () => {
    expect(standingOf('how do i say no to my boss asking me to train my replacement')).toBe('above-user');
    expect(standingOf('the head of department keeps booking meetings over my lunch')).toBe('above-user');
    expect(standingOf('the man who signs off my timesheets keeps questioning my hours')).toBe('above-user');
    expect(standingOf('the partner i report to keeps belittling me')).toBe('above-user');
    expect(standingOf("she's not senior to me but acts like it")).toBe('unnamed');
    expect(standingOf("my manager's assistant and i have great chemistry")).toBe('unnamed');
    expect(standingOf('one of my reports rolls his eyes at every piece of feedback')).toBe('below-user');
  });
  test('a boss read first with nobody above the user named gives way to a near coworker type', () => {
    const ranked = [
      { type: 'boss-difficult', score: 0.5 },
      { type: 'coworker-conflict', score: 0.3 },
    ];
    expect(rerankByAuthority(ranked, 'i cant stand working with tom, he questions everything i do')[0]?.type).toBe('coworker-conflict');
    expect(rerankByAuthority(ranked, 'i cant stand working for my boss, he questions everything i do')[0]?.type).toBe('boss-difficult');
  });
  test('a coworker read first when only a phrase of authority names the other gives way to a near boss type', () => {
    const ranked = [
      { type: 'coworker-credit', score: 0.5 },
      { type: 'boss-difficult', score: 0.3 },
    ];
    expect(rerankByAuthority(ranked, 'the partner i report to keeps belittling me on client calls')[0]?.type).toBe('boss-difficult');
    expect(rerankByAuthority(ranked, 'the partner i report to presented my analysis as his own')[0]?.type).toBe('coworker-credit');
  });
});
