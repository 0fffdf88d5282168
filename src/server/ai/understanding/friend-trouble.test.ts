import { describe, expect, test } from 'bun:test';
import { strongest } from './cue-reading';
import { friendTroubleScores, rerankByFriendTrouble } from './friend-trouble';

const kind = (text: string) => strongest(friendTroubleScores(text));

describe("what a friend's trouble is about", () => {
  test('money owed, jealousy, a demand to limit', () => {
    expect(kind('i fronted 140 for both our tickets in february and my friend keeps forgetting')).toBe('money');
    expect(kind('it stings that her new friend gets invited to things, i feel left out')).toBe('jealousy');
    expect(kind("I don't want to be my friend's ride to work every day anymore")).toBe('boundary');
  });
  test('the shared kinds still read', () => {
    expect(kind('we had a huge fight and she blocked me')).toBe('conflict');
  });
  test('a friendship type of the message’s kind goes first; other categories are left alone', () => {
    const ranked = [{ type: 'friend-drifting', score: 0.6 }, { type: 'friend-boundaries', score: 0.25 }];
    expect(rerankByFriendTrouble(ranked, "I don't want to be my friend's ride to work every day anymore, how do i say no")[0]?.type).toBe('friend-boundaries');
    const work = [{ type: 'coworker-conflict', score: 0.6 }, { type: 'friend-owes-money', score: 0.3 }];
    expect(rerankByFriendTrouble(work, 'my coworker owes me 50 quid')[0]?.type).toBe('coworker-conflict');
  });
});
