import { Anchor, Text } from '@mantine/core';
import { Link } from '../../../lib/router';
import { SIMULATOR_PERSONAS, type ActiveAgentSlug } from '../../../../shared/agent-slugs';
import { trpc } from '../../../lib/trpc';
import { useOneTimeTip } from '../../../lib/use-one-time-tip';
import { parseUiKey, setupPhase } from '../hooks/simulator-setup';
import { SIMULATOR_TIP_KEY, simulatorPrefs, useSimulatorPrefs } from '../hooks/simulator-prefs';
import { useSimulatorActions } from '../hooks/use-simulator-actions';
import classes from './simulator.module.css';
import { LazyTooltip } from '../../../components/lazy-tooltip';
import { LightButton } from '../../../components/light-button';
import { LightSwitch } from '../../../components/light-switch';

/**
 * Where the chat screen's practice shortcut leads (SPEC §2: shown for the simulator agents). From a
 * saved chat it names that chat, so the coach starts from its situation and advice.
 */
export function practiceShortcutUrl(agentSlug: string, sessionId: string | null = null): string {
  const from = sessionId ? `&from=${encodeURIComponent(sessionId)}` : '';
  return `/chat/practice-plan/create?source=${encodeURIComponent(`chat_${agentSlug}`)}${from}`;
}

/**
 * Above the input of a simulator agent's chat (SPEC §2, §3): the simulator switch (its enabling
 * remembered), the one-time tip, the setup step, and the practice shortcut.
 */
export function SimulatorToolbar({ uiKey }: { uiKey: string }) {
  const parsed = parseUiKey(uiKey);
  const page = trpc.chat.messages.useQuery({ sessionId: parsed.sessionId ?? '' }, { enabled: false }).data;
  const agentSlug = parsed.agentSlug ?? page?.session.agent.slug ?? null;
  const persona = agentSlug ? SIMULATOR_PERSONAS[agentSlug as ActiveAgentSlug] : undefined;
  const advisorChat = !parsed.sessionId || page?.session.type === 'normal';
  const simulators = trpc.simulator.ofAgent.useQuery({ agentId: agentSlug ?? '' }, { enabled: Boolean(persona && advisorChat), staleTime: 600_000 });
  const { enabled, tipSeen } = useSimulatorPrefs();
  const actions = useSimulatorActions();
  const shown = Boolean(agentSlug && persona && advisorChat);
  const showTip = useOneTimeTip(SIMULATOR_TIP_KEY, tipSeen, simulatorPrefs.markTipSeen, shown);
  if (!agentSlug || !persona || !advisorChat) return null;

  const simulator = simulators.data?.[0];
  const phase = setupPhase(page?.items ?? []);
  const prepare = () => simulator && void actions.prepare(simulator.id, { sessionId: parsed.sessionId, agentSlug });
  const toggle = (on: boolean) => {
    simulatorPrefs.setEnabled(on);
    simulatorPrefs.markTipSeen();
    if (on && phase === 'none') prepare();
  };

  return (
    <div className={classes.toolbar} data-testid="simulator-toolbar">
      <LazyTooltip
        label={`New: rehearse with the simulator. I'll play ${persona}.`}
        opened={showTip}
        withArrow
        multiline
        w={240}
        position="top-start"
        data-testid="simulator-tip"
      >
        <LightSwitch
          size="sm"
          label="Simulator"
          checked={enabled}
          onChange={(event) => toggle(event.currentTarget.checked)}
          disabled={!simulator}
          data-testid="simulator-toggle"
        />
      </LazyTooltip>
      {enabled && phase === 'none' && (
        <LightButton size="compact-xs" variant="light" color="grape" onClick={prepare} loading={actions.busy} disabled={!simulator} data-testid="simulator-setup">
          Set up
        </LightButton>
      )}
      {enabled && phase === 'collecting' && (
        <Text size="xs" c="dimmed" data-testid="simulator-collecting">
          Tell me about {persona} to set up the simulator.
        </Text>
      )}
      {phase === 'ready' && parsed.sessionId && simulator && (
        <LightButton
          size="compact-xs"
          color="grape"
          onClick={() => void actions.start(simulator.id, parsed.sessionId!)}
          loading={actions.busy}
          data-testid="simulator-start"
        >
          Start simulation
        </LightButton>
      )}
      {actions.error && (
        <Text size="xs" c="red" role="alert">
          {actions.error}
        </Text>
      )}
      <span className={classes.spacer} />
      <Anchor component={Link} to={practiceShortcutUrl(agentSlug, parsed.sessionId ?? null)} size="xs" fw={600} data-testid="practice-shortcut">
        Practice this
      </Anchor>
    </div>
  );
}
