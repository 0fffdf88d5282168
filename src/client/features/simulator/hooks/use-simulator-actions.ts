import { useCallback, useState } from 'react';
import { useNavigate } from '../../../lib/router';
import { PAGE_SIZES } from '../../../../shared/constants';
import type { Message } from '../../../../shared/schemas/message';
import { serverErrorText } from '../../../lib/error-status';
import { trpc } from '../../../lib/trpc';

/** How the simulator gets a user for a blank chat (the chat-plugins provider passes the app's). */
let ensureUser: () => Promise<unknown> = async () => undefined;
export function setSimulatorEnsureUser(ensure: () => Promise<unknown>): void {
  ensureUser = ensure;
}

/**
 * The simulator's steps in an advisor chat: the advisor asks about the person (prepare; a blank
 * chat is created first), the simulation starts (a session, then the person's first line), and it
 * ends with the advisor's summary in the advisor chat.
 */
export function useSimulatorActions() {
  const utils = trpc.useUtils();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  const run = useCallback(async (step: () => Promise<void>) => {
    setBusy(true);
    setError(null);
    try {
      await step();
    } catch (err) {
      setError(serverErrorText(err));
    } finally {
      setBusy(false);
    }
  }, []);

  const appendMessage = useCallback(
    (sessionId: string, message: Message) =>
      utils.chat.messages.setData({ sessionId }, (page) =>
        page && !page.items.some((m) => m.id === message.id) ? { ...page, items: [...page.items, message], total: page.total + 1 } : page,
      ),
    [utils],
  );

  /** The advisor's first setup question; in a blank chat the chat is created (and opened) first. */
  const prepare = useCallback(
    (simulatorId: string, target: { sessionId: string | null; agentSlug: string | null }) =>
      run(async () => {
        let sessionId = target.sessionId;
        if (!sessionId) {
          // Switching the simulator on in a blank chat is an action: a first-time visitor's guest is made now.
          await ensureUser();
          const session = await utils.client.session.create.mutate({ agent_id: target.agentSlug ?? undefined, id: crypto.randomUUID() });
          utils.chat.messages.setData(
            { sessionId: session.id },
            { session, items: [], active_simulator_session: null, total: 0, page: 1, page_size: PAGE_SIZES.emptyMessages },
          );
          void navigate(session.url, { replace: true });
          void utils.session.list.invalidate();
          sessionId = session.id;
        }
        appendMessage(sessionId, await utils.client.simulator.prepare.mutate({ simulatorId, normal_session_id: sessionId }));
      }),
    [run, utils, navigate, appendMessage],
  );

  /** Starts playing the person: the advisor chat then shows the simulation. */
  const start = useCallback(
    (simulatorId: string, sessionId: string) =>
      run(async () => {
        await utils.client.simulator.createSession.mutate({ simulator_id: simulatorId, normal_session_id: sessionId });
        await utils.chat.messages.invalidate({ sessionId });
      }),
    [run, utils],
  );

  /** Ends the simulation: back in the advisor chat, the advisor hands back with a summary. */
  const end = useCallback(
    (simSessionId: string, advisorSessionId: string) =>
      run(async () => {
        await utils.client.simulator.closeWithSummary.mutate({ id: simSessionId });
        await utils.chat.messages.invalidate({ sessionId: advisorSessionId });
      }),
    [run, utils],
  );

  return { prepare, start, end, busy, error };
}
