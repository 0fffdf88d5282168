import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { awarenessAnswer } from './answer-awareness';
import { meansAnswer } from './answer-means';
import { childPronounOfLines } from './child-pronouns';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { readSlot } from './question-slots';

/** Set dev25's classes (engineer j22): how someone travelled, whether they knew, what they are finding a place like, what they are in the middle of, whose child. */

const ai = createOfflinePracticeAi();

async function lastReply(goal: GoalKind, lines: string[]) {
  const run = await play(ai, await detailsForGoal(goal), lines);
  return run.turns.at(-1)!.reply;
}

describe('the way someone travelled or will travel', () => {
  test('"how did you get home?" is a means in the past, "how are you getting there?" one ahead', () => {
    expect(meansAnswer('how did you get home in the end?', 1, false)).toMatch(/\b(?:taxi|train)\b/);
    expect(meansAnswer('how are you getting there on saturday?', 1, false)).toMatch(/\b(?:train|drive)\b/);
    expect(meansAnswer('How did you get to the airport?', 2, true)).toMatch(/^I got\b/);
  });

  test('how it went, and a casual commute, are not this', () => {
    expect(meansAnswer('how did you get on at the interview?', 1, false)).toBeNull();
    expect(meansAnswer('how did it go?', 1, false)).toBeNull();
    expect(meansAnswer('how do you get to work?', 1, false)).toBeNull();
  });

  test('in a practice, the answer is a means, not "pretty good, thanks"', async () => {
    expect(await lastReply('repair', ['hey', 'im so sorry i forgot you', 'how did you get home in the end?'])).toMatch(/\b(?:taxi|train)\b/);
  });
});

describe('whether they knew what the user states', () => {
  test('a verb of knowing before a whole clause is a no with the clause said back', () => {
    expect(awarenessAnswer('do you know your van was blocking my drive again this morning?', 0, false)).toMatch(/^no(?:pe)?\b.*\bI didn’t know my van was blocking your drive again this morning/);
    expect(awarenessAnswer('did you realise the music was so loud last night?', 0, true)).toBe('No, I didn’t realise the music was so loud last night — thank you for telling me.');
  });

  test('an embedded question or a bare object is not this', () => {
    expect(awarenessAnswer('do you know what time the party ends?', 0, false)).toBeNull();
    expect(awarenessAnswer('do you know if she is coming?', 0, false)).toBeNull();
    expect(awarenessAnswer('do you know the way?', 0, false)).toBeNull();
    expect(awarenessAnswer('did you see the news?', 0, false)).toBeNull();
    expect(awarenessAnswer('do you know my sisters friends', 0, false)).toBeNull();
  });

  test('in a practice, time words in the clause do not make it a story of their evening', async () => {
    expect(await lastReply('open', ['hi', 'do you know your van was blocking my drive again this morning?'])).toMatch(/^no(?:pe)?\b/);
  });
});

describe('how they are finding a place or a thing', () => {
  test('"how are you finding X?" is an opinion of X, not "how are you?"', () => {
    expect(readQuestion('how are you finding manchester?')?.kind).not.toBe('wellbeing');
    expect(readSlot('how are you finding manchester?').slot).toBe('opinion');
    expect(readQuestion('how are you?')?.kind).toBe('wellbeing');
    expect(readQuestion('how are you getting on?')?.kind).toBe('wellbeing');
  });

  test('the answer names X, told as lived', async () => {
    expect(await lastReply('reconnect', ['hey, long time', 'how are you finding manchester?'])).toMatch(/^manchester\?/);
  });
});

describe('what they are in the middle of', () => {
  test('"what are you reading?" names a book, even beside a stated book club', async () => {
    const plan = (await import('../../../../../tests/helpers/practice-play')).planFor;
    const details = (await plan(ai, "matched with sofia on hinge, she's a dentist and she runs a book club")).practices[0]!.details;
    const run = await play(ai, details, ['hey sofia', 'what are you reading for book club this month?']);
    expect(run.turns.at(-1)!.reply).not.toMatch(/^I run a book club/);
    expect(run.turns.at(-1)!.reply).toMatch(/[A-Z][a-z]+ [A-Z]/);
  });
});

describe('whose child a parent–teacher practice is about', () => {
  test('the user’s own pronoun decides when the practice does not say', () => {
    expect(childPronounOfLines(['hi mr hughes', 'is she in the top set?'])).toBe('she');
    expect(childPronounOfLines(['he hates maths now', 'my husband says she is fine'])).toBe('he');
    expect(childPronounOfLines(['hello'])).toBeNull();
  });
});

describe('a cause the user guesses at', () => {
  test('a why or a worry with a guess after it takes the guess up', async () => {
    const { guessedCauseAnswer } = await import('./answer-guess');
    expect(guessedCauseAnswer('is there a reason you cant park on the street, is it the space?', false)).toBe('yeah — mostly because of the space, honestly');
    expect(guessedCauseAnswer('what are you worried about, the carpets?', true)).toMatch(/^Yes — the carpets, mostly\./);
    expect(guessedCauseAnswer('why are you so quiet, is it my music?', false)).toContain('your music');
  });

  test('no guess, a guessed place, or a guess about the asker is not this', async () => {
    const { guessedCauseAnswer } = await import('./answer-guess');
    expect(guessedCauseAnswer('why are you so quiet?', false)).toBeNull();
    expect(guessedCauseAnswer('where are you from, london?', false)).toBeNull();
    expect(guessedCauseAnswer("what's wrong, is it me?", false)).toBeNull();
  });
});

describe('said back right', () => {
  test('"you" that opens a clause is said back as "I"; a thing with a modal is a side of an either/or', async () => {
    const { clauseChoiceAnswer } = await import('./answer-clauses');
    expect(clauseChoiceAnswer('are you still at the same job or did you change when you moved?', 'open', false)).toBe('no — I changed when I moved');
    expect(clauseChoiceAnswer('would headphones after 11 work or would you rather turn it down', 'open', false)).toBe('yes — headphones after 11 would work');
  });

  test('a focus made of words from apart is not said back as a phrase', async () => {
    expect(await lastReply('open', ['hi', 'do ppl get weird when u tell them ur a dentist'])).not.toContain('tell dentist');
  });

  test('"what would you need to see from me to say yes" asks what would help, with or without its "?"', async () => {
    const { pressureSoftened } = await import('./red-flag-scope');
    expect(pressureSoftened('what would you need to see from me to say yes')).toBe(true);
    expect(pressureSoftened('what would you need to see from me to say yes, just say yes')).toBe(false);
  });
});
