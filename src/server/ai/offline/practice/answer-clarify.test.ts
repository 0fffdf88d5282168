import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { checkAnswers } from '../../../../../tests/helpers/practice-listening';
import { SCRIPTED_PRACTICES } from '../../../../../tests/corpora/practice/scripted-practices';
import { clauseChoiceAnswer, statementOf } from './answer-clauses';
import { durationAnswer } from './answer-duration';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readSlot } from './question-slots';

/** The question classes of set dev17 (engineer p23q3), each read and answered by class. */

const ai = createOfflinePracticeAi();
const AFTER_NO = ['Hey! How is your week going?', 'Would you like to get coffee on Friday?'];

async function replyTo(goal: GoalKind, before: string[], line: string): Promise<string> {
  const run = await play(ai, await detailsForGoal(goal), [...before, line]);
  return run.turns.at(-1)?.reply ?? '';
}

describe('how long a thing lasts', () => {
  test('the length of the thing named, in the register of the role', () => {
    expect(durationAnswer('how long do your labs usually run on thursdays?', 'casual')).toMatch(/3 hours/);
    expect(durationAnswer('how long were you waiting at the restaurant', 'casual')).toMatch(/an hour/);
    expect(durationAnswer('how much time should he spend on homework each night', 'work')).toMatch(/20 to 30 minutes/);
    expect(durationAnswer('how much notice do you have to give?', 'work')).toMatch(/four weeks/);
  });

  test('"how long have you been…" and things without a usual length are left to the time answers', () => {
    expect(durationAnswer('how long have you been on this app?', 'casual')).toBeNull();
    expect(durationAnswer('how long until the refund arrives?', 'work')).toBeNull();
    expect(durationAnswer('how long is your commute?', 'casual')).toBeNull();
    expect(durationAnswer('what time is the lab?', 'casual')).toBeNull();
  });

  test('"how much time" and "how much notice" ask for a time, "how big" for an amount', () => {
    expect(readSlot('how much time should he spend on homework').slot).toBe('time');
    expect(readSlot('how much notice do you have to give').slot).toBe('time');
    expect(readSlot('how big is the marketing team').slot).toBe('amount');
  });
});

describe('either/or between two whole clauses', () => {
  test('each clause said back in the character’s voice', () => {
    expect(statementOf('do you just follow my page')).toBe('I just follow your page');
    expect(statementOf('r u having a rough day')).toBe("I'm having a rough day");
    expect(statementOf('is it actually about what i wrote')).toBe("it's actually about what you wrote");
    expect(statementOf('is the place across campus ok')).toBe('the place across campus is ok');
    expect(statementOf('is 5% doable')).toBe('5% is doable');
  });

  test('a willing character takes the side that suits them; otherwise the side offered as the real reason', () => {
    expect(clauseChoiceAnswer('is the place across campus ok or is that too far', 'open', false)).toBe('yes — the place across campus is ok');
    expect(clauseChoiceAnswer('have we met before or do you just follow my page', 'open', true)).toBe('No — I just follow your page.');
    expect(clauseChoiceAnswer('is next week any better for you or is it just a busy month', 'declined', false)).toBe('yes — next week is better');
    expect(clauseChoiceAnswer('is that ok or not', 'open', false)).toBeNull();
    expect(clauseChoiceAnswer('sushi or pizza?', 'open', false)).toBeNull();
  });
});

describe('details of the user’s own plan, and the day they turned down', () => {
  test('a new day with a part of the day is a proposal; after a no to Friday it is a yes to it', async () => {
    expect(readSlot('would saturday morning work instead?').slot).toBe('proposal');
    expect(await replyTo('reinvite', AFTER_NO, 'would saturday morning work instead?')).toMatch(/^yes, saturday works/);
  });

  test('"would it be weird if…" is answered the other way round: no, it is fine', async () => {
    expect(readSlot('would it be weird if i brought my friend along').slot).toBe('proposal');
    expect(await replyTo('invite', ['hey!', 'would you want to get bubble tea with me sometime?'], 'would it be weird if i brought my friend along too')).toMatch(/^haha no, not weird at all if you brought your friend/);
  });

  test('what they have on the day they turned down is the reason they gave, never a free evening', async () => {
    expect(readSlot('what have you got on friday, anything fun').slot).toBe('plans');
    const reply = await replyTo('reinvite', AFTER_NO, 'what have you got on friday, anything fun');
    expect(reply).toMatch(/friday\? (?:I’ve got my sister’s birthday dinner|I’m working a late shift)/);
    expect(reply).not.toMatch(/film night|picnic/);
  });

  test('"is it friday that\'s the problem or the coffee?" after a no: the day, with the reason given — never a maybe to Friday', async () => {
    expect(readSlot('is it friday thats the problem or coffee').options).toEqual(['friday', 'coffee']);
    const reply = await replyTo('reinvite', AFTER_NO, 'wait so is it friday thats the problem or coffee lol');
    expect(reply).toMatch(/friday, honestly — not the coffee\. (?:I’ve got my sister’s birthday dinner|I’m working a late shift)/);
    expect(reply).not.toMatch(/\bmaybe\b|could be nice/);
    expect(await replyTo('reinvite', AFTER_NO, 'is it the day or is it me?')).toMatch(/^the day, honestly — not you\./);
  });

  test('a condition before the question does not hide it', () => {
    expect(readSlot('if it’s not possible now when could we look at it again').text).toBe('when could we look at it again');
  });
});

describe('things of their own, their view of people, and the user’s work', () => {
  test('"which trail was that in your pic?" names one, the same all practice', async () => {
    const first = await replyTo('open', ['Hey Alex! Your hiking photos are great.'], 'which trail was that in your second pic');
    expect(first).toMatch(/^the [A-Z][a-z]+ [A-Z][a-z]+ trail!/);
    expect(await replyTo('open', ['Hey Alex! Your hiking photos are great.'], 'which trail was that in your second pic')).toBe(first);
  });

  test('a person is judged as a person', async () => {
    expect(await replyTo('invite', ['hey, hows it going'], 'what do you think of the new chem professor so far')).toMatch(/new chem professor\b.*(?:like them|nice)/);
  });

  test('"what made you swipe right on me?" is a reason about the user', async () => {
    expect(await replyTo('open', ['hey! how was your week?'], 'what made you swipe right on me haha')).toMatch(/your (?:photos|profile)/);
  });

  test('the manager judges the numbers the user showed, named back', async () => {
    expect(await replyTo('ask', ['Thanks for making time.', 'I’d like to discuss a raise.'], 'what do you think of the numbers I showed you from the client project')).toMatch(/^The numbers you showed me from the client project\? Honestly, they’re strong/);
  });

  test('"what exactly happened?" gets the customer’s account; "about that night" names the night', async () => {
    expect(await replyTo('resolve', ['Hi, I’m sorry to hear about the blender.'], 'what exactly happened when it stopped working')).toMatch(/jug was cracked/);
    expect(await replyTo('repair', ['Hey. Can we talk?', 'I’m really sorry about how I acted at the party.'], 'what bothered you most about that night')).toMatch(/^that night\? /);
  });
});

describe('whole scripted practices with the dev17 kinds', () => {
  const added = SCRIPTED_PRACTICES.filter((s) => /dev17 kinds/.test(s.name));

  test('each ends as its script expects and every question gets its answer', async () => {
    expect(added.length).toBe(2);
    for (const s of added) {
      const run = await play(ai, await detailsForGoal(s.goal), [...s.lines]);
      expect(run.outcome === 'continue' ? 'continue' : run.outcome).toBe(s.expect);
      const check = checkAnswers(run.turns.map((t) => ({ line: t.line, reply: t.reply, continued: t.evaluation.outcome === 'continue' })));
      expect(check.misses).toEqual([]);
    }
  });
});
