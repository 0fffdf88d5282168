import { describe, expect, test } from 'bun:test';
import { rerankByTarget, targetRole } from './target-role';

describe('who the problem is with', () => {
  test('the subject of the complaint, the one joined with "I", the one addressed', () => {
    expect(targetRole('my manager keeps moving my deadlines forward')).toBe('manager');
    expect(targetRole('my husband and i fought about the holidays')).toBe('partner');
    expect(targetRole('how do i tell my coworker her perfume gives me headaches')).toBe('peer');
    expect(targetRole('Mein Freund und ich hatten Streit')).toBe('partner');
  });

  test('a role said not to be the problem, or someone else\'s relation, does not count', () => {
    expect(targetRole("it's not my coworkers, they're fine. it's my manager who keeps changing the rota")).toBe('manager');
    expect(targetRole('my boss is great, the woman across from me criticises everything i do')).toBeNull();
    expect(targetRole('we had an argument about her boyfriend and now my best friend is cold to me')).toBe('friend');
    expect(targetRole('my mum keeps comparing me to my brother')).toBe('parent');
  });

  test('a possessive names the person unless someone follows it', () => {
    expect(targetRole("I hurt my friend's feelings and we had a fight")).toBe('friend');
    expect(targetRole("I missed my sister's wedding and she won't talk to me")).toBe('sibling');
    expect(targetRole("my friend's boyfriend keeps making comments about me")).toBeNull();
    expect(targetRole("my boss's new assistant keeps ignoring my emails")).toBeNull();
  });

  test('the user\'s own job and someone to escalate to are not the target', () => {
    expect(targetRole("i'm the store manager and the other supervisor undermines my calls")).toBe('peer');
    expect(targetRole('how do i raise it with my teammate before i go to the manager')).toBe('peer');
  });

  test('a near runner-up assuming the target role goes first; a far one or a matching top stays', () => {
    const ranked = [
      { type: 'coworker-conflict', score: 0.5 },
      { type: 'boss-difficult', score: 0.3 },
      { type: 'boss-raise', score: 0.1 },
    ];
    expect(rerankByTarget(ranked, 'my supervisor keeps calling me sweetie in meetings')[0]?.type).toBe('boss-difficult');
    expect(rerankByTarget(ranked, 'my teammate keeps pinging me on weekends')[0]?.type).toBe('coworker-conflict');
    const far = [ranked[0] as { type: string; score: number }, { type: 'boss-difficult', score: 0.1 }];
    expect(rerankByTarget(far, 'my supervisor keeps calling me sweetie in front of my coworkers')[0]?.type).toBe('coworker-conflict');
  });

  test('a far runner-up goes first when the top type assumes someone the message never names', () => {
    const far = [
      { type: 'friend-drifting', score: 0.6 },
      { type: 'family-siblings', score: 0.1 },
    ];
    expect(rerankByTarget(far, 'we were close as kids but my brother barely texts now')[0]?.type).toBe('family-siblings');
    expect(rerankByTarget(far, 'my friend and my brother barely text me now')[0]?.type).toBe('friend-drifting');
    expect(rerankByTarget([far[0] as { type: string; score: number }, { type: 'family-siblings', score: 0.04 }], 'my brother barely texts now')[0]?.type).toBe('friend-drifting');
  });
});
