import type { UseCase } from '../../schema';

/** CR004 (Crush): Start a conversation with your crush. */
export const useCase: UseCase = {
  caseId: 'CR004',
  category: 'Crush',
  caseName: 'Start a conversation with your crush',
  slug: 'how-to-start-a-conversation-with-your-crush',
  agentSlug: 'opening-lines-helper',
  promptText:
    "There's someone I like but we've barely talked. How do I start a conversation with my crush over text or in person without it being weird?",
  titleTag: 'How to Start a Conversation With Your Crush',
  metaDescription:
    'Barely talked to your crush? Openers for text, Instagram and in person that feel natural, plus how to keep going after the first reply.',
  keywords: ['how to start a conversation with your crush', 'first text to crush', 'what to say to your crush', 'conversation starters', 'dm your crush'],
  scenarios: [
    {
      title: 'Sending the very first text',
      advice:
        "A first text works best when it has an obvious reason to exist. Use something you share — a class, a friend, an event, something they posted — so the message feels natural rather than out of nowhere. Skip “hey” on its own: it puts all the work on them. A specific question they can answer easily is the gentlest possible start.",
      examples: ["Hey, it's Sam from the chem lab — did you understand what we're supposed to hand in Friday? Because I definitely didn't", "Was that your dog in your story? I need to know its name"],
    },
    {
      title: 'Replying to their story or post',
      advice:
        "Replying to a story is one of the lowest-pressure openers there is, because it is a reaction rather than an announcement. Pick a story where you have something to say — a question, a recommendation, a genuine compliment about what they did (not how they look). Keep it to one message and let them respond; if they answer with a question, you have a conversation.",
      examples: ["Wait, is that the hiking trail by the lake? How long did it take you?", "That concert looked amazing. Were they as good live as they are on the album?"],
    },
    {
      title: 'Talking in person at school or work',
      advice:
        "In person, comment on the shared situation: the lecture, the weather, the queue, the meeting. Situational comments feel normal because everyone around you could say them. Follow with a simple question, and if the conversation goes well, use the moment to swap numbers or socials. Keep the first exchange short and end it while it is pleasant.",
      examples: ["Is it just me or was that lecture twice as long as usual?", "You always have the best snacks. Where did you get those?"],
    },
    {
      title: 'When you share friends or a group chat',
      advice:
        "A group chat or a shared friend group gives you a safe way in. React to their messages in the group, include them in plans, and then take a small thread to a private chat when there is a reason — a joke only the two of you got, a link they would like, a plan. Going from group to one-on-one feels natural when it continues something that already happened.",
      examples: ["I had to DM you because nobody else in the group appreciated that meme enough", "Are you coming on Saturday? I need someone on my team for the quiz"],
    },
    {
      title: 'After the first reply',
      advice:
        "Once they answer, the goal is to turn a single exchange into a back-and-forth. Respond to what they said, add a bit about yourself, then ask a related question. Keep the first conversation fairly short and warm rather than hours long; ending on a good note makes the next message easier for both of you.",
      examples: ["Haha, okay, that makes me feel better. I thought I was the only one lost. Are you doing the project alone or with a group?"],
    },
    {
      title: 'Getting over the nerves',
      advice:
        "It feels huge to you, but to them it is just a message in their day. Decide on your opener, send it, and put the phone away for an hour so you do not watch the screen. A no-reply is not a catastrophe; a small friendly opener that goes unanswered costs you almost nothing. Every conversation you start makes the next one easier.",
      examples: ["Random question, but what's the best place around here for a quiet study session?"],
    },
  ],
  sellingPoints: [
    {
      title: 'Openers written for them',
      description:
        'Share what you know — their profile, a story they posted, where you met — and get first messages that are specific, light and easy to reply to.',
    },
    {
      title: 'Works with screenshots',
      description:
        'Drop a screenshot of their post or your chat so far; the advisor reads it and suggests the next message in context.',
    },
    {
      title: 'Practise the first hello',
      description:
        'The Opening Lines Helper can play someone you just met, so you can try an opener and see how a conversation might go before you send it.',
    },
    {
      title: 'No cringe pick-up lines',
      description:
        'Suggestions are the kind of thing a confident, friendly person would actually say — never canned lines that make people wince.',
    },
  ],
};
