import type { UseCase } from '../../schema';

/** FR002 (Friendship): Help a friend with depression. */
export const useCase: UseCase = {
  caseId: 'FR002',
  category: 'Friendship',
  caseName: 'Help a friend with depression',
  slug: 'how-to-help-friend-with-depression',
  agentSlug: 'comfort-messages-generator',
  promptText:
    "My friend has been depressed for a while. They cancel plans and barely reply to messages. I want to support them but I don't know what to say. How can I help my friend with depression?",
  titleTag: 'How to Help a Friend With Depression: What to Say',
  metaDescription:
    'Worried about a depressed friend? What to say and what to avoid, supportive messages, practical help, and when to encourage professional or urgent help.',
  keywords: ['how to help a friend with depression', 'what to say to a depressed friend', 'supporting a friend', 'mental health support', 'comforting messages'],
  scenarios: [
    {
      title: 'Reaching out when they have gone quiet',
      advice:
        "Depression often makes people withdraw, and silence is rarely about you. Reach out with short, warm messages that do not demand a reply. Keep reaching out regularly — consistency tells them they are not a burden and not forgotten.",
      examples: ["Thinking of you. No need to reply, I just wanted you to know I'm here ❤️", "Hey, I miss you. Want me to drop by with coffee this week?"],
    },
    {
      title: 'What to say when they open up',
      advice:
        "Listen more than you talk. Reflect what you hear and thank them for telling you. Avoid fixing (“have you tried yoga?”), comparing (“I was sad once too”) or minimising (“others have it worse”). You do not need the perfect words — being there matters more.",
      examples: ["Thank you for telling me. That sounds really hard, and I'm glad you don't have to carry it alone."],
    },
    {
      title: 'Things to avoid saying',
      advice:
        "Phrases like “just think positive”, “snap out of it” or “you have so much to be happy about” can make someone feel misunderstood and guilty. So can pressure to explain why they feel this way. Acceptance opens the door; judgement closes it.",
      examples: ["You don't have to explain anything. I'm here either way."],
    },
    {
      title: 'Practical support',
      advice:
        "Everyday tasks can feel enormous when someone is depressed. Offer specific help rather than “let me know if you need anything”: bringing food, going for a short walk together, keeping them company while they do a task. Low-pressure plans make it easier to say yes.",
      examples: ["I'm making too much soup tonight. Can I bring you some? I can just drop it at the door."],
    },
    {
      title: 'Encouraging professional help',
      advice:
        "You can be a great friend, but you are not their therapist. Gently encourage them to talk to a doctor or counsellor, and offer to help: finding a service, sitting with them while they book, or going along. Bring it up with care, not as an ultimatum.",
      examples: ["I care about you, and I think talking to someone could really help. Would you want me to help you find a counsellor?"],
    },
    {
      title: 'When you are worried about their safety',
      advice:
        "If your friend talks about not wanting to live, harming themselves, or saying goodbye, take it seriously. Ask them directly whether they are thinking about suicide — asking does not put the idea in their head. Stay with them, and contact local emergency services or a crisis line right away. And look after yourself too: supporting someone is heavy, and you deserve support as well.",
      examples: ["I'm worried about you. Are you thinking about hurting yourself? I'm not going anywhere, and we can get help together right now."],
    },
  ],
  sellingPoints: [
    {
      title: 'Gentle words that help',
      description:
        'The Comfort Messages Generator helps you write sincere, pressure-free messages — and explains why each one helps.',
    },
    {
      title: 'What to avoid',
      description:
        'Check your draft before sending and get a kind warning if something might land as dismissive or guilt-inducing.',
    },
    {
      title: 'Support for you too',
      description:
        'Caring for a friend is heavy. Talk through your own worries and get advice on setting limits that protect you.',
    },
    {
      title: 'Clear about its limits',
      description:
        'The advisor is not a therapist or a crisis service, and says so: when safety is at risk, it points you to emergency services and crisis lines.',
    },
  ],
};
