import type { Agent } from '../../../../shared/schemas/agent';

/** The default agent (`is_default`), else the first one. */
export function defaultAgent(agents: readonly Agent[]): Agent | undefined {
  return agents.find((agent) => agent.is_default) ?? agents[0];
}

/**
 * The agent a chat route asks for: by slug (or id) among active agents; an unknown slug falls back
 * to the default agent (SPEC §4). `fallback` tells whether that happened.
 */
export function resolveAgent(
  agents: readonly Agent[],
  slugOrId: string | undefined,
): { agent: Agent | undefined; fallback: boolean } {
  if (slugOrId) {
    const match = agents.find((agent) => !agent.removed && (agent.slug === slugOrId || agent.id === slugOrId));
    if (match) return { agent: match, fallback: false };
  }
  return { agent: defaultAgent(agents), fallback: Boolean(slugOrId) };
}

/** Agents a user can pick besides the default one (removed ones hidden, SPEC §4). */
export function otherAgents(agents: readonly Agent[]): Agent[] {
  const fallback = defaultAgent(agents);
  return agents.filter((agent) => !agent.removed && agent.id !== fallback?.id);
}
