import { describe, expect, test } from 'bun:test';
import { feelingsActScores, rerankByFeelingsAct } from './feelings-act';
import { strongest } from './cue-reading';

const act = (text: string) => strongest(feelingsActScores(text));

describe('what the user means to do with the feelings', () => {
  test('reads telling, hinting, hiding, asking out, reading signals and keeping talk going', () => {
    expect(act('how do i tell her i have feelings for her')).toBe('disclose');
    expect(act('how do i hint that i like him without saying it')).toBe('hint');
    expect(act("i don't want him to know i like him, how do i act normal")).toBe('conceal');
    expect(act('how do i ask her out to the cinema')).toBe('invite');
    expect(act("does he like me or is he just being nice")).toBe('interpret');
    expect(act('how do i keep the conversation going with my crush')).toBe('converse');
  });

  test('a disclosing verb after "without" is no confession', () => {
    expect(act('how can i show him i like him without telling him i like him')).toBe('hint');
  });

  test('moves a near crush type of the named act first', () => {
    const ranked = [
      { type: 'crush-keep-talking', score: 0.4 },
      { type: 'hidden-crush-confess', score: 0.3 },
      { type: 'crush-signals', score: 0.1 },
    ];
    expect(rerankByFeelingsAct(ranked, 'how do i tell someone i have a crush on them over text')[0]?.type).toBe('hidden-crush-confess');
    // Too far behind, or the top already asks for that act: the ranking stands.
    const far = [ranked[0]!, { type: 'hidden-crush-confess', score: 0.1 }];
    expect(rerankByFeelingsAct(far, 'how do i tell someone i have a crush on them')[0]?.type).toBe('crush-keep-talking');
    expect(rerankByFeelingsAct(ranked, 'how do i keep the conversation going with my crush')[0]?.type).toBe('crush-keep-talking');
  });

  test('a crush type told by its person stands when the message names that person', () => {
    const ranked = [
      { type: 'coworker-crush', score: 0.5 },
      { type: 'crush-ask-out', score: 0.4 },
    ];
    expect(rerankByFeelingsAct(ranked, "we've been flirting at work for months, how do i ask her out")[0]?.type).toBe('coworker-crush');
    expect(rerankByFeelingsAct(ranked, 'we flirt in the library, how do i ask him out for coffee')[0]?.type).toBe('crush-ask-out');
  });

  test('outside the crush categories nothing moves', () => {
    const ranked = [
      { type: 'friend-conflict', score: 0.5 },
      { type: 'hidden-crush-confess', score: 0.45 },
    ];
    expect(rerankByFeelingsAct(ranked, 'how do i tell her i like her after our fight')[0]?.type).toBe('friend-conflict');
  });
});
