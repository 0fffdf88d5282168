/** Stable slugs of the agent catalogue (SPEC §3). The seed, the AI engines and the client key on these. */
export const ACTIVE_AGENT_SLUGS = [
  'chat-advisor',
  'relationship-repair-advisor',
  'love-signals-detector',
  'date-success-coach',
  'message-decoder',
  'conversation-topics-generator',
  'opening-lines-helper',
  'perfect-response-composer',
  'comfort-messages-generator',
  'interviewee-questions-generator',
  'interviewer-questions-generator',
  'questions-to-ask-in-interview-generator',
] as const;

export const RETIRED_AGENT_SLUGS = ['browser-extension-agent', 'rednote', 'practice-agent'] as const;

export type ActiveAgentSlug = (typeof ACTIVE_AGENT_SLUGS)[number];
export type AgentSlug = ActiveAgentSlug | (typeof RETIRED_AGENT_SLUGS)[number];

export const DEFAULT_AGENT_SLUG: ActiveAgentSlug = 'chat-advisor';
export const PRACTICE_AGENT_SLUG: AgentSlug = 'practice-agent';

/** Agents with the simulator capability and the persona each simulates (SPEC §3). */
export const SIMULATOR_PERSONAS: Partial<Record<ActiveAgentSlug, string>> = {
  'relationship-repair-advisor': 'someone I want to fix a relationship with',
  'love-signals-detector': 'someone I have a crush on',
  'date-success-coach': 'someone I am dating or want to date',
  'opening-lines-helper': 'someone I just matched with',
};
