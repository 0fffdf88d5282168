import { describe, expect, test } from 'bun:test';
import { detailsForGoal } from '../../../../../tests/helpers/practice-goals';
import { play } from '../../../../../tests/helpers/practice-play';
import type { GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readQuestion } from './question';
import { readSlot } from './question-slots';

const ai = createOfflinePracticeAi();

async function replyTo(goal: GoalKind, before: string[], line: string): Promise<string> {
  const run = await play(ai, await detailsForGoal(goal), [...before, line]);
  return run.turns.at(-1)?.reply ?? '';
}

describe('question classes that were misread (set I), fixed by their shape', () => {
  test('an accented word still names a place; "is there a day that…" asks for a day', () => {
    expect(readSlot('what’s the nicest café in your area?').slot).toBe('place');
    expect(readSlot('is there a time that suits you better?').slot).toBe('time');
    expect(readSlot('are there any evenings you’re free?').slot).toBe('time');
    expect(readSlot('is there a gym near you?').slot).not.toBe('time');
  });

  test('"how do you feel about X" asks a view of X; about us or what happened it asks a feeling', async () => {
    expect(readSlot('how do you feel about karaoke?').slot).toBe('opinion');
    expect(readSlot('how do you feel about what I said?').slot).toBe('feeling');
    expect(readSlot('how do you feel about us?').slot).toBe('feeling');
    expect((await replyTo('open', ['hi'], 'how do you feel about karaoke?')).toLowerCase()).toContain('karaoke');
  });

  test('"what upset you the most?" gets the thing that hurt, not a "because"', async () => {
    expect(readSlot('what upset you the most?').slot).toBe('reason');
    const reply = await replyTo('repair', ['I’m sorry.'], 'what upset you the most?');
    expect(reply).not.toMatch(/^because\b/i);
    expect(reply).not.toMatch(/go-to|hard to pick/);
  });

  test('a short acknowledgement before "when are you free?" does not make it an invitation', () => {
    expect(readQuestion('ok cool, when are you free next?')?.kind).not.toBe('invite');
  });

  test('"what have you been up to since school?" gets the years since, not last weekend', async () => {
    const reply = await replyTo('reconnect', ['Hey, long time!'], 'what have you been up to since school?');
    expect(reply).not.toMatch(/friday|yesterday|weekend/i);
    expect(reply.length).toBeGreaterThan(20);
  });

  test('work roles: the start date for "when does the job start?", a typical day, an option without a doubled article', async () => {
    expect(await replyTo('interview', ['Hi, thanks for having me.'], 'when does the job start?')).toMatch(/\bstarts?\b/i);
    expect(await replyTo('interview', ['Hi, thanks for having me.'], 'what’s a typical day like in this team?')).toMatch(/typical day/i);
    expect(await replyTo('resolve', ['I’m so sorry.'], 'do you prefer a refund or a replacement?')).not.toMatch(/\bA a\b/);
  });

  test('a candidate’s plain yes/no has no “first choice” tail; the manager’s review date is their own', async () => {
    expect(await replyTo('hire', ['Thanks for coming in.'], 'do you have a car?')).not.toMatch(/first choice|focused on/);
    expect(await replyTo('ask', ['Thanks for making time.'], 'when is the next pay review?')).not.toMatch(/from 4 to 7/);
  });

  test('a yes/no about a thing of theirs ("is the X …?") gets "it is / it isn’t", not a request nudge', async () => {
    expect(readSlot('is the office open on bank holidays?')).toMatchObject({ slot: 'yesno', aboutThing: true, aux: 'is' });
    expect(await replyTo('ask', ['Thanks for making time.'], 'is the review form long?')).toMatch(/^(?:Yes, it is|No, it isn't)\b/);
    expect(await replyTo('open', ['hey'], 'are the tickets expensive?')).toMatch(/\bthey (?:are|aren't)\b/);
  });

  test('set J classes: the moment they realised, the candidate’s pitch for "why pick you", the price the customer paid', async () => {
    expect(await replyTo('repair', ['I’m so sorry.'], 'when did you notice something was wrong between us?')).not.toMatch(/years? ago|last spring/);
    expect(await replyTo('hire', ['Thanks for coming in.'], 'why should we choose you?')).toMatch(/hire me/i);
    expect(await replyTo('resolve', ['I’m sorry about this.'], 'how much did you pay for the order?')).toMatch(/\bpaid\b/);
  });
});

