import type { UseCase } from '../../schema';

/** CR007 (Crush): Your crush left you on read. */
export const useCase: UseCase = {
  caseId: 'CR007',
  category: 'Crush',
  caseName: 'Your crush left you on read',
  slug: 'what-to-do-when-crush-leaves-you-on-read',
  agentSlug: 'chat-advisor',
  promptText:
    "My crush left me on read yesterday after I sent a long message. Should I text again, wait, or just let it go? What would you send?",
  titleTag: 'Crush Left You on Read? What to Do Next',
  metaDescription:
    'Left on read by your crush? Why it happens, how long to wait, and double texts that feel easy instead of desperate — plus when to let it go.',
  keywords: ['left on read', 'crush left me on read', 'double texting', 'no reply from crush', 'should i text again'],
  scenarios: [
    {
      title: 'The first few hours',
      advice:
        "Being left on read feels personal, but most of the time people open a message, mean to reply, and get pulled into something else. In the first hours, do nothing. Do not send “??” or a follow-up explaining your first message. Put the phone away and get on with your day; the less you monitor the chat, the calmer your next move will be. If the long message asked several things at once, the next one can be shorter and ask just one.",
      examples: ["Also, forgot to ask the important question — did you end up adopting the kitten?"],
    },
    {
      title: 'Sending a relaxed double text',
      advice:
        "After a day or two, one follow-up is completely fine. Make it a fresh, light message that stands on its own rather than a reminder that they did not reply. A new topic, a funny observation or something that made you think of them gives them an easy way back in without any guilt.",
      examples: ["Okay, I need your opinion on something very important: is a hot dog a sandwich?", "Saw this and thought of you 😂"],
    },
    {
      title: 'You sent something vulnerable',
      advice:
        "If your message was a big one — a confession, a long heartfelt text — silence is harder. They may need time to think, or not know how to answer. Give them a few days. If you want to ease the pressure, send one short, kind message that lets them answer whenever they are ready and makes it clear you are okay either way.",
      examples: ["No rush on replying to my message, I know it was a lot. We're good either way 🙂"],
    },
    {
      title: 'It keeps happening',
      advice:
        "If you are regularly left on read while they post online and reply to others, that is a pattern, not bad luck. It usually means you matter less to them right now than they matter to you. Match their effort: stop starting every conversation and see whether they come to you. Your attention is worth something — spend it where it is returned. If you want to say it, say it once, lightly and without blame.",
      examples: ["I feel like I'm always the one starting our chats, so I'll let you reach out when you feel like talking 🙂"],
    },
    {
      title: 'They reply days later like nothing happened',
      advice:
        "When they finally reply, answer normally and warmly if you are still interested — there is no need to punish them or demand an explanation for one slow reply. If it is a habit and it bothers you, say so lightly once. What you want is a rhythm that feels good to both of you.",
      examples: ["Haha there you are! I thought you'd been kidnapped", "Good to hear from you! How was your week?"],
    },
    {
      title: 'Deciding to let it go',
      advice:
        "If two relaxed messages went unanswered, stop there. Silence is an answer, even if it is an unkind one. If you want closure, one short, kind message is enough — not a plea, just you closing the door gently. Letting go with grace keeps your self-respect and leaves the door open if they come back. Put your energy into people who are glad to hear from you, and be proud you tried.",
      examples: ["Seems like the timing isn't right, and that's okay. Take care of yourself 🙂"],
    },
  ],
  sellingPoints: [
    {
      title: 'A calm read on the silence',
      description:
        'Tell the advisor what you sent and when; get an honest take on what the silence likely means and whether to wait, follow up or let go.',
    },
    {
      title: 'Double texts that feel light',
      description:
        'Get a few follow-ups that start something new instead of pointing at the missing reply, each with the tone it sets.',
    },
    {
      title: 'Check your message first',
      description:
        'Paste the message that got no answer; the advisor points out anything that made it hard to reply to and how to make the next one easier.',
    },
    {
      title: 'Private and judgement-free',
      description:
        'Ask the questions you would not ask a friend at midnight. Your chats stay in your account and you can delete them at any time.',
    },
  ],
};
