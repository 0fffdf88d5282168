import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AgentCapability, GuideSegment } from '../../shared/schemas/agent';
import { createdAt } from './columns';

export const agents = pgTable(
  'agents',
  {
    id: uuid('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    capabilities: jsonb('capabilities').$type<AgentCapability[] | null>(),
    guide: jsonb('guide').$type<GuideSegment[]>().notNull().default([]),
    imageBgColor: text('image_bg_color'),
    imageTextColor: text('image_text_color'),
    simulatorName: text('simulator_name'),
    simulatorDescription: text('simulator_description'),
    alias: text('alias'),
    removed: boolean('removed').notNull().default(false),
    isDefault: boolean('is_default').notNull().default(false),
    sortOrder: integer('sort_order').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('agents_slug_key').on(t.slug)],
);

/** A simulated person an agent can play (SPEC §3 Simulator). */
export const simulators = pgTable(
  'simulators',
  {
    id: uuid('id').primaryKey(),
    agentId: uuid('agent_id')
      .notNull()
      .references(() => agents.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    firstPrompt: text('first_prompt').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('simulators_agent_idx').on(t.agentId)],
);

