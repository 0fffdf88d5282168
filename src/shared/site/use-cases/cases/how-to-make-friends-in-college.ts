import type { UseCase } from '../../schema';

/** FR001 (Friendship): Make friends in college. */
export const useCase: UseCase = {
  caseId: 'FR001',
  category: 'Friendship',
  caseName: 'Make friends in college',
  slug: 'how-to-make-friends-in-college',
  agentSlug: 'conversation-topics-generator',
  promptText:
    "I just started college and I don't really have friends yet. Everyone seems to already have their group. How do I make friends in college and start conversations with people?",
  titleTag: 'How to Make Friends in College (Even If You Are Shy)',
  metaDescription:
    'New at college and everyone already has a group? Where to meet people, what to say first, and how to turn classmates into real friends — step by step.',
  keywords: ['how to make friends in college', 'making friends at university', 'college loneliness', 'talk to classmates', 'friendship tips'],
  scenarios: [
    {
      title: 'Where to meet people',
      advice:
        "Friendships come from repeated contact, so go where the same people show up every week: clubs, sports teams, study groups, volunteering, part-time jobs on campus. One-off parties are fun but rarely lead to friends on their own. Pick two regular activities and commit to them for a term.",
      examples: ["Is this the first meeting of the hiking club? I have no idea what I'm doing but I'm excited"],
    },
    {
      title: 'Starting a conversation with a classmate',
      advice:
        "The easiest opener is the shared situation: the lecture, the assignment, the terrible coffee machine. Ask a genuine question, and if the conversation flows, introduce yourself by name. Most people are just as eager to make friends — they are waiting for someone to go first.",
      examples: ["Did you understand the last part about the reading list? I'm Alex, by the way"],
    },
    {
      title: 'Turning an acquaintance into a friend',
      advice:
        "After a few good chats, suggest something small and specific: lunch after class, studying together, going to an event. Inviting someone is the step most people skip. Get their number or social media so you can follow up.",
      examples: ["Want to get lunch after this? I've been meaning to try the place by the library"],
    },
    {
      title: 'Joining an existing group',
      advice:
        "Groups are more open than they look. Ask if you can join a study table or a lunch, be friendly with everyone in the group, and show up again. After a few times you are simply part of it. Hosting something small — a movie night, a board game evening — brings people to you.",
      examples: ["Mind if I sit with you guys? I don't know anyone in this class yet", "I'm doing a pizza and board games night on Friday, you should come!"],
    },
    {
      title: 'Following up over text',
      advice:
        "After meeting someone, send a short message within a day or two so the connection does not fade. Mention something from your conversation and suggest the next thing. Group chats from classes and clubs are great places to be active too.",
      examples: ["Hey, it was fun chatting at the club fair! Are you going to the first session next week?"],
    },
    {
      title: 'When you feel lonely',
      advice:
        "Loneliness in the first months is extremely common, even when it looks like everyone else has it figured out. Be patient — friendships take weeks of repeated contact to form. Keep in touch with friends from home, and if loneliness feels heavy for a long time, talk to your college's counselling service; that is what it is there for.",
      examples: ["Hey, I miss you! Call this weekend? College is great but I'm still finding my people"],
    },
  ],
  sellingPoints: [
    {
      title: 'Openers for any setting',
      description:
        'Tell the advisor where you are — a lecture, a club, your dorm — and get natural conversation starters for that place.',
    },
    {
      title: 'From hello to hanging out',
      description:
        'Get help with the follow-up: what to text after meeting someone and how to suggest plans without feeling awkward.',
    },
    {
      title: 'Topics that keep chats going',
      description:
        'Never run out of things to say: questions and topics that help you get to know someone properly.',
    },
    {
      title: 'Practise if you are shy',
      description:
        'Rehearse a first conversation in roleplay practice, so talking to new people feels less scary.',
    },
  ],
};
