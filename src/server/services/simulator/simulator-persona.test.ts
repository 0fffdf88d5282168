import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { collect, newActor, newChat, text, textOf } from '../../../../tests/helpers/chat';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import { OPENINGS } from '../../ai/offline/practice/character-lines';
import type { Actor } from '../actor';
import { followReply } from '../replies/control';
import { sendMessage } from '../replies/send-message';
import { createSimulatorSession, prepareSimulator, simulatorWelcome } from './simulator-sessions';
import { listSimulatorsOfAgent } from './simulators';

/** The simulator plays the person the user described, with the offline engine (no fakes). */
let t: TestDeps;
beforeAll(async () => {
  t = await createTestDeps();
});
afterAll(() => t.close());

const signal = () => new AbortController().signal;
const answer = async (actor: Actor, sessionId: string, line: string) => {
  const sent = await sendMessage(t.deps, actor, sessionId, { ...text(line), used_capabilities: ['simulator'] });
  return collect(sent.stream!.follow(0, signal()));
};
const lines = (table: (typeof OPENINGS)[keyof typeof OPENINGS]) => (table ?? []).map((l) => l({ place: null, interest: null, plan: '', time: null }));

describe('the simulator plays the person described', () => {
  test('Priya, a former best friend, is played as a friend named Priya — not "Your Ex" — and the advisor says "you"', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor, 'relationship-repair-advisor');
    const [simulator] = await listSimulatorsOfAgent(t.deps, actor, 'relationship-repair-advisor');
    const start = await prepareSimulator(t.deps, actor, simulator!.id, chat.id);
    const setup = String(start.items.find((i) => i.type === 'text')?.content ?? '');
    expect(setup).toContain('someone you want to fix a relationship with');
    expect(setup).not.toMatch(/\bsomeone I\b/);

    const ready = await answer(actor, chat.id, 'Priya. She was my best friend until last year, we fell out over a trip. She texts in long paragraphs.');
    expect(textOf(ready)).toContain("I'll play Priya");
    expect(textOf(ready)).not.toMatch(/your ex/i);

    const sim = await createSimulatorSession(t.deps, actor, { simulator_id: simulator!.id, normal_session_id: chat.id });
    const r = await simulatorWelcome(t.deps, actor, sim.id);
    const hello = textOf(await collect(await followReply(t.deps, actor, r.sessionId, r.messageId, 0, signal())));
    expect(lines(OPENINGS.friend)).toContain(hello);
    expect(lines(OPENINGS.ex)).not.toContain(hello);
  });

  test('Leo, a crush, is "Leo" in the ready line', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor, 'love-signals-detector');
    const [simulator] = await listSimulatorsOfAgent(t.deps, actor, 'love-signals-detector');
    await prepareSimulator(t.deps, actor, simulator!.id, chat.id);
    const ready = await answer(actor, chat.id, 'Leo, we met at the climbing gym, he is funny and a bit shy when texting');
    expect(textOf(ready)).toContain("I'll play Leo");
    expect(textOf(ready)).not.toMatch(/your crush/i);
  });
});

describe('the simulator answers as the person described (a whole scripted exchange)', () => {
  test('Leo from the climbing gym answers where he climbs and what he does at weekends from what the user said about him', async () => {
    const actor = await newActor(t.deps);
    const chat = await newChat(t.deps, actor, 'love-signals-detector');
    const [simulator] = await listSimulatorsOfAgent(t.deps, actor, 'love-signals-detector');
    await prepareSimulator(t.deps, actor, simulator!.id, chat.id);
    await answer(actor, chat.id, 'Leo, we met at the climbing gym, he is funny and a bit shy when texting');
    const sim = await createSimulatorSession(t.deps, actor, { simulator_id: simulator!.id, normal_session_id: chat.id });
    const r = await simulatorWelcome(t.deps, actor, sim.id);
    await collect(await followReply(t.deps, actor, r.sessionId, r.messageId, 0, signal()));
    const say = async (line: string) => textOf(await collect((await sendMessage(t.deps, actor, sim.chat_session_id!, text(line))).stream!.follow(0, signal())));
    expect(await say('hey Leo! where do you usually climb?')).toContain('climbing gym');
    expect(await say('what do you like doing on weekends?')).toMatch(/climbing/);
  });
});
