import type { ActiveAgentSlug } from './agent-slugs';

/**
 * Display names of the active advisors (SPEC §3), for pages that name an advisor without loading
 * the catalogue. The seed and /tools carry the same names (src/shared/site/content.test.ts checks).
 */
export const AGENT_NAMES: Readonly<Record<ActiveAgentSlug, string>> = {
  'chat-advisor': 'Chat Advisor',
  'relationship-repair-advisor': 'Relationship Repair Advisor',
  'love-signals-detector': 'Love Signals Detector',
  'date-success-coach': 'Date Success Coach',
  'message-decoder': 'Message Decoder',
  'conversation-topics-generator': 'Conversation Topics Generator',
  'opening-lines-helper': 'Opening Lines Helper',
  'perfect-response-composer': 'Perfect Response Composer',
  'comfort-messages-generator': 'Comfort Messages Generator',
  'interviewee-questions-generator': 'Interviewee Questions Generator',
  'interviewer-questions-generator': 'Interviewer Questions Generator',
  'questions-to-ask-in-interview-generator': 'Questions To Ask in an Interview Generator',
};
