import type { UseCase } from '../../schema';

/** RL005 (Relationships): Handle the silent treatment. */
export const useCase: UseCase = {
  caseId: 'RL005',
  category: 'Relationships',
  caseName: 'Handle the silent treatment',
  slug: 'how-to-handle-the-silent-treatment',
  agentSlug: 'relationship-repair-advisor',
  promptText:
    "My partner is giving me the silent treatment after an argument and won't talk to me. How should I handle it without making it worse or just giving in?",
  titleTag: 'How to Handle the Silent Treatment From Your Partner',
  metaDescription:
    'Partner not talking to you after a fight? How to respond to the silent treatment calmly, reopen the conversation, and set a boundary if it keeps happening.',
  keywords: ['silent treatment', 'partner not talking to me', 'after an argument', 'stonewalling', 'relationship communication'],
  scenarios: [
    {
      title: 'Cooling off or punishment?',
      advice:
        "Some people need time alone to calm down after a fight; that is healthy if they say so. Silence used to punish — lasting days, with no explanation — is different and hurts the relationship. Start by assuming the kinder version and leave a door open.",
      examples: ["I can tell you need some space. I'm here when you're ready to talk."],
    },
    {
      title: 'Not chasing',
      advice:
        "Flooding them with messages, apologies or demands usually deepens the silence. Send one calm message, then carry on with your day. Staying steady shows you are not going anywhere, and it stops you from apologising for things you did not do just to end the discomfort.",
      examples: ["I don't like how we left things. Whenever you're ready, I'd like to talk it through."],
    },
    {
      title: 'Reopening the conversation',
      advice:
        "When they start responding, even a little, meet it warmly instead of scolding. Suggest a calm time to talk about the argument and about the silence. Keep the first exchange simple and kind.",
      examples: ["I'm glad we're talking again. Can we sit down tonight and go over what happened?"],
    },
    {
      title: 'Talking about the silence itself',
      advice:
        "Once things are calm, talk about how the silence felt for you, without attacking. Ask what they need when they shut down, and suggest an alternative such as saying “I need a few hours” instead of disappearing. Agree on it together so that next time, a pause is something you both recognise rather than a wall.",
      examples: ["When you go quiet for days, I feel shut out and anxious. Could you tell me when you need time, so I know you'll come back to it?"],
    },
    {
      title: 'If it keeps happening',
      advice:
        "Repeated, long silent treatment is a pattern worth taking seriously. Set a clear boundary about what you need, and consider couples counselling if it does not change. If silence comes with intimidation, control or fear, that is not a communication problem — seek support from people you trust or a local helpline.",
      examples: ["I love you, and I can't keep doing days of silence after every argument. I need us to find another way, maybe with a counsellor."],
    },
    {
      title: 'Looking after yourself meanwhile',
      advice:
        "Being ignored by someone you love is stressful. Talk to a friend, do something that grounds you, and remind yourself that their silence is their choice, not a verdict on you. You can be patient without putting your life on hold.",
      examples: ["Want to grab dinner tonight? I could use some company."],
    },
  ],
  sellingPoints: [
    {
      title: 'One calm message',
      description:
        'Get a steady, kind message that keeps the door open without chasing or giving in.',
    },
    {
      title: 'Understand the pattern',
      description:
        'Describe what happens and get an honest view of whether it is cooling off or something that needs a boundary.',
    },
    {
      title: 'Words for the boundary',
      description:
        'Say what you need clearly and lovingly, and rehearse the talk with a simulated partner first if you like.',
    },
    {
      title: 'There when you need it',
      description:
        'Silence is hard to sit with. Talk it through any time, privately, and come back as things change.',
    },
  ],
};
