import type { UseCase } from '../../schema';

/** HC009 (HiddenCrush): Get closer to your crush as friends first. */
export const useCase: UseCase = {
  caseId: 'HC009',
  category: 'HiddenCrush',
  caseName: 'Get closer to your crush as friends first',
  slug: 'how-to-get-closer-to-your-crush',
  agentSlug: 'conversation-topics-generator',
  promptText:
    "I have a secret crush on someone I only know a little. I'd like to become closer friends with them first before anything else. How do I get closer without being obvious?",
  titleTag: 'How to Get Closer to Your Crush (Friends First)',
  metaDescription:
    'Only know your crush a little? Build a real connection first: shared plans, deeper conversations and small gestures that bring you closer, naturally.',
  keywords: ['get closer to your crush', 'become friends with your crush', 'build connection', 'how to get to know someone', 'secret crush'],
  scenarios: [
    {
      title: 'Finding shared ground',
      advice:
        "Closeness grows from repeated time together. Look for things you already share — a class, a club, a gym, a friend group — and show up consistently. Repetition makes you familiar, and familiarity makes conversation easier for both of you.",
      examples: ["Are you doing the Saturday run again? I might join if you don't mind me slowing you down"],
    },
    {
      title: 'Small favours and help',
      advice:
        "Offering small help — notes from class, a recommendation, a ride — and accepting theirs builds trust quickly. Asking for a small favour works too: people like those they help. Keep favours light so nobody feels in debt.",
      examples: ["You're good with cameras, right? Can you help me pick one? I'll buy the coffee"],
    },
    {
      title: 'Going beyond small talk',
      advice:
        "Move from facts (what do you study?) to feelings and stories (what made you choose it? what do you miss about home?). Share a little of your own first to make it safe. Deeper questions, asked with real curiosity, make people feel known — and that is closeness.",
      examples: ["What's something you were obsessed with as a kid?", "Do you ever miss home, or are you glad to be away?"],
    },
    {
      title: 'Inside jokes and callbacks',
      advice:
        "Inside jokes are a sign of a growing bond. When something funny happens between you, bring it back later. Callbacks to earlier conversations show you listen and create a shared world that is just yours.",
      examples: ["I saw a pigeon stealing fries today and immediately thought of our conversation 😂"],
    },
    {
      title: 'From group to one-on-one',
      advice:
        "Once you are comfortable in groups, suggest something for just the two of you that fits a shared interest. It is a natural step for friends and a gentle test of interest: how they respond tells you a lot. An eager yes, or a counter-suggestion, is a good sign; vague answers every time mean it is better to keep things in the group for now.",
      examples: ["The new bookstore opens Saturday. Want to check it out with me?"],
    },
    {
      title: 'Not getting stuck as just friends',
      advice:
        "Becoming friends first is great, but if months pass, the friendship can harden into something where romance feels impossible. Add small signs of interest along the way — attention, compliments, a little playfulness — so your feelings are not a complete surprise later. The aim is to be a friend who is also clearly interested, not a friend who one day drops a bombshell.",
      examples: ["You know you're one of my favourite people to hang out with, right?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Topics that deepen',
      description:
        'Get questions and topics that move beyond small talk, matched to what you know about your crush.',
    },
    {
      title: 'Plans that feel natural',
      description:
        'Ideas for shared activities and one-on-one plans that fit your situation, so spending time together is easy.',
    },
    {
      title: 'Timing the next step',
      description:
        'Describe where things stand and get an honest view of whether it is time to show more interest or keep building.',
    },
    {
      title: 'Remembers the details',
      description:
        'Memory keeps notes on what you have learned and tried, so advice builds over weeks rather than starting from scratch.',
    },
  ],
};
