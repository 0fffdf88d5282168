import type { AgentSlug } from '../../shared/agent-slugs';
import type { AgentCapability, GuideSegment } from '../../shared/schemas/agent';

/**
 * One row of the agent catalogue (SPEC §3 Agent). The image url is derived elsewhere as
 * `/agents/<slug>.svg`, so it is not stored here. Ids are fixed forever: sessions reference them.
 */
export interface AgentSeed {
  /** Fixed UUID v4, hard-coded, stable forever. */
  id: string;
  slug: AgentSlug;
  name: string;
  description: string;
  capabilities: AgentCapability[] | null;
  guide: GuideSegment[];
  imageBgColor: string;
  imageTextColor: string;
  simulatorName: string | null;
  simulatorDescription: string | null;
  alias: string | null;
  removed: boolean;
  isDefault: boolean;
  sortOrder: number;
}

const TEXT_IMAGE: AgentCapability[] = ['text', 'image'];
const TEXT_IMAGE_SIMULATOR: AgentCapability[] = ['text', 'image', 'simulator'];

const n = (text: string): GuideSegment => ({ text, style: 'normal' });
const b = (text: string): GuideSegment => ({ text, style: 'bold' });

export const AGENT_CATALOGUE: readonly AgentSeed[] = [
  {
    id: 'f170f540-d334-4acb-911c-705eac57c51c',
    slug: 'chat-advisor',
    name: 'Chat Advisor',
    description:
      'Your everyday advisor for any conversation, from crushes and friends to coworkers and family. Tell me what is going on or share a screenshot, and get clear, honest advice on what to say next.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me what is happening or drop a screenshot of the chat, and I\'ll help you '),
      b('figure out what to say next'),
      n('. Crushes, friends, work, family: '),
      b('no situation is too small'),
    ],
    imageBgColor: '#EEF2FF',
    imageTextColor: '#3730A3',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: true,
    sortOrder: 1,
  },
  {
    id: 'aa911dcb-7041-40d9-844f-b29b3209846d',
    slug: 'relationship-repair-advisor',
    name: 'Relationship Repair Advisor',
    description:
      'Helps you reconnect after a fight, a breakup or a long silence. Get a calm read on what went wrong and words that open the door again without pressure.',
    capabilities: TEXT_IMAGE_SIMULATOR,
    guide: [
      n('Tell me what happened between you two, and I\'ll help you '),
      b('understand where things broke down'),
      n(' and find '),
      b('the right words to reach out again'),
    ],
    imageBgColor: '#FFE4E6',
    imageTextColor: '#9F1239',
    simulatorName: 'Your Ex',
    simulatorDescription: 'someone I want to fix a relationship with',
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 2,
  },
  {
    id: '7c0d99df-2d97-470c-995f-16a5a71c5237',
    slug: 'love-signals-detector',
    name: 'Love Signals Detector',
    description:
      'Reads the signs in their messages and behaviour to tell you whether the interest is mutual. Share your chats and get an honest take on how they really feel.',
    capabilities: TEXT_IMAGE_SIMULATOR,
    guide: [
      n('Share a screenshot or describe how they act around you, and I\'ll '),
      b('spot the signals'),
      n(' and tell you honestly '),
      b('whether they\'re into you'),
    ],
    imageBgColor: '#FCE7F3',
    imageTextColor: '#9D174D',
    simulatorName: 'Your Crush',
    simulatorDescription: 'someone I have a crush on',
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 3,
  },
  {
    id: 'f3027d97-6ef5-4d26-acdd-fba315fe4596',
    slug: 'date-success-coach',
    name: 'Date Success Coach',
    description:
      'Plans and preps you for a great date, from asking them out to the follow-up text. Get ideas, confidence and a game plan that feels like you.',
    capabilities: TEXT_IMAGE_SIMULATOR,
    guide: [
      n('Whether you\'re asking them out or heading out tonight, I\'ll help you '),
      b('plan a date you\'ll both enjoy'),
      n(' and '),
      b('nail the follow-up text'),
    ],
    imageBgColor: '#FEF3C7',
    imageTextColor: '#92400E',
    simulatorName: 'Your Date',
    simulatorDescription: 'someone I am dating or want to date',
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 4,
  },
  {
    id: 'f40461b7-36a1-4056-b832-7d9ee6792c78',
    slug: 'message-decoder',
    name: 'Message Decoder',
    description:
      'Unpacks confusing, short or mixed-signal messages so you know what they actually mean. Stop overthinking and get a clear reading of tone and intent.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Paste their message or drop a screenshot, and I\'ll '),
      b('decode what they really mean'),
      n(', including the tone, the subtext and '),
      b('how to reply'),
    ],
    imageBgColor: '#E0F2FE',
    imageTextColor: '#075985',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 5,
  },
  {
    id: 'bf621d2f-661e-4345-b531-76b73de77f45',
    slug: 'conversation-topics-generator',
    name: 'Conversation Topics Generator',
    description:
      'Never run out of things to talk about. Get fresh, personal topics and questions that keep a chat going and help you get to know someone.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me who you\'re talking to and what you know about them, and I\'ll '),
      b('suggest topics they\'ll actually enjoy'),
      n(' so the conversation '),
      b('never goes quiet'),
    ],
    imageBgColor: '#DCFCE7',
    imageTextColor: '#166534',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 6,
  },
  {
    id: '492a4701-6688-44e1-9a90-1f98528c7c7e',
    slug: 'opening-lines-helper',
    name: 'Opening Lines Helper',
    description:
      'Writes first messages that stand out on dating apps, socials or in person. Share their profile and get openers that are playful, personal and easy to reply to.',
    capabilities: TEXT_IMAGE_SIMULATOR,
    guide: [
      n('Drop a screenshot of their profile or tell me about them, and I\'ll write '),
      b('openers that get a reply'),
      n(', not just another '),
      b('"hey"'),
    ],
    imageBgColor: '#FFEDD5',
    imageTextColor: '#9A3412',
    simulatorName: 'Your New Match',
    simulatorDescription: 'someone I just matched with',
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 7,
  },
  {
    id: 'c1524865-6f33-4bd2-9de4-17ce15e0a304',
    slug: 'perfect-response-composer',
    name: 'Perfect Response Composer',
    description:
      'Turns what you want to say into the message that says it best. Get a few polished replies in the tone you choose, ready to send.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Show me the chat and tell me what you want to get across, and I\'ll '),
      b('compose a reply that sounds like you'),
      n(', just '),
      b('clearer and more confident'),
    ],
    imageBgColor: '#EDE9FE',
    imageTextColor: '#5B21B6',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 8,
  },
  {
    id: '91414da6-786f-4638-b1e3-576e3eb3fd9c',
    slug: 'comfort-messages-generator',
    name: 'Comfort Messages Generator',
    description:
      'Helps you support someone who is sad, stressed or grieving. Find gentle, sincere words that show you care without saying the wrong thing.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me what they\'re going through, and I\'ll help you write '),
      b('warm, sincere messages'),
      n(' that '),
      b('make them feel supported'),
    ],
    imageBgColor: '#CCFBF1',
    imageTextColor: '#115E59',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 9,
  },
  {
    id: 'c0e96921-8ec5-4fff-bce5-5b8619badb69',
    slug: 'interviewee-questions-generator',
    name: 'Interviewee Questions Generator',
    description:
      'Prepares you for the questions you are likely to be asked in a job interview. Share the role and get realistic questions with tips for strong answers.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Share the job description or the role, and I\'ll list '),
      b('the questions you\'re likely to face'),
      n(' with '),
      b('tips to answer them well'),
    ],
    imageBgColor: '#E2E8F0',
    imageTextColor: '#1E293B',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 10,
  },
  {
    id: '63a3e98a-66e8-4436-8528-65c39d5d22b3',
    slug: 'interviewer-questions-generator',
    name: 'Interviewer Questions Generator',
    description:
      'Helps hiring managers build a focused interview for any role. Get structured questions that reveal skills, judgement and culture fit.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me about the role you\'re hiring for, and I\'ll put together '),
      b('sharp interview questions'),
      n(' plus '),
      b('what a great answer looks like'),
    ],
    imageBgColor: '#1E3A8A',
    imageTextColor: '#DBEAFE',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 11,
  },
  {
    id: '8e596239-7cfd-4776-aec2-e83936c8fe52',
    slug: 'questions-to-ask-in-interview-generator',
    name: 'Questions To Ask in an Interview Generator',
    description:
      'Gives you thoughtful questions to ask at the end of a job interview. Show real interest, learn what the job is like and leave a lasting impression.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me about the company and the role, and I\'ll suggest '),
      b('smart questions to ask your interviewer'),
      n(' that help you '),
      b('stand out'),
    ],
    imageBgColor: '#ECFCCB',
    imageTextColor: '#3F6212',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: false,
    isDefault: false,
    sortOrder: 12,
  },
  // Retired agents: kept so old sessions still resolve; never listed for new chats.
  {
    id: '2862fa8d-aef3-4d50-b7b0-be4703ac7dd3',
    slug: 'browser-extension-agent',
    name: 'Browser Extension Agent',
    description:
      'Gave conversation advice right inside your messaging and social apps through the browser extension.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Open any chat in your browser and I\'ll '),
      b('suggest what to say'),
      n(' without leaving the page.'),
    ],
    imageBgColor: '#F3F4F6',
    imageTextColor: '#374151',
    simulatorName: null,
    simulatorDescription: null,
    alias: 'Chat Advisor',
    removed: true,
    isDefault: false,
    sortOrder: 100,
  },
  {
    id: '1ebf89f2-f4a7-4c4d-b666-a4c3716737b3',
    slug: 'rednote',
    name: 'RedNote',
    description:
      'Helped you read and reply to RedNote posts and comments, even without knowing Chinese.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Share a RedNote post or comment and I\'ll '),
      b('explain it and draft a natural reply'),
      n(', even if you don\'t speak Chinese.'),
    ],
    imageBgColor: '#B91C1C',
    imageTextColor: '#FFFFFF',
    simulatorName: null,
    simulatorDescription: null,
    alias: null,
    removed: true,
    isDefault: false,
    sortOrder: 101,
  },
  {
    id: 'efb0eefc-e00a-4283-bcd2-37ace73d3efb',
    slug: 'practice-agent',
    name: 'Practice Agent',
    description:
      'Coached you through roleplay practice, setting up scenarios and goals to rehearse real conversations.',
    capabilities: TEXT_IMAGE,
    guide: [
      n('Tell me the conversation you\'re nervous about, and we\'ll '),
      b('rehearse it together'),
      n(' until it '),
      b('feels natural'),
    ],
    imageBgColor: '#0F172A',
    imageTextColor: '#FDE68A',
    simulatorName: null,
    simulatorDescription: null,
    alias: 'Chat Advisor',
    removed: true,
    isDefault: false,
    sortOrder: 102,
  },
];
