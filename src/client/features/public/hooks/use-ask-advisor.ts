import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { track } from '../../../lib/analytics';
import { setPendingMessage } from '../../../lib/pending-message';

/**
 * Opens a blank chat with an advisor and hands it a message, which the chat sends by itself after
 * 800 ms (SPEC §2): one click from a landing page to an answer.
 */
export function useAskAdvisor() {
  const navigate = useNavigate();
  return useCallback(
    (text: string, options: { agentSlug?: string; source: string; useCase?: string }) => {
      setPendingMessage(text);
      const agent = options.agentSlug ?? DEFAULT_AGENT_SLUG;
      track('ask_advisor', { source: options.source, agent, use_case: options.useCase, length: text.length });
      void navigate(`/chat/${agent}`);
    },
    [navigate],
  );
}
