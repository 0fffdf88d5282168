import type { ActiveAgentSlug } from './agent-slugs';

/**
 * Example conversations people can open from the home page's showcase (SPEC §2, §7
 * `POST /api/session/showcase/{id}`): each becomes a chat of the user's own with the question and
 * the advisor's answer, to read and continue.
 */
export interface Showcase {
  id: string;
  agent: ActiveAgentSlug;
  title: string;
  question: string;
}

export const SHOWCASES: readonly Showcase[] = [
  {
    id: 'crush-haha-maybe',
    agent: 'chat-advisor',
    title: "Crush replied 'haha maybe'",
    question: "My crush replied 'haha maybe' to my invite for coffee this weekend. What now?",
  },
  {
    id: 'ex-reach-out',
    agent: 'relationship-repair-advisor',
    title: 'Reaching out to an ex',
    question: "We broke up two months ago after a fight about my work hours. I miss her and want to reach out without pressuring her. What should I say?",
  },
  {
    id: 'decode-k',
    agent: 'message-decoder',
    title: "What does 'k.' mean?",
    question: "I sent my boss a long update and she replied 'k.' — is she annoyed with me?",
  },
  {
    id: 'new-match-opener',
    agent: 'opening-lines-helper',
    title: 'Opener for a new match',
    question: 'I just matched with someone whose profile says they love hiking and bad puns. How do I open?',
  },
  {
    id: 'customer-late-order',
    agent: 'perfect-response-composer',
    title: 'Customer upset about a late order',
    question: "A customer wrote: 'This is the second time my order is late. Unacceptable.' How do I answer without sounding defensive?",
  },
  {
    id: 'teacher-parent-grades',
    agent: 'chat-advisor',
    title: 'Talking to a parent about grades',
    question: "I'm a teacher. A parent messaged: 'Why did my son get a C? He studied all week.' How do I reply kindly and clearly?",
  },
];

export function findShowcase(id: string): Showcase | undefined {
  return SHOWCASES.find((s) => s.id === id);
}
