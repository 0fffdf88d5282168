import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { asksAboutUs, conditionAnswer, generalView, innerAnswer, type InnerContext } from './answer-inner';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';

/** Set dev27's classes (engineer q25): the character's inner side and the relationship. */

const ai = createOfflinePracticeAi();
const friend: InnerContext = { role: 'friend', goal: 'repair', mood: 'hurt', stance: 'open', work: false, lifeSeed: 1 };
const date: InnerContext = { role: 'date', goal: 'invite', mood: 'warm', stance: 'open', work: false, lifeSeed: 1 };

async function lastReply(goal: GoalKind, lines: string[]) {
  const run = await play(ai, await detailsForGoal(goal), lines);
  return run.turns.at(-1)!.reply;
}

describe('a feeling at a moment the user names', () => {
  test('"how did it feel when…" is a past feeling with the moment said back from their side', () => {
    expect(innerAnswer('how did it feel when i didnt show up', friend)).toMatch(/^hurt\b.*\bwhen you didnt show up\b/);
    expect(innerAnswer('How did it feel when it broke?', { ...friend, role: 'customer', goal: 'resolve', work: true })).toMatch(/^Frustrated\b/);
  });
  test('"how did you feel…" is left to the feeling slot, which already answers it', () => {
    expect(innerAnswer('how did you feel when i left?', friend)).toBeNull();
  });
});

describe('a memory the two share', () => {
  test('"remember our trip?" without an auxiliary is remembered, "our" kept', () => {
    expect(innerAnswer('remember our trip to porto?', date)).toMatch(/^of course I remember our trip to porto\b/);
    expect(innerAnswer('do u remember when we got lost in lisbon', { ...date, mood: 'cold' })).toMatch(/^yeah, I remember when we got lost in lisbon\./);
  });
  test('a memory of what the user said is not this (the told readers answer it)', () => {
    expect(innerAnswer('remember what I said about my job?', date)).toBeNull();
  });
});

describe('a yes or a no about the user', () => {
  test('"did I do something wrong?" speaks of "you", yes where the practice is a repair, no where it is warm', () => {
    expect(innerAnswer('did i do something wrong?', friend)).toMatch(/^yeah, honestly, you did\b/);
    expect(innerAnswer('did I do something wrong?', date)).toMatch(/^no, you didn’t\b/);
  });
  test('"are you proud of me?" and "do you ever think about us?" answer with the feeling said back', () => {
    expect(innerAnswer('are you proud of me at all', { ...date, role: 'family', goal: 'align' })).toMatch(/^of course I’m proud of you\b/);
    expect(innerAnswer('do you ever think about how things were before the divorce', { ...friend, role: 'family', goal: 'reconnect' })).toMatch(/^yeah, I do\. I think about how things were before the divorce\b/);
  });
  test('a hold answers these rather than putting them off', async () => {
    expect(asksAboutUs('are you proud of me at all')).toBe(true);
    expect(asksAboutUs('are you free on friday?')).toBe(false);
    expect(await lastReply('repair', ['hey', 'im so sorry i forgot your birthday', 'did i do something wrong?'])).toMatch(/\byou did(?:n’t)?\b/);
  });
});

describe('a good feeling asked about', () => {
  test('"are you happy now?" after a hurt is answered about being happy, not about being upset', async () => {
    const reply = await lastReply('repair', ['im so sorry about friday', 'r u happy now? like genuinely']);
    expect(reply).not.toMatch(/\bupset\b/);
    expect(reply).toMatch(/\b(?:I am|better|not yet|getting there)\b/);
  });
});

describe('their view of how the user did, and of a thing in general', () => {
  test('"how do you think I\'ve done / the interview went?" is a judgement, with the thing said back', () => {
    expect(innerAnswer('how do you think ive done this year', { ...date, role: 'boss', goal: 'ask', work: true })).toMatch(/^Honestly\? I think you’ve done well\b/);
    expect(innerAnswer('how do you think the interview went so far', { ...date, role: 'interviewer', goal: 'interview', work: true })).toMatch(/I think the interview went well\b/);
  });
  test('"what do you think of dating apps?" is a view of the thing; the user\'s own work is not this', () => {
    expect(generalView('honestly what do u think of dating apps', date)).toMatch(/^dating apps\? honestly\b/);
    expect(generalView('what do you think of my work?', date)).toBeNull();
    expect(generalView('what do you think of the new chem professor so far', date)).toBeNull();
  });
  test('a candour adverb before the question no longer hides it', () => {
    expect(readQuestion('honestly what do u think of dating apps')?.kind).toBe('what');
  });
});

describe('what it would take, asked from the other side', () => {
  test('the role sets its condition rather than "I don\'t know"', () => {
    expect(conditionAnswer('what would it take for you to keep it at 5 percent', { ...date, role: 'landlord', goal: 'ask', work: true })).toMatch(/\btwelve months\b/);
    expect(conditionAnswer('what would make you say yes?', friend)).toMatch(/^time, honestly\b/);
    expect(conditionAnswer('what would you do if I paid late?', { ...date, role: 'landlord', goal: 'ask', work: true })).toBeNull();
  });
});
