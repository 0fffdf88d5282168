import type { BlogPost } from '../../schema';

export const post: BlogPost = {
  slug: 'texting-your-crush-what-keeps-a-conversation-going',
  lead:
    "Most conversations with a crush do not die because of one bad message. They fade because both people keep playing it safe: short questions, short answers, and a long wait to see who texts first. Here is what actually keeps a conversation going — and what to do when it stalls anyway.",
  agentSlug: 'conversation-topics-generator',
  promptText:
    "I have a crush and our texts keep fading after a few messages. Can you help me keep the conversation going with some questions and topics that fit them?",
  body: [
    { type: 'heading', text: 'Why “how was your day?” goes nowhere' },
    {
      type: 'paragraph',
      text: "Status questions are easy to send and easy to answer with a single word. “Good, you?” hands the whole conversation back to you, and after three rounds of that it feels like an obligation rather than fun. The fix is not to stop asking questions, but to ask questions that have a story behind them.",
    },
    { type: 'example', from: 'you', text: 'Okay, rate today out of 10 — and I need the reason for the score' },
    { type: 'example', from: 'them', text: 'Solid 6. My bus broke down but I found a new bakery while waiting' },
    {
      type: 'paragraph',
      text: "Now you have something to react to: the bus, the bakery, the fact that they made the best of a bad morning. React first — laugh, tease, be impressed — and only then ask the next thing.",
    },
    { type: 'heading', text: 'Share, do not just ask' },
    {
      type: 'paragraph',
      text: "If every message you send ends in a question mark, the chat starts to feel like an interview. Mix in small statements about yourself: an opinion, something that happened, a thing you are looking forward to. People ask questions back when there is something to grab onto.",
    },
    {
      type: 'list',
      items: [
        'A small opinion they can agree or argue with: “Rainy Sundays are better than sunny ones.”',
        'A mini story from your day, with a detail that invites a question.',
        'Something that made you think of them, with one line on why.',
        'A callback to something they told you last week.',
      ],
    },
    { type: 'heading', text: 'Callbacks are the secret weapon' },
    {
      type: 'paragraph',
      text: "Nothing keeps a chat alive like showing you listened. If they mentioned a driving test, an exam or a family dinner, ask how it went. Callbacks make people feel seen, and they give the conversation a thread to follow so you never start from zero.",
    },
    { type: 'example', from: 'you', text: "Wait, how did the driving test go?? I've been wondering all day" },
    { type: 'heading', text: 'End on a high note' },
    {
      type: 'paragraph',
      text: "Letting a great conversation fizzle into silence feels worse than it needs to. When the energy is still high, end it on purpose with a warm sign-off. It leaves both of you wanting more and makes the next message easy to send.",
    },
    { type: 'example', from: 'you', text: "I have to sleep but this was the best part of my day. Continue tomorrow?" },
    { type: 'heading', text: 'When they only send one-word replies' },
    {
      type: 'paragraph',
      text: "Short replies do not always mean they are not interested — some people are busy or simply bad at texting. Make the next message easier to answer: a choice between two options, a photo, or a playful challenge. If the short answers last for days while they are warm in person, move the conversation offline instead of pushing harder over text. If they are short everywhere and never start a conversation, it is time to match their effort.",
    },
    { type: 'heading', text: 'Texting is the warm-up, not the goal' },
    {
      type: 'paragraph',
      text: "After a week or two of good conversations, use a topic you both love as a bridge to meeting in person. A specific plan — a place, a day, an easy way to say no — is the most natural next step and stops the chat from going in circles.",
    },
    { type: 'example', from: 'you', text: 'You keep talking about that ramen place. Thursday, and we see if it lives up to the hype?' },
    {
      type: 'paragraph',
      text: "Stuck on a specific chat? Describe your crush or drop a screenshot of your conversation into the Conversation Topics Generator, and you will get questions and topics made for this person — plus replies you can copy, each with the tone it sets.",
    },
  ],
};
