import { describe, expect, test } from 'bun:test';
import { strongest } from './cue-reading';
import { rerankByTurn, turnScores } from './romance-turn';

const turn = (text: string) => strongest(turnScores(text));

describe('who is moving toward or away from whom', () => {
  test('reads silence, a return, wanting more, wanting out and planning', () => {
    expect(turn("we had a nice date and he hasn't replied in five days")).toBe('they-withdrew');
    expect(turn('my ex texted me out of nowhere last night')).toBe('they-returned');
    expect(turn('i still have feelings for my ex, how do i get her back')).toBe('i-approach');
    expect(turn("he's sweet but i'm not feeling it, how do i let him down")).toBe('i-withdraw');
    expect(turn('any ideas for planning our third date')).toBe('plan');
  });

  test('declining a return counts against it: no clear turn, no move', () => {
    expect(turn('my ex keeps asking to get back together and i keep saying no')).toBeNull();
  });

  test('moves a near type of the same category and turn first', () => {
    const ranked = [
      { type: 'date-follow-up', score: 0.4 },
      { type: 'date-ghosted', score: 0.3 },
      { type: 'ex-reached-out', score: 0.2 },
    ];
    expect(rerankByTurn(ranked, "great date, and now he's leaving me on delivered for days")[0]?.type).toBe('date-ghosted');
    // Another category's type is never moved in; a far runner-up stays behind.
    expect(rerankByTurn(ranked, 'he reached out again after months')[0]?.type).toBe('date-follow-up');
    const far = [ranked[0]!, { type: 'date-ghosted', score: 0.1 }];
    expect(rerankByTurn(far, 'he stopped replying after our date')[0]?.type).toBe('date-follow-up');
  });

  test('outside dating and ex types nothing moves', () => {
    const ranked = [
      { type: 'friend-drifting', score: 0.5 },
      { type: 'date-ghosted', score: 0.45 },
    ];
    expect(rerankByTurn(ranked, 'she stopped replying to me')[0]?.type).toBe('friend-drifting');
  });
});
