import type { UseCase } from '../../schema';

/** WK001 (Work): Communicate better at work. */
export const useCase: UseCase = {
  caseId: 'WK001',
  category: 'Work',
  caseName: 'Communicate better at work',
  slug: 'how-to-communicate-at-work',
  agentSlug: 'perfect-response-composer',
  promptText:
    "I struggle with communication at work: my messages to my manager and colleagues come across wrong, and I never know how to say no or push back politely. How do I communicate better at work?",
  titleTag: 'How to Communicate at Work: Messages That Land',
  metaDescription:
    'Messages to your boss or colleagues come across wrong? Write clear updates, say no politely, push back, and ask for help — with workplace templates.',
  keywords: ['how to communicate at work', 'workplace communication', 'email to manager', 'say no at work', 'professional messages'],
  scenarios: [
    {
      title: 'Writing a clear update to your manager',
      advice:
        "Managers skim. Put the most important point first — done, blocked, or need a decision — then the details. Use short paragraphs or bullets, and end with what you need from them, if anything. A clear update saves a meeting.",
      examples: ["Quick update: the report is done except the Q3 numbers, which I'll have by Thursday. One decision needed: should I include the pilot data?"],
    },
    {
      title: 'Saying no without sounding lazy',
      advice:
        "A good no explains your current priorities and offers an alternative: a later date, a smaller version, or someone else. It shows you care about the work, just not at the cost of everything else. Let your manager choose the trade-off when priorities conflict.",
      examples: ["I'd like to help, but I'm at capacity with the launch until Friday. I could take it on Monday, or do a quick review now — which is more useful?"],
    },
    {
      title: 'Pushing back on a decision',
      advice:
        "Disagree with the idea, not the person, and bring evidence. Acknowledge the goal behind the decision, share your concern with a concrete reason, and suggest an option. Do it privately first when possible; public pushback puts people on the defensive.",
      examples: ["I see why we want to ship on the 1st. My concern is the testing window — we'd skip the payment tests. Could we ship on the 1st without the new checkout and add it a week later?"],
    },
    {
      title: 'Asking for help',
      advice:
        "Asking early is a strength. Show what you have tried, state exactly where you are stuck, and make it easy to help: a specific question, a suggested time. People help faster when the request is clear.",
      examples: ["I've been stuck on the API error for an hour — I tried the token refresh and the staging keys. Do you have 15 minutes today to look at it with me?"],
    },
    {
      title: 'Handling a tense message from a colleague',
      advice:
        "Do not reply while annoyed. Reread the message assuming good intent, then answer the facts calmly. If it is getting heated, move to a call: tone travels better by voice, and misunderstandings clear up faster.",
      examples: ["Thanks for flagging this. I think we see the timeline differently — could we jump on a quick call to sort it out?"],
    },
    {
      title: 'Giving feedback to a colleague',
      advice:
        "Be specific about the situation and the impact, and ask for their view. Private, timely and focused on behaviour (not personality) is the formula. End with something forward-looking.",
      examples: ["In yesterday's meeting, when the client question got cut off, I think they felt rushed. Could we leave more room for questions next time? Curious how you saw it."],
    },
  ],
  sellingPoints: [
    {
      title: 'The right tone, every time',
      description:
        'Paste your draft and get polished versions that are clear, polite and firm — pick the tone that fits your workplace.',
    },
    {
      title: 'Decode tricky replies',
      description:
        'Got a one-word answer from your boss? Share it and get a calm read on what it likely means.',
    },
    {
      title: 'Templates that fit your situation',
      description:
        'Updates, no-thank-yous, pushback, feedback: get messages written for your actual context, not generic templates.',
    },
    {
      title: 'Practise the hard conversations',
      description:
        'Rehearse asking for a raise or giving tough feedback in roleplay practice before the real meeting.',
    },
  ],
};
