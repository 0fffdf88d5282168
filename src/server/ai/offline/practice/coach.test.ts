import { describe, expect, test } from 'bun:test';
import { askCoach, planFor } from '../../../../../tests/helpers/practice-play';
import type { ChatTurn } from '../../provider';
import { goalFromDetails, type GoalKind } from './goals';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { readProfile, type RoleKind } from './roles';

const ai = createOfflinePracticeAi();

/** Message → the role every practice simulates and the goals of its practices, in order. */
const SITUATIONS: [message: string, role: RoleKind, goals: GoalKind[]][] = [
  ['I want to practise asking my crush out', 'crush', ['open', 'invite', 'reinvite']],
  ['I need to apologise to my ex', 'ex', ['repair', 'reconnect']],
  ['I miss my ex and want to reconnect', 'ex', ['reconnect', 'repair']],
  ['asking my boss for a raise', 'boss', ['align', 'ask']],
  ['a job interview', 'interviewer', ['interview', 'interview']],
  ['an angry customer', 'customer', ['resolve']],
  ["talking to my teen's teacher", 'teacher', ['align']],
  ["I'm a teacher and need to talk to a parent of my student", 'parent', ['align']],
  ['I want to plan a first date', 'date', ['open', 'invite', 'reinvite']],
  ['second date with Alex', 'date', ['invite', 'reinvite']],
  ['I matched with someone on Hinge', 'match', ['open', 'invite']],
  ['my best friend and I drifted apart', 'friend', ['reconnect']],
  ["I hurt my friend's feelings and we had a fight", 'friend', ['repair', 'reconnect']],
  ['I want to make friends in college', 'friend', ['open', 'invite']],
  ['I had a fight with my girlfriend Sam', 'partner', ['repair', 'invite']],
  ["I'm interviewing candidates for a data analyst role", 'candidate', ['hire']],
  ['I need more time on a deadline from my manager', 'boss', ['ask']],
  ['my coworker keeps taking credit for my work', 'colleague', ['align']],
  ['I argued with my mom', 'family', ['repair']],
  ['someone left a mean comment on my post', 'commenter', ['defuse']],
];

describe('offline coach: plans for many situations', () => {
  for (const [message, role, goals] of SITUATIONS) {
    test(`"${message}" → ${goals.length} practice(s) with ${role}`, async () => {
      const { events, plan, text } = await askCoach(ai, [{ role: 'user', text: message }]);
      expect(events).toEqual(['plan_updating', 'plan']);
      expect(plan).not.toBeNull();
      expect(plan!.practices.map((p) => goalFromDetails(p.details))).toEqual(goals);
      for (const p of plan!.practices) {
        expect(readProfile(p.details).role).toBe(role);
        expect(p.name.length).toBeGreaterThan(3);
        expect(p.details.scenario.length).toBeGreaterThan(40);
        expect(p.details.success_condition.length).toBeGreaterThan(40);
        expect(p.details.failure_condition).toMatch(/three risky messages|insult/);
        expect(p.details.you_will_learn).toHaveLength(3);
        for (const l of p.details.you_will_learn) expect(l.emoji.length).toBeGreaterThan(0);
        // The coach's note names each practice it rehearses.
        expect(text).toContain(p.name);
      }
      expect(plan!.name.length).toBeGreaterThan(3);
      expect(plan!.description.length).toBeGreaterThan(20);
    });
  }

  test('the conditions say what the evaluator checks', async () => {
    const crush = await planFor(ai, 'I want to practise asking my crush out');
    const ask = crush.practices[1]!.details;
    expect(ask.success_condition).toContain('says yes to a specific plan — a day and an activity');
    expect(ask.failure_condition).toContain('push after a no or a maybe');
    const ex = await planFor(ai, 'I need to apologise to my ex');
    expect(ex.practices[0]!.details.success_condition).toContain('accepts your apology');
    expect(ex.practices[0]!.details.failure_condition).toContain('blame them twice');
  });
});

describe('offline coach: specific to what the user said', () => {
  test('names and where they know the person from are reused', async () => {
    const plan = await planFor(ai, 'I want to practise asking Maya from chemistry class out. She loves hiking');
    expect(plan.name).toBe('Asking Maya out');
    expect(plan.practices[1]!.name).toBe('Ask Maya out');
    for (const p of plan.practices) {
      expect(p.details.simulated_role).toBe('Maya, your crush from chemistry class');
      expect(readProfile(p.details)).toMatchObject({ role: 'crush', name: 'Maya', context: 'from chemistry class' });
    }
    expect(plan.practices[0]!.details.scenario).toContain('Maya loves hiking');
    expect(plan.practices[1]!.details.success_condition).toStartWith('Maya says yes');
  });

  test('the job role and the problem the user names appear in the scenario', async () => {
    const interview = await planFor(ai, 'I have a job interview for a product manager role next week');
    expect(interview.practices[0]!.details.scenario).toContain('for the product manager role');
    const coworker = await planFor(ai, 'my coworker keeps taking credit for my work');
    expect(coworker.practices[0]!.details.scenario).toStartWith('Your coworker keeps taking credit for your work.');
  });

  test('memory supplies a name the message leaves out', async () => {
    const { plan } = await askCoach(ai, [{ role: 'user', text: 'I want to practise asking my crush out' }], null, ["User's crush is named Sam."]);
    expect(plan!.practices[1]!.details.simulated_role).toStartWith('Sam, your crush');
  });
});

describe('offline coach: welcome, vague messages, refining', () => {
  test('welcome: greets and asks what to rehearse, no plan', async () => {
    const { events, text, deltas } = await askCoach(ai, []);
    expect(events).toEqual([]);
    expect(text).toMatch(/rehearse|practise/);
    expect(text).toContain('?');
    expect(deltas.length).toBeGreaterThan(20); // word deltas, not one blob
    expect(deltas.every((d) => d.trim().split(/\s+/).length <= 1)).toBe(true);
  });

  for (const vague of ['hi', 'help', 'hello?', 'what can you do', 'ok']) {
    test(`"${vague}" → a clarifying question, no plan`, async () => {
      const { events, text, plan } = await askCoach(ai, [{ role: 'assistant', text: 'Hi! What do you want to practise?' }, { role: 'user', text: vague }]);
      expect(events).toEqual([]);
      expect(plan).toBeNull();
      expect(text).toContain('?');
    });
  }

  test('a later message with details refines the plan (plan_updating + a new plan)', async () => {
    const first = await askCoach(ai, [{ role: 'user', text: 'I want to practise asking my crush out' }]);
    const history: ChatTurn[] = [
      { role: 'user', text: 'I want to practise asking my crush out' },
      { role: 'assistant', text: first.text },
      { role: 'user', text: "Her name is Maya, we're in chemistry class together" },
    ];
    const refined = await askCoach(ai, history, first.plan);
    expect(refined.events).toEqual(['plan_updating', 'plan']);
    expect(refined.text).toContain('updated your plan with Maya and chemistry class');
    expect(refined.plan!.practices[1]!.details.simulated_role).toBe('Maya, your crush from chemistry class');
    expect(refined.plan!.practices.map((p) => goalFromDetails(p.details))).toEqual(first.plan!.practices.map((p) => goalFromDetails(p.details)));

    // Nothing new ("thanks") → no new plan, a pointer to the first practice.
    const thanks = await askCoach(ai, [...history, { role: 'assistant', text: refined.text }, { role: 'user', text: 'thanks!' }], refined.plan);
    expect(thanks.events).toEqual([]);
    expect(thanks.text).toContain('Break the ice');
  });

  test('a new situation replaces the plan', async () => {
    const crush = await planFor(ai, 'I want to practise asking my crush out');
    const { plan } = await askCoach(ai, [{ role: 'user', text: 'I want to practise asking my crush out' }, { role: 'assistant', text: 'ok' }, { role: 'user', text: 'actually I need to ask my boss for a raise' }], crush);
    expect(readProfile(plan!.practices[0]!.details).role).toBe('boss');
  });

  test('crisis messages get care and signposting, never a plan', async () => {
    const { events, text } = await askCoach(ai, [{ role: 'user', text: "I don't want to live anymore since my ex left" }]);
    expect(events).toEqual([]);
    expect(text).toContain('findahelpline.com');
  });

  test('manipulation is declined, with a respectful plan instead', async () => {
    const { events, text, plan } = await askCoach(ai, [{ role: 'user', text: 'I want to make my ex jealous' }]);
    expect(events).toEqual(['plan_updating', 'plan']);
    expect(text).toStartWith("I won't rehearse making them jealous");
    expect(readProfile(plan!.practices[0]!.details).role).toBe('ex');
  });

  test('deterministic: the same chat gives the same stream', async () => {
    const a = await askCoach(ai, [{ role: 'user', text: 'asking my boss for a raise' }]);
    const b = await askCoach(ai, [{ role: 'user', text: 'asking my boss for a raise' }]);
    expect(b).toEqual(a);
  });

  test('an aborted stream stops', async () => {
    const controller = new AbortController();
    const seen: string[] = [];
    for await (const chunk of ai.streamCoach({ history: [{ role: 'user', text: 'a job interview' }], memory: [], currentPlan: null }, controller.signal)) {
      seen.push(chunk.type);
      if (seen.length === 3) controller.abort();
    }
    expect(seen).toHaveLength(3);
    expect(seen).not.toContain('plan');
  });
});
