import type { UseCase } from '../../schema';

/** HC007 (HiddenCrush): Confess your feelings over text. */
export const useCase: UseCase = {
  caseId: 'HC007',
  category: 'HiddenCrush',
  caseName: 'Confess your feelings over text',
  slug: 'how-to-confess-your-feelings-over-text',
  agentSlug: 'perfect-response-composer',
  promptText:
    "I want to confess my feelings to my secret crush over text because I'm too nervous to do it in person. What should I write so it's honest but not too intense?",
  titleTag: 'How to Confess Your Feelings Over Text',
  metaDescription:
    'Telling your crush how you feel by text? What to write, what to leave out, when to send it, and how to handle the wait and the reply — with examples.',
  keywords: ['confess feelings over text', 'tell crush you like them text', 'confession text', 'how to confess', 'i like you message'],
  scenarios: [
    {
      title: 'Is text okay?',
      advice:
        "Confessing by text is fine, especially if most of your relationship happens over text or you freeze in person. It gives them space to think before answering, which many people prefer. The trade-off is tone: without your voice and face, the words have to do the work, so keep them clear and warm.",
      examples: ["Can I tell you something a little scary? 😅"],
    },
    {
      title: 'Writing the message',
      advice:
        "Aim for three short parts: what you feel, why you are telling them, and that there is no pressure. Leave out long lists of what you love about them, apologies for having feelings, and anything that asks them to decide right now. Read it aloud — if it sounds like you talking, it is right.",
      examples: ["I've liked you for a while now, more than as a friend. I didn't want to keep it to myself any longer. No pressure to answer right away — I just wanted you to know."],
    },
    {
      title: 'Choosing when to send it',
      advice:
        "Send it when they are likely free and calm — an evening, a weekend afternoon — not during work, exams, or late at night when everything feels more dramatic. Avoid sending it right before you see them in person, which can create an awkward meeting before they have answered. Before you press send, read it once more and remove anything that asks for an answer right now.",
      examples: ["Hey, are you free to chat for a sec tonight?"],
    },
    {
      title: 'The wait',
      advice:
        "Once it is sent, put the phone away and do something absorbing. Do not send follow-ups, explanations or “never mind, forget it”. They may need hours or a day. Silence in the first day is normal and not an answer.",
      examples: ["No rush at all on my last message. We're good either way 🙂"],
    },
    {
      title: 'If they answer yes',
      advice:
        "Enjoy it! Then move it offline soon: suggest a date so the next step happens in person, where the connection grows. Do not spend hours dissecting feelings by text; you will both be nervous, and meeting is more fun.",
      examples: ["Okay I'm grinning at my phone like an idiot. Can I take you out this weekend?"],
    },
    {
      title: 'If they answer no',
      advice:
        "Reply once, warmly, and close the topic: thank them, reassure them, and do not argue or ask for reasons. Then give yourself space. A graceful reply keeps your dignity — and often the friendship.",
      examples: ["Thank you for being honest, I really appreciate it. No awkwardness from my side, promise."],
    },
  ],
  sellingPoints: [
    {
      title: 'Draft, refine, send',
      description:
        'Write your confession with the advisor: get versions that are sweet, straightforward or light, and tweak them until they sound like you.',
    },
    {
      title: 'Check the tone',
      description:
        'Paste your draft and get honest feedback on how it will likely be read — too intense, too vague, or just right.',
    },
    {
      title: 'Replies for every answer',
      description:
        'Prepare your response to a yes, a no or a maybe in advance, so you never reply in a panic.',
    },
    {
      title: 'Support during the wait',
      description:
        'Anxious while waiting? Talk it through and get a calm reality check instead of sending a regretful follow-up.',
    },
  ],
};
