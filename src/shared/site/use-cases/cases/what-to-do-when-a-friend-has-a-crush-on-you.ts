import type { UseCase } from '../../schema';

/** HC011 (HiddenCrush): When a friend has a secret crush on you. */
export const useCase: UseCase = {
  caseId: 'HC011',
  category: 'HiddenCrush',
  caseName: 'When a friend has a secret crush on you',
  slug: 'what-to-do-when-a-friend-has-a-crush-on-you',
  agentSlug: 'chat-advisor',
  promptText:
    "I think one of my friends has a secret crush on me, but I don't feel the same. How do I handle it kindly without losing the friendship or embarrassing them?",
  titleTag: 'When a Friend Has a Crush on You: What to Do',
  metaDescription:
    'Think a friend secretly likes you? How to be sure, when to say something, kind words if you do not feel the same, and how to keep the friendship.',
  keywords: ['friend has a crush on me', 'friend likes me but i dont', 'how to reject a friend kindly', 'friend confessed feelings', 'secret crush'],
  scenarios: [
    {
      title: 'Are you sure?',
      advice:
        "Before you act, check whether the signs are specific to you: constant attention, jealousy when you date, hints, friends teasing them about you. Friendly warmth alone is not a crush. If you are unsure, do nothing dramatic — watch and keep being a normal friend.",
      examples: ["Want to come to the game with the group on Friday?"],
    },
    {
      title: 'Not encouraging what you do not feel',
      advice:
        "If you are fairly sure and do not feel the same, avoid things that could read as romantic: late-night one-on-one chats, flirty jokes, date-like plans. You can stay warm while spending more time in groups. This protects them from false hope.",
      examples: ["Let's invite Sam and Lena too, it'll be more fun with a group!"],
    },
    {
      title: 'If they confess',
      advice:
        "Thank them for their courage, be clear and kind that you do not feel the same, and say what you value about them. Clarity is kinder than maybe; a vague answer keeps them hoping. Do not apologise excessively or over-explain.",
      examples: ["Thank you for telling me, that took courage. I don't feel the same way, but you're really important to me as a friend and I don't want to lose that."],
    },
    {
      title: 'Afterwards',
      advice:
        "Give them room to decide how much space they need, and do not take it personally if they pull back for a while. Keep inviting them to group things, but do not push. Never share their confession with others — that is the fastest way to lose the friendship.",
      examples: ["No pressure at all, but we're all going bowling Saturday if you want to come 🙂"],
    },
    {
      title: 'If they keep hoping',
      advice:
        "If they keep hinting after you have been clear, restate it calmly once more rather than ignoring it. Firm kindness beats slowly fading away. If it continues and it is uncomfortable, it is okay to take more distance.",
      examples: ["I care about you, and I want to be honest so it's fair to you: my feelings haven't changed. I hope we can keep being friends."],
    },
    {
      title: 'If you are not sure what you feel',
      advice:
        "Sometimes a friend's crush makes you wonder about your own feelings. Take time to think rather than answering out of flattery or guilt. It is fine to say you need time — but do not keep them waiting for months.",
      examples: ["I need a little time to think about this, because you matter to me. Can we talk next week?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Kind and clear words',
      description:
        'Get honest ways to say you do not feel the same, without hurting more than necessary.',
    },
    {
      title: 'Read the situation',
      description:
        'Describe what you have noticed or share messages; get a read on whether it is really a crush or just friendship.',
    },
    {
      title: 'Keep the friendship',
      description:
        'Advice for the weeks after: group plans, space, and how to act normal again.',
    },
    {
      title: 'Confidential',
      description:
        'Think it through privately without telling mutual friends — nothing you write here is shared with anyone.',
    },
  ],
};
