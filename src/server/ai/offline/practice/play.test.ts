import { describe, expect, test } from 'bun:test';
import { play, planFor, textOf } from '../../../../../tests/helpers/practice-play';
import { CRUSH_ASK_OUT, EX_REPAIR, crushScripts, exScripts, scriptFor } from '../../../../../tests/helpers/practice-scripts';
import type { PracticeDetails } from '../../../../db/schema/practice';
import type { CharacterMood, CharacterRequest } from '../../practice-ai';
import type { ChatTurn } from '../../provider';
import { goalFromDetails } from './goals';
import { isDecline } from './moves';
import { createOfflinePracticeAi } from './offline-practice-ai';
import { ROLE_KINDS, readProfile, type RoleKind } from './roles';

const ai = createOfflinePracticeAi();

describe('the crush ask-out practice, played with the scripts', () => {
  const planned = planFor(ai, CRUSH_ASK_OUT.coachMessage);

  test('the scripted practice is the ask-out, found by index and by matches()', async () => {
    const plan = await planned;
    const practice = plan.practices[CRUSH_ASK_OUT.practiceIndex]!;
    expect(goalFromDetails(practice.details)).toBe('invite');
    expect(plan.practices.filter((p) => crushScripts.matches(p.details))).toEqual([practice]);
  });

  test('winning lines: each one scores, progress rises, the last ends it with success at 100', async () => {
    const details = (await planned).practices[1]!.details;
    const run = await play(ai, details, crushScripts.winningLines);
    expect(run.outcome).toBe('succeed');
    expect(run.endedAt).toBe(crushScripts.winningLines.length - 1);
    expect(run.progress).toBe(100);
    const progress = run.turns.map((t) => t.evaluation.progress);
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(run.turns.every((t) => t.evaluation.rating === 'great')).toBe(true);
    // The character says yes, with the plan's details.
    expect(run.turns.at(-1)!.reply).toMatch(/coffee/);
    expect(run.mood).toBe('delighted');
  });

  test('losing lines: a vague ask, then pushing after the "maybe" ends it', async () => {
    const details = (await planned).practices[1]!.details;
    const run = await play(ai, details, crushScripts.losingLines);
    expect(run.outcome).toBe('failed');
    expect(run.endedAt).toBe(crushScripts.losingLines.length - 1);
    expect(isDecline(run.turns[0]!.reply)).toBe(true); // the character hesitated first
    const last = run.turns.at(-1)!;
    expect(last.evaluation).toMatchObject({ rating: 'risky', characterEnds: true });
    expect(last.evaluation.failureReason).toContain('kept pushing');
    expect(last.reply.length).toBeGreaterThan(5);
  });

  test('neutral lines end no practice of the plan', async () => {
    expect(crushScripts.neutralLines.length).toBeGreaterThanOrEqual(6);
    for (const practice of (await planned).practices) {
      const run = await play(ai, practice.details, crushScripts.neutralLines);
      expect(run.outcome).toBe('continue');
      expect(run.progress).toBeLessThan(100);
    }
  });
});

describe('the ex apology practice, played with the scripts', () => {
  const planned = planFor(ai, EX_REPAIR.coachMessage);

  test('wins: apology, listening, then a low-pressure next step', async () => {
    const plan = await planned;
    const details = plan.practices[EX_REPAIR.practiceIndex]!.details;
    expect(exScripts.matches(details)).toBe(true);
    const run = await play(ai, details, exScripts.winningLines);
    expect(run).toMatchObject({ outcome: 'succeed', endedAt: 2, progress: 100 });
  });

  test('loses: blaming twice', async () => {
    const details = (await planned).practices[0]!.details;
    const run = await play(ai, details, exScripts.losingLines);
    expect(run).toMatchObject({ outcome: 'failed', endedAt: 1 });
    expect(run.turns[0]!.evaluation.rating).toBe('risky');
    expect(run.turns.at(-1)!.evaluation.failureReason).toContain('blamed');
  });

  test('neutral lines never end it', async () => {
    const run = await play(ai, (await planned).practices[0]!.details, exScripts.neutralLines);
    expect(run.outcome).toBe('continue');
  });
});

describe('every planned practice is winnable in 3–6 good lines and losable in 1–2 bad ones', () => {
  const messages = [
    'I want to practise asking my crush out',
    'I need to apologise to my ex',
    'I miss my ex and want to reconnect',
    'asking my boss for a raise',
    'a job interview',
    'an angry customer',
    "talking to my teen's teacher",
    "I'm a teacher and need to talk to a parent of my student",
    'second date with Alex',
    'my neighbour Gary keeps parking across my drive',
    'I matched with someone on Hinge',
    'my best friend and I drifted apart',
    'I had a fight with my girlfriend Sam',
    "I'm interviewing candidates for a data analyst role",
    'I need more time on a deadline from my manager',
    'my coworker keeps taking credit for my work',
    'I argued with my mom',
    'someone left a mean comment on my post',
  ];
  for (const message of messages) {
    test(message, async () => {
      for (const practice of (await planFor(ai, message)).practices) {
        const script = scriptFor(practice.details);
        expect(script.winningLines.length).toBeGreaterThanOrEqual(3);
        expect(script.winningLines.length).toBeLessThanOrEqual(6);
        expect(script.losingLines.length).toBeLessThanOrEqual(2);
        const win = await play(ai, practice.details, script.winningLines);
        expect({ practice: practice.name, outcome: win.outcome, at: win.endedAt }).toEqual({ practice: practice.name, outcome: 'succeed', at: script.winningLines.length - 1 });
        const lose = await play(ai, practice.details, script.losingLines);
        expect({ practice: practice.name, outcome: lose.outcome, at: lose.endedAt }).toEqual({ practice: practice.name, outcome: 'failed', at: script.losingLines.length - 1 });
        const neutral = await play(ai, practice.details, script.neutralLines);
        expect({ practice: practice.name, outcome: neutral.outcome }).toEqual({ practice: practice.name, outcome: 'continue' });
      }
    });
  }
});

describe('characters', () => {
  const character = (details: PracticeDetails, history: ChatTurn[], beat: CharacterRequest['beat'], mood: CharacterMood = 'neutral', persona: string | null = null) =>
    textOf(ai.streamCharacter({ details, persona, history, mood, beat }, new AbortController().signal));

  const detailsFor = (role: RoleKind): PracticeDetails => ({
    title: 'Practice',
    scenario: 'A conversation.',
    success_condition: '',
    failure_condition: '',
    you_will_learn: [],
    simulated_role: {
      crush: 'Your crush',
      ex: 'Your ex',
      date: 'Your date',
      match: 'Your new match',
      partner: 'Your girlfriend',
      friend: 'Your friend',
      boss: 'Your manager',
      colleague: 'Your colleague',
      interviewer: 'The interviewer',
      candidate: 'The candidate',
      customer: 'The customer',
      parent: "A student's parent",
      teacher: "Your son's teacher",
      family: 'Your mom',
      commenter: 'The commenter',
      landlord: 'Your landlord',
      neighbour: 'Your neighbour',
      service: "The airline's customer service",
      acquaintance: 'Someone',
    }[role],
  });

  for (const role of ROLE_KINDS) {
    test(`${role}: opening, a reply, a yes and a goodbye`, async () => {
      const details = detailsFor(role);
      expect(readProfile(details).role).toBe(role);
      const opening = await character(details, [], 'opening');
      expect(opening.length).toBeGreaterThan(2);
      const history: ChatTurn[] = [{ role: 'assistant', text: opening }, { role: 'user', text: 'How has your week been?' }];
      const reply = await character(details, history, 'continue');
      expect(reply.length).toBeGreaterThan(1);
      expect(reply).not.toBe(opening);
      const yes = await character(details, history, 'succeed', 'delighted');
      const bye = await character(details, [...history, { role: 'assistant', text: reply }, { role: 'user', text: "You're so stupid" }], 'failed', 'hurt');
      expect(yes).not.toBe(bye);
      expect(bye).not.toMatch(/stupid|idiot|hate you/i);
    });
  }

  test('streams small deltas and honours the abort signal', async () => {
    const details = detailsFor('interviewer');
    const deltas: string[] = [];
    for await (const c of ai.streamCharacter({ details, persona: null, history: [], mood: 'neutral', beat: 'opening' }, new AbortController().signal)) {
      if (c.type === 'text') deltas.push(c.delta);
    }
    expect(deltas.length).toBeGreaterThan(5);
    const controller = new AbortController();
    controller.abort();
    const none: unknown[] = [];
    for await (const c of ai.streamCharacter({ details, persona: null, history: [], mood: 'neutral', beat: 'opening' }, controller.signal)) none.push(c);
    expect(none).toEqual([]);
  });

  test('the persona gives the name and the role when the details are thin (simulator chats)', async () => {
    const details: PracticeDetails = { title: '', scenario: '', success_condition: '', failure_condition: '', you_will_learn: [], simulated_role: 'Your Ex' };
    expect(readProfile(details, "Her name is Jordan. We broke up in March.")).toMatchObject({ role: 'ex', name: 'Jordan' });
    const line = await character(details, [], 'opening', 'guarded', 'Her name is Jordan.');
    expect(line.length).toBeGreaterThan(3);
  });

  test('in a simulator chat (continue beats only) the character still says yes when the goal is met', async () => {
    const details: PracticeDetails = { title: 'Your Crush', scenario: 'Her name is Jordan. She loves pottery.', success_condition: '', failure_condition: '', you_will_learn: [], simulated_role: 'someone I have a crush on' };
    expect(readProfile(details)).toMatchObject({ role: 'crush', name: 'Jordan', context: null });
    const history: ChatTurn[] = [{ role: 'assistant', text: 'hey!' }];
    for (const line of crushScripts.winningLines.slice(0, -1)) {
      history.push({ role: 'user', text: line }, { role: 'assistant', text: await character(details, [...history, { role: 'user', text: line }], 'continue') });
    }
    history.push({ role: 'user', text: crushScripts.winningLines.at(-1)! });
    expect(await character(details, history, 'continue')).toContain('coffee');
  });

  test('initial moods: an ex is guarded, an angry customer cold, a partner on a make-up date neutral', async () => {
    expect(ai.initialMood?.((await planFor(ai, 'I need to apologise to my ex')).practices[0]!.details)).toBe('guarded');
    expect(ai.initialMood?.((await planFor(ai, 'an angry customer')).practices[0]!.details)).toBe('cold');
    const partner = await planFor(ai, 'I had a fight with my girlfriend Sam');
    expect(partner.practices.map((p) => ai.initialMood?.(p.details))).toEqual(['hurt', 'neutral']);
  });

  test('the mood shapes the reply: warm asks back, guarded does not', async () => {
    const details = detailsFor('crush');
    const history: ChatTurn[] = [{ role: 'assistant', text: 'hey!' }, { role: 'user', text: 'I went climbing today, my arms are dead' }];
    const warm = await character(details, history, 'continue', 'warm');
    const guarded = await character(details, history, 'continue', 'guarded');
    expect(warm).toContain('?');
    expect(guarded).not.toContain('?');
  });

  test('the reinvite practice: the first ask is declined with the day, the second accepted with the new plan', async () => {
    const details = (await planFor(ai, 'I want to practise asking my crush out')).practices[2]!.details;
    const run = await play(ai, details, scriptFor(details).winningLines);
    expect(run.turns[1]!.reply.toLowerCase()).toContain('friday');
    expect(isDecline(run.turns[1]!.reply)).toBe(true);
    expect(run.turns[2]!.reply.toLowerCase()).toContain('brunch');
  });

  test('varied: different chats get different lines; the same chat gets the same line', async () => {
    const details = detailsFor('crush');
    const replies = new Set<string>();
    for (const q of ['How was your day?', 'What are you up to tonight?', 'How did the exam go?', 'What music are you into?', 'Any plans for the weekend?']) {
      replies.add(await character(details, [{ role: 'assistant', text: 'hey!' }, { role: 'user', text: q }], 'continue'));
    }
    expect(replies.size).toBeGreaterThanOrEqual(3);
    const history: ChatTurn[] = [{ role: 'assistant', text: 'hey!' }, { role: 'user', text: 'How was your day?' }];
    expect(await character(details, history, 'continue')).toBe(await character(details, history, 'continue'));
  });

  test('the character does not repeat itself within a chat', async () => {
    const details = (await planFor(ai, 'an angry customer')).practices[0]!.details;
    const run = await play(ai, details, ['I understand.', 'I understand, really.', 'Can you tell me more?', 'Which item did you order?']);
    const replies = run.turns.map((t) => t.reply);
    expect(new Set(replies).size).toBe(replies.length);
  });
});
