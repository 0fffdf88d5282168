import type { UseCase } from '../../schema';

/** HC002 (HiddenCrush): Confess to a friend without ruining the friendship. */
export const useCase: UseCase = {
  caseId: 'HC002',
  category: 'HiddenCrush',
  caseName: 'Confess to a friend without ruining the friendship',
  slug: 'how-to-confess-to-a-friend-without-ruining-friendship',
  agentSlug: 'chat-advisor',
  promptText:
    "I have a secret crush on my close friend and I'm scared that if I confess my feelings I'll ruin the friendship. How do I tell them in a way that protects what we have?",
  titleTag: 'How to Confess to a Friend Without Ruining the Friendship',
  metaDescription:
    'Falling for a friend? How to know if it is worth saying, when and how to confess, and what to say so the friendship survives whatever they answer.',
  keywords: ['confess to a friend', 'crush on my best friend', 'tell a friend you like them', 'friends to lovers', 'confess without ruining friendship'],
  scenarios: [
    {
      title: 'Deciding whether to say it',
      advice:
        "Ask yourself two honest questions: are your feelings steady, not a lonely week's crush, and can you stay friends if they say no? If both answers are yes, telling them is usually healthier than hiding it for months, which tends to leak out anyway. If you could not handle a no right now, wait until you can — there is no deadline.",
      examples: ["Can we talk at some point this week? Nothing bad, I promise 🙂"],
    },
    {
      title: 'Choosing the moment',
      advice:
        "Pick a private, calm moment when neither of you is stressed, drunk or about to leave. Avoid birthdays, exams and the middle of a group hangout. A walk is great: you are side by side, which feels less intense than sitting face to face, and it is easy to end gracefully. Do not plan a big romantic gesture; it puts pressure on them to respond in kind.",
      examples: ["Fancy a walk after class on Thursday? I've got something I want to tell you"],
    },
    {
      title: 'What to actually say',
      advice:
        "Keep it short, honest and pressure-free. Say what you feel, say that the friendship matters to you, and make it clear they do not owe you an answer on the spot. Avoid listing everything you love about them or asking them to fix your feelings. The simpler it is, the easier it is for both of you to handle.",
      examples: ["I've realised I have feelings for you, more than friends. I'm telling you because I don't want to hide things from you — and our friendship matters to me whatever you feel."],
    },
    {
      title: 'If they feel the same',
      advice:
        "If they say they feel the same, enjoy it and go slowly. You already know each other well, so the change can feel strange at first; talk about what you both want and do not rush to tell the whole friend group. Plan a first real date so the shift from friends to something more has a clear start.",
      examples: ["I can't stop smiling. Can I take you on an actual date this weekend?"],
    },
    {
      title: 'If they do not',
      advice:
        "Thank them for being honest and tell them you meant it about the friendship. Then give yourself some space if you need it; it is normal to pull back a little while the feelings fade. The friendship usually recovers when the person who confessed acts relaxed — which is why confessing only when you are ready for a no matters so much.",
      examples: ["Thank you for being honest. I meant what I said — I'd much rather have you as a friend than lose you. Might need a little time, but we're good."],
    },
    {
      title: 'If they need time',
      advice:
        "Some people need a few days to sort out their feelings, especially when a friendship is involved. Give them that time without asking for updates. Act normal in the meantime and let them come back to you. A relaxed, patient response is itself a reason for them to feel safe with you.",
      examples: ["Take all the time you need. No pressure at all, I'm just glad I told you."],
    },
  ],
  sellingPoints: [
    {
      title: 'Words that protect the friendship',
      description:
        'Get a confession you can say out loud or send, written to be honest without pressure, and adjusted to how you two usually talk.',
    },
    {
      title: 'Think it through first',
      description:
        'Talk through whether and when to tell them with an advisor who asks the useful questions and gives you a straight answer.',
    },
    {
      title: 'Ready for any answer',
      description:
        'Prepare what to say if they feel the same, if they do not, or if they need time — so you are never caught without words.',
    },
    {
      title: 'Practise the moment',
      description:
        'Rehearse the conversation in roleplay practice against a simulated friend, then read an insight report on what went well.',
    },
  ],
};
