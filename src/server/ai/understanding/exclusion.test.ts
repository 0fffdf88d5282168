import { describe, expect, test } from 'bun:test';
import { rerankByExclusion, rolesRuledOut } from './exclusion';

const work = [
  { type: 'boss-difficult', score: 0.6 },
  { type: 'coworker-conflict', score: 0.1 },
  { type: 'boss-raise', score: 0.05 },
];

describe('what the message says it is not about', () => {
  test('a role named only as not the problem is ruled out; a negation on something else is not', () => {
    expect([...rolesRuledOut("she's not my boss, we were hired the same week")]).toEqual(['manager']);
    expect([...rolesRuledOut('my boss is great, it is the woman across from me')]).toEqual(['manager']);
    expect([...rolesRuledOut("i'm not into my coworker at all")]).toEqual([]);
    expect([...rolesRuledOut('how do i say no to my boss')]).toEqual([]);
    expect([...rolesRuledOut('not my boss, my boss is the one who yells')]).toEqual([]);
  });

  test('a top type whose person is ruled out gives way to the next type of its world', () => {
    expect(rerankByExclusion(work, "she's not my boss but she hands me tasks like she is")[0]?.type).toBe('coworker-conflict');
    expect(rerankByExclusion(work, 'my boss keeps handing me tasks at 6pm')[0]?.type).toBe('boss-difficult');
  });

  test('a top type whose subject is only negated gives way to a type about the same person', () => {
    const raise = [
      { type: 'boss-raise', score: 0.8 },
      { type: 'boss-difficult', score: 0.1 },
    ];
    expect(rerankByExclusion(raise, 'overtime unpaid for months, not asking for a raise, just for it to stop')[0]?.type).toBe('boss-difficult');
    expect(rerankByExclusion(raise, 'how do i ask for a raise, not just a title')[0]?.type).toBe('boss-raise');
    const crush = [
      { type: 'coworker-crush', score: 0.6 },
      { type: 'crush-ask-out', score: 0.2 },
      { type: 'coworker-conflict', score: 0.1 },
    ];
    expect(rerankByExclusion(crush, 'not a crush, the opposite: the guy at the next station stands too close')[0]?.type).toBe('coworker-conflict');
    const conflict = [
      { type: 'coworker-conflict', score: 0.6 },
      { type: 'coworker-crush', score: 0.1 },
    ];
    expect(rerankByExclusion(conflict, 'how do i tell my coworker to stop borrowing my chair without a fight')[0]?.type).toBe('coworker-conflict');
  });
});
