import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { voiceSwap } from './answer-slots';
import { toldAnswer } from './answer-told';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { readSlot } from './question-slots';

/** Set dev23's classes (engineer j20): what the user said earlier, asked back; two question sentences in one line; the question a line puts. */

const ai = createOfflinePracticeAi();

async function lastReply(goal: GoalKind, lines: string[]) {
  const run = await play(ai, await detailsForGoal(goal), lines);
  return run.turns.at(-1)!.reply;
}

describe('what the user told earlier, asked back', () => {
  test('"did I tell you…?" is a yes with the statement said back in the character’s voice', () => {
    const said = ['hey', 'i moved to leeds in june and my sister lives there too'];
    expect(toldAnswer('did i tell you i moved to leeds?', said, false)).toBe('yes — you said you moved to leeds in june! I remember');
    expect(toldAnswer('have I mentioned my sister?', said, true)).toBe('Yes — you said your sister lives there too. I remember.');
  });

  test('a statement never made gets an honest no, and a wh-question the detail', () => {
    expect(toldAnswer('did i tell you about my new job?', ['hi there', 'i love this weather'], false)).toMatch(/^no, you didn’t!/);
    expect(toldAnswer('so what day did i say my exam is?', ['as i said, my exam is on thursday'], false)).toBe('you said your exam is on thursday 🙂');
    expect(toldAnswer('what did you do at the weekend?', ['i went hiking'], false)).toBeNull();
  });

  test('in a practice, the line the user said earlier is the answer', async () => {
    expect(await lastReply('reconnect', ['hey stranger', 'i started a pottery course in march', 'did i tell you about the pottery course?'])).toContain('you started a pottery course in march');
  });
});

describe('two question sentences in one line', () => {
  test('a yes/no before a wh-question gets its yes or no first', async () => {
    expect(await lastReply('open', ['hi!', 'i just watched a great documentary', 'have you seen it? what did you think'])).toMatch(/^(?:yes|yeah|yep|nope|no|not)\b/i);
  });

  test('a no leaves the second question (which presumes a yes) unanswered rather than contradicted', async () => {
    const reply = await lastReply('invite', ['hey', 'there is a new tea place on the high street', 'have you tried it yet? is it any good']);
    expect(reply).toMatch(/^(?:yes|yeah|yep|nope|no|not)\b/i);
    if (/^(?:nope|no|not)\b/i.test(reply)) expect(reply).not.toMatch(/average|great|good|\. /);
  });
});

describe('the question a line puts, read whole (set dev23)', () => {
  test('a condition with no question after it qualifies a choice; it is not the question', async () => {
    expect(readQuestion('tea or coffee, if we meet up?')?.sentence).toBe('tea or coffee, if we meet up?');
    expect(readSlot('tea or coffee, if we meet up').slot).toBe('either');
    expect(await lastReply('invite', ['hey', 'wine or beer, if we go out friday?'])).toMatch(/\b(?:wine|beer)\b/);
  });

  test('a yes/no whose subject is a bare noun is about a thing of theirs, and a work role says yes or no first', async () => {
    expect(readSlot('is friday a busy day for the shop?')).toMatchObject({ slot: 'yesno', aux: 'is', aboutThing: true });
    expect(readSlot('are things quieter since the move?')).toMatchObject({ slot: 'yesno', aux: 'are', aboutThing: true });
    expect(await lastReply('ask', ['hi, have you got a minute?', 'is monday a busy day for the team?'])).toMatch(/^(?:yes|no)\b/i);
  });
});

describe('words said back in the character’s voice', () => {
  test('the verb agrees with its new subject', () => {
    expect(voiceSwap('you were not into it')).toBe('I was not into it');
    expect(voiceSwap('i am tired and you werent there')).toBe('you are tired and I wasn\'t there');
  });
});

describe('opinions and preferences read from their shape', () => {
  test('"what would you rather do?" is a preference, "what is X like to live in?" an opinion of X, "how far…?" a measure', async () => {
    expect(readSlot('what would you rather do instead').slot).toBe('preference');
    expect(readSlot("what's the city like to work in").slot).toBe('opinion');
    expect(readSlot('how far did you run this morning').slot).toBe('amount');
    expect(await lastReply('reconnect', ['hey!', 'whats glasgow like to live in?'])).toMatch(/^glasgow\?/i);
  });
});

describe('free, or the other thing', () => {
  test('an invitation put as "free X or have you got Y" names the option that holds', async () => {
    const reply = await lastReply('invite', ['hey', 'r u free friday or have u got football']);
    expect(reply).toMatch(/I’ve got football|free, actually/);
  });
});
