import type { UseCase } from '../../schema';

/** HC004 (HiddenCrush): Act natural around your secret crush. */
export const useCase: UseCase = {
  caseId: 'HC004',
  category: 'HiddenCrush',
  caseName: 'Act natural around your secret crush',
  slug: 'how-to-act-natural-around-your-crush',
  agentSlug: 'chat-advisor',
  promptText:
    "Whenever I'm around my secret crush I get nervous, say weird things or go quiet. How do I act natural around them so I don't make it too obvious?",
  titleTag: 'How to Act Natural Around Your Secret Crush',
  metaDescription:
    'Freeze up or ramble around your crush? Practical ways to calm the nerves, keep a conversation going and be yourself — without giving everything away.',
  keywords: ['how to act around your crush', 'nervous around crush', 'be normal around your crush', 'secret crush tips', 'talk to your crush'],
  scenarios: [
    {
      title: 'Calming the nerves before you see them',
      advice:
        "Nerves come from making the moment huge in your head. Before you see them, slow your breathing (in for four, out for six, a few times) and remind yourself they are a person, not an exam. Have one or two easy topics ready — something that happened to you, a question about their week — so you never face a blank.",
      examples: ["How was the trip? I want the full story, including the disasters"],
    },
    {
      title: 'Treat them like everyone else — almost',
      advice:
        "One reason crushes feel awkward is that we treat them like celebrities. Talk to them the way you talk to your friends: same humour, same topics. The small difference — a bit more attention, a bit more curiosity — is enough. Acting exactly like yourself is what they would like anyway.",
      examples: ["Okay, settle an argument for me and Jess: cereal before milk or after?"],
    },
    {
      title: 'When you say something weird',
      advice:
        "Everyone says something odd sometimes. The trick is to own it lightly instead of freezing: a quick laugh at yourself actually comes across as confident and likeable. Do not replay it all night; they have very likely forgotten it already.",
      examples: ["Wow, that came out wrong. Let me try again as a normal human 😅"],
    },
    {
      title: 'Keeping a conversation going',
      advice:
        "Ask open questions, listen for a detail, then follow it. “How was your weekend?” → “Good, went hiking” → “Where? I've been looking for new trails.” Following threads takes the pressure off inventing topics. Share something of your own too, so it does not feel like an interview.",
      examples: ["Where did you go? I've been looking for somewhere new to hike"],
    },
    {
      title: 'Not making it too obvious',
      advice:
        "Being obvious usually means overdoing it: staring, always appearing, laughing too hard. Give them space and spread your attention across the group. Being relaxed and a little unavailable is more attractive than being constantly there.",
      examples: ["Anyway, I'll let you get back to it — see you at practice?"],
    },
    {
      title: 'Moving beyond small talk',
      advice:
        "Once you can talk comfortably, share something a bit more personal — a goal, a worry, a story — and ask about theirs. Real conversations build closeness, and closeness is the foundation for whatever comes next. Then you can think about a one-on-one plan.",
      examples: ["Can I tell you something kind of random? I've been thinking about switching majors"],
    },
  ],
  sellingPoints: [
    {
      title: 'Prep before you see them',
      description:
        'Tell the advisor where you will see your crush and get easy topics and openers made for that situation.',
    },
    {
      title: 'Practise talking to them',
      description:
        'Roleplay practice lets you rehearse small talk with a simulated version of your crush, so the real conversation feels familiar.',
    },
    {
      title: 'Recover from awkward moments',
      description:
        'Said something weird? Describe it and get a calm take on how much it matters (usually very little) and what to do next time.',
    },
    {
      title: 'Confidence, step by step',
      description:
        'Memory keeps track of your progress, so advice builds on what you tried last time rather than starting over.',
    },
  ],
};
