import { useEffect, useRef } from 'react';
import { UI_TIMINGS } from '../../../../shared/constants';
import { PENDING_MESSAGE_KEY, takePendingMessage } from '../../../lib/pending-message';
import { chatUi } from './chat-ui-store';

function peekPendingMessage(): string | undefined {
  try {
    return globalThis.sessionStorage?.getItem(PENDING_MESSAGE_KEY) || undefined;
  } catch {
    return undefined;
  }
}

/**
 * A message handed over from the home page (sessionStorage `pending_message`) shows in the input,
 * then is sent after 800 ms (SPEC §2). It is taken from storage only when sent, so a remount (React
 * StrictMode, a quick navigation) does not lose it. `ready` holds the send until the agent is known.
 */
export function usePendingAutoSend(uiKey: string, ready: boolean, submit: (text: string) => void) {
  const latest = useRef(submit);
  latest.current = submit;
  useEffect(() => {
    const text = peekPendingMessage();
    if (!text) return;
    chatUi.setDraft(uiKey, text);
    if (!ready) return;
    const timer = setTimeout(() => {
      const taken = takePendingMessage();
      if (taken) latest.current(taken);
    }, UI_TIMINGS.autosendDelayMs);
    return () => clearTimeout(timer);
  }, [uiKey, ready]);
}
