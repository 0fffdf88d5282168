import type { Message } from '../../../../shared/schemas/message';
import { setupPhase } from '../hooks/simulator-setup';
import { simulatorPrefs } from '../hooks/simulator-prefs';
import { setSimulatorEnsureUser } from '../hooks/use-simulator-actions';
import { deferredComponent } from '../../../components/deferred-component';
import { SimulatorComposerToolbar } from './simulator-composer-toolbar';

// Only chats with messages show the label (the message list loads later too), and only a chat
// with an open simulation the view: neither is part of a chat's first load.
const SetupMessageLabel = deferredComponent(() => import('./setup-message-label').then((m) => m.SetupMessageLabel));
const SimulationView = deferredComponent(() => import('./simulation-view').then((m) => m.SimulationView));

type MessagesOf = (sessionId: string) => { items: Message[] } | undefined;

/**
 * The simulator mode of advisor chats as chat plugins (the chat-plugins provider composes it):
 * the toolbar, the persona label on the setup question, the simulation view, and the simulator
 * capability on the user's answers while the advisor collects who the person is.
 */
export function createSimulatorPlugin(messagesOf: MessagesOf, ensureUser?: () => Promise<unknown>) {
  if (ensureUser) setSimulatorEnsureUser(ensureUser);
  return {
    ComposerToolbar: SimulatorComposerToolbar,
    BotMessageExtra: SetupMessageLabel,
    Simulation: SimulationView,
    sendExtras: (sessionId: string) => {
      const page = messagesOf(sessionId);
      return simulatorPrefs.enabled() && page && setupPhase(page.items) === 'collecting' ? { used_capabilities: ['simulator' as const] } : {};
    },
  };
}
