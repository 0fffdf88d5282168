import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import type { PracticeEvent, ReplyEvent } from '../../src/shared/stream';
import { parseSse } from '../helpers/chat';
import { crushScripts } from '../helpers/practice-scripts';
import { listenTestApp } from '../helpers/listen';
import { createTestDeps, type TestDeps } from '../helpers/test-deps';

/**
 * Issue #5 "Done when", over real HTTP with nothing configured (the offline practice engine):
 * create an empty plan, tell the coach "I want to practise asking my crush out", receive a plan
 * with practices, start one, play it to success (end event with succeed, progress 100) and another
 * to a manual end, and read a report that quotes the lines typed.
 */
let t: TestDeps;
let base: string;
let stop: () => Promise<void>;

beforeAll(async () => {
  t = await createTestDeps();
  ({ base, stop } = listenTestApp(t.deps));
});
afterAll(async () => {
  await stop();
  await t.close();
});

async function guest() {
  const res = await fetch(`${base}/api/auth/temporary`, { method: 'POST' }).then((r) => r.json());
  const headers = { authorization: `Bearer ${res.result.token}`, 'content-type': 'application/json' };
  const call = async (method: string, path: string, body?: unknown) => {
    const r = await fetch(base + path, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    return { status: r.status, type: r.headers.get('content-type') ?? '', text: await r.text() };
  };
  const json = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    expect(r.status).toBe(200);
    return JSON.parse(r.text).result;
  };
  const events = async (method: string, path: string, body?: unknown) => {
    const r = await call(method, path, body);
    expect(r.status).toBe(200);
    expect(r.type).toStartWith('text/event-stream');
    const parsed = parseSse(r.text);
    expect(parsed.done).toBe(true);
    return parsed.events as unknown as (ReplyEvent | PracticeEvent)[];
  };
  const say = (sessionId: string, text: string, practiceId?: string) =>
    events('POST', `/api/session/${sessionId}/message`, {
      items: [{ type: 'text', content: text }],
      ...(practiceId ? { session_type: 'practice', active_practice_id: practiceId } : {}),
    }) as Promise<ReplyEvent[]>;
  return { json, events, say, call };
}

const textOf = (events: ReplyEvent[]) => events.map((e) => (e.data.type === 'text' ? e.data.content : '')).join('');

describe('a practice over REST with the offline engine', () => {
  test('plan from the coach → start → success; another → manual end → a report quoting the lines', async () => {
    const g = await guest();
    const empty = await g.json('POST', '/api/practice-plan/create-empty', {});
    expect(empty.status).toBe('preparing');
    const welcome = (await g.events('POST', `/api/practice-plan/${empty.id}/welcome-message`)) as ReplyEvent[];
    expect(textOf(welcome).length).toBeGreaterThan(20);

    const coach = await g.say(empty.coach.session.id, 'I want to practise asking my crush out');
    const types = coach.map((e) => e.data.type);
    expect(types).toContain('practice_plan_updating');
    expect(types.indexOf('practice_plan_updated')).toBeGreaterThan(types.indexOf('practice_plan_updating'));
    const plan = await g.json('GET', `/api/practice-plan/${empty.id}`);
    expect(plan.status).toBe('pending');
    expect(plan.practices.length).toBeGreaterThanOrEqual(1);
    for (const p of plan.practices) {
      expect(p.details.success_condition.length).toBeGreaterThan(10);
      expect(p.details.failure_condition.length).toBeGreaterThan(10);
      expect(p.details.you_will_learn.length).toBeGreaterThan(0);
    }

    // Practice 1: played to success.
    const first = plan.practices.find((p: { details: { simulated_role: string } }) => crushScripts.matches(p.details)) ?? plan.practices[0];
    const started = await g.json('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/start`);
    expect(started.status).toBe('in_progress');
    const opening = (await g.events('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/welcome-message`)) as ReplyEvent[];
    expect(textOf(opening).length).toBeGreaterThan(0);
    let last: ReplyEvent[] = [];
    const progress: number[] = [];
    for (const line of crushScripts.winningLines) {
      last = await g.say(started.session.id, line, first.id);
      const turn = last.find((e) => e.data.type === 'practice_turn');
      if (turn?.data.type !== 'practice_turn') throw new Error('every line is scored');
      progress.push(turn.data.content.progress);
      const end = last.at(-1)!;
      if (end.data.type === 'completed' && end.data.content.practice?.status === 'succeed') break;
    }
    const end = last.at(-1)!;
    expect(end.event).toBe('end');
    if (end.data.type !== 'completed') throw new Error('not completed');
    expect(end.data.content.practice).toMatchObject({ status: 'succeed', progress: 100, end_type: 'auto' });
    expect(progress.at(-1)).toBe(100);

    // Practice 2 (or the first again, restarted): neutral lines, then ended by hand.
    const after = await g.json('GET', `/api/practice-plan/${plan.id}`);
    expect(after).toMatchObject({ is_succeed: true, status: 'succeed' });
    const second = after.practices.find((p: { status: string }) => p.status === 'pending')
      ?? (await g.json('POST', `/api/practice-plan/${plan.id}/practices/${first.id}/restart`));
    const run = second.status === 'in_progress' ? second : await g.json('POST', `/api/practice-plan/${plan.id}/practices/${second.id}/start`);
    const typed = crushScripts.neutralLines.slice(0, 4);
    for (const line of typed) await g.say(run.session.id, line, run.id);
    const ended = (await g.events('POST', `/api/practice-plan/${plan.id}/practices/${run.id}/end`)) as PracticeEvent[];
    expect(ended.map((e) => e.data.type)).toEqual(['report', 'practice_ended']);
    const final = ended.at(-1)!;
    if (final.data.type !== 'practice_ended') throw new Error('unreachable');
    expect(final.event).toBe('end');
    expect(final.data.content.practice).toMatchObject({ status: 'failed', end_type: 'manual', skip_report: false });

    const report = await g.json('GET', `/api/practice-plan/${plan.id}/practices/${run.id}/report`);
    const quoted = [...report.good_response, ...report.bad_response].map((r: { your_response: string }) => r.your_response);
    expect(quoted.length).toBeGreaterThan(0);
    for (const q of quoted) expect(typed).toContain(q);
    expect(report.start_tip.length).toBeGreaterThan(10);
    expect(report.takeaway.length).toBeGreaterThan(0);
    // Served again from storage: the same report.
    expect(await g.json('GET', `/api/practice-plan/${plan.id}/practices/${run.id}/report`)).toEqual(report);
  });

  test('played to auto-failure: the character leaves and the plan records why', async () => {
    const g = await guest();
    const empty = await g.json('POST', '/api/practice-plan/create-empty', {});
    await g.say(empty.coach.session.id, 'I want to practise asking my crush out');
    const plan = await g.json('GET', `/api/practice-plan/${empty.id}`);
    const target = plan.practices.find((p: { details: { simulated_role: string } }) => crushScripts.matches(p.details)) ?? plan.practices[0];
    const run = await g.json('POST', `/api/practice-plan/${plan.id}/practices/${target.id}/start`);
    let last: ReplyEvent[] = [];
    for (const line of crushScripts.losingLines) {
      last = await g.say(run.session.id, line, run.id);
      const end = last.at(-1)!;
      if (end.data.type === 'completed' && end.data.content.practice?.status === 'failed') break;
    }
    const end = last.at(-1)!;
    if (end.data.type !== 'completed') throw new Error('not completed');
    expect(end.data.content.practice).toMatchObject({ status: 'failed', end_type: 'auto' });
    const after = await g.json('GET', `/api/practice-plan/${plan.id}`);
    expect(after.status).toBe('failed');
    expect(after.failure_reason.length).toBeGreaterThan(5);
  });

  test('simulator mode of an advisor chat: setup, the simulated person, the hand-back', async () => {
    const g = await guest();
    const chat = await g.json('POST', '/api/session/agent/love-signals-detector');
    const [simulator] = await g.json('GET', '/api/simulator/agent/love-signals-detector');
    expect(simulator.persona_label).toBe('someone I have a crush on');
    const start = await g.json('POST', `/api/simulator/prepare/${simulator.id}`, { normal_session_id: chat.id });
    expect(start.extra_data.simulator_setup_message_type).toBe('start');
    const answer = await g.events('POST', `/api/session/${chat.id}/message`, {
      items: [{ type: 'text', content: 'Maya from chemistry class, she texts short and teases me a lot' }],
      used_capabilities: ['simulator'],
    });
    const ready = answer.at(-1) as ReplyEvent;
    if (ready.data.type !== 'completed') throw new Error('not completed');
    expect(ready.data.content.message.extra_data.simulator_setup_message_type).toBe('ready');
    const sim = await g.json('POST', '/api/simulator/session', { simulator_id: simulator.id, normal_session_id: chat.id });
    const hello = (await g.events('POST', `/api/simulator/welcome-message/${sim.id}`)) as ReplyEvent[];
    expect(textOf(hello).length).toBeGreaterThan(0);
    const reply = await g.say(sim.chat_session_id, 'hey! how was the chemistry quiz?');
    expect(textOf(reply).length).toBeGreaterThan(0);
    const listed = await g.json('GET', `/api/simulator/${simulator.id}/session/${sim.id}/message`);
    expect(listed.items.map((m: { role: string }) => m.role)).toEqual(['assistant', 'user', 'assistant']);
    const summary = (await g.events('PUT', `/api/simulator/session/${sim.id}/close/summary`)) as ReplyEvent[];
    expect(textOf(summary).length).toBeGreaterThan(40);
    expect(summary.at(-1)!.data.extra_data.simulator_setup_message_type).toBe('summary');
    const advisor = await g.json('GET', `/api/session/${chat.id}/message`);
    expect(advisor.active_simulator_session).toBeNull();
  });
});
