import type { UseCase } from '../../schema';

/** RL001 (Relationships): Apologise after a fight. */
export const useCase: UseCase = {
  caseId: 'RL001',
  category: 'Relationships',
  caseName: 'Apologise after a fight',
  slug: 'how-to-apologize-after-a-fight',
  agentSlug: 'relationship-repair-advisor',
  promptText:
    "My partner and I had a fight last night and I said some things I regret. How do I apologise in a way that actually repairs things instead of starting the argument again?",
  titleTag: 'How to Apologise After a Fight With Your Partner',
  metaDescription:
    'Said things you regret? How to apologise after a fight so it repairs instead of reigniting: timing, the words that work, and what to avoid. With examples.',
  keywords: ['how to apologize after a fight', 'apology to girlfriend', 'apology to boyfriend', 'make up after argument', 'sorry message'],
  scenarios: [
    {
      title: 'Waiting until you are both calm',
      advice:
        "An apology made while you are still angry often turns into round two. Give it a few hours (or a night) until you can speak without defending yourself. If you live together, a short message that you want to talk when you are both calm keeps the door open and lowers the tension in the meantime.",
      examples: ["I don't want to go to bed with things like this. Can we talk tomorrow morning when we're both calmer? I love you."],
    },
    {
      title: 'Saying sorry without “but”',
      advice:
        "A real apology names what you did, acknowledges how it affected them, and stops. “I'm sorry, but you…” cancels everything before it. Your side of the story can come later, in a separate conversation. Being specific shows you understand; vague apologies sound like you just want the fight to end.",
      examples: ["I'm sorry I raised my voice and called your idea stupid. It wasn't fair, and I can see it hurt you."],
    },
    {
      title: 'Listening to their side',
      advice:
        "After apologising, ask how they felt and listen without correcting details. Repeat back what you heard so they know it landed. Many fights are less about the topic and more about feeling unheard, and listening is the repair.",
      examples: ["Can you tell me what it felt like from your side? I want to understand, not argue."],
    },
    {
      title: 'Apologising by text',
      advice:
        "If you cannot talk in person soon, a text apology is better than silence — but keep it short, sincere and end with an offer to talk properly. Long paragraphs over text can feel overwhelming. Do not expect an instant reply; give them space to answer.",
      examples: ["I've been thinking about last night. I'm sorry for how I spoke to you — you didn't deserve that. Can we talk tonight?"],
    },
    {
      title: 'When you both did something wrong',
      advice:
        "Own your part first without waiting for them to go first. Your apology often makes it easier for them to own theirs. If they do not, you can later say how their part affected you, calmly and in terms of your feelings, not their character.",
      examples: ["I know I made it worse by bringing up old stuff. I'm sorry. When you're ready, I'd like to talk about what happened from both sides."],
    },
    {
      title: 'Making sure it does not happen again',
      advice:
        "An apology is strongest when it includes what you will do differently: taking a break when you feel yourself getting heated, checking before making plans, or whatever fits. Keep the promise small and realistic, and then keep it. Repair is built on changed behaviour, not perfect words.",
      examples: ["Next time I feel myself getting heated, I'll say I need ten minutes instead of snapping. Can we agree on that?"],
    },
  ],
  sellingPoints: [
    {
      title: 'An apology that repairs',
      description:
        'Describe what happened and get an apology in your words: specific, sincere, without the “but” that restarts the fight.',
    },
    {
      title: 'Understand what went wrong',
      description:
        'The Relationship Repair Advisor helps you see the fight from both sides, so you know what to apologise for and what to talk about later.',
    },
    {
      title: 'Practise the conversation',
      description:
        'Rehearse the talk with a simulated partner in roleplay practice, and get an insight report on what landed.',
    },
    {
      title: 'Calm, private support',
      description:
        'Talk it through any time, even at 2 a.m. after the fight. Your chats stay in your account, and you can delete them.',
    },
  ],
};
