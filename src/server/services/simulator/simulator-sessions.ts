import { and, desc, eq } from 'drizzle-orm';
import { pathTailId } from '../branches';
import { chatSessions, messages, simulatorSessions } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import type { ListMessagesInput, Message } from '../../../shared/schemas/message';
import type { SimulatorSession } from '../../../shared/schemas/simulator';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { toMessageDto } from '../messages';
import { listMessages, type MessageList } from '../message-list';
import { deleteChat } from '../replies/control';
import { launchReply } from '../replies/launch-reply';
import { messageText } from '../replies/build-request';
import { startWelcome, type WelcomeReply } from '../replies/welcome';
import { getOwnedSession, touchSession } from '../sessions';
import { setupQuestion } from './setup-texts';
import { getSimulator, personaLabelOf, toSimulatorDto } from './simulators';

type SimSessionRow = typeof simulatorSessions.$inferSelect;

/** The persona text keeps the user's own words, bounded (it goes into every character prompt). */
const PERSONA_MAX_CHARS = 2000;

async function toDto(db: Executor, row: SimSessionRow): Promise<SimulatorSession> {
  const { simulator, agent } = await getSimulator(db, row.simulatorId);
  return {
    id: row.id,
    name: row.name,
    simulator_id: row.simulatorId,
    normal_session_id: row.normalSessionId,
    chat_session_id: row.chatSessionId,
    status: row.status,
    summary: row.summary,
    persona: row.persona,
    simulator: toSimulatorDto(simulator, agent),
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

async function getOwnedSimSession(db: Executor, userId: string, id: string): Promise<SimSessionRow> {
  const [row] = await db
    .select()
    .from(simulatorSessions)
    .where(and(eq(simulatorSessions.id, id), eq(simulatorSessions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('simulator.session_not_found');
  return row;
}

/** A simulator chat takes lines only while its simulation is open. */
export async function assertSimulationOpen(db: Executor, userId: string, chatSessionId: string): Promise<void> {
  const [row] = await db
    .select({ status: simulatorSessions.status })
    .from(simulatorSessions)
    .where(and(eq(simulatorSessions.chatSessionId, chatSessionId), eq(simulatorSessions.userId, userId)))
    .limit(1);
  if (!row) throw new AppError('simulator.session_not_found');
  if (row.status !== 'open') throw new AppError('simulator.session_closed');
}

/** The simulator must belong to the advisor of the chat it is used in. */
async function advisorChatFor(deps: Deps, userId: string, normalSessionId: string, simulatorId: string) {
  const chat = await getOwnedSession(deps.db, userId, normalSessionId);
  const sim = await getSimulator(deps.db, simulatorId);
  if (chat.type !== 'normal' || chat.agentId !== sim.agent.id) throw new AppError('simulator.not_available');
  return { chat, ...sim };
}

/**
 * POST /api/simulator/prepare/{id}: the advisor starts the setup in its chat — a `start` message
 * asking who the person is. The user's answers (sent with used_capabilities ['simulator']) are
 * answered with `collection` (one more question) or `ready`.
 */
export async function prepareSimulator(deps: Deps, actor: Actor | null, simulatorId: string, normalSessionId: string): Promise<Message> {
  const { user } = requireActor(actor);
  const { chat, simulator, agent } = await advisorChatFor(deps, user.id, normalSessionId, simulatorId);
  const now = deps.clock.now();
  const label = personaLabelOf(agent.slug) ?? simulator.name;
  const row = await deps.db.transaction(async (tx) => {
    const [inserted] = await tx
      .insert(messages)
      .values({
        sessionId: chat.id,
        userId: user.id,
        parentId: await pathTailId(tx, chat.id),
        role: 'assistant',
        status: 'completed',
        items: [
          { id: crypto.randomUUID(), type: 'text', content: setupQuestion(label) },
          { id: crypto.randomUUID(), type: 'simulator', content: { simulator_id: simulator.id, name: simulator.name, persona_label: label } },
        ],
        extraData: { simulator_setup_message_type: 'start' },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touchSession(tx, chat.id, now, null, 1);
    return inserted!;
  });
  return toMessageDto(row);
}

/** POST /api/simulator/session: the AI starts playing the person described since the last `start`. */
export async function createSimulatorSession(
  deps: Deps,
  actor: Actor | null,
  input: { simulator_id: string; normal_session_id: string },
): Promise<SimulatorSession> {
  const { user } = requireActor(actor);
  const { chat, simulator, agent } = await advisorChatFor(deps, user.id, input.normal_session_id, input.simulator_id);
  const persona = await collectedPersona(deps.db, chat.id);
  const now = deps.clock.now();
  const row = await deps.db.transaction(async (tx) => {
    // One open simulation per advisor chat: a new one closes the previous.
    await tx
      .update(simulatorSessions)
      .set({ status: 'closed', updatedAt: now })
      .where(and(eq(simulatorSessions.normalSessionId, chat.id), eq(simulatorSessions.status, 'open')));
    const [simChat] = await tx
      .insert(chatSessions)
      .values({ userId: user.id, agentId: agent.id, type: 'simulator', name: simulator.name, createdAt: now, updatedAt: now })
      .returning();
    const [inserted] = await tx
      .insert(simulatorSessions)
      .values({
        userId: user.id,
        simulatorId: simulator.id,
        normalSessionId: chat.id,
        chatSessionId: simChat!.id,
        name: simulator.name,
        persona,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return inserted!;
  });
  return toDto(deps.db, row);
}

/** What the user told the advisor about the person: their lines after the latest `start`. */
async function collectedPersona(db: Executor, normalSessionId: string): Promise<string | null> {
  const rows = await db.select().from(messages).where(and(eq(messages.sessionId, normalSessionId), eq(messages.onPath, true))).orderBy(desc(messages.seq)).limit(40);
  const answers: string[] = [];
  for (const m of rows) {
    if (m.extraData.simulator_setup_message_type === 'start') break;
    if (m.role === 'user') answers.unshift(messageText(m.items));
  }
  const text = answers.filter(Boolean).join('\n').slice(0, PERSONA_MAX_CHARS).trim();
  return text || null;
}

export async function getSimulatorSession(deps: Deps, actor: Actor | null, id: string): Promise<SimulatorSession> {
  const { user } = requireActor(actor);
  return toDto(deps.db, await getOwnedSimSession(deps.db, user.id, id));
}

/** GET /api/simulator/{simId}/session/{sessionId}/message: the simulated chat's messages. */
export async function listSimulatorMessages(
  deps: Deps,
  actor: Actor | null,
  simulatorId: string,
  simSessionId: string,
  input: ListMessagesInput,
): Promise<MessageList> {
  const { user } = requireActor(actor);
  const row = await getOwnedSimSession(deps.db, user.id, simSessionId);
  if (row.simulatorId !== simulatorId || !row.chatSessionId) throw new AppError('simulator.session_not_found');
  return listMessages(deps, actor, row.chatSessionId, input);
}

/** POST /api/simulator/welcome-message/{id}: the simulated person's first line (kind welcome). */
export async function simulatorWelcome(deps: Deps, actor: Actor | null, simSessionId: string): Promise<WelcomeReply> {
  const a = requireActor(actor);
  const row = await getOwnedSimSession(deps.db, a.user.id, simSessionId);
  if (row.status !== 'open' || !row.chatSessionId) throw new AppError('simulator.session_closed');
  const chat = await getOwnedSession(deps.db, a.user.id, row.chatSessionId);
  return startWelcome(deps, a, chat, { simulator_setup_message_type: 'welcome' });
}

/** PUT /api/simulator/session/{id}/close: ends the simulation without a hand-back. */
export async function closeSimulatorSession(deps: Deps, actor: Actor | null, simSessionId: string): Promise<SimulatorSession> {
  const { user } = requireActor(actor);
  await getOwnedSimSession(deps.db, user.id, simSessionId);
  const [row] = await deps.db
    .update(simulatorSessions)
    .set({ status: 'closed', updatedAt: deps.clock.now() })
    .where(eq(simulatorSessions.id, simSessionId))
    .returning();
  return toDto(deps.db, row!);
}

/**
 * PUT /api/simulator/session/{id}/close/summary: closes the simulation and the advisor hands back
 * in its own chat with a streamed `summary` message (what went well, what to try next).
 */
export async function closeWithSummary(deps: Deps, actor: Actor | null, simSessionId: string): Promise<WelcomeReply> {
  const a = requireActor(actor);
  const sim = await getOwnedSimSession(deps.db, a.user.id, simSessionId);
  const chat = await getOwnedSession(deps.db, a.user.id, sim.normalSessionId);
  const now = deps.clock.now();
  const reply = await deps.db.transaction(async (tx) => {
    await tx.update(simulatorSessions).set({ status: 'closed', updatedAt: now }).where(eq(simulatorSessions.id, sim.id));
    const [row] = await tx
      .insert(messages)
      .values({
        sessionId: chat.id,
        userId: a.user.id,
        parentId: await pathTailId(tx, chat.id),
        role: 'assistant',
        status: 'thinking',
        items: [{ id: crypto.randomUUID(), type: 'simulator_session', content: { simulator_session_id: sim.id, name: sim.name } }],
        extraData: { simulator_setup_message_type: 'summary' },
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    await touchSession(tx, chat.id, now, null, 1);
    return row!;
  });
  await launchReply(deps, a, chat, reply, null);
  return { sessionId: chat.id, messageId: reply.id };
}

/** DELETE /api/simulator/{id}: removes a simulation and its chat. */
export async function deleteSimulatorSession(deps: Deps, actor: Actor | null, simSessionId: string): Promise<{ ok: true }> {
  const { user } = requireActor(actor);
  const row = await getOwnedSimSession(deps.db, user.id, simSessionId);
  if (row.chatSessionId) await deleteChat(deps, actor, row.chatSessionId).catch(() => undefined);
  await deps.db.delete(simulatorSessions).where(eq(simulatorSessions.id, row.id));
  return { ok: true };
}

/** The open simulation of a simulator chat, for its generation (persona and who is played). */
export async function simulationOfChat(db: Executor, userId: string, chatSessionId: string): Promise<SimSessionRow | null> {
  const [row] = await db
    .select()
    .from(simulatorSessions)
    .where(and(eq(simulatorSessions.chatSessionId, chatSessionId), eq(simulatorSessions.userId, userId)))
    .limit(1);
  return row ?? null;
}

/** The simulation a summary reply in an advisor chat hands back from. */
export async function latestClosedSimulation(db: Executor, normalSessionId: string): Promise<SimSessionRow | null> {
  const [row] = await db
    .select()
    .from(simulatorSessions)
    .where(eq(simulatorSessions.normalSessionId, normalSessionId))
    .orderBy(desc(simulatorSessions.updatedAt))
    .limit(1);
  return row ?? null;
}
