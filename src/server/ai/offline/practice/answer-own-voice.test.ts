import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { grievanceAnswer } from './answer-grievance';
import { attributeAnswer } from './answer-attributes';
import { countNamed, countedNoun } from './answer-count';
import { ownTimeAnswer } from './answer-own-time';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readSlot } from './question-slots';

/** The question classes of set dev19 (engineer q16): the slot asked, answered in the character's voice. */

const ai = createOfflinePracticeAi();

async function lastReply(goal: GoalKind, lines: string[]) {
  const run = await play(ai, await detailsForGoal(goal), lines);
  const turn = run.turns.at(-1)!;
  expect(turn.evaluation.outcome).toBe('continue');
  return turn.reply;
}

describe('a choice in the clause after the comma', () => {
  test('the two options are read after the question before them', () => {
    expect(readSlot('what bugged you more, that i was late or that i forgot the tickets')).toMatchObject({ slot: 'either', options: ['that i was late', 'that i forgot the tickets'] });
    expect(readSlot('which one do you want, is it the blue one or the green one?')).toMatchObject({ slot: 'either', options: ['the blue one', 'the green one'] });
  });
  test('a reason asked with hints, "or something else", and a question of its own after "or" are not choices', () => {
    expect(readSlot('what got you into running, was it a friend or did you just start').slot).toBe('reason');
    expect(readSlot('why is he so quiet lately, is it school or something else').slot).toBe('reason');
  });
  test('a hurt sister weighs one of the two things that happened, said back in her voice', async () => {
    const reply = await lastReply('repair', ['hey', 'i’m so sorry about your birthday', 'which was worse, that i was late or that i forgot the cake']);
    expect(reply).toMatch(/^that you (?:was|were) late|^that you forgot the cake/);
    expect(reply).toContain('more than');
  });
});

describe('a yes/no that was read as something else', () => {
  test('"are you ok with…" asks whether it suits them, not how they feel', () => {
    expect(readSlot('are you ok with weekend shifts? we are busy on sundays')).toMatchObject({ slot: 'yesno', aux: 'are', predicate: 'ok with weekend shifts' });
  });
  test('a qualifier after two options is not part of the second; "doing for work" asks the job', () => {
    expect(readSlot('would we sit inside or outside to begin with')).toMatchObject({ slot: 'either', options: ['sit inside', 'outside'] });
    expect(readSlot('so what are you doing for a living these days').slot).toBe('thing');
    expect(readSlot('what are you doing for the holidays').slot).toBe('plans');
  });
  test('"did anyone…" asks whether somebody did it', () => {
    expect(readSlot('has anyone looked at the boiler yet')).toMatchObject({ slot: 'yesno', subject: 'anyone', aux: 'has' });
  });
  test('the customer says nobody did, and keeps the grievance', async () => {
    const reply = await lastReply('resolve', ['Hi, I’m sorry about the blender.', 'did anyone from our side call you back?']);
    expect(reply).toMatch(/^No, nobody did/);
  });
  test('a candidate takes the conditions the job comes with', async () => {
    const reply = await lastReply('hire', ['Hi, thanks for coming in.', 'are you ok with working some evenings?']);
    expect(reply).toMatch(/^Yes, I’m ok with working some evenings/);
  });
});

describe('a time of their own, in the character’s voice', () => {
  test('a span, a day to do it, a moment past; other questions are left to the banks', () => {
    expect(ownTimeAnswer('how long have you been volunteering there?', 1)).toMatch(/\b(?:years?|spring|autumn)\b/);
    expect(ownTimeAnswer('when could somebody fix the leak?', 1)).toMatch(/\b(?:Thursday|Friday|Monday)\b.*earliest/);
    expect(ownTimeAnswer('when did you join the team', 1)).toMatch(/\bago\b|\bspring\b/);
    expect(ownTimeAnswer('what time is it', 1)).toBeNull();
  });
  test('the commenter says how long, not "I’ll find out"', async () => {
    const reply = await lastReply('defuse', ['Hi, I saw your comment.', 'how long have you been following the page?']);
    expect(reply).not.toMatch(/find out/);
    expect(reply).toMatch(/\byears?\b|spring|autumn/);
  });
});

describe('what would make it up to them, and where a named place is', () => {
  test('"is there anything I can do…" asks for the remedy, in their words', () => {
    expect(grievanceAnswer('is there anything i can do to make it up to you', 'family', false)).toMatch(/^to make it up to me: /);
    expect(grievanceAnswer('anything we could do to fix it?', 'customer', true)).toMatch(/refund|replacement/);
    expect(grievanceAnswer('is there anything you want to add', 'family', false)).toBeNull();
  });
  test('a place of theirs is named and located', async () => {
    const reply = await lastReply('open', ['hey! love your photos', 'which cafe do you go to on sundays?']);
    expect(reply).toMatch(/^the [A-Z][a-z]+(?: [A-Z][a-z]+)? cafe, (?:over by|near|on) /);
  });
});

describe('a count names what was counted', () => {
  test('the counted noun is read; "how many of you" and "how many more" have none', () => {
    expect(countedNoun('so how many tables does a waiter cover here?')).toBe('tables');
    expect(countedNoun('how many of you are there')).toBeNull();
    expect(countedNoun('what time is it')).toBeNull();
  });
  test('an answer with another number gives way; one that names the noun stays', () => {
    expect(countNamed('how many tables would I cover?', 'The band for this role is 55 to 65 thousand.', 3, true)).toMatch(/^[A-Z][a-z ]+ tables\b/);
    expect(countNamed('how many exams have you got', 'just one exam, actually', 3, false)).toBe('just one exam, actually');
    expect(countNamed('how many times did you call?', 'Every Monday.', 3, true)).toMatch(/\b(?:times|twice)\b/);
  });
});

describe('"to make" is a verb, not the make of a thing', () => {
  test('the brand is asked by "what make", not by "to make" or "can you make"', () => {
    expect(attributeAnswer('what make is the car', 'work', 1)).toMatch(/model|Vortex|Bosch/);
    expect(attributeAnswer('which dish do you like to make', 'casual', 1)).not.toMatch(/Nikon|Trek/);
    expect(attributeAnswer('whats your favourite drink to make', 'work', 1)).toMatch(/flat white|cortado/i);
  });
});
