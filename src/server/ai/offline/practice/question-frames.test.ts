import { describe, expect, test } from 'bun:test';
import { planFor, play } from '../../../../../tests/helpers/practice-play';
import { confirmAnswer } from './answer-negation';
import { contrastReason, leaveToAsk, mindAnswer, viewOfWhatWasSaid } from './answer-requests';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { followUpQuestion } from './question-follow-up';
import { directQuestion } from './question-shape';
import { readSlot } from './question-slots';

/** Engineer q26's round (set dev28): questions that are not plain wh-questions. */

const ai = createOfflinePracticeAi();

describe('a question folded into a statement is read as the question it puts', () => {
  test('wanting to know, wondering and not knowing frame the clause they ask, put the right way round', () => {
    expect(directQuestion('i really need to know when youre moving out')).toBe('when are you moving out?');
    expect(directQuestion('id love to hear what you think of the new menu')).toBe('what do you think of the new menu?');
    expect(directQuestion('i always wonder how the rota works here')).toBe('how does the rota work here?');
    expect(directQuestion('not sure if you know the bins go out on tuesday')).toBe('do you know the bins go out on tuesday?');
    expect(directQuestion("let me know if there's a day that suits you")).toBe('is there a day that suits you?');
    expect(directQuestion('i dont get why you did that')).toBe('why did you do that?');
  });

  test('the speaker’s own doubt asks nothing of the listener', () => {
    expect(directQuestion('no idea if i can make it')).toBe('no idea if i can make it');
    expect(directQuestion('not sure what to do tbh')).toBe('not sure what to do tbh');
  });

  test('"tell me about…" asks how a span went, or what a thing is like; "yourself" is left to the role', () => {
    expect(directQuestion('tell me about your weekend')).toBe('how was your weekend?');
    expect(directQuestion('tell me about the flat you just moved into')).toBe('what is the flat you just moved into like?');
    expect(directQuestion('tell me a bit about yourself')).toBe('tell me a bit about yourself');
  });

  test('texting shorthands and a tail that leaves the choice or excuses the asking', () => {
    expect(directQuestion('wyd tonight')).toBe('what are you doing tonight?');
    expect(directQuestion('nxt wknd any good')).toBe('is next weekend any good?');
    expect(readSlot(readQuestion('pizza or curry, whatever works')!.sentence).options).toEqual(['pizza', 'curry']);
    expect(directQuestion('do you still live with tom or is that too personal')).toBe('do you still live with tom?');
    // "…or is that too much" is a real second option, and "up to you" ends a clause only after a comma.
    expect(directQuestion('is there anything i can do to make it up to you')).toBe('is there anything i can do to make it up to you');
  });
});

describe('tag questions put a statement to confirm', () => {
  test('a statement about "it" or "this" with its tag is confirmed, negation and all', () => {
    expect(directQuestion("it's not too late to call, is it?")).toBe("it's not too late to call, is it?");
    expect(confirmAnswer("it's not too late to call, is it?", { work: false, hurt: false, declined: false })).toBe("no — it's not too late to call.");
    expect(confirmAnswer('this wont cost extra, will it?', { work: true, hurt: false, declined: false })).toBe("No — this won't cost extra.");
  });

  test('two words are enough when the tag has its auxiliary', () => {
    expect(confirmAnswer('you cook, dont you?', { work: false, hurt: false, declined: false })).toBe('yeah — I cook.');
    expect(directQuestion("you've met my sister, haven't you?")).toBe("you've met my sister, haven't you?");
  });

  test('"you know X, right" confirms X; it is no invitation to what X names', () => {
    expect(readQuestion('u know the party is at 8 right')?.kind).toBe('yesno');
  });
});

describe('either/or: the options, not what is said of them', () => {
  test('a verb phrase, a purpose or "instead" after the options is not part of the second one', () => {
    expect(readSlot('would tuesday or thursday suit the team better?').options).toEqual(['tuesday', 'thursday']);
    expect(readSlot('would a call or a meeting be easier to arrange?').options).toEqual(['call', 'meeting']);
    expect(readSlot('this month or next for the move?').options).toEqual(['this month', 'next month']);
    expect(readSlot('bowling or karaoke instead?').options).toEqual(['bowling', 'karaoke']);
    expect(readSlot('one go or three payments').options).toEqual(['one go', 'three payments']);
  });

  test('the user offering to act is said as what they would do', () => {
    expect(readSlot('do you want to paint it yourself or shall i book a decorator?').options).toEqual(['paint it yourself', 'i book a decorator']);
  });
});

describe('follow-ups and requests with one right shape', () => {
  test('"and your X?" asks the question before of a new subject', () => {
    expect(followUpQuestion('and your brother?', 'how is your sister getting on at uni?')).toBe('how is your brother getting on at uni?');
    expect(followUpQuestion('and what about the deposit?', null)).toBeNull();
  });

  test('"would you mind X-ing" is answered about minding; a no already given stands', () => {
    expect(mindAnswer('would you mind closing the gate behind you?', { work: false, cold: false, declined: false })).toBe('not at all — I don’t mind closing the gate behind me 🙂');
    expect(mindAnswer('would you mind closing the gate behind you?', { work: false, cold: false, declined: true })).toMatch(/rather not/);
  });

  test('leave to ask gives the topic; a contrast weighs the two things named; a bare "what do you think?" weighs what was told', () => {
    expect(leaveToAsk('is it ok if i ask about the notice period')?.topic).toBe('the notice period');
    expect(leaveToAsk('can i ask you something')).toBeNull();
    expect(contrastReason('why the bus and not the train?', 'friend', false)).toMatch(/^because the bus .* the train/);
    expect(viewOfWhatWasSaid('what do you honestly think?', 'i want to move to lisbon next year', { work: false, cold: false, close: true })).toMatch(/^you want to move to lisbon next year\? honestly/);
    expect(viewOfWhatWasSaid('what do you think?', 'did you see the match?', { work: false, cold: false, close: false })).toBeNull();
  });
});

describe('in a practice', () => {
  test('two questions put apart both get an answer, in the order asked', async () => {
    const plan = await planFor(ai, 'I am interviewing a dog walker for my two labradors');
    const run = await play(ai, plan.practices[0]!.details, ['hi, thanks for coming', 'when could you start? and how many days a week could you do?']);
    const reply = run.turns.at(-1)?.reply ?? '';
    expect(reply).toMatch(/start|week|month/i);
    expect(reply.split(/[.!?]\s/).length).toBeGreaterThan(1);
  });

  test('a tag about "it" gets its no, not a story', async () => {
    const plan = await planFor(ai, 'my friend Jess said no to my birthday drinks, I want to invite her to something else');
    const run = await play(ai, plan.practices[0]!.details, ['hey jess', "it isn't because of the bar i picked, is it?"]);
    expect(run.turns.at(-1)?.reply).toMatch(/^\W*(?:no|yeah|yes)\b/i);
  });
});
