import type { Tool } from './schema';

/**
 * /tools: every active advisor presented as a tool (SPEC §2), in the catalogue's order. Names match
 * the agent catalogue (a test checks); each tool opens its advisor's chat.
 */
export const TOOLS: readonly Tool[] = [
  {
    agentSlug: 'chat-advisor',
    name: 'Chat Advisor',
    group: 'Messages and replies',
    pitch: 'Describe any conversation or drop a screenshot and get an honest read plus replies you can send.',
    examples: ['My friend left me on read after I cancelled plans. What do I say?', 'How do I tell my roommate the noise is a problem?'],
  },
  {
    agentSlug: 'relationship-repair-advisor',
    name: 'Relationship Repair Advisor',
    group: 'Dating and relationships',
    pitch: 'After a fight, a breakup or a long silence: understand what went wrong and reopen the door calmly.',
    examples: ['We had a fight about chores and she has not spoken to me since.', "How do I apologise to my ex without it sounding like I want her back?"],
  },
  {
    agentSlug: 'love-signals-detector',
    name: 'Love Signals Detector',
    group: 'Dating and relationships',
    pitch: 'Share their messages and get a grounded read on whether the interest is mutual, signal by signal.',
    examples: ['He always replies fast but never asks me anything. Is he interested?', 'She laughs at all my jokes but says she is "so busy". Mixed signals?'],
  },
  {
    agentSlug: 'date-success-coach',
    name: 'Date Success Coach',
    group: 'Dating and relationships',
    pitch: 'From asking them out to the text after the date: ideas, a plan and the words that fit you.',
    examples: ['First date on Friday: coffee or a walk in the park?', 'What do I text after a second date that went really well?'],
  },
  {
    agentSlug: 'message-decoder',
    name: 'Message Decoder',
    group: 'Messages and replies',
    pitch: 'Short, cold or confusing messages explained: likely meaning, tone, and what to answer.',
    examples: ['My boss replied "noted." to my proposal. Is that bad?', 'What does "we should hang out sometime" actually mean?'],
  },
  {
    agentSlug: 'conversation-topics-generator',
    name: 'Conversation Topics Generator',
    group: 'Messages and replies',
    pitch: 'Fresh, personal topics and questions that keep a chat alive without sounding like an interview.',
    examples: ['Topics for a long drive with my girlfriend’s parents', 'Our chat keeps dying after "how was your day". Ideas?'],
  },
  {
    agentSlug: 'opening-lines-helper',
    name: 'Opening Lines Helper',
    group: 'Dating and relationships',
    pitch: 'First messages for a new match or someone you met once: playful, specific to them, easy to answer.',
    examples: ['Her profile says she climbs and has a cat named Noodle. Opener?', 'How do I DM someone I met at a friend’s party?'],
  },
  {
    agentSlug: 'perfect-response-composer',
    name: 'Perfect Response Composer',
    group: 'Messages and replies',
    pitch: 'Turn what you mean into a polished reply, in the tone you pick: warm, firm, playful or formal.',
    examples: ['Help me say no to extra work without sounding lazy.', 'Reply to a customer asking for a refund outside the return window.'],
  },
  {
    agentSlug: 'comfort-messages-generator',
    name: 'Comfort Messages Generator',
    group: 'Messages and replies',
    pitch: 'Gentle, sincere words for someone who is grieving, stressed or low, without clichés or pressure.',
    examples: ['My friend’s dad passed away. What do I text her?', 'My partner failed an exam he studied months for.'],
  },
  {
    agentSlug: 'interviewee-questions-generator',
    name: 'Interviewee Questions Generator',
    group: 'Interviews',
    pitch: 'The questions you are likely to face for a role, with tips for strong, honest answers.',
    examples: ['Junior data analyst interview next week: what will they ask?', 'How do I answer "why are you leaving your job"?'],
  },
  {
    agentSlug: 'interviewer-questions-generator',
    name: 'Interviewer Questions Generator',
    group: 'Interviews',
    pitch: 'A focused interview for any role: structured questions that reveal skills, judgement and fit.',
    examples: ['I am hiring a customer support lead. What should I ask?', 'Questions to test problem solving for a junior developer'],
  },
  {
    agentSlug: 'questions-to-ask-in-interview-generator',
    name: 'Questions To Ask in an Interview Generator',
    group: 'Interviews',
    pitch: 'Thoughtful questions for the end of your interview that show interest and tell you what the job is like.',
    examples: ['What should I ask at the end of a startup interview?', 'Good questions for a final round with the CEO'],
  },
];
