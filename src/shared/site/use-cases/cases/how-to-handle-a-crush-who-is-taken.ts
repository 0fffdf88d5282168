import type { UseCase } from '../../schema';

/** HC006 (HiddenCrush): Your crush is in a relationship. */
export const useCase: UseCase = {
  caseId: 'HC006',
  category: 'HiddenCrush',
  caseName: 'Your crush is in a relationship',
  slug: 'how-to-handle-a-crush-who-is-taken',
  agentSlug: 'chat-advisor',
  promptText:
    "I have a secret crush on someone who is in a relationship. I don't want to cause drama but I can't stop thinking about them. How do I handle this?",
  titleTag: 'Crush on Someone Taken? How to Handle It',
  metaDescription:
    'Caught feelings for someone in a relationship? How to respect their relationship, protect yourself, stay friends if you can, and let the feelings fade.',
  keywords: ['crush on someone in a relationship', 'crush is taken', 'liking someone who has a partner', 'get over a crush', 'secret crush'],
  scenarios: [
    {
      title: 'Accepting the feelings without acting on them',
      advice:
        "Having feelings is not wrong — you cannot choose them. What matters is what you do. Acknowledge the crush to yourself, and decide not to act on it while they are with someone. Not confessing protects their relationship and your own dignity, and it stops you from being the reason for hurt.",
      examples: ["Hope you two have a great trip! Send pics of the mountains 🏔️"],
    },
    {
      title: 'Creating a bit of distance',
      advice:
        "Constant one-on-one time and late-night chats keep feelings alive. Step back gently: see them more in groups, reply less instantly, and fill your time with other people and plans. Distance does not have to be cold; it just gives the feelings room to cool.",
      examples: ["I'm slammed this week, but let's catch up at Maya's party!"],
    },
    {
      title: 'When they vent about their partner',
      advice:
        "If they complain about their relationship, resist the urge to take sides or hint that you would treat them better. Listen like a friend, and if it becomes a habit, steer them to talk to their partner or other friends. Being their emotional confidant makes your feelings harder to manage.",
      examples: ["That sounds frustrating. Have you told them how it made you feel?"],
    },
    {
      title: 'If they flirt with you',
      advice:
        "If they flirt while in a relationship, be careful: it may feel like a sign, but it also shows how they treat commitment. You can kindly keep boundaries without accusing them. If they are truly unhappy, it is their job to end their relationship first — not yours to wait in the wings.",
      examples: ["Haha careful, your partner might not love that joke 😅"],
    },
    {
      title: 'If they become single',
      advice:
        "If they break up, give it time. People just out of a relationship are often confused, and jumping in right away can make you a rebound. Be a good friend first; if the connection is real, it will still be there in a few months.",
      examples: ["I'm sorry, that's a lot. I'm here if you want to talk or just want a distraction."],
    },
    {
      title: 'Letting the feelings fade',
      advice:
        "Crushes fade faster when you stop feeding them: mute their stories for a while, stop rereading chats, and invest in your own life — friends, hobbies, meeting new people. It can take weeks or months. Be patient with yourself; you are doing the kind thing.",
      examples: ["Hey, want to try that climbing gym this weekend? I need a new hobby"],
    },
  ],
  sellingPoints: [
    {
      title: 'Advice without judgement',
      description:
        'Talk through complicated feelings honestly; the advisor helps you act with integrity without lecturing you.',
    },
    {
      title: 'Boundaries you can keep',
      description:
        'Get kind, clear words for keeping boundaries when conversations drift into flirting or venting.',
    },
    {
      title: 'A plan to move on',
      description:
        'Practical steps to let the feelings fade while keeping the friendship if you want it.',
    },
    {
      title: 'Private by design',
      description:
        'Your questions stay in your account. Delete any chat when you are done with it.',
    },
  ],
};
