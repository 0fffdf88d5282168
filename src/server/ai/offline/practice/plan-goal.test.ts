import { describe, expect, test } from 'bun:test';
import { PLAN_REQUESTS } from '../../../../../tests/corpora/practice/plan-requests';
import { askCoach } from '../../../../../tests/helpers/practice-play';
import { planTypeAccuracy } from '../../../../../tests/helpers/plan-type-accuracy';
import type { ChatTurn } from '../../provider';
import { clarifyQuestion } from './clarify';
import { goalFromDetails } from './goals';
import { readPlanContext } from './plan-context';
import { createOfflinePracticeAi } from './offline-practice-ai';

const ai = createOfflinePracticeAi();

describe('plans from the right goal', () => {
  test('the coworker asked out for coffee is an asking-out practice with Sam from work, not workplace friction', async () => {
    const { plan } = await askCoach(ai, [{ role: 'user', text: 'I want to practise asking my coworker Sam out for coffee without making it awkward' }]);
    expect(plan?.name).toBe('Asking Sam out');
    expect(plan?.practices.map((p) => goalFromDetails(p.details))).toContain('invite');
    for (const p of plan?.practices ?? []) {
      expect(p.details.simulated_role).toBe('Sam, your crush from work');
      expect(p.details.title).not.toMatch(/sort it out/i);
    }
  });

  test('roommate dishes is a roommate conversation with a concrete, checkable goal, not "making a new friend"', async () => {
    const { plan } = await askCoach(ai, [{ role: 'user', text: 'My roommate never does the dishes and I want to bring it up' }]);
    expect(plan?.name).toBe('Talking to my roommate');
    const details = plan!.practices[0]!.details;
    expect(details.scenario).toContain('never does the dishes');
    expect(goalFromDetails(details)).toBe('align');
    expect(details.success_condition).toMatch(/concrete plan/);
    expect(details.failure_condition).toMatch(/insult/);
  });

  test('when it cannot tell, the coach asks one question with choices about the person named, and a number picks one', async () => {
    const first: ChatTurn = { role: 'user', text: 'I need to talk to my coworker Sam about something' };
    const ask = await askCoach(ai, [first]);
    expect(ask.plan).toBeNull();
    expect(ask.text).toContain('What would you like to happen with your coworker Sam?');
    expect((ask.text.match(/\?/g) ?? []).length).toBe(1);
    expect(ask.text).toMatch(/^1\. Ask them out/m);
    const pickOne = await askCoach(ai, [first, { role: 'assistant', text: ask.text }, { role: 'user', text: '1' }]);
    expect(pickOne.plan?.name).toBe('Asking Sam out');
    const pickTwo = await askCoach(ai, [first, { role: 'assistant', text: ask.text }, { role: 'user', text: 'the second one' }]);
    expect(pickTwo.plan?.practices[0]?.details.title).toContain('Sort it out with Sam');
  });

  test('a request no goal cue or situation word names goes to the shared understanding layer', async () => {
    const { plan } = await askCoach(ai, [{ role: 'user', text: 'we keep bickering about who cleans the bathroom at our place' }]);
    expect(plan?.name).toBe('Talking to my roommate');
  });

  test('plan-type accuracy on the request corpus is at least 92%', async () => {
    expect(PLAN_REQUESTS.length).toBeGreaterThanOrEqual(150);
    const { main } = await planTypeAccuracy();
    expect(main.correct / main.total).toBeGreaterThanOrEqual(0.92);
  });
});

describe('plan types: two situations in one, several people', () => {
  test('the clause that says what to rehearse decides', () => {
    expect(readPlanContext(['I had a fight with my roommate and also have an interview friday, lets practise the interview'])?.kind).toBe('interview');
    expect(readPlanContext(['my sister is mad at me and my friend wants money back, help me with my sister first'])?.kind).toBe('family-repair');
    expect(readPlanContext(['I am hiring a new developer and want to practise the interview'])?.kind).toBe('interviewer');
  });

  test('several people and no pick: one question naming each', () => {
    expect(readPlanContext(['i have two things: my coworker and my ex'])).toBeNull();
    const q = clarifyQuestion(['i have two things: my coworker and my ex']);
    expect(q).toContain('1. A talk with my coworker');
    expect(q).toContain('2. A talk with my ex');
  });
});
