import { describe, expect, test } from 'bun:test';
import { rerankBySharedHome } from './shared-home';

describe('living together makes a housemate', () => {
  const ranked = [
    { type: 'friend-owes-money', score: 0.5 },
    { type: 'roommate-money', score: 0.3 },
    { type: 'friend-conflict', score: 0.1 },
  ];
  test('a friend who lives with the user is read as a housemate', () => {
    expect(rerankBySharedHome(ranked, 'my friend moved in with me and pays less than half the rent')[0]?.type).toBe('roommate-money');
    expect(rerankBySharedHome(ranked, 'we share a flat and she wants to split the heating 50/50')[0]?.type).toBe('roommate-money');
  });
  test('a friend who lives elsewhere, or someone else living with another, stays a friend', () => {
    expect(rerankBySharedHome(ranked, "i covered my friend's rent in april and he never paid me back")[0]?.type).toBe('friend-owes-money');
    expect(rerankBySharedHome(ranked, 'my friend lives with her boyfriend now and never pays me back')[0]?.type).toBe('friend-owes-money');
  });
});
