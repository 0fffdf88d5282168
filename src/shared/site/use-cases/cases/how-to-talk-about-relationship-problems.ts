import type { UseCase } from '../../schema';

/** RL003 (Relationships): Bring up a problem without starting a fight. */
export const useCase: UseCase = {
  caseId: 'RL003',
  category: 'Relationships',
  caseName: 'Bring up a problem without starting a fight',
  slug: 'how-to-talk-about-relationship-problems',
  agentSlug: 'chat-advisor',
  promptText:
    "There's something in our relationship that bothers me, but every time I bring it up with my partner it turns into an argument. How do I talk about relationship problems calmly?",
  titleTag: 'How to Talk About Relationship Problems Calmly',
  metaDescription:
    'Every talk turns into a fight? Bring up problems with your partner calmly: timing, “I” statements, listening, and agreeing on a next step — with scripts.',
  keywords: ['talk about relationship problems', 'communication in relationships', 'bring up an issue with partner', 'avoid arguments', 'healthy communication'],
  scenarios: [
    {
      title: 'Picking the moment',
      advice:
        "Timing decides half of it. Avoid raising issues when either of you is tired, hungry, rushing out, or in front of others. Ask for a time to talk instead of ambushing — it signals respect and lets your partner arrive calm, not defensive.",
      examples: ["There's something I'd like to talk about, nothing scary. Would tonight after dinner work?"],
    },
    {
      title: 'Starting softly',
      advice:
        "How a conversation starts predicts how it ends. Start with something appreciative or with your intention, then describe the issue in terms of your feelings and a specific situation, not their character. “You never…” and “You always…” invite a defence; “I felt… when…” invites understanding.",
      examples: ["I love our weekends together. Lately I've felt a bit alone with the chores, especially on weekdays, and I'd like us to figure it out together."],
    },
    {
      title: 'One topic at a time',
      advice:
        "Stick to one issue. Bringing up past grievances turns a fixable problem into a trial. If other issues matter, note them and agree to talk about them another time.",
      examples: ["I don't want to bring up everything at once — can we just focus on the weekday chores for now?"],
    },
    {
      title: 'When it starts to heat up',
      advice:
        "If voices rise, call a pause rather than pushing through. Agree to take 20–30 minutes and come back; your body needs time to calm down before you can listen again. Say clearly that you will come back so the pause does not feel like walking away.",
      examples: ["I'm getting worked up and I don't want to say something unfair. Can we take 20 minutes and come back to this?"],
    },
    {
      title: 'Listening to their side',
      advice:
        "After you have said your piece, ask for theirs and listen to understand, not to reply. Summarise what you heard. Often your partner has a feeling behind their behaviour that changes the picture completely.",
      examples: ["So if I get it right, you feel I notice the chores you miss but not the ones you do? That's fair."],
    },
    {
      title: 'Agreeing on something concrete',
      advice:
        "End with a small, specific agreement and a time to check in on how it is going. Vague promises (“I'll try harder”) fade; concrete ones (“I'll do dishes Monday to Thursday”) stick. Put the check-in in your calendars so it actually happens, and thank each other for the effort when it does.",
      examples: ["How about I cook and you do the dishes on weekdays, and we see how it feels in two weeks?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Find the right words',
      description:
        'Turn what is bothering you into a calm opening line and talking points that invite understanding instead of defence.',
    },
    {
      title: 'See their side too',
      description:
        'The advisor helps you anticipate how your partner might feel, so the conversation goes better for both of you.',
    },
    {
      title: 'Rehearse the talk',
      description:
        'Practise with a simulated partner in roleplay practice and get an insight report with your strongest moments and what to improve.',
    },
    {
      title: 'After the talk',
      description:
        'Come back after the conversation to reflect, plan the next step, or repair if it went badly.',
    },
  ],
};
