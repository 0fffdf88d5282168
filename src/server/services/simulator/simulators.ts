import { and, eq } from 'drizzle-orm';
import { agents, simulators } from '../../../db/schema';
import type { Executor } from '../../../db/types';
import { SIMULATOR_PERSONAS, type ActiveAgentSlug } from '../../../shared/agent-slugs';
import type { Simulator } from '../../../shared/schemas/simulator';
import type { Deps } from '../../deps';
import { AppError } from '../../errors';
import { requireActor, type Actor } from '../actor';
import { findAgentRow } from '../agents';

type SimulatorRow = typeof simulators.$inferSelect;
type AgentRow = typeof agents.$inferSelect;

export function personaLabelOf(agentSlug: string): string | null {
  return SIMULATOR_PERSONAS[agentSlug as ActiveAgentSlug] ?? null;
}

export function toSimulatorDto(s: SimulatorRow, a: Pick<AgentRow, 'id' | 'slug' | 'name'>): Simulator {
  return {
    id: s.id,
    name: s.name,
    first_prompt: s.firstPrompt,
    agent_id: s.agentId,
    agent: { id: a.id, slug: a.slug, name: a.name },
    persona_label: personaLabelOf(a.slug) ?? s.name,
  };
}

/** GET /api/simulator/agent/{agentId}: the people an agent can play (none for most agents). */
export async function listSimulatorsOfAgent(deps: Deps, actor: Actor | null, agentIdOrSlug: string): Promise<Simulator[]> {
  requireActor(actor);
  return simulatorsOfAgent(deps, agentIdOrSlug);
}

/**
 * The same list without a session: it is catalogue data, the same for everyone, and a blank
 * chat's toolbar shows it before any guest exists (docs/decisions.md, guest on demand).
 */
export async function simulatorsOfAgent(deps: Deps, agentIdOrSlug: string): Promise<Simulator[]> {
  const agent = await findAgentRow(deps.db, agentIdOrSlug);
  if (!agent) throw new AppError('agent.not_found');
  const rows = await deps.db.select().from(simulators).where(eq(simulators.agentId, agent.id));
  return rows.map((s) => toSimulatorDto(s, agent));
}

export async function getSimulator(db: Executor, simulatorId: string): Promise<{ simulator: SimulatorRow; agent: AgentRow }> {
  const [row] = await db
    .select({ simulator: simulators, agent: agents })
    .from(simulators)
    .innerJoin(agents, eq(agents.id, simulators.agentId))
    .where(and(eq(simulators.id, simulatorId)))
    .limit(1);
  if (!row) throw new AppError('simulator.not_found');
  return row;
}
