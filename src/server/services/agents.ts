import { eq, or } from 'drizzle-orm';
import { agents } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Agent } from '../../shared/schemas/agent';
import type { Deps } from '../deps';
import { AppError } from '../errors';

type AgentRow = typeof agents.$inferSelect;

const UUID_RE = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export function toAgentDto(a: AgentRow): Agent {
  return {
    id: a.id,
    slug: a.slug,
    name: a.name,
    description: a.description,
    capabilities: a.capabilities,
    created_at: a.createdAt.toISOString(),
    image_url: `/agents/${a.slug}.svg`,
    guide: a.guide,
    removed: a.removed,
    image_bg_color: a.imageBgColor,
    image_text_color: a.imageTextColor,
    simulator_name: a.simulatorName,
    simulator_description: a.simulatorDescription,
    alias: a.alias,
    is_default: a.isDefault,
  };
}

/** Selectable agents: retired ones hidden, the default first. */
export async function listAgents(deps: Pick<Deps, 'agents'>): Promise<Agent[]> {
  return (await deps.agents.load()).list;
}

/** One agent by id or slug, retired ones included (old chats still name them). */
export async function getAgent(deps: Pick<Deps, 'agents'>, idOrSlug: string): Promise<Agent> {
  const agent = (await deps.agents.load()).byKey.get(idOrSlug);
  if (!agent) throw new AppError('agent.not_found');
  return agent;
}

const SLUG_RE = /^[a-z0-9][a-z0-9-]{0,99}$/i;

export async function findAgentRow(db: Executor, idOrSlug: string): Promise<AgentRow | undefined> {
  // Neither an id nor a slug (a NUL byte, spaces, punctuation): no such agent, without a query.
  if (!UUID_RE.test(idOrSlug) && !SLUG_RE.test(idOrSlug)) return undefined;
  const where = UUID_RE.test(idOrSlug) ? or(eq(agents.id, idOrSlug), eq(agents.slug, idOrSlug)) : eq(agents.slug, idOrSlug);
  const [row] = await db.select().from(agents).where(where).limit(1);
  return row;
}
