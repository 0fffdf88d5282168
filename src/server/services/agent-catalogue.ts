import { asc, desc } from 'drizzle-orm';
import { agents } from '../../db/schema';
import type { Executor } from '../../db/types';
import type { Agent } from '../../shared/schemas/agent';
import { toAgentDto } from './agents';

interface Loaded {
  /** Selectable agents: retired hidden, default first. */
  list: Agent[];
  /** Every agent (retired included) by id and by slug. */
  byKey: Map<string, Agent>;
}

/**
 * The agent catalogue is seeded at boot and never changes while the app runs, so it is read once
 * per process and served from memory — the busiest public read costs no query.
 */
export class AgentCatalogue {
  private loaded: Promise<Loaded> | null = null;

  constructor(private readonly db: Executor) {}

  load(): Promise<Loaded> {
    this.loaded ??= this.read().catch((err) => {
      this.loaded = null; // a failed read is retried by the next caller
      throw err;
    });
    return this.loaded;
  }

  private async read(): Promise<Loaded> {
    const rows = await this.db.select().from(agents).orderBy(desc(agents.isDefault), asc(agents.sortOrder));
    // Frozen: the same objects are served for the life of the process, so their serialised
    // answers may be cached by identity (REST and tRPC do) and nobody may change them in place.
    const all = rows.map((row) => deepFreeze(toAgentDto(row)));
    const byKey = new Map<string, Agent>();
    for (const agent of all) {
      byKey.set(agent.id, agent);
      byKey.set(agent.slug, agent);
    }
    return { list: Object.freeze(all.filter((a) => !a.removed)) as Agent[], byKey };
  }
}

function deepFreeze<T>(value: T): T {
  if (value && typeof value === 'object' && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFreeze(inner);
    Object.freeze(value);
  }
  return value;
}
