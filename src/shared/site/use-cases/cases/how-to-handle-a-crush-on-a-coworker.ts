import type { UseCase } from '../../schema';

/** HC005 (HiddenCrush): Handle a secret crush on a coworker. */
export const useCase: UseCase = {
  caseId: 'HC005',
  category: 'HiddenCrush',
  caseName: 'Handle a secret crush on a coworker',
  slug: 'how-to-handle-a-crush-on-a-coworker',
  agentSlug: 'chat-advisor',
  promptText:
    "I have a secret crush on a coworker. I don't know if they like me and I don't want to make things awkward at work. What should I do?",
  titleTag: 'Secret Crush on a Coworker? What to Do',
  metaDescription:
    'Falling for a coworker? How to check your company rules, read the signals, keep things professional and — if it is mutual — ask them out the right way.',
  keywords: ['crush on a coworker', 'dating a coworker', 'workplace crush', 'ask out a coworker', 'office romance'],
  scenarios: [
    {
      title: 'Check the rules and the power',
      advice:
        "Before anything, check your workplace's policy on relationships, and never pursue someone you manage or who manages you — the power difference makes a free yes or no hard for them. If they are a peer in another team, things are simpler. Knowing the rules first protects both of you.",
      examples: ["Want to grab lunch somewhere outside the office sometime?"],
    },
    {
      title: 'Reading interest at work',
      advice:
        "At work, friendliness is part of the job, so signals are harder to read. Look for things beyond the job: do they seek you out when they do not need to, message you about non-work things, or suggest coffee? Signals outside work context matter more than politeness in meetings.",
      examples: ["Coffee run? I need a break from these spreadsheets"],
    },
    {
      title: 'Building a connection outside tasks',
      advice:
        "Join lunches, after-work drinks or team events where conversations are personal rather than about deadlines. Ask about their weekend, hobbies and plans. Getting to know them as a friend first is how most workplace relationships start, and it keeps things natural if nothing more happens.",
      examples: ["Are you coming to the quiz night on Thursday? Our team needs someone who knows music"],
    },
    {
      title: 'Asking them out respectfully',
      advice:
        "If the signals are good, ask once, privately, outside working hours or channels — not in a work chat, a meeting, or in front of colleagues. Make it easy to say no and clear that work stays fine either way. If they decline, accept it immediately and never ask again.",
      examples: ["No pressure at all, and work stays exactly the same either way — but would you like to get dinner with me sometime?"],
    },
    {
      title: 'If they say no',
      advice:
        "Keep it professional and friendly from the next day on, as if nothing happened. Do not avoid them, talk about it with colleagues, or change how you work with them. Your steadiness makes it easy for both of you to move on, and protects your reputation.",
      examples: ["Totally understood, thanks for being straightforward. See you at stand-up tomorrow 🙂"],
    },
    {
      title: 'If it is mutual',
      advice:
        "Agree together on how private to keep it at work, and keep work communication strictly professional. Consider telling HR or a manager if your policy requires it. Have an honest talk about what happens at work if things do not work out, so you both feel safe.",
      examples: ["Before anything else: how do you want to handle this at work? I'm happy keeping it just between us for now"],
    },
  ],
  sellingPoints: [
    {
      title: 'Think about the risks first',
      description:
        'Get a clear-eyed view of your situation — roles, rules, team dynamics — before you make a move.',
    },
    {
      title: 'Professional and personal',
      description:
        'Advice that balances the crush with your career: what to say, where to say it, and what never to put in a work chat.',
    },
    {
      title: 'Read work-context signals',
      description:
        'Describe how they act or share messages, and get a read on what is friendliness and what might be interest.',
    },
    {
      title: 'Say it well, once',
      description:
        'Get a respectful invitation that makes it easy to say no and keeps work comfortable either way.',
    },
  ],
};
