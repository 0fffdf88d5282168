import { ACTIVE_AGENT_SLUGS, type ActiveAgentSlug, type AgentSlug } from '../../../shared/agent-slugs';
import type { Situation } from './situations';

/** What each agent produces. Retired slugs answer as the Chat Advisor. */
export type Role =
  | 'advisor'
  | 'repair'
  | 'signals'
  | 'date-coach'
  | 'decoder'
  | 'topics'
  | 'openers'
  | 'composer'
  | 'comfort'
  | 'interviewee'
  | 'interviewer'
  | 'ask-employer';

export const ROLE_BY_SLUG: Record<ActiveAgentSlug, Role> = {
  'chat-advisor': 'advisor',
  'relationship-repair-advisor': 'repair',
  'love-signals-detector': 'signals',
  'date-success-coach': 'date-coach',
  'message-decoder': 'decoder',
  'conversation-topics-generator': 'topics',
  'opening-lines-helper': 'openers',
  'perfect-response-composer': 'composer',
  'comfort-messages-generator': 'comfort',
  'interviewee-questions-generator': 'interviewee',
  'interviewer-questions-generator': 'interviewer',
  'questions-to-ask-in-interview-generator': 'ask-employer',
};

export function resolveRole(slug: AgentSlug | string): Role {
  return (ACTIVE_AGENT_SLUGS as readonly string[]).includes(slug) ? ROLE_BY_SLUG[slug as ActiveAgentSlug] : 'advisor';
}

/** Situation an agent leans to when the text alone is unclear (a small score bonus, not an override). */
export const ROLE_BIAS: Record<Role, Situation | null> = {
  advisor: null,
  repair: 'ex',
  signals: 'crush',
  'date-coach': 'dating',
  decoder: null,
  topics: null,
  openers: 'new-match',
  composer: null,
  comfort: 'friendship',
  interviewee: 'interview-candidate',
  interviewer: 'interview-interviewer',
  'ask-employer': 'interview-candidate',
};

/** Example requests offered when the input is empty or just "hi", per role (tone, text, why). */
export const ROLE_EXAMPLES: Record<Role, [string, string, string][]> = {
  advisor: [
    ['Crush', 'My crush replied "haha maybe" to my invite — what now?', 'Quoting their exact words lets me read the tone.'],
    ['Work', 'How do I ask my manager for a raise over Slack without sounding pushy?', 'Say who it is and what you want to happen.'],
    ['Friends', 'My best friend has gone quiet for two weeks. How do I check in?', 'A little background makes the advice specific.'],
  ],
  repair: [
    ['Ex', 'We broke up two months ago and I want to reach out. What should I say first?', 'Tell me how it ended and what you want now.'],
    ['After a fight', 'My girlfriend is upset because I forgot our plans. How do I apologise?', 'Say what happened in one or two lines.'],
    ['Friendship', 'I said something hurtful to my friend and she stopped replying.', 'Quote their last message if you have it.'],
  ],
  signals: [
    ['Mixed signals', 'He replies fast and asks me questions, but never makes plans. Does he like me?', 'List what they do — I will sort signals for and against.'],
    ['Crush', 'My crush laughs at my jokes and texts first sometimes. Is she interested?', 'Specific behaviour beats a general feeling.'],
    ['Dry texter', 'She takes hours to reply and gives one-word answers. Should I give up?', 'Tell me how long this has been going on.'],
  ],
  'date-coach': [
    ['First date', 'First date on Saturday — where should we go and what do I text beforehand?', 'Mention the city vibe or what they like.'],
    ['After the date', 'The date went well last night. What should I text today?', 'Tell me how it ended.'],
    ['Asking out', 'How do I ask my match out after a week of chatting?', 'Say what you have talked about so far.'],
  ],
  decoder: [
    ['Decode', 'What does "haha we\'ll see" mean after I asked her out?', 'Paste the exact words in quotes.'],
    ['Short reply', 'He just replied "k" to a long message. Is he mad?', 'Tell me what you sent before it.'],
    ['Work', 'My boss wrote "Can we talk tomorrow?" — should I worry?', 'Context helps: how do they usually write?'],
  ],
  topics: [
    ['Dating', 'Give me conversation topics for texting my match who loves hiking.', 'Mention one thing they like.'],
    ['Work', 'Small-talk topics for lunch with my new team?', 'Say who you are talking to.'],
    ['Keep it going', 'Our chats keep dying after a few messages. What can we talk about?', 'Paste the last couple of lines.'],
  ],
  openers: [
    ['Dating app', 'Opening line for a Hinge match whose bio says she loves indie music?', 'A detail from their profile makes openers personal.'],
    ['Crush', 'How do I text my crush first without it being awkward?', 'Say how well you know each other.'],
    ['Reconnect', 'An opener for a friend I have not talked to in a year?', 'Mention a shared memory if you have one.'],
  ],
  composer: [
    ['Reply', 'She said "I had fun tonight 😊" — help me reply.', 'Paste their message in quotes.'],
    ['Work', 'Reply to my colleague who said "this isn\'t what we agreed".', 'Say what tone you want.'],
    ['Customer', 'A customer wrote "I want a refund now". How do I answer?', 'Add what you can and cannot offer.'],
  ],
  comfort: [
    ['Grief', "My friend's dad passed away. What do I text her?", 'Tell me how close you are.'],
    ['Breakup', 'My best friend just went through a breakup. How do I cheer him up?', 'Say what happened, briefly.'],
    ['Stress', 'My partner is stressed about exams. What can I say?', 'Mention what usually helps them.'],
  ],
  interviewee: [
    ['Prep', 'I have an interview for a marketing manager role on Friday. What will they ask?', 'Name the role for tailored questions.'],
    ['Tricky question', 'How do I answer "what is your greatest weakness"?', 'Paste the question you dread.'],
    ['Career change', 'Interview for my first developer job after a bootcamp — what should I prepare?', 'Tell me your background.'],
  ],
  interviewer: [
    ['Hiring', 'I am interviewing candidates for a customer support role. What should I ask?', 'Name the role and seniority.'],
    ['Culture', 'Questions to see if a candidate works well in a small team?', 'Say what matters most to you.'],
    ['Senior', 'What do I ask a senior engineer candidate to test judgement?', 'Mention the level you are hiring for.'],
  ],
  'ask-employer': [
    ['End of interview', 'What should I ask at the end of my interview for a data analyst job?', 'Name the role and company type.'],
    ['Culture', 'Good questions to find out if a team has a healthy culture?', 'Tell me what you care about.'],
    ['Final round', 'Questions to ask the hiring manager in a final round?', 'Say who you will meet.'],
  ],
};
