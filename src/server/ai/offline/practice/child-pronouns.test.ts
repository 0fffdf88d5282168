import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { childPronounIn, inChildPronoun } from './child-pronouns';
import { createOfflinePracticeAi } from './offline-practice-ai';

describe('the child of a parent–teacher practice keeps one pronoun', () => {
  test('the practice says son or daughter; a line about the child takes that pronoun', () => {
    expect(childPronounIn('A meeting about your son’s grades')).toBe('he');
    expect(childPronounIn('Your daughter has been falling behind in reading')).toBe('she');
    expect(childPronounIn('A meeting about grades')).toBeNull();
    expect(inChildPronoun('she mostly sticks with two friends and doesn’t put her hand up much.', 'he')).toBe('he mostly sticks with two friends and doesn’t put his hand up much.');
    expect(inChildPronoun('my mum picks her up on weekdays', 'he')).toBe('my mum picks her up on weekdays'); // another person named: left alone
    expect(inChildPronoun('I walk her in on my way to work', 'he')).toBe('I walk him in on my way to work');
    expect(inChildPronoun('he eats with Sam and Leo, and plays football with them after', 'she')).toBe('she eats with Sam and Leo, and plays football with them after');
  });

  test('whole practice about a son: no answer calls the child "she"', async () => {
    const details = await detailsForGoal('align');
    expect(childPronounIn(`${details.title} ${details.scenario}`)).toBe('he');
    const run = await play(createOfflinePracticeAi(), details, ['Thanks for meeting me.', 'How is he doing with his friends?', 'Who does he sit with at lunch?', 'How is he doing in maths?']);
    for (const t of run.turns.slice(1)) expect(t.reply).not.toMatch(/\b(?:she|her)\b/i);
    expect(run.turns.at(-1)!.reply).toMatch(/maths/i);
  });
});
