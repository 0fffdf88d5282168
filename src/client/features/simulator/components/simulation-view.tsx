import { Loader, Text } from '@mantine/core';
import { useEffect, type ReactNode } from 'react';
import type { Message } from '../../../../shared/schemas/message';
import { trpc } from '../../../lib/trpc';
import { useSimulatorActions } from '../hooks/use-simulator-actions';
import classes from './simulator.module.css';
import { LightButton } from '../../../components/light-button';

type SimulationViewProps = {
  page: { session: { id: string }; active_simulator_session: { id: string } | null; items: Message[] };
  renderChat: (sessionId: string) => ReactNode;
};

/** Chats whose first line was asked for in this page. */
const welcomed = new Set<string>();

/**
 * An advisor chat with an open simulation (SPEC §2, §3): the simulated person's chat, labelled
 * with who is being played; 'End simulation' closes it and the advisor hands back with a summary.
 */
export function SimulationView({ page, renderChat }: SimulationViewProps) {
  const simId = page.active_simulator_session?.id ?? '';
  const utils = trpc.useUtils();
  const sim = trpc.simulator.session.useQuery({ id: simId }, { enabled: Boolean(simId) });
  const chatId = sim.data?.chat_session_id ?? null;
  const chat = trpc.chat.messages.useQuery({ sessionId: chatId ?? '' }, { enabled: Boolean(chatId) });
  const actions = useSimulatorActions();

  // The simulated person speaks first.
  const empty = chat.data !== undefined && chat.data.items.length === 0;
  useEffect(() => {
    if (!chatId || !empty || welcomed.has(chatId)) return;
    welcomed.add(chatId);
    utils.client.simulator.welcome
      .mutate({ id: simId })
      .then(() => utils.chat.messages.invalidate({ sessionId: chatId }))
      .catch(() => welcomed.delete(chatId));
  }, [chatId, empty, simId, utils]);

  return (
    <div className={classes.simulation} data-testid="simulation" data-simulation-id={simId}>
      <div className={classes.banner}>
        <div style={{ flex: 1, minWidth: 0 }}>
          <Text size="sm" fw={650} truncate="end" data-testid="simulation-name">
            {sim.data?.simulator.name ?? 'Simulation'}
          </Text>
          <Text size="xs" c="dimmed" truncate="end" data-testid="simulation-persona">
            {sim.data?.simulator.persona_label}
          </Text>
        </div>
        <LightButton
          size="compact-sm"
          variant="light"
          color="grape"
          onClick={() => void actions.end(simId, page.session.id)}
          loading={actions.busy}
          data-testid="simulation-end"
        >
          End simulation
        </LightButton>
      </div>
      {actions.error && (
        <Text size="xs" c="red" px="md" pt={4} role="alert">
          {actions.error}
        </Text>
      )}
      <div className={classes.chatBox}>{chatId ? renderChat(chatId) : <Loader type="dots" m="xl" />}</div>
    </div>
  );
}
