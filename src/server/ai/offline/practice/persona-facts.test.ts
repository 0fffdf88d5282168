import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import { stanceFlipsWithoutCause } from './dialogue';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { factAnswer, factOf, factTopic } from './persona-facts';
import { CASUAL_TOPICS } from './persona-facts-casual';
import { WORK_TOPICS } from './persona-facts-work';

const ai = createOfflinePracticeAi();

describe('persona facts: answers with content, the same all practice long', () => {
  test('a pet asked about twice, then by name, is the same pet; a question naming another animal gets a no about it', async () => {
    const details = await detailsForGoal('open');
    const run = await play(ai, details, ['hey!', 'do you have any pets?', 'haha nice. what’s it called?', 'do you have pets btw?']);
    const [, first, , again] = run.turns.map((t) => t.reply);
    expect(first).toBe(again as string);
    const topic = factTopic('do you have any pets', 'match', 'casual');
    expect(topic?.id).toBe('pets');
    // Whichever pet this practice's seed gave, a question about another animal says no to it.
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const fact = factOf(topic!, seed);
      const other = fact.is?.includes('cat') ? 'dog' : 'cat';
      const reply = factAnswer({ slot: 'yesno', text: `did you ever get that ${other} you wanted`, role: 'friend', register: 'casual', lifeSeed: seed });
      expect(reply).toStartWith(`no ${other}`);
    }
  });

  test('the interviewer answers the job’s hours, on-call, office days, leave and training with the practice’s own facts, never “I’ll find out”', async () => {
    const details = await detailsForGoal('interview');
    const lines = ['Hi, thanks for having me.', 'what are the working hours like?', 'is there an on-call rotation?', 'how many days a week would I be in the office?', 'how much annual leave is there?', 'do people get a training budget?'];
    const run = await play(ai, details, lines);
    const replies = run.turns.slice(1).map((t) => t.reply);
    expect(replies.join(' ')).not.toMatch(/find out|off the top of my head/i);
    expect(replies[0]).toMatch(/\d/);
    expect(replies[1]).toMatch(/^(?:Yes|No)\b.*on-call/);
    expect(replies[2]).toMatch(/days? a week|Monday|Tuesday/);
    expect(replies[3]).toMatch(/\d+ days/);
    expect(replies[4]).toMatch(/^Yes\b.*£/);
  });

  test('the customer tells the order’s tracking, how they paid and when they first got in touch; the teacher the school’s phone policy', async () => {
    const customer = await play(ai, await detailsForGoal('resolve'), ['I’m so sorry for the trouble.', 'what does the tracking say?', 'how did you pay?', 'when did you first contact us?']);
    const [tracking, paid, contact] = customer.turns.slice(1).map((t) => t.reply);
    expect(tracking).toMatch(/tracking/i);
    expect(paid).toMatch(/card|PayPal/);
    expect(contact).toMatch(/\d|Monday|Wednesday/);
    const teacher = await play(ai, await detailsForGoal('align'), ['Thanks for meeting me.', 'what’s the policy on phones?']);
    expect(teacher.turns[1]?.reply).toMatch(/phone/i);
  });

  test('a fact question never turns a no into a yes', async () => {
    const run = await play(ai, await detailsForGoal('reinvite'), ['Hey! How is your week going?', 'Would you like to get coffee on Friday?', 'ah ok. do you have any pets by the way?', 'how long is your commute?']);
    expect(stanceFlipsWithoutCause(run.history)).toEqual([]);
  });

  test('the user’s own knowledge is not contradicted: “still living with Sara?” is answered about Sara', async () => {
    const run = await play(ai, await detailsForGoal('reconnect'), ['Hey!', 'are you still living with Sara?']);
    expect(run.turns[1]?.reply).toMatch(/sara/i);
  });

  test('a day name is not a person the user knows: "can I take next Friday off?" gets the manager’s answer about leave', async () => {
    const run = await play(ai, await detailsForGoal('ask'), ['Thanks for making time.', 'can I take next Friday off?']);
    expect(run.turns[1]?.reply).toMatch(/^Yes\b.*\bdays a year\b/);
  });

  test('what the user remembers picks the fact: “do you still have the dog?” is answered about a dog, whatever the seed', () => {
    const topic = factTopic('do you still have the dog', 'ex', 'casual');
    for (const seed of [1, 2, 3, 4, 5, 6]) {
      const reply = factAnswer({ slot: 'yesno', text: 'do you still have the dog', role: 'ex', register: 'casual', lifeSeed: seed });
      expect(topic?.id).toBe('pets');
      expect(reply).toMatch(/^yeah — .*\bdog\b/);
    }
  });

  test('every topic has at least one fact, and every work topic list is non-empty', () => {
    for (const t of [...CASUAL_TOPICS, ...Object.values(WORK_TOPICS).flat()]) expect(t?.facts.length).toBeGreaterThan(0);
  });
});
