import type { Message } from '../../../../shared/schemas/message';

/**
 * Where an advisor chat is in the simulator's setup (SPEC §3 kinds start, collection, ready,
 * summary): the latest setup message decides. `collecting`: the advisor asked about the person and
 * the user's answers carry the simulator capability; `ready`: the simulation can start.
 */
export type SetupPhase = 'none' | 'collecting' | 'ready';

export function setupPhase(messages: readonly Pick<Message, 'extra_data'>[]): SetupPhase {
  for (let i = messages.length - 1; i >= 0; i--) {
    const kind = messages[i]?.extra_data.simulator_setup_message_type;
    if (kind === 'start' || kind === 'collection') return 'collecting';
    if (kind === 'ready') return 'ready';
    if (kind === 'summary' || kind === 'advisor') return 'none';
  }
  return 'none';
}

/** A chat's UI key: its id, or `new:<agent slug>` for a blank chat. */
export function parseUiKey(uiKey: string): { sessionId: string | null; agentSlug: string | null } {
  if (uiKey.startsWith('new:')) return { sessionId: null, agentSlug: uiKey.slice(4) || null };
  return { sessionId: uiKey, agentSlug: null };
}
