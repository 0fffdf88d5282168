import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { weighAnswer } from './answer-weigh';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { readSlot } from './question-slots';

/** The question classes of set dev18 (engineer p23q4): questions asked later in a practice, each answered by class. */

const ai = createOfflinePracticeAi();

async function lastTurn(goal: GoalKind, lines: string[]) {
  const run = await play(ai, await detailsForGoal(goal), lines);
  return run.turns.at(-1)!;
}

describe('a yes/no with a condition after it', () => {
  test('the question before the condition is the one asked', () => {
    expect(readSlot('is the deadline fixed if the client signs late?')).toMatchObject({ slot: 'yesno', text: 'is the deadline fixed' });
    expect(readSlot('does he behave differently if his friends are around').text).toBe('does he behave differently');
  });

  test('a condition that is itself the question keeps the whole line', () => {
    expect(readSlot('would it be weird if I brought my sister?').slot).toBe('proposal');
    expect(readSlot('is it ok if I call you tonight').slot).toBe('proposal');
    expect(readSlot('would it be easier if we met halfway').slot).toBe('proposal');
    expect(readSlot('would you still be free if I moved it to 7').text).toContain('if i moved it');
  });

  test('"a year or two" is a rough count, not an either/or', () => {
    expect(readSlot('could I go part-time after a year or two?').slot).not.toBe('either');
    expect(readSlot('can I take a day or two off').slot).not.toBe('either');
    expect(readSlot('is it one or two rounds').slot).toBe('either');
    expect(readSlot('are you more of a cat or dog person?').slot).toBe('either');
  });
});

describe('weighing what was put on the table', () => {
  test('a yes, a maybe or a no from the role, with the condition said back', () => {
    expect(weighAnswer('would that be fair if I took the late shifts too?', 'boss', true)).toMatch(/^Maybe, if you took the late shifts too —/);
    expect(weighAnswer('is that negotiable if I start in May', 'candidate', true)).toMatch(/^Yes, it’s negotiable, if you start in May/);
    expect(weighAnswer('is 5% doable?', 'boss', true)).toMatch(/^Maybe/);
  });

  test('a thing named is a fact of their world, not weighed', () => {
    expect(weighAnswer('is the salary negotiable?', 'interviewer', true)).toBeNull();
    expect(weighAnswer('is that your dog in the photo?', 'match', false)).toBeNull();
  });
});

describe('a choice put first, without a question word', () => {
  test('the options before a clause about them are read as a pick', () => {
    expect(readQuestion('tacos or that burger place we liked')).not.toBeNull();
    expect(readSlot('tacos or that burger place we liked').options).toEqual(['tacos', 'burger place']);
  });

  test('a statement with "or" in it is not a question', () => {
    expect(readQuestion('work or school stuff keeps me busy')).toBeNull();
  });

  test('the character picks one', async () => {
    const turn = await lastTurn('reconnect', ['Hey Jo! How have you been?', 'we should get dinner while I’m in town', 'curry or the noodle bar we used to go to']);
    expect(turn.reply.toLowerCase()).toMatch(/curry|noodle/);
  });
});

describe('yes/no about a third person', () => {
  test('read with who it is about, answered "he has / he hasn’t" unless a fact of theirs is about it', async () => {
    expect(readSlot('has she mentioned it to you?')).toMatchObject({ slot: 'yesno', subject: 'she', aboutThing: true });
    const turn = await lastTurn('align', ['Thanks for meeting with me about Sam.', 'I want to understand what is going on.', 'has he talked to you about any of it?']);
    expect(turn.reply).toMatch(/^(?:Yes|No), he (?:has|hasn't)/);
  });
});

describe('the upset customer’s yes/no about what they already did', () => {
  test('a yes with what they did, not a condition on the future', async () => {
    const turn = await lastTurn('resolve', ['Hi, I’m sorry to hear about the blender.', 'That sounds really frustrating.', 'did you email us about it already?']);
    expect(turn.reply).toMatch(/^Yes, I did email you about it/);
    expect(turn.reply).not.toMatch(/as long as it actually happens/);
  });
});

describe('"and you?"', () => {
  test('is the question the character just asked, turned back to them', async () => {
    const turn = await lastTurn('invite', ['hey!', 'what are you up to this weekend?', 'and you?']);
    expect(turn.reply).not.toMatch(/\bI I\b/);
    expect(readSlot('are you doing anything fun this weekend').slot).toBe('plans');
  });
});

describe('a question on the line that closes the practice', () => {
  test('is answered before the closing line', async () => {
    const turn = await lastTurn('defuse', ['Hey, I saw your comment on my post.', 'I get that you disagree with me.', 'I’d rather talk it through than argue in the comments.', 'which bit did you think was wrong?']);
    if (turn.evaluation.outcome === 'succeed') expect(turn.reply).toMatch(/setup|cost|source|post/i);
  });
});
