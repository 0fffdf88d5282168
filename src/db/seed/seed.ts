import { sql } from 'drizzle-orm';
import { agents, simulators } from '../schema';
import type { Executor } from '../types';
import { AGENT_CATALOGUE } from './agents-data';
import { SIMULATOR_CATALOGUE } from './simulators-data';

/**
 * Brings the agent and simulator catalogue to the shipped state. Idempotent: rows are keyed by
 * fixed ids and updated in place, so ids referenced by chats never change.
 */
export async function seedCatalogue(db: Executor): Promise<void> {
  await db
    .insert(agents)
    .values(
      AGENT_CATALOGUE.map((a) => ({
        id: a.id,
        slug: a.slug,
        name: a.name,
        description: a.description,
        capabilities: a.capabilities,
        guide: a.guide,
        imageBgColor: a.imageBgColor,
        imageTextColor: a.imageTextColor,
        simulatorName: a.simulatorName,
        simulatorDescription: a.simulatorDescription,
        alias: a.alias,
        removed: a.removed,
        isDefault: a.isDefault,
        sortOrder: a.sortOrder,
      })),
    )
    .onConflictDoUpdate({
      target: agents.id,
      set: {
        slug: sql`excluded.slug`,
        name: sql`excluded.name`,
        description: sql`excluded.description`,
        capabilities: sql`excluded.capabilities`,
        guide: sql`excluded.guide`,
        imageBgColor: sql`excluded.image_bg_color`,
        imageTextColor: sql`excluded.image_text_color`,
        simulatorName: sql`excluded.simulator_name`,
        simulatorDescription: sql`excluded.simulator_description`,
        alias: sql`excluded.alias`,
        removed: sql`excluded.removed`,
        isDefault: sql`excluded.is_default`,
        sortOrder: sql`excluded.sort_order`,
      },
    });

  const agentIdBySlug = new Map(AGENT_CATALOGUE.map((a) => [a.slug, a.id]));
  await db
    .insert(simulators)
    .values(
      SIMULATOR_CATALOGUE.map((s) => {
        const agentId = agentIdBySlug.get(s.agentSlug);
        if (!agentId) throw new Error(`Simulator ${s.name} names unknown agent ${s.agentSlug}`);
        return { id: s.id, agentId, name: s.name, firstPrompt: s.firstPrompt };
      }),
    )
    .onConflictDoUpdate({
      target: simulators.id,
      set: { agentId: sql`excluded.agent_id`, name: sql`excluded.name`, firstPrompt: sql`excluded.first_prompt` },
    });
}
