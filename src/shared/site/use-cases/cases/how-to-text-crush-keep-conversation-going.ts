import type { UseCase } from '../../schema';

/** CR001 (Crush): Keep a conversation going with your crush. */
export const useCase: UseCase = {
  caseId: 'CR001',
  category: 'Crush',
  caseName: 'Keep a conversation going with your crush',
  slug: 'how-to-text-crush-keep-conversation-going',
  agentSlug: 'conversation-topics-generator',
  promptText:
    "I have a crush and we text, but our conversations keep dying after a few messages. How do I keep the conversation going with my crush without seeming needy or boring?",
  titleTag: 'How to Text Your Crush and Keep the Conversation Going',
  metaDescription:
    'Texts with your crush keep dying? Learn how to ask better questions, share more of yourself and end on a high note — with example messages you can send.',
  keywords: ['how to text your crush', 'keep a conversation going', 'what to text my crush', 'conversation dying over text', 'texting tips'],
  scenarios: [
    {
      title: 'The chat stalls after “how was your day”',
      advice:
        "Routine questions get routine answers, and “good, you?” is a dead end for both of you. Swap the status check for a question that has a story behind it: something specific to their day, their taste or a choice they made. Questions that start with “what's the best/worst…” or “would you rather…” invite a longer answer and give you something to react to. When they answer, react first (laugh, tease, agree) and only then ask the next thing.",
      examples: [
        "Okay, rate today out of 10 — and I need the reason for the score",
        "What's the best thing you ate this week? I'm looking for recommendations and judging your taste",
      ],
    },
    {
      title: 'You are the only one asking questions',
      advice:
        "If every message you send ends with a question mark, the chat starts to feel like an interview and they can coast. Mix in statements: share a small opinion, a story or something that happened to you, and leave room for them to respond. People ask questions back when there is a hook to grab. If after a few of these they still never ask anything, that is information too — slow your pace and match their effort.",
      examples: [
        "I just found out my neighbour has been feeding my cat a second breakfast for months. He's been lying to me",
        "Unpopular opinion: rainy Sundays are better than sunny ones. Fight me",
      ],
    },
    {
      title: 'They reply, but only with one or two words',
      advice:
        "Short replies do not always mean disinterest — some people are busy, texting at work or simply not wordy on the phone. Give them one easy, fun thing to respond to instead of a heavy question. A photo, a choice between two options or a callback to something they said earlier takes almost no effort to answer. If short replies continue for several days while they chat happily in person, move the conversation offline rather than pushing harder over text.",
      examples: ["Settle something for me: pineapple on pizza, yes or absolutely not?", "This made me think of your terrible taste in movies 😄"],
    },
    {
      title: 'Bringing back something they told you',
      advice:
        "The strongest way to keep a chat alive is to show you listened. Note one detail they mention — an exam, a match, a trip, a family thing — and ask about it later. Callbacks make people feel seen and give the conversation a thread to follow, so you never start from zero. Keep it light and genuine; this works because you are curious, not because you are keeping a file.",
      examples: ["Wait, how did the driving test go?? I've been wondering all day", "Did your sister ever find out who ate her birthday cake?"],
    },
    {
      title: 'Knowing when to end the conversation',
      advice:
        "Ending while the chat is still fun is one of the most underrated moves. When the energy is high, wrap up with a warm, specific sign-off instead of letting it fade into silence. It leaves both of you wanting to talk again and makes the next message easy to send. You do not need to reply to every message the moment you see it either — a natural rhythm feels more relaxed than constant availability.",
      examples: ["Okay I have to sleep but this conversation was the best part of my day. Continue tomorrow?", "I need to go, but I'm not done with this debate 😤"],
    },
    {
      title: 'Moving from texting to meeting',
      advice:
        "Texting is for keeping the spark alive, not for building the whole relationship. If you have been chatting well for a week or two, use a topic you both enjoy as a bridge to meeting in person. A suggestion tied to something you have talked about feels natural, not like a big formal ask. Make it specific and easy to say yes to: a place, a rough time, and an easy way out for them.",
      examples: ["You keep talking about that ramen place. Want to go this Thursday and see if it lives up to the hype?", "We should settle the best-coffee-in-town debate in person. Saturday?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Topics that fit your crush',
      description:
        'Tell the advisor what you know about them — hobbies, your last chat, inside jokes — and get questions and topics made for this person, not generic lists.',
    },
    {
      title: 'Reads your actual chat',
      description:
        'Drop a screenshot of the conversation and get a read on where it stalled and three replies you can copy, each with its tone and why it works.',
    },
    {
      title: 'Sounds like you',
      description:
        'Pick playful, warm or low-key. Suggestions stay short and natural, so your messages never read like they came from a script.',
    },
    {
      title: 'Remembers the story so far',
      description:
        'Memory keeps short notes about your crush, so next time you ask, the advice already knows their name, your last date idea and what worked.',
    },
  ],
};
