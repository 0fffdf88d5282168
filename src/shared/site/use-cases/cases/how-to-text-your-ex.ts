import type { UseCase } from '../../schema';

/** RL004 (Relationships): Reach out to an ex. */
export const useCase: UseCase = {
  caseId: 'RL004',
  category: 'Relationships',
  caseName: 'Reach out to an ex',
  slug: 'how-to-text-your-ex',
  agentSlug: 'relationship-repair-advisor',
  promptText:
    "We broke up a few months ago and I'm thinking about texting my ex. I'm not sure if I want to get back together or just talk. What should I say, if anything?",
  titleTag: 'How to Text Your Ex (and Whether You Should)',
  metaDescription:
    'Thinking of texting your ex? Get clear on why first, then the first message, how to read their reply, and what to do if they do not answer.',
  keywords: ['text my ex', 'should i text my ex', 'reach out to ex', 'get back together with ex', 'after the breakup'],
  scenarios: [
    {
      title: 'Knowing why you want to text',
      advice:
        "Before writing anything, be honest about what you want: closure, friendship, getting back together, or just relief from loneliness tonight. Each leads to a different message — and loneliness usually means waiting. If they asked for no contact, respect that.",
      examples: ["Hey, I hope you're doing well. I've been thinking about how things ended and I'd like to talk sometime, if you're open to it."],
    },
    {
      title: 'A first message with no pressure',
      advice:
        "Keep the first text short, warm and easy to answer or ignore. Mention something neutral or positive and do not open with the relationship, blame or a long confession. You want to see whether the door is open, not push it.",
      examples: ["Saw that your band is playing next month — that's awesome. Hope things are good with you."],
    },
    {
      title: 'Apologising for your part',
      advice:
        "If you hurt them, a sincere apology with no expectation of anything in return can bring peace to both of you. Name what you did, do not justify, and do not use the apology to reopen the relationship. Make it clear that no reply is needed; the apology is for them, not a request.",
      examples: ["I've had time to think, and I'm sorry for how I shut you out during that last year. You deserved better. No need to reply."],
    },
    {
      title: 'If you want to get back together',
      advice:
        "Only consider it if what broke you up has actually changed. Rebuild slowly: a few friendly conversations, then meeting for coffee to talk honestly about what went wrong and what would be different now. Rushing back usually repeats the same ending.",
      examples: ["I've missed talking to you. Would you be up for a coffee and an honest chat about us?"],
    },
    {
      title: 'Reading their reply',
      advice:
        "Warm replies with questions mean they are open to talking. Polite, short answers mean they are being kind but not inviting more. No reply is an answer too. Match what they give you, and do not chase.",
      examples: ["It was really nice to hear from you. Take care 🙂"],
    },
    {
      title: 'If they have moved on',
      advice:
        "If they are with someone else or clearly not interested, accept it and step back. It hurts, but respecting their choice is also what lets you heal. Use the energy to take care of yourself and your own next chapter.",
      examples: ["I'm glad you're happy. Wishing you the best, genuinely."],
    },
  ],
  sellingPoints: [
    {
      title: 'Clarity before you text',
      description:
        'The Relationship Repair Advisor asks the questions that help you know what you really want before you send anything.',
    },
    {
      title: 'The right first message',
      description:
        'Get first texts for closure, friendship or reconnecting — each short, warm and free of pressure.',
    },
    {
      title: 'Practise with a simulated ex',
      description:
        'Rehearse the conversation in roleplay practice against a simulated ex and learn how different approaches might land.',
    },
    {
      title: 'Honest reads of their reply',
      description:
        'Paste their answer and get a grounded take on what it likely means — no false hope.',
    },
  ],
};
