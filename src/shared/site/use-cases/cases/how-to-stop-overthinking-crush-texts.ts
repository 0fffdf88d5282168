import type { UseCase } from '../../schema';

/** HC012 (HiddenCrush): Stop overthinking texts from your secret crush. */
export const useCase: UseCase = {
  caseId: 'HC012',
  category: 'HiddenCrush',
  caseName: 'Stop overthinking texts from your secret crush',
  slug: 'how-to-stop-overthinking-crush-texts',
  agentSlug: 'message-decoder',
  promptText:
    "I have a secret crush and I overthink every text they send me — the emojis, how long they take to reply, every word. How do I stop overthinking and just enjoy talking to them?",
  titleTag: 'How to Stop Overthinking Texts From Your Crush',
  metaDescription:
    'Rereading every emoji and counting reply minutes? Why crush texts make us overthink and practical ways to calm down and enjoy the conversation again.',
  keywords: ['overthinking texts', 'overthinking crush', 'texting anxiety', 'what does this text mean', 'crush texting'],
  scenarios: [
    {
      title: 'Reading tone into punctuation',
      advice:
        "A full stop, a missing emoji or “haha” instead of “hahaha” usually means nothing more than how someone types. Compare their message to how they text in general: if they always write like that, it is just their style. Decide to read messages at face value unless there is a clear, repeated change.",
      examples: ["Haha okay, that's good to hear"],
    },
    {
      title: 'Counting reply times',
      advice:
        "Reply time depends mostly on someone's day, not their feelings: work, classes, phone habits. Stop tracking it by turning off read receipts on your side and muting the chat for a while if needed. Look at the overall pattern over weeks, not minutes.",
      examples: ["That sounds fun! How was it?"],
    },
    {
      title: 'Drafting and redrafting your reply',
      advice:
        "If you spend 20 minutes on a three-word reply, set a limit: write it, read it once, send. Perfect messages do not exist, and natural ones land better. A message that sounds like you is always better than a polished one.",
      examples: ["Omg yes, I've been wanting to try that place!"],
    },
    {
      title: 'Asking friends to analyse everything',
      advice:
        "Group analysis of every screenshot can amplify anxiety: everyone has a theory. Pick one trusted opinion, or get a quick neutral read, and then stop analysing. The answer is usually in the pattern, not the single message.",
      examples: ["Saturday works! What time?"],
    },
    {
      title: 'Filling your day with other things',
      advice:
        "Overthinking grows when the crush is the main event of your day. Put effort into things that make you feel good — friends, sport, projects. You will text more relaxed, and a relaxed person is more attractive anyway.",
      examples: ["Sorry, was at climbing! Just saw this — tell me everything"],
    },
    {
      title: 'Getting real information',
      advice:
        "The cure for guessing is information: meet in person or ask a simple question. One honest conversation gives you more than a hundred decoded texts. If you like them, move towards clarity rather than deeper analysis.",
      examples: ["I like talking to you. Want to grab a coffee this week?"],
    },
  ],
  sellingPoints: [
    {
      title: 'A quick, neutral read',
      description:
        'Paste the message that is bothering you and get a calm explanation of the most likely meaning — in seconds, not hours.',
    },
    {
      title: 'Replies without the agonising',
      description:
        'Get three natural replies to choose from, each with its tone, so you can answer and move on.',
    },
    {
      title: 'Patterns over moments',
      description:
        'Share a few screenshots and get a read on the overall pattern, which tells you more than any single text.',
    },
    {
      title: 'Honest when it matters',
      description:
        'If a pattern really does show waning interest, you will hear it kindly and clearly, with help on what to do next.',
    },
  ],
};
