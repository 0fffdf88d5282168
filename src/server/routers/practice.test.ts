import { afterAll, beforeAll, expect, test } from 'bun:test';
import { createScriptedPracticeAi } from '../../../tests/helpers/scripted-practice-ai';
import { createTestDeps, type TestDeps } from '../../../tests/helpers/test-deps';
import type { PracticeEvent } from '../../shared/stream';
import * as auth from '../services/auth';
import { resolveActor } from '../services/auth-sessions';
import { createContextInner } from '../trpc/context';
import { createCaller } from '../trpc/router';

let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps({ practiceAi: createScriptedPracticeAi() });
});
afterAll(() => t.close());

async function callerForGuest() {
  const { token } = await auth.createGuest(t.deps, { ip: `10.8.0.${Math.floor(Math.random() * 250)}`, userAgent: null });
  const actor = await resolveActor(t.deps.db, token, t.deps.clock.now());
  return createCaller(createContextInner({ deps: t.deps, actor }));
}

/** Waits until a reply started by a mutation has finished (its final state is stored). */
async function settled(caller: Awaited<ReturnType<typeof callerForGuest>>, sessionId: string) {
  for (let i = 0; i < 200; i++) {
    const page = await caller.chat.messages({ sessionId });
    if (page.items.every((m) => m.status === 'completed' || m.status === 'failed')) return page;
    await Bun.sleep(20);
  }
  throw new Error('reply did not finish');
}

test('practice.* procedures are wired to the services, end to end', async () => {
  const caller = await callerForGuest();
  const plan = await caller.practice.createEmpty({});
  const welcome = await caller.practice.welcome({ id: plan.id });
  expect(welcome.sessionId).toBe(plan.coach.session.id);
  await settled(caller, welcome.sessionId);
  await caller.chat.send({ sessionId: plan.coach.session.id, items: [{ type: 'text', content: 'I want to practise asking her out' }] });
  await settled(caller, plan.coach.session.id);
  const built = await caller.practice.get({ id: plan.id });
  expect(built.practices).toHaveLength(2);
  expect((await caller.practice.list({})).items.map((p) => p.id)).toEqual([plan.id]);

  const started = await caller.practice.startPractice({ id: plan.id, practiceId: built.practices[0]!.id });
  await caller.practice.practiceWelcome({ id: plan.id, practiceId: started.id });
  await settled(caller, started.session!.id);
  for (const line of ['one', 'two', 'three']) {
    await caller.chat.send({ sessionId: started.session!.id, items: [{ type: 'text', content: line }], session_type: 'practice', active_practice_id: started.id });
    await settled(caller, started.session!.id);
  }
  const events = [];
  for await (const e of await caller.practice.endPractice({ id: plan.id, practiceId: started.id })) events.push(e);
  // tracked(id, event) envelopes: [id, event].
  expect(events.map((e) => (e as unknown as [string, PracticeEvent])[1].data.type)).toEqual(['report', 'practice_ended']);
  expect(events.map((e) => (e as unknown as [string, PracticeEvent])[0])).toEqual(['1', '2']);
  const report = await caller.practice.report({ id: plan.id, practiceId: started.id });
  expect(report.good_response.map((g) => g.your_response)).toEqual(['one', 'two', 'three']);
  expect(await caller.practice.stats()).toEqual({ in_progress: 0, completed: 0 });
  const restarted = await caller.practice.restartPractice({ id: plan.id, practiceId: started.id });
  expect(restarted.restarted_from_id).toBe(started.id);
  expect((await caller.practice.rename({ id: plan.id, name: 'Asking Maya' })).name).toBe('Asking Maya');
  expect((await caller.practice.start({ id: plan.id })).practices.some((p) => p.status === 'in_progress')).toBe(true);
  expect(await caller.practice.delete({ id: plan.id })).toEqual({ ok: true });
  await expect(caller.practice.get({ id: plan.id })).rejects.toMatchObject({ code: 'NOT_FOUND', cause: { code: 'practice.plan_not_found' } });
});

test('simulator.* procedures are wired to the services', async () => {
  const caller = await callerForGuest();
  const chat = await caller.session.create({ agent_id: 'date-success-coach' });
  const [simulator] = await caller.simulator.ofAgent({ agentId: 'date-success-coach' });
  const start = await caller.simulator.prepare({ simulatorId: simulator!.id, normal_session_id: chat.id });
  expect(start.extra_data.simulator_setup_message_type).toBe('start');
  const sim = await caller.simulator.createSession({ simulator_id: simulator!.id, normal_session_id: chat.id });
  expect((await caller.simulator.session({ id: sim.id })).status).toBe('open');
  await caller.simulator.welcome({ id: sim.id });
  await settled(caller, sim.chat_session_id!);
  expect((await caller.simulator.messages({ simulatorId: simulator!.id, id: sim.id })).items).toHaveLength(1);
  const handBack = await caller.simulator.closeWithSummary({ id: sim.id });
  expect(handBack.sessionId).toBe(chat.id);
  await settled(caller, chat.id);
  expect((await caller.simulator.close({ id: sim.id })).status).toBe('closed');
  expect(await caller.simulator.delete({ id: sim.id })).toEqual({ ok: true });
  await expect(caller.simulator.session({ id: sim.id })).rejects.toMatchObject({ cause: { code: 'simulator.session_not_found' } });
});
