import type { UseCase } from '../../schema';

/** CR006 (Crush): Read mixed signals from your crush. */
export const useCase: UseCase = {
  caseId: 'CR006',
  category: 'Crush',
  caseName: 'Read mixed signals from your crush',
  slug: 'how-to-read-mixed-signals-from-crush',
  agentSlug: 'love-signals-detector',
  promptText:
    "My crush sends mixed signals: some days they text me a lot and flirt, other days they're cold and take hours to reply. Do they like me or not, and how should I respond?",
  titleTag: 'Mixed Signals From Your Crush? How to Read Them',
  metaDescription:
    'Hot one day, cold the next? Make sense of mixed signals from your crush, what usually causes them, and how to get a clear answer without games.',
  keywords: ['mixed signals', 'does my crush like me', 'hot and cold', 'crush confusing signals', 'signs your crush likes you'],
  scenarios: [
    {
      title: 'Hot one day, cold the next',
      advice:
        "Swings in attention often say more about the other person's life than about you: exams, work, family, or their own uncertainty. Instead of reacting to each swing, look at the average over a few weeks. Do they come back to you after the quiet spells? Do they start conversations? A consistent pattern of returning is a better signal than any single hot or cold day.",
      examples: ["You've been quiet lately — everything okay? No pressure to reply fast"],
    },
    {
      title: 'Flirty in private, distant in public',
      advice:
        "If someone is warm one-on-one but acts like a stranger around friends, they may be shy, private, or not ready for others to know — or keeping their options open. Notice whether they ever make plans with you that others could see. You can gently name what you notice without accusing; their reaction tells you a lot.",
      examples: ["Funny how you're so chatty over text and so mysterious in person 😄"],
    },
    {
      title: 'They like your stories but never reply',
      advice:
        "Watching and liking your posts shows attention, but it costs nothing. Treat it as a low signal. What matters more is whether they use that attention to start a real conversation. If you want to test the water, reply to one of their stories and see whether they pick the conversation up or let it drop.",
      examples: ["I saw you liked my photo from the lake — have you been there? It's even better in person"],
    },
    {
      title: 'They say they are busy — a lot',
      advice:
        "Busy people who are interested still find small ways to show it: a quick “crazy week, talk Sunday?”, a suggested alternative, a reply that picks up later. Busy with no counter-offer, week after week, usually means low priority. Offer one open door and let them walk through it; chasing a busy person rarely changes their priorities.",
      examples: ["Sounds like a hectic week! Let me know when you're free and we'll do something fun"],
    },
    {
      title: 'They flirt but do not ask you out',
      advice:
        "Some people enjoy flirting without intending to go further, and some are just nervous. The only way to find out is to make it easy: suggest something specific yourself. If they say yes, the mixed signals were nerves. If they dodge repeatedly, you have your answer without a painful conversation.",
      examples: ["We talk so much over text, we should do this in person. Coffee on Saturday?"],
    },
    {
      title: 'Asking for clarity',
      advice:
        "When guessing is draining you, a calm direct question is a kindness to both of you. Keep it light, make it easy to answer honestly, and avoid ultimatums. Whatever they say, you gain clarity — and clarity is what lets you either lean in or move on with your head up.",
      examples: ["I'll be honest, I like you and I can't tell where your head is at. Are we flirting or am I imagining it? 😅"],
    },
  ],
  sellingPoints: [
    {
      title: 'Signal by signal',
      description:
        'The Love Signals Detector weighs what they say and do — who starts chats, reply patterns, plans — and tells you which signs are strong and which are noise.',
    },
    {
      title: 'Screenshots welcome',
      description:
        'Share a few screenshots of your chats and get a read on the pattern over time, not just the last message.',
    },
    {
      title: 'Practise the honest talk',
      description:
        'The detector can play your crush, so you can rehearse asking where you stand and try different ways of saying it before doing it for real.',
    },
    {
      title: 'Honest, not hopeful',
      description:
        'You get a grounded read, including when the signals point to “not that interested” — and help to protect your energy if so.',
    },
  ],
};
