import { SIMULATOR_PERSONAS, type ActiveAgentSlug } from '../../../../shared/agent-slugs';
import { deferredComponent } from '../../../components/deferred-component';
import { trpc } from '../../../lib/trpc';
import { parseUiKey } from '../hooks/simulator-setup';

export function isSimulatorAgent(slug: string | undefined): boolean {
  return Boolean(slug && SIMULATOR_PERSONAS[slug as ActiveAgentSlug]);
}

/**
 * The toolbar's code (the Switch, the setup and start actions) is loaded for the simulator agents'
 * chats only. Their pages preload it (src/server/http/seo/route-chunks.ts) and the app waits for it
 * before its first render (app/router.tsx), so the toolbar the server painted stays in place.
 */
const DeferredSimulatorToolbar = deferredComponent(() => import('./simulator-toolbar').then((m) => m.SimulatorToolbar));

export function preloadSimulatorToolbar(agentSlug: string | undefined): Promise<unknown> | undefined {
  return isSimulatorAgent(agentSlug) ? DeferredSimulatorToolbar.preload() : undefined;
}

/** Above the input: the simulator toolbar in a simulator agent's chat, nothing elsewhere. */
export function SimulatorComposerToolbar({ uiKey }: { uiKey: string }) {
  const parsed = parseUiKey(uiKey);
  const page = trpc.chat.messages.useQuery({ sessionId: parsed.sessionId ?? '' }, { enabled: false }).data;
  if (!isSimulatorAgent(parsed.agentSlug ?? page?.session.agent.slug)) return null;
  return <DeferredSimulatorToolbar uiKey={uiKey} />;
}
