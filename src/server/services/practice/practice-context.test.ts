import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { collect, newActor, newChat, text, textOf } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { ReplyEvent } from '../../../shared/stream';
import type { Actor } from '../actor';
import { followReply } from '../replies/control';
import { sendMessage } from '../replies/send-message';
import { createEmptyPlan, getPlan } from './plans';
import { startPractice } from './practices';
import { coachWelcome, practiceWelcome } from './welcome';

/** 'Practice this' carries the advisor chat into the coach; a played plan is never replaced silently. Offline engine, real DB. */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

const signal = () => new AbortController().signal;
const follow = async (actor: Actor, r: { sessionId: string; messageId: string }): Promise<ReplyEvent[]> =>
  collect(await followReply(t.deps, actor, r.sessionId, r.messageId, 0, signal()));
const say = async (actor: Actor, sessionId: string, line: string) => collect((await sendMessage(t.deps, actor, sessionId, text(line))).stream!.follow(0, signal()));

describe("'Practice this' from an advisor chat", () => {
  test('the coach opens with a plan for that chat: its person, its goal, the advice given', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor, 'love-signals-detector');
    await say(actor, chat.id, 'I like my coworker Sam and I want to ask her out for coffee without making it awkward at work');
    const plan = await createEmptyPlan(t.deps, actor, { source: 'chat_love-signals-detector', from_session_id: chat.id });
    const welcome = await follow(actor, await coachWelcome(t.deps, actor, plan.id));
    expect(textOf(welcome)).toContain('I read your chat with the advisor about Sam');
    expect(textOf(welcome)).not.toContain('What conversation do you want to practise');
    const built = await getPlan(t.deps, actor, plan.id);
    expect(built.status).toBe('pending');
    expect(built.name).toBe('Asking Sam out');
    expect(built.practices.map((p) => p.details?.simulated_role)).toContain('Sam, your crush from work');
    expect(built.description).toContain('From your chat');
  });

  test('a whole practice from that plan: Sam from work answers what was asked and keeps what she said', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor, 'love-signals-detector');
    await say(actor, chat.id, 'I like my coworker Sam and I want to ask her out for coffee without making it awkward at work');
    const plan = await createEmptyPlan(t.deps, actor, { source: 'chat_love-signals-detector', from_session_id: chat.id });
    await follow(actor, await coachWelcome(t.deps, actor, plan.id));
    const built = await getPlan(t.deps, actor, plan.id);
    const target = built.practices.find((p) => p.details?.simulated_role === 'Sam, your crush from work')!;
    const practice = await startPractice(t.deps, actor, built.id, target.id);
    await follow(actor, await practiceWelcome(t.deps, actor, built.id, practice.id));
    const chatId = practice.session!.id;
    await say(actor, chatId, 'Hey Sam! How was your weekend?');
    const either = textOf(await say(actor, chatId, 'are you more of a tea or coffee person?'));
    expect(either).toMatch(/\b(?:tea|coffee)\b/);
    const when = textOf(await say(actor, chatId, 'what time do you usually take a break?'));
    expect(when).toMatch(/\d|morning|afternoon|evening|lunch|weekend|saturday|sunday|thursday|not sure yet when/i);
  });

  test("someone else's chat, or a chat that is not an advisor chat, is not found and creates nothing", async () => {
    const actor = await newActor(t.deps);
    const other = await newActor(t.deps);
    const chat = await newChat(t.deps, other, 'love-signals-detector');
    await expect(createEmptyPlan(t.deps, actor, { from_session_id: chat.id })).rejects.toMatchObject({ code: 'session.not_found' });
    const mine = await createEmptyPlan(t.deps, actor);
    await expect(createEmptyPlan(t.deps, actor, { from_session_id: mine.coach.session.id })).rejects.toMatchObject({ code: 'session.not_found' });
  });
});

describe('a new plan never silently replaces one in use', () => {
  test('after a practice was played, a new request gets a new plan, the coach says so, and the old plan keeps its practices', async () => {
    const actor = await newActor(t.deps);
    const plan = await createEmptyPlan(t.deps, actor);
    await follow(actor, await coachWelcome(t.deps, actor, plan.id));
    await say(actor, plan.coach.session.id, 'I want to practise asking Maya from chemistry class out');
    const first = await getPlan(t.deps, actor, plan.id);
    await startPractice(t.deps, actor, first.id, first.practices[0]!.id);
    const events = await say(actor, plan.coach.session.id, 'Actually I need to ask my manager for a raise');
    expect(textOf(events)).toContain("you've already played one practice of “Asking Maya out”");
    expect(textOf(events)).toContain('stay in your practice history');
    const old = await getPlan(t.deps, actor, plan.id);
    expect(old.status).toBe('deprecated');
    expect(old.practices.some((p) => p.status === 'in_progress')).toBe(true);
  });

  test('before anything was played, a refinement changes the plan in place without that warning', async () => {
    const actor = await newActor(t.deps);
    const plan = await createEmptyPlan(t.deps, actor);
    await follow(actor, await coachWelcome(t.deps, actor, plan.id));
    await say(actor, plan.coach.session.id, 'I want to practise asking my crush out');
    const events = await say(actor, plan.coach.session.id, 'Her name is Maya, we are in chemistry class together');
    expect(textOf(events)).not.toContain('Heads up');
    expect((await getPlan(t.deps, actor, plan.id)).status).toBe('pending');
  });
});
