import type { UseCase } from '../../schema';

/** HC003 (HiddenCrush): Drop hints over text without being obvious. */
export const useCase: UseCase = {
  caseId: 'HC003',
  category: 'HiddenCrush',
  caseName: 'Drop hints over text without being obvious',
  slug: 'how-to-hint-you-like-someone-over-text',
  agentSlug: 'perfect-response-composer',
  promptText:
    "I secretly like someone and I want to drop hints over text that I like them, without making it too obvious or awkward. What kind of messages should I send?",
  titleTag: 'How to Hint You Like Someone Over Text',
  metaDescription:
    'Want them to get the hint without a big confession? Subtle texts that show interest — attention, playful teasing, invitations — and how to read their reply.',
  keywords: ['hint you like someone', 'subtle flirting over text', 'drop hints to crush', 'show interest over text', 'secret crush texting'],
  scenarios: [
    {
      title: 'Showing you pay attention',
      advice:
        "The subtlest hint is attention: remembering what they told you and asking about it. It shows they are on your mind without saying so. Pair it with genuine interest in their answer. Over a few conversations, this kind of attention is noticed — and it is hard to misread as anything but warmth.",
      examples: ["How did the audition go? I've been thinking about it all day", "You said you'd never seen the sea — I found a cheap train to the coast 👀"],
    },
    {
      title: 'Singling them out',
      advice:
        "Hints land when they are clearly about them, not everyone. Tell them something you would not tell just anyone, send them something because it reminded you of them, or admit they made your day better. Keep each hint small and move on without waiting for a reaction.",
      examples: ["Honestly talking to you is the best part of my day", "Saw this and immediately thought of you"],
    },
    {
      title: 'Playful teasing',
      advice:
        "Light teasing signals that you feel comfortable and a little flirty. Keep it about harmless things they joke about themselves. A tease followed by a compliment is a classic mixed signal in the best sense: it keeps them guessing in a good way.",
      examples: ["You're weirdly good at this for someone who claims to be bad at everything 😏"],
    },
    {
      title: 'The “we should” invitation',
      advice:
        "Suggesting a one-on-one plan is a clear but deniable hint. If they say yes, you get time alone; if they suggest bringing friends, that is useful information too. Make it specific so it actually happens, and low-key so it does not feel like a huge romantic ask.",
      examples: ["We should go to that night market together. Just us, the others would slow us down 😄"],
    },
    {
      title: 'Reading whether they get it',
      advice:
        "Watch what comes back: do they return the attention, tease back, accept plans, or suggest their own? Then the hints are landing. If they stay polite but neutral, give it time and avoid escalating. Hints work best as a conversation, not a campaign.",
      examples: ["Is it just me or do we always end up talking until 1am? 😅"],
    },
    {
      title: 'When hints are not enough',
      advice:
        "Hints can go unnoticed, especially with people who do not expect to be liked. If weeks of hints leave you unsure, a clearer statement is kinder to both of you than more guessing. You can still keep it light — you do not need a big speech to be clear.",
      examples: ["Okay, I'll just say it: I kind of like you. No pressure, just didn't want to keep hinting forever 😅"],
    },
  ],
  sellingPoints: [
    {
      title: 'Hints at the level you choose',
      description:
        'Ask for subtle, medium or clear and get messages at that level, each with a note on how it is likely to be read.',
    },
    {
      title: 'Fits your conversation',
      description:
        'Share a screenshot of your chat and the hints are written to follow what you were just talking about, so nothing feels out of place.',
    },
    {
      title: 'Read their reaction',
      description:
        'Paste their reply to get a grounded read on whether your hint landed and what to do next.',
    },
    {
      title: 'Always respectful',
      description:
        'Suggestions never pressure or guilt anyone; they leave room for the other person to respond however they feel.',
    },
  ],
};
