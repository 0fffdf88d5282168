import type { UseCase } from '../../schema';

/** RL002 (Relationships): Keep a long-distance relationship close. */
export const useCase: UseCase = {
  caseId: 'RL002',
  category: 'Relationships',
  caseName: 'Keep a long-distance relationship close',
  slug: 'how-to-keep-a-long-distance-relationship-strong',
  agentSlug: 'conversation-topics-generator',
  promptText:
    "My partner and I are in a long-distance relationship and our calls and texts are starting to feel routine. How do we stay close and keep our relationship strong from far away?",
  titleTag: 'How to Keep a Long-Distance Relationship Strong',
  metaDescription:
    'Long distance feeling routine? Ideas for calls, texts, virtual dates and visits that keep you close, plus how to handle time zones and jealousy.',
  keywords: ['long distance relationship', 'ldr tips', 'long distance relationship advice', 'virtual date ideas', 'stay close long distance'],
  scenarios: [
    {
      title: 'When calls become routine',
      advice:
        "“How was your day?” every night wears thin. Swap the report for shared activities: cook the same recipe on video, watch a film in sync, play an online game, or read the same book. Doing something together creates new memories, which is what distance takes away.",
      examples: ["New idea for Friday: we both cook the same pasta recipe on video and rate each other's 🍝"],
    },
    {
      title: 'Small messages during the day',
      advice:
        "Short, spontaneous messages — a photo of your lunch, a thought, a song — make your partner feel part of your day. They matter more than one long call. Keep them light and do not expect immediate replies; the point is presence, not obligation.",
      examples: ["Walked past a dog that looks exactly like your mum's dog and had to tell you", "This song is so us 🎶"],
    },
    {
      title: 'Time zones',
      advice:
        "Agree on a few fixed windows for calls that work for both, instead of one person always staying up late. Voice notes and recorded videos bridge the gaps. Fairness in who adapts prevents quiet resentment.",
      examples: ["Can we lock in Sunday 9am your time / 5pm mine as our long call? Then voice notes in between"],
    },
    {
      title: 'Jealousy and trust',
      advice:
        "Distance makes it easy to imagine the worst. Talk about what helps you both feel secure — check-ins, meeting each other's friends on video, being open about plans — without turning it into surveillance. Say what you feel (“I felt left out”) instead of accusing.",
      examples: ["I felt a bit left out when I didn't hear from you all night. Not accusing, just telling you. Can we figure out what helps?"],
    },
    {
      title: 'Planning the next visit',
      advice:
        "Always having a next visit on the calendar gives the distance a shape. Plan it together, count down, and talk about what you will do. If possible, also talk about the long-term plan for closing the distance; knowing there is an end helps a lot.",
      examples: ["42 days 🎉 I'm making a list of things we have to do when you're here. Add yours?"],
    },
    {
      title: 'When you feel disconnected',
      advice:
        "Distance has low phases. Name it gently rather than going quiet: say you miss feeling close and suggest something specific. Deep questions help reconnect — about dreams, memories, or what you love about each other.",
      examples: ["I miss feeling close to you lately. Can we do a proper call this weekend, no phones-in-hand, just us?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Fresh ideas every week',
      description:
        'Get topics, questions and virtual date ideas that fit your relationship, so calls never feel like reports.',
    },
    {
      title: 'Hard talks, from afar',
      description:
        'Get help with words for jealousy, missing each other or planning the future — the talks that are harder over a screen.',
    },
    {
      title: 'Knows your story',
      description:
        'Memory keeps notes like your time zones and next visit, so advice fits without repeating yourself.',
    },
    {
      title: 'Screenshots welcome',
      description:
        'Share a chat that felt off and get a calm read on the tone and what to say next.',
    },
  ],
};
