import { describe, expect, test } from 'bun:test';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { answersTo, planFor, play } from '../../../../../tests/helpers/practice-play';
import { inCustomerVoice, toldComplaint } from './scenario-customer-told';
import { lessonIn } from './scenario-lesson';
import { workAskIn } from './scenario-work-ask';
import { toldCommentIn } from './scenario-comment-told';

/**
 * The request's specifics reach the practice (issue #23 points 1–2): what is asked of a manager,
 * a complaint that is not an order, a teacher of one subject, where a comment was left and what it
 * said. The character answers from them, and no stock fact of the template's default world is said.
 */

const ai = createOfflinePracticeAi();
const answers = (request: string, questions: readonly string[]) => answersTo(ai, request, questions);

describe('slots read from the request', () => {
  test('an ask to the manager, unless it is pay or a deadline', () => {
    expect(workAskIn('can you help me ask my boss if I can do compressed hours')?.phrase).toBe('if you can do compressed hours');
    expect(workAskIn('I want to ask my manager for a sabbatical next year')?.phrase).toBe('for a sabbatical next year');
    expect(workAskIn('I want to ask my manager for a raise')).toBeNull();
    expect(workAskIn('ask my boss for an extension on the audit')).toBeNull();
  });
  test('a complaint clause, turned to the business and to the customer', () => {
    expect(toldComplaint('a client is livid that our cleaners scratched her floor')).toBe('your cleaners scratched her floor');
    expect(inCustomerVoice('their bike service took two weeks and the gears still slip')).toBe('My bike service took two weeks and the gears still slip');
  });
  test('a teacher of one subject, not the class teacher', () => {
    expect(lessonIn("meeting my son's chess tutor because he's lost interest")).toEqual({ subject: 'chess', noun: 'tutor', reason: "he's lost interest" });
    expect(lessonIn("a chat with my daughter's form teacher")).toBeNull();
  });
  test('where a comment was left and what it said', () => {
    expect(toldCommentIn('someone commented on my garden photos saying the lawn looks dead')).toEqual({ post: 'your garden photos', said: 'saying the lawn looks dead' });
  });
});

describe('the character speaks from the request, not the template', () => {
  test('the manager answers about the ask, not the raise or a deadline', async () => {
    const { details, replies } = await answers('I want to ask my manager if I can start at 10 on Mondays', ['when could we start?', 'what do you need from me?']);
    expect(details.scenario).toContain('start at 10 on mondays');
    for (const r of replies) expect(r).not.toMatch(/\b(?:raise|payroll|april|deadline|results in numbers)\b/i);
    expect(replies.join(' ')).toContain('starting at 10 on mondays');
  });
  test('a repair customer talks about the repair, never an order or the blender', async () => {
    const { replies } = await answers('a customer is furious because their washing machine repair failed twice', ['what happened?', 'when did it start?']);
    for (const r of replies) expect(r).not.toMatch(/\b(?:blender|jug|order|parcel|courier|emails?)\b/i);
    expect(replies[0]).toMatch(/washing machine repair failed twice/i);
  });
  test('a chess tutor talks about chess, not break time', async () => {
    const { replies } = await answers("I'm meeting my daughter's chess tutor because she wants to stop", ['how is she getting on?']);
    expect(replies[0]).toMatch(/\bchess\b/);
    expect(replies[0]).not.toMatch(/\b(?:at break|hand up|two friends)\b/);
  });
  test('a commenter under garden photos stands by what they wrote, not the tool post', async () => {
    const { replies } = await answers('someone left a snide comment on my garden photos saying the lawn looks dead', ['what did you mean by that?']);
    expect(replies[0]).toMatch(/garden photos/);
    expect(replies[0]).not.toMatch(/setup costs|saves money|50%/);
  });
  test('what the comment said is carried even when the post is only "my post"', async () => {
    const { details, replies } = await answers('a guy commented on my post calling me a fraud', ['what did you mean?']);
    expect(details.scenario).toContain('under your post, calling you a fraud,');
    expect(replies[0]).toMatch(/fraud/);
  });
  test('a request that names no post keeps the default scenario', async () => {
    const { details } = await answers('Someone left a rude comment on my post', []);
    expect(details.scenario).toBe('Someone left a sharp, critical comment under your post and others are watching. Acknowledge what is fair in it, stay calm, and engage without attacking back.');
  });
});
