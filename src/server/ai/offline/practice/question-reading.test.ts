import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { clauseChoiceAnswer } from './answer-clauses';
import { recallAnswer } from './answer-recall';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { directQuestion } from './question-shape';
import { readSlot } from './question-slots';
import { alternativeQuestion } from './red-flag-plain-question';
import { findRedFlags } from './red-flags';

/** The general question reading of engineer c18's round (set dev21): the clause asked, its auxiliary, and alternatives about them. */

const ai = createOfflinePracticeAi();

describe('the clause that asks is found whatever comes around it', () => {
  test('a lead-in of any length that asks nothing gives way to the question after it', () => {
    expect(directQuestion('sorry this is a slightly awkward one but i ask everyone, why are you looking to leave the place youre at now?')).toBe('why are you looking to leave the place youre at now?');
    expect(directQuestion('ok i have to ask, what time do bakers start?')).toBe('what time do bakers start?');
  });

  test('a long statement with "you know…" after it is not turned into a question', () => {
    const line = "I started guitar last month and honestly it's been hard, you know how it is";
    expect(directQuestion(line)).toBe(line);
  });

  test('a polite or explaining tail asks nothing of its own', () => {
    expect(directQuestion('what made the last receptionist leave, if thats ok to ask')).toBe('what made the last receptionist leave?');
    expect(directQuestion("what do you do for work, if you don't mind me asking?")).toBe('what do you do for work?');
    expect(directQuestion('what kind of food do you like best, just so i know for next time')).toBe('what kind of food do you like best?');
  });

  test('a negative auxiliary before its subject asks what the plain one asks; an order stays an order', () => {
    expect(directQuestion('doesnt the cold bother you or do you just get used to it')).toBe('does the cold bother you or do you just get used to it?');
    expect(directQuestion("wasn't it your birthday last week")).toBe('was it your birthday last week?');
    expect(directQuestion("don't worry about it")).toBe("don't worry about it");
  });
});

describe('what the question asks for', () => {
  test('"what made <someone> <do>" asks a cause, whoever did it; "what makes a good…" a view', () => {
    expect(readSlot('what made the last receptionist leave?').slot).toBe('reason');
    expect(readSlot('what makes him so sure?').slot).toBe('reason');
    expect(readSlot('what makes a good supervisor?').slot).not.toBe('reason');
  });

  test('a guess after the comma is no second question: the wh-question is what is asked', () => {
    expect(readSlot('when is the next pay review, is it at the end of the year?').text).toBe('when is the next pay review');
    expect(readSlot('what do you drive, is it a van or a car').slot).toBe('either');
  });

  test('a time question gets a time, not an attribute its words name ("pay" is no price here)', async () => {
    const run = await play(ai, await detailsForGoal('ask'), ['thanks for your time', 'id like to discuss my salary', 'when is the next pay review, is it at the end of the year?']);
    expect(run.turns.at(-1)?.reply).not.toMatch(/a month\.|pounds/);
    expect(run.turns.at(-1)?.reply).toMatch(/april|march|review|week|month/i);
  });

  test('"what time did it get there?" to a work role gets a clock time, not a date of theirs', async () => {
    const plan = await planFor(ai, 'A customer is angry because the wedding cake we delivered arrived late and the top tier was damaged');
    const run = await play(ai, plan.practices[0]!.details, ['hello, im so sorry about your cake', 'what time did it actually get to the venue?']);
    expect(run.turns.at(-1)?.reply).toMatch(/\b\d{1,2}:\d{2}\b/);
  });

  test('an either/or whose first side has a thing for subject says back the side about the character', () => {
    expect(clauseChoiceAnswer('does the cold bother you or do you just get used to it', 'open', false)).toBe('no — I just get used to it');
    // Both sides about their world and the first not sayable: left to their facts.
    expect(clauseChoiceAnswer('is the role mostly office based or is there some working from home', 'open', true)).toBeNull();
  });
});

describe('soft wrappers, whole groups, views and memories', () => {
  test('"any chance you\'d…" is the yes/no it wraps', () => {
    expect(directQuestion('any chance you would be around to meet up, or are you travelling then?')).toBe('would you be around to meet up, or are you travelling then?');
    expect(directQuestion("is there any chance you'd swap shifts")).toBe('would you swap shifts?');
  });

  test('"was everyone there?" is a yes or a no about all of them', () => {
    const slot = readSlot('was everyone else there?');
    expect([slot.slot, slot.subject]).toEqual(['yesno', 'everyone']);
  });

  test('"how do you feel my work has been?" asks a view of the clause, not a feeling', () => {
    expect(readSlot('how do you feel my work has been this year').slot).toBe('opinion');
    expect(readSlot('how do you feel about what I said').slot).toBe('feeling');
  });

  test('"what are you doing out there these days?" asks their work now; "…this weekend?" their plans', () => {
    expect(readSlot('what are you doing out there these days, still in tech?').text).toBe('what are you doing for work these days');
    expect(readSlot('what are you doing this weekend?').slot).toBe('plans');
  });

  test('"do you remember the name of…" asks the name; only "…what I said / my…" recalls what the user told', () => {
    expect(readSlot('do you remember the name of our landlord?').text).toBe('what was the name of our landlord');
    expect(recallAnswer('do you remember the name of our landlord?', [], false)).toBeNull();
    expect(recallAnswer('do you remember what I said I started?', ['guitar'], false)).toContain('guitar');
    expect(recallAnswer("do you remember my dog's name?", [], false)).not.toBeNull();
  });
});

describe('the answer names the thing asked about', () => {
  test('"which bakery did you say you work at?" names a bakery, not a job fact that denies it', async () => {
    const plan = await planFor(ai, 'I matched with Jonas on hinge, he bakes bread for a living and swims in the sea every morning, I want to message him');
    const run = await play(ai, plan.practices[0]!.details, ['hey', 'so what do you bake mostly?', 'haha nice', 'wait which bakery did u say u work at']);
    expect(run.turns.at(-1)?.reply).toMatch(/bakery/i);
    expect(run.turns.at(-1)?.reply).not.toMatch(/hospital/i);
  });
});

describe('an alternative question about them is no ultimatum and no jab', () => {
  test('two sides about them, or a choice offered to them, with no word of the speaker', () => {
    for (const line of ['have you made it yourself or were you going off the video', 'doesnt the cold bother you or do you just get used to it', 'would you rather have a replacement or your money back']) expect(alternativeQuestion(line)).toBe(true);
  });

  test('the speaker, "or else", "or what", a rhetorical marker or "born like this" keep it out', () => {
    for (const line of ['are you going to pay or do i call the police', 'will you fix it or else', 'are you coming or what', 'are you actually this dense or is it an act', 'are you deliberately slow or were you born like this']) expect(alternativeQuestion(line)).toBe(false);
  });

  test('the learned signal no longer reads a threat or an insult in them; insults with their words are still caught', () => {
    expect(findRedFlags('have you made it yourself or were you going off the video?')).toEqual([]);
    expect(findRedFlags('doesnt the cold bother you or do you just get used to it')).toEqual([]);
    expect(findRedFlags('Are you deliberately slow or were you born like this?').map((f) => f.kind)).toContain('insult');
  });

  test('played: the commenter answers which it was instead of calling it a threat', async () => {
    const plan = await planFor(ai, 'Someone left a rude comment under my cooking video saying my chicken recipe is dangerous');
    const run = await play(ai, plan.practices[0]!.details, ['hey, thanks for watching', 'i want to get it right', 'have you made it yourself or were you going off the video?']);
    expect(run.turns.at(-1)?.reply).toMatch(/video|made it/i);
    expect(run.turns.at(-1)?.evaluation.rating).not.toBe('risky');
  });

  test('played: a match asked about the cold answers it', async () => {
    const run = await play(ai, await detailsForGoal('open'), ['hi :)', 'doesnt the cold bother you or do you just get used to it']);
    expect(run.turns.at(-1)?.reply).toMatch(/used to it|cold/i);
  });
});
