import { useCallback } from 'react';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { track } from '../../../lib/analytics';
import { goTo } from '../../../lib/go-to';
import { setPendingMessage } from '../../../lib/pending-message';

/**
 * Opens a blank chat with an advisor and hands it a message, which the chat sends by itself after
 * 800 ms (SPEC §2): one click from a landing page to an answer. The message waits in sessionStorage
 * while the chat loads.
 */
export function useAskAdvisor() {
  return useCallback(
    (text: string, options: { agentSlug?: string; source: string; useCase?: string }) => {
      setPendingMessage(text);
      const agent = options.agentSlug ?? DEFAULT_AGENT_SLUG;
      track('ask_advisor', { source: options.source, agent, use_case: options.useCase, length: text.length });
      goTo(`/chat/${agent}`);
    },
    [],
  );
}
