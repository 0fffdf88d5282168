import { describe, expect, test } from 'bun:test';
import { collectAdvice } from './collect-advice';
import { misdeed } from './misdeed';
import { createOfflineProvider } from './offline-provider';

describe('what the user did, said to the person it was done to', () => {
  test('the deed, turned to "you"/"your", with who it was done to', () => {
    expect(misdeed('ugh I totally forgot my boyfriends exam results day and went out with friends')).toEqual({ deed: 'forgot your exam results day', to: 'boyfriend' });
    expect(misdeed('I snapped at my dad in front of his friends on Friday')).toEqual({ deed: 'snapped at you in front of his friends on Friday', to: 'dad' });
    expect(misdeed('I cancelled on my friend three times this month')).toEqual({ deed: 'cancelled on you three times this month', to: 'friend' });
    expect(misdeed("i broke my roommate's blender")).toEqual({ deed: 'broke your blender', to: 'roommate' });
  });

  test('nothing when the message says no deed of the user towards someone', () => {
    expect(misdeed('my sister forgot my birthday')).toBeNull();
    expect(misdeed('I lost my keys and I am late')).toBeNull();
    expect(misdeed('how do I tell her I like her')).toBeNull();
  });

  test('Relationship Repair Advisor apologises for the deed, with nothing left in brackets', async () => {
    const { text, suggestions } = await collectAdvice(createOfflineProvider(), {
      agent: { slug: 'relationship-repair-advisor', name: 'Repair' },
      history: [{ role: 'user', text: 'I yelled at my brother at grandmas funeral and now he wont talk to me' }],
      memory: [],
    });
    expect(text).toContain('your brother');
    expect(suggestions[0]?.text).toContain('yelled at you at grandmas funeral');
    expect(suggestions.some((s) => s.text.includes('['))).toBe(false);
  });
});

test('a break-up is not a deed to apologise for', () => {
  expect(misdeed('My ex and I broke up last spring because I moved abroad')).toBeNull();
});

test('missing someone is not a deed; missing their day is', () => {
  expect(misdeed('I missed her so much after the summer')).toBeNull();
  expect(misdeed('i missed my little brothers graduation for a work trip')?.deed).toStartWith('missed your graduation');
});
