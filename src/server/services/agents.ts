import { asc, desc, eq, or } from 'drizzle-orm';
import { agents } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Agent } from '../../shared/schemas/agent';
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
export async function listAgents(db: Executor): Promise<Agent[]> {
  const rows = await db.select().from(agents).where(eq(agents.removed, false)).orderBy(desc(agents.isDefault), asc(agents.sortOrder));
  return rows.map(toAgentDto);
}

/** One agent by id or slug, retired ones included (old chats still name them). */
export async function getAgent(db: Executor, idOrSlug: string): Promise<Agent> {
  const row = await findAgentRow(db, idOrSlug);
  if (!row) throw new AppError('agent.not_found');
  return toAgentDto(row);
}

export async function findAgentRow(db: Executor, idOrSlug: string): Promise<AgentRow | undefined> {
  const where = UUID_RE.test(idOrSlug) ? or(eq(agents.id, idOrSlug), eq(agents.slug, idOrSlug)) : eq(agents.slug, idOrSlug);
  const [row] = await db.select().from(agents).where(where).limit(1);
  return row;
}
