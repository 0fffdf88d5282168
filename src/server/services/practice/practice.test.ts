import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { eq } from 'drizzle-orm';
import { messages, practicePlans } from '../../../db/schema';
import { collect, newActor, text, textOf } from '../../../../tests/helpers/chat';
import { createScriptedPracticeAi } from '../../../../tests/helpers/scripted-practice-ai';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { PracticeEvent, ReplyEvent } from '../../../shared/stream';
import type { Actor } from '../actor';
import { followReply } from '../replies/control';
import { sendMessage } from '../replies/send-message';
import { listSessions } from '../sessions';
import { buildUserDto } from '../users';
import { endPracticeEvents } from './end-practice';
import { createEmptyPlan, deletePlan, getPlan, listPlans, planStats, startPlan } from './plans';
import { restartPractice, startPractice } from './practices';
import { getReport } from './reports';
import { coachWelcome, practiceWelcome } from './welcome';

let t: TestDeps;
let ai: ReturnType<typeof createScriptedPracticeAi>;

beforeAll(async () => {
  ai = createScriptedPracticeAi();
  t = await createTestDeps({ practiceAi: ai });
});
afterAll(() => t.close());

const signal = () => new AbortController().signal;

async function follow(actor: Actor, reply: { sessionId: string; messageId: string }): Promise<ReplyEvent[]> {
  return collect(await followReply(t.deps, actor, reply.sessionId, reply.messageId, 0, signal()));
}

async function say(actor: Actor, sessionId: string, line: string): Promise<ReplyEvent[]> {
  const sent = await sendMessage(t.deps, actor, sessionId, text(line));
  return collect(sent.stream!.follow(0, signal()));
}

async function endEvents(actor: Actor, planId: string, practiceId: string): Promise<PracticeEvent[]> {
  const out: PracticeEvent[] = [];
  for await (const e of endPracticeEvents(t.deps, actor, planId, practiceId)) out.push(e);
  return out;
}

/** A plan built by the coach, ready to start. */
async function builtPlan(actor: Actor) {
  const plan = await createEmptyPlan(t.deps, actor);
  await follow(actor, await coachWelcome(t.deps, actor, plan.id));
  const events = await say(actor, plan.coach.session.id, 'I want to practise asking my crush out');
  return { plan: await getPlan(t.deps, actor, plan.id), events };
}

async function startedPractice(actor: Actor) {
  const { plan } = await builtPlan(actor);
  const practice = await startPractice(t.deps, actor, plan.id, plan.practices[0]!.id);
  await follow(actor, await practiceWelcome(t.deps, actor, plan.id, practice.id));
  return { plan, practice, chatId: practice.session!.id };
}

describe('practice plans and the coach', () => {
  test('create-empty gives a preparing plan with its coach chat; the welcome streams once', async () => {
    const actor = await newActor(t.deps);
    const plan = await createEmptyPlan(t.deps, actor);
    expect(plan.status).toBe('preparing');
    expect(plan.practices).toEqual([]);
    const first = await coachWelcome(t.deps, actor, plan.id);
    const events = await follow(actor, first);
    expect(events[0]!.data.type).toBe('start');
    expect(events.at(-1)!.event).toBe('end');
    expect(textOf(events)).toContain('What conversation');
    // Asking again (a reload) answers the same welcome, never a second one.
    const again = await coachWelcome(t.deps, actor, plan.id);
    expect(again.messageId).toBe(first.messageId);
    const stored = await t.deps.db.select().from(messages).where(eq(messages.sessionId, plan.coach.session.id));
    expect(stored).toHaveLength(1);
    // Coach and practice chats stay out of the advisor chat history.
    expect((await listSessions(t.deps, actor, { offset: 0, limit: 30 })).items.map((s) => s.id)).not.toContain(plan.coach.session.id);
  });

  test('the coach emits practice_plan_updating before practice_plan_updated, and marks the plan in the chat', async () => {
    const actor = await newActor(t.deps);
    const { plan, events } = await builtPlan(actor);
    const types = events.map((e) => e.data.type);
    expect(types.indexOf('practice_plan_updating')).toBeGreaterThan(0);
    expect(types.indexOf('practice_plan_updated')).toBeGreaterThan(types.indexOf('practice_plan_updating'));
    expect(events.find((e) => e.data.type === 'practice_plan_updating')!.event).toBe('practice_plan_updating');
    const updated = events.find((e) => e.data.type === 'practice_plan_updated')!;
    if (updated.data.type !== 'practice_plan_updated') throw new Error('unreachable');
    expect(updated.data.content.id).toBe(plan.id);
    expect(updated.data.content.practices).toHaveLength(2);
    expect(plan.status).toBe('pending');
    expect(plan.practices.every((p) => p.status === 'pending' && p.details?.success_condition)).toBe(true);
    const final = events.at(-1)!;
    if (final.data.type !== 'completed') throw new Error('no completed');
    expect(final.data.content.message.items.some((i) => i.type === 'practice_plan_created')).toBe(true);
    expect(plan.coach.session.name).toBe(plan.name);
  });

  test('a vague line gets a question and no plan', async () => {
    const actor = await newActor(t.deps);
    const plan = await createEmptyPlan(t.deps, actor);
    const events = await say(actor, plan.coach.session.id, 'hello');
    expect(events.some((e) => e.data.type.startsWith('practice_plan'))).toBe(false);
    expect((await getPlan(t.deps, actor, plan.id)).status).toBe('preparing');
  });

  test('refining before any practice is played replaces the practices in place', async () => {
    const actor = await newActor(t.deps);
    const { plan } = await builtPlan(actor);
    await say(actor, plan.coach.session.id, 'again, but she is shy');
    const refined = await getPlan(t.deps, actor, plan.id);
    expect(refined.name).toContain('v2');
    expect(refined.practices.map((p) => p.name)).toEqual(['Warm up (v2)', 'Ask (v2)']);
  });

  test('refining after a practice was played deprecates the plan and starts a new one on the same coach chat', async () => {
    const actor = await newActor(t.deps);
    const { plan } = await startedPractice(actor);
    const events = await say(actor, plan.coach.session.id, 'again, make it harder');
    const updated = events.find((e) => e.data.type === 'practice_plan_updated');
    if (updated?.data.type !== 'practice_plan_updated') throw new Error('no plan update');
    expect(updated.data.content.id).not.toBe(plan.id);
    expect(updated.data.content.coach.session.id).toBe(plan.coach.session.id);
    expect((await getPlan(t.deps, actor, plan.id)).status).toBe('deprecated');
    const list = await listPlans(t.deps, actor, { offset: 0, limit: 50 });
    expect(list.items.map((p) => p.status).sort()).toEqual(['deprecated', 'pending']);
  });
});

describe('practices', () => {
  test('start: pending → in_progress with its chat; a second start is ignored; the character opens', async () => {
    const actor = await newActor(t.deps);
    const { plan } = await builtPlan(actor);
    const target = plan.practices[0]!;
    const started = await startPractice(t.deps, actor, plan.id, target.id);
    expect(started.status).toBe('in_progress');
    expect(started.session).not.toBeNull();
    const twice = await startPractice(t.deps, actor, plan.id, target.id);
    expect(twice.session!.id).toBe(started.session!.id);
    const opening = await follow(actor, await practiceWelcome(t.deps, actor, plan.id, target.id));
    expect(textOf(opening)).toBe('Hey, what is up?');
    expect((await getPlan(t.deps, actor, plan.id)).status).toBe('in_progress');
  });

  test('played to success: each line is scored live, then end with succeed and progress 100', async () => {
    const actor = await newActor(t.deps);
    const { plan, practice, chatId } = await startedPractice(actor);
    const first = await say(actor, chatId, 'How was your weekend?');
    const turn = first.find((e) => e.data.type === 'practice_turn');
    if (turn?.data.type !== 'practice_turn') throw new Error('no practice_turn');
    expect(turn.data.content).toMatchObject({ rating: 'ok', progress: 10, delta: 10, practice_id: practice.id });
    const [line] = await t.deps.db.select().from(messages).where(eq(messages.id, turn.data.content.user_message_id));
    expect(line!.extraData.practice_turn).toMatchObject({ rating: 'ok', progress: 10 });
    const win = await say(actor, chatId, 'WIN: dinner on Friday?');
    const end = win.at(-1)!;
    expect(end.event).toBe('end');
    if (end.data.type !== 'completed') throw new Error('not completed');
    expect(end.data.content.practice).toMatchObject({ status: 'succeed', progress: 100, end_type: 'auto' });
    expect(textOf(win)).toBe('Yes, I would love to!');
    const after = await getPlan(t.deps, actor, plan.id);
    expect(after.is_succeed).toBe(true);
    expect(after.first_succeed_time).not.toBeNull();
    expect(after.status).toBe('succeed');
    expect(await planStats(t.deps, actor)).toEqual({ in_progress: 0, completed: 1 });
    await expect(say(actor, chatId, 'one more?')).rejects.toMatchObject({ code: 'practice.not_active' });
  });

  test('played to auto-failure: the character leaves, the plan records why', async () => {
    const actor = await newActor(t.deps);
    const { plan, chatId } = await startedPractice(actor);
    const lose = await say(actor, chatId, 'LOSE: come on, just say yes');
    const end = lose.at(-1)!;
    if (end.data.type !== 'completed') throw new Error('not completed');
    expect(end.data.content.practice).toMatchObject({ status: 'failed', end_type: 'auto', progress: 0 });
    expect(textOf(lose)).toBe('I have to go. Bye.');
    const after = await getPlan(t.deps, actor, plan.id);
    expect(after).toMatchObject({ status: 'failed', is_succeed: false, failure_reason: 'You pressured them.' });
  });

  test('ended by hand after a short chat: report_skipped, skip_report set, the report is refused', async () => {
    const actor = await newActor(t.deps);
    const { plan, practice, chatId } = await startedPractice(actor);
    await say(actor, chatId, 'hi there');
    const events = await endEvents(actor, plan.id, practice.id);
    expect(events.map((e) => [e.event, e.data.type])).toEqual([
      ['message', 'report_skipped'],
      ['end', 'practice_ended'],
    ]);
    // The fields every stream's data carries (SPEC §3 stream chunk), as in reply streams.
    for (const e of events) {
      expect(e.data).toMatchObject({ message_id: null, session_id: chatId, session_type: 'practice', practice_id: practice.id });
      expect(e.data.extra_data).toEqual({ practice_message_type: e.data.type });
    }
    const ended = events.at(-1)!;
    if (ended.data.type !== 'practice_ended') throw new Error('unreachable');
    expect(ended.data.content.practice).toMatchObject({ status: 'failed', end_type: 'manual', skip_report: true });
    await expect(getReport(t.deps, actor, plan.id, practice.id)).rejects.toMatchObject({ code: 'practice.report_skipped' });
  });

  test('ended by hand after a real chat: the report quotes the lines typed, is stored and served again', async () => {
    const actor = await newActor(t.deps);
    const { plan, practice, chatId } = await startedPractice(actor);
    const lines = ['Hey! How did the exam go?', 'That sounds stressful, what helped?', 'I know a quiet cafe near campus'];
    for (const line of lines) await say(actor, chatId, line);
    const events = await endEvents(actor, plan.id, practice.id);
    expect(events.map((e) => e.data.type)).toEqual(['report', 'practice_ended']);
    const report = events[0]!;
    if (report.data.type !== 'report') throw new Error('unreachable');
    expect(report.data.content.good_response.map((g) => g.your_response)).toEqual(lines);
    const reportsBefore = ai.calls.filter((c) => c === 'report').length;
    const served = await getReport(t.deps, actor, plan.id, practice.id);
    expect(served.good_response.map((g) => g.your_response)).toEqual(lines);
    expect(ai.calls.filter((c) => c === 'report').length).toBe(reportsBefore);
    const plans = await getPlan(t.deps, actor, plan.id);
    expect(plans.practices[0]!.report_card_title).toBe('Ask clearly');
  });

  test('restart: a fresh practice from the same details; the old one stays in history', async () => {
    const actor = await newActor(t.deps);
    const { plan, practice, chatId } = await startedPractice(actor);
    await say(actor, chatId, 'LOSE now');
    const fresh = await restartPractice(t.deps, actor, plan.id, practice.id);
    expect(fresh.id).not.toBe(practice.id);
    expect(fresh).toMatchObject({ status: 'in_progress', restarted_from_id: practice.id, progress: 0 });
    expect(fresh.details).toEqual(practice.details);
    const after = await getPlan(t.deps, actor, plan.id);
    expect(after.practices.map((p) => p.status)).toEqual(['failed', 'in_progress', 'pending']);
    await expect(startPractice(t.deps, actor, plan.id, practice.id)).rejects.toMatchObject({ code: 'practice.already_ended' });
  });

  test('restarting a running practice ends it by hand first', async () => {
    const actor = await newActor(t.deps);
    const { plan, practice } = await startedPractice(actor);
    const fresh = await restartPractice(t.deps, actor, plan.id, practice.id);
    const old = (await getPlan(t.deps, actor, plan.id)).practices.find((p) => p.id === practice.id)!;
    expect(old).toMatchObject({ status: 'failed', end_type: 'manual' });
    expect(fresh.status).toBe('in_progress');
  });

  test('illegal transitions give catalogue errors and change nothing', async () => {
    const actor = await newActor(t.deps);
    const { plan } = await builtPlan(actor);
    const pending = plan.practices[1]!;
    // No chat before start: no welcome, no end, no report.
    await expect(practiceWelcome(t.deps, actor, plan.id, pending.id)).rejects.toMatchObject({ code: 'practice.not_active' });
    await expect(endEvents(actor, plan.id, pending.id)).rejects.toMatchObject({ code: 'practice.not_active' });
    await expect(getReport(t.deps, actor, plan.id, pending.id)).rejects.toMatchObject({ code: 'practice.report_not_ready' });
    const empty = await createEmptyPlan(t.deps, actor);
    await expect(startPlan(t.deps, actor, empty.id)).rejects.toMatchObject({ code: 'practice.plan_empty' });
    expect((await getPlan(t.deps, actor, plan.id)).practices.map((p) => p.status)).toEqual(['pending', 'pending']);
  });

  test('POST plan starts its first ready practice', async () => {
    const actor = await newActor(t.deps);
    const { plan } = await builtPlan(actor);
    const started = await startPlan(t.deps, actor, plan.id);
    expect(started.practices.map((p) => p.status)).toEqual(['in_progress', 'pending']);
    expect((await startPlan(t.deps, actor, plan.id)).practices.map((p) => p.status)).toEqual(['in_progress', 'pending']);
  });
});

describe('the practice limit', () => {
  test('coach and practice lines use send_message_for_practice; welcomes are free; the 11th line of a guest is refused', async () => {
    const actor = await newActor(t.deps);
    const { plan, chatId } = await startedPractice(actor); // 1 coach line, 2 free welcomes
    for (let i = 0; i < 9; i++) await say(actor, chatId, `line ${i}`);
    await expect(say(actor, chatId, 'one too many')).rejects.toMatchObject({ code: 'usage.limit_reached_guest' });
    const user = await buildUserDto(t.deps.db, actor.user, t.deps.clock.now());
    expect(user.usage_limits.send_message_for_practice).toMatchObject({ current_usage: 10, max_usage: 10, can_use: false });
    expect(user.usage_limits.send_message).toMatchObject({ current_usage: 0, can_use: true });
    expect((await getPlan(t.deps, actor, plan.id)).practices[0]!.status).toBe('in_progress');
  });
});

describe('access and lists', () => {
  test("nobody reaches another user's plan, practice, report or practice chat", async () => {
    const owner = await newActor(t.deps);
    const other = await newActor(t.deps);
    const { plan, practice, chatId } = await startedPractice(owner);
    await expect(getPlan(t.deps, other, plan.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    await expect(startPractice(t.deps, other, plan.id, practice.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    await expect(getReport(t.deps, other, plan.id, practice.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    await expect(coachWelcome(t.deps, other, plan.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    await expect(deletePlan(t.deps, other, plan.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    await expect(say(other, chatId, 'hi')).rejects.toMatchObject({ code: 'session.not_found' });
    // A practice id under the wrong plan is not found either.
    const { plan: second } = await builtPlan(owner);
    await expect(startPractice(t.deps, owner, second.id, practice.id)).rejects.toMatchObject({ code: 'practice.not_found' });
    expect((await listPlans(t.deps, other, { offset: 0, limit: 50 })).total).toBe(0);
  });

  test('list filters: default statuses, status list, is_succeed, practice_count_ge; delete hides a plan', async () => {
    const actor = await newActor(t.deps);
    const empty = await createEmptyPlan(t.deps, actor); // preparing: not in the default list
    const { plan: won, chatId } = await startedPractice(actor);
    await say(actor, chatId, 'WIN');
    const { plan: open } = await builtPlan(actor);
    const all = await listPlans(t.deps, actor, { offset: 0, limit: 50 });
    expect(all.items.map((p) => p.id).sort()).toEqual([won.id, open.id].sort());
    expect((await listPlans(t.deps, actor, { offset: 0, limit: 50, status: ['preparing'] })).items.map((p) => p.id)).toEqual([empty.id]);
    expect((await listPlans(t.deps, actor, { offset: 0, limit: 50, is_succeed: true })).items.map((p) => p.id)).toEqual([won.id]);
    expect((await listPlans(t.deps, actor, { offset: 0, limit: 50, practice_count_ge: 1, status: ['preparing', 'pending', 'succeed'] })).total).toBe(2);
    expect((await listPlans(t.deps, actor, { offset: 0, limit: 1 })).items).toHaveLength(1);
    await deletePlan(t.deps, actor, open.id);
    await expect(getPlan(t.deps, actor, open.id)).rejects.toMatchObject({ code: 'practice.plan_not_found' });
    const [row] = await t.deps.db.select().from(practicePlans).where(eq(practicePlans.id, open.id));
    expect(row!.status).toBe('deleted');
  });
});
