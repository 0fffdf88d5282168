import { eq } from 'drizzle-orm';
import { simulatorSessions } from '../../../db/schema';
import type { PracticeDetails } from '../../../db/schema/practice';
import type { ProviderChunk } from '../../ai/provider';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import type { Actor } from '../actor';
import type { MessageRow } from '../messages';
import { messageText } from '../replies/build-request';
import type { Generation, GenerationContext } from '../replies/generation';
import { loadTranscript, toTurns } from '../practice/transcript';
import { describePerson, toSecondPerson } from '../../ai/offline/practice/persona';
import { collectionQuestion, MIN_PERSONA_WORDS, readyText, wordCount } from './setup-texts';
import { getSimulator, personaLabelOf } from './simulators';
import { latestClosedSimulation, simulationOfChat } from './simulator-sessions';

/** The simulated person's line in a simulator chat (its welcome when there is no user line). */
export async function simulatorGeneration(deps: Deps, actor: Actor, ctx: GenerationContext): Promise<Generation> {
  const sim = await simulationOfChat(deps.db, actor.user.id, ctx.session.id);
  if (!sim) throw new AppError('simulator.session_not_found');
  const { simulator, agent } = await getSimulator(deps.db, sim.simulatorId);
  const label = personaLabelOf(agent.slug) ?? simulator.name;
  // The person the user described (name, relationship) comes before the agent's generic persona.
  const described = describePerson(sim.persona);
  const role = [described.name, described.relation ? `your ${described.relation}` : toSecondPerson(label)].filter(Boolean).join(', ');
  const details: PracticeDetails = {
    title: described.name ?? simulator.name,
    scenario: sim.persona ?? label,
    success_condition: '',
    failure_condition: '',
    you_will_learn: [],
    simulated_role: role,
  };
  const persona = [simulator.firstPrompt, sim.persona ? `What the user said about them: ${sim.persona}` : null].filter(Boolean).join('\n');
  const request = {
    details,
    persona,
    history: toTurns(ctx.history),
    mood: 'neutral' as const,
    beat: ctx.reply.replyToId ? ('continue' as const) : ('opening' as const),
  };
  return { generate: (signal) => deps.practiceAi.streamCharacter(request, signal) };
}

/**
 * In an advisor chat: is this reply part of a simulation's setup or its hand-back? Setup = the
 * user answered with the simulator capability after a `start`/`collection` message.
 */
export async function simulatorSetupGeneration(deps: Deps, ctx: GenerationContext): Promise<Generation | null> {
  if (ctx.reply.extraData.simulator_setup_message_type === 'summary') return summaryGeneration(deps, ctx);
  const userLine = ctx.reply.replyToId ? ctx.history.find((m) => m.id === ctx.reply.replyToId) : undefined;
  if (!userLine?.usedCapabilities.includes('simulator')) return null;
  const answers = answersSinceStart(ctx.history);
  if (!answers) return null;
  const startItem = answers.start.items.find((i) => i.type === 'simulator');
  const fallback = startItem?.type === 'simulator' && typeof startItem.content.name === 'string' ? startItem.content.name : 'them';
  const enough = wordCount(answers.text) >= MIN_PERSONA_WORDS || answers.askedAgain;
  const person = describePerson(answers.text);
  const text = enough ? readyText(person.name ?? (person.relation ? `your ${person.relation}` : fallback)) : collectionQuestion();
  return {
    generate: () => fixedText(text),
    extraData: { ...ctx.reply.extraData, simulator_setup_message_type: enough ? 'ready' : 'collection' },
  };
}

function answersSinceStart(history: readonly MessageRow[]): { start: MessageRow; text: string; askedAgain: boolean } | null {
  const texts: string[] = [];
  let askedAgain = false;
  for (let i = history.length - 1; i >= 0; i--) {
    const m = history[i]!;
    const kind = m.extraData.simulator_setup_message_type;
    if (kind === 'start') return { start: m, text: texts.join(' '), askedAgain };
    if (kind === 'ready' || kind === 'summary' || kind === 'advisor') return null; // setup already done
    if (kind === 'collection') askedAgain = true;
    if (m.role === 'user') texts.unshift(messageText(m.items));
  }
  return null;
}

async function summaryGeneration(deps: Deps, ctx: GenerationContext): Promise<Generation> {
  const sim = await latestClosedSimulation(deps.db, ctx.session.id);
  if (!sim?.chatSessionId) throw new AppError('simulator.session_not_found');
  const { simulator, agent } = await getSimulator(deps.db, sim.simulatorId);
  const { turns } = await loadTranscript(deps.db, sim.chatSessionId);
  const persona = `${simulator.name} (${personaLabelOf(agent.slug) ?? simulator.name})${sim.persona ? `: ${sim.persona}` : ''}`;
  return {
    generate: (signal) => deps.practiceAi.streamSimulatorSummary({ persona, history: turns }, signal),
    afterComplete: async (text) => {
      await deps.db.update(simulatorSessions).set({ summary: text.slice(0, 4000) }).where(eq(simulatorSessions.id, sim.id));
    },
  };
}

/** A fixed line streamed in word-sized pieces, like any other reply. */
async function* fixedText(text: string): AsyncGenerator<ProviderChunk> {
  for (const piece of text.match(/\S+\s*/g) ?? [text]) yield { type: 'text', delta: piece };
}
