import type { UseCase } from '../../schema';

/** HC010 (HiddenCrush): Talk to a classmate you secretly like. */
export const useCase: UseCase = {
  caseId: 'HC010',
  category: 'HiddenCrush',
  caseName: 'Talk to a classmate you secretly like',
  slug: 'how-to-talk-to-a-classmate-you-like',
  agentSlug: 'opening-lines-helper',
  promptText:
    "I secretly like someone in my class but we've never really talked. How do I start talking to this classmate without my friends or the whole class noticing?",
  titleTag: 'How to Talk to a Classmate You Secretly Like',
  metaDescription:
    'Crush on a classmate you have never talked to? Natural ways to start — group work, study questions, class chats — without the whole class noticing.',
  keywords: ['crush on a classmate', 'talk to your crush at school', 'start talking to a classmate', 'school crush', 'college crush'],
  scenarios: [
    {
      title: 'Using class as the opener',
      advice:
        "Class gives you the perfect excuse: homework, a confusing lecture, an upcoming test. Ask a genuine question or share a helpful resource. Nobody will find it strange, and it opens the door to more conversation naturally.",
      examples: ["Did you get what she meant about the essay structure? I'm so lost", "I made a summary for the midterm if you want it"],
    },
    {
      title: 'Group projects and seating',
      advice:
        "Choose seats or groups that put you near them sometimes, and be a good teammate: reliable, funny, easy to work with. Working together shows who you are better than any chat message, and it creates reasons to text. Do your share of the work and be kind to everyone in the group — that is noticed more than any clever line.",
      examples: ["Want to team up for the lab project? I promise I do my part"],
    },
    {
      title: 'Moving to messages',
      advice:
        "After a class conversation, continue it over messages with something relevant: a meme about the teacher, a question about the assignment, a link. Keep early messages short and friendly. If they reply with more than one word, you have a thread.",
      examples: ["That lecture was basically a sleeping pill 😴 how are you doing the reading?"],
    },
    {
      title: 'Keeping it private from the class',
      advice:
        "If you do not want friends to notice, keep the conversation in private messages and act normally in class. Be careful who you tell: secrets travel fast in a class. Do not make them the centre of attention in group settings.",
      examples: ["Haha I'll tell you later, too many spies here 😄"],
    },
    {
      title: 'Talking outside class',
      advice:
        "After a few good chats, suggest something small outside class: studying together, grabbing food after, a school event. Framing it around the class keeps it low-pressure, and you will learn whether they enjoy your company beyond the classroom. If they say yes easily or suggest a time themselves, the next step can be a bit more personal.",
      examples: ["Want to study for the test together at the library on Wednesday?"],
    },
    {
      title: 'If they already have a group of friends',
      advice:
        "Approach them when they are alone or in a small group, or befriend someone in their circle naturally. Do not force your way into their group; small, genuine conversations are better than big entrances. Over a few weeks, being a friendly, familiar face makes it natural to talk more.",
      examples: ["Hey, you're in Ms. Lopez's class, right? Do you know if the quiz is tomorrow?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Openers for class',
      description:
        'Get natural first messages and in-person lines based on your class, subject and what you know about them.',
    },
    {
      title: 'Practise first',
      description:
        'Try a conversation with a simulated classmate in roleplay practice to get past the first-words nerves.',
    },
    {
      title: 'Discreet advice',
      description:
        'Tips that keep your crush private from your class, and help deciding who, if anyone, to tell.',
    },
    {
      title: 'Screenshot feedback',
      description:
        'Share your chat so far and get the next message suggested in context, with its tone explained.',
    },
  ],
};
