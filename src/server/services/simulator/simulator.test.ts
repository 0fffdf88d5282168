import { afterAll, beforeAll, describe, expect, test } from 'bun:test';
import { collect, newActor, newChat, text, textOf } from '../../../../tests/helpers/chat';
import { createScriptedPracticeAi } from '../../../../tests/helpers/scripted-practice-ai';
import { createTestDeps, type TestDeps } from '../../../../tests/helpers/test-deps';
import type { ReplyEvent } from '../../../shared/stream';
import type { Actor } from '../actor';
import { listMessages } from '../message-list';
import { followReply } from '../replies/control';
import { sendMessage } from '../replies/send-message';
import {
  closeSimulatorSession,
  closeWithSummary,
  createSimulatorSession,
  deleteSimulatorSession,
  listSimulatorMessages,
  prepareSimulator,
  simulatorWelcome,
} from './simulator-sessions';
import { listSimulatorsOfAgent } from './simulators';

let t: TestDeps;

beforeAll(async () => {
  t = await createTestDeps({ practiceAi: createScriptedPracticeAi() });
});
afterAll(() => t.close());

const signal = () => new AbortController().signal;
const follow = async (actor: Actor, r: { sessionId: string; messageId: string }): Promise<ReplyEvent[]> =>
  collect(await followReply(t.deps, actor, r.sessionId, r.messageId, 0, signal()));
const answer = async (actor: Actor, sessionId: string, line: string) => {
  const sent = await sendMessage(t.deps, actor, sessionId, { ...text(line), used_capabilities: ['simulator'] });
  return collect(sent.stream!.follow(0, signal()));
};

async function crushSimulator(actor: Actor) {
  const chat = await newChat(t.deps, actor, 'love-signals-detector');
  const [simulator] = await listSimulatorsOfAgent(t.deps, actor, 'love-signals-detector');
  return { chat, simulator: simulator! };
}

describe('the simulator capability of advisor chats', () => {
  test('only simulator agents have simulators, each with its SPEC persona label', async () => {
    const actor = await newActor(t.deps);
    const sims = await listSimulatorsOfAgent(t.deps, actor, 'love-signals-detector');
    expect(sims.map((s) => [s.name, s.persona_label])).toEqual([['Your Crush', 'someone I have a crush on']]);
    expect(await listSimulatorsOfAgent(t.deps, actor, 'message-decoder')).toEqual([]);
    await expect(listSimulatorsOfAgent(t.deps, actor, 'nope')).rejects.toMatchObject({ code: 'agent.not_found' });
  });

  test('setup: start → collection → ready, then the AI plays the person, then the advisor hands back', async () => {
    const actor = await newActor(t.deps);
    const { chat, simulator } = await crushSimulator(actor);
    const start = await prepareSimulator(t.deps, actor, simulator.id, chat.id);
    expect(start.extra_data.simulator_setup_message_type).toBe('start');
    expect(start.items.find((i) => i.type === 'text')?.content).toContain('someone you have a crush on');

    const short = await answer(actor, chat.id, 'Maya');
    const shortEnd = short.at(-1)!;
    if (shortEnd.data.type !== 'completed') throw new Error('not completed');
    expect(shortEnd.data.content.message.extra_data.simulator_setup_message_type).toBe('collection');
    const ready = await answer(actor, chat.id, 'We sit together in chemistry, she texts short and teases a lot');
    const readyEnd = ready.at(-1)!;
    if (readyEnd.data.type !== 'completed') throw new Error('not completed');
    expect(readyEnd.data.content.message.extra_data.simulator_setup_message_type).toBe('ready');

    const sim = await createSimulatorSession(t.deps, actor, { simulator_id: simulator.id, normal_session_id: chat.id });
    expect(sim).toMatchObject({ status: 'open', normal_session_id: chat.id });
    expect(sim.persona).toContain('Maya');
    expect(sim.persona).toContain('chemistry');
    const listed = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 });
    expect(listed.active_simulator_session?.id).toBe(sim.id);

    const hello = await follow(actor, await simulatorWelcome(t.deps, actor, sim.id));
    expect(textOf(hello)).toBe('Hey, what is up?');
    expect(hello.at(-1)!.data.extra_data.simulator_setup_message_type).toBe('welcome');
    const reply = await collect((await sendMessage(t.deps, actor, sim.chat_session_id!, text('hey you'))).stream!.follow(0, signal()));
    expect(textOf(reply)).toBe('Oh, tell me more.');
    const simMessages = await listSimulatorMessages(t.deps, actor, simulator.id, sim.id, { page: 1, page_size: 100 });
    expect(simMessages.items.map((m) => m.role)).toEqual(['assistant', 'user', 'assistant']);

    const summary = await follow(actor, await closeWithSummary(t.deps, actor, sim.id));
    expect(textOf(summary)).toContain('for 3 lines');
    const after = await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 100 });
    expect(after.active_simulator_session).toBeNull();
    expect(after.items.at(-1)!.extra_data.simulator_setup_message_type).toBe('summary');
    await expect(sendMessage(t.deps, actor, sim.chat_session_id!, text('still there?'))).rejects.toMatchObject({ code: 'simulator.session_closed' });
    await expect(simulatorWelcome(t.deps, actor, sim.id)).rejects.toMatchObject({ code: 'simulator.session_closed' });
  });

  test("a simulator belongs to its advisor's chats only, and to its owner only", async () => {
    const actor = await newActor(t.deps);
    const other = await newActor(t.deps);
    const { chat, simulator } = await crushSimulator(actor);
    const plainChat = await newChat(t.deps, actor, 'message-decoder');
    await expect(prepareSimulator(t.deps, actor, simulator.id, plainChat.id)).rejects.toMatchObject({ code: 'simulator.not_available' });
    await expect(prepareSimulator(t.deps, other, simulator.id, chat.id)).rejects.toMatchObject({ code: 'session.not_found' });
    await expect(
      prepareSimulator(t.deps, actor, '00000000-0000-4000-8000-000000000000', chat.id),
    ).rejects.toMatchObject({ code: 'simulator.not_found' });
    const sim = await createSimulatorSession(t.deps, actor, { simulator_id: simulator.id, normal_session_id: chat.id });
    await expect(closeSimulatorSession(t.deps, other, sim.id)).rejects.toMatchObject({ code: 'simulator.session_not_found' });
    await expect(deleteSimulatorSession(t.deps, other, sim.id)).rejects.toMatchObject({ code: 'simulator.session_not_found' });
    await expect(listSimulatorMessages(t.deps, other, simulator.id, sim.id, { page: 1, page_size: 10 })).rejects.toMatchObject({
      code: 'simulator.session_not_found',
    });
    await expect(sendMessage(t.deps, other, sim.chat_session_id!, text('hi'))).rejects.toMatchObject({ code: 'session.not_found' });
    // A new simulation closes the open one; deleting removes it and its chat.
    const second = await createSimulatorSession(t.deps, actor, { simulator_id: simulator.id, normal_session_id: chat.id });
    expect((await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 })).active_simulator_session?.id).toBe(second.id);
    await deleteSimulatorSession(t.deps, actor, second.id);
    expect((await listMessages(t.deps, actor, chat.id, { page: 1, page_size: 10 })).active_simulator_session).toBeNull();
  });
});
