import { describe, expect, test } from 'bun:test';
import { coupleScores, rerankByCouple } from './couple-reading';

const ranked = (...types: [string, number][]) => types.map(([type, score]) => ({ type, score }));

describe('a message said from inside a couple moves a near partner type first', () => {
  test('phrases of being a couple count; a group that has been together, or a partner word alone, does not', () => {
    expect(coupleScores('tom and i have been together 3 years and we keep snapping').couple).toBeGreaterThan(0);
    expect(coupleScores("we've been married six years and tonight's argument went too far").couple).toBeGreaterThan(0);
    expect(coupleScores("she always picks her friends over our date nights").couple).toBeGreaterThan(0);
    expect(coupleScores("i'm his girlfriend not his housemate").couple).toBeGreaterThan(0);
    expect(coupleScores("i joined a kitchen crew that's been together for years").couple).toBe(0);
    expect(coupleScores('my boyfriend and my best friend keep arguing').couple).toBe(0);
    expect(coupleScores("i've been at this company for 4 years in march").couple).toBe(0);
  });

  test('a partner type among the next two goes first when close enough; the trust type when the message is about suspicion', () => {
    const r = ranked(['friend-conflict', 0.5], ['partner-neglected', 0.3], ['partner-fight', 0.1]);
    expect(rerankByCouple(r, 'she always picks her friends over our date nights')[0]?.type).toBe('partner-neglected');
    expect(rerankByCouple(r, 'she always picks her friends over our nights out')[0]?.type).toBe('friend-conflict');
    expect(rerankByCouple(ranked(['friend-conflict', 0.5], ['partner-neglected', 0.1]), 'our date nights')[0]?.type).toBe('friend-conflict');
    const t = ranked(['coworker-conflict', 0.5], ['partner-fight', 0.3], ['partner-trust', 0.2]);
    expect(rerankByCouple(t, "we've been together 2 years and she hides her phone when her coworker texts")[0]?.type).toBe('partner-trust');
  });

  test("doubting someone's account moves the trust type even with no couple phrase; a plain lie or cheat word does not", () => {
    const t = ranked(['family-siblings', 0.5], ['partner-trust', 0.3]);
    expect(rerankByCouple(t, "she told me she was at her sister's but her location said otherwise")[0]?.type).toBe('partner-trust');
    expect(rerankByCouple(t, 'my friend just found out her boyfriend cheated and keeps crying')[0]?.type).toBe('family-siblings');
  });

  test('a top partner type stays', () => {
    const r = ranked(['partner-fight', 0.5], ['partner-trust', 0.45]);
    expect(rerankByCouple(r, "we've been together 3 years and he lied about where he was")[0]?.type).toBe('partner-fight');
  });
});
