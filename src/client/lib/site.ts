/** Site metadata shown in the UI (SPEC §2: name, tagline). */
export const SITE = {
  name: 'Conversation Advisor',
  shortName: 'Advisor',
  tagline: 'Know what to say, in every conversation.',
  description:
    'Get advice on chats, dates, friendships and work messages from AI advisors — then rehearse the hard conversations before you have them.',
} as const;
