import { DEFAULT_AGENT_SLUG } from '../../../../shared/agent-slugs';
import { track } from '../../../lib/analytics';
import { goTo } from '../../../lib/go-to';
import { setPendingMessage } from '../../../lib/pending-message';

export interface AskOptions {
  agentSlug?: string;
  /** Where the visitor asked from (analytics). */
  source: string;
  useCase?: string;
}

/**
 * Opens a blank chat with an advisor and hands it a message, which the chat sends by itself after
 * 800 ms (SPEC §2): one click from a landing page to an answer. The message waits in sessionStorage
 * while the chat loads.
 */
export function askAdvisor(text: string, options: AskOptions): void {
  setPendingMessage(text);
  const agent = options.agentSlug ?? DEFAULT_AGENT_SLUG;
  track('ask_advisor', { source: options.source, agent, use_case: options.useCase, length: text.length });
  goTo(`/chat/${agent}`);
}

/**
 * The attributes that make a button in a page's kept markup ask an advisor: the page handles its
 * clicks on the markup's box (`askFromMarkup`), so the button needs no code of its own.
 */
export function askAttributes(text: string, options: AskOptions): Record<`data-ask-${string}`, string | undefined> {
  return {
    'data-ask-text': text,
    'data-ask-agent': options.agentSlug ?? DEFAULT_AGENT_SLUG,
    'data-ask-source': options.source,
    'data-ask-use-case': options.useCase,
  };
}

/** A click inside kept markup: asks if it landed on a button made with `askAttributes`. */
export function askFromMarkup(target: Element): void {
  const button = target.closest('[data-ask-text]');
  const text = button?.getAttribute('data-ask-text');
  const source = button?.getAttribute('data-ask-source');
  if (!button || !text || !source) return;
  askAdvisor(text, {
    agentSlug: button.getAttribute('data-ask-agent') ?? undefined,
    source,
    useCase: button.getAttribute('data-ask-use-case') ?? undefined,
  });
}
