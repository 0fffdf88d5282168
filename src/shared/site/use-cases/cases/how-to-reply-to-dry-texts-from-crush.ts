import type { UseCase } from '../../schema';

/** CR003 (Crush): Reply to a dry text from your crush. */
export const useCase: UseCase = {
  caseId: 'CR003',
  category: 'Crush',
  caseName: 'Reply to a dry text from your crush',
  slug: 'how-to-reply-to-dry-texts-from-crush',
  agentSlug: 'message-decoder',
  promptText:
    "My crush keeps sending dry texts like 'lol' and 'ok'. I can't tell if they're not interested or just bad at texting. What should I reply?",
  titleTag: 'Dry Texts From Your Crush? What They Mean and How to Reply',
  metaDescription:
    "“lol”, “ok”, “nice”: decode dry texts from your crush and reply in a way that restarts the conversation — or tells you it's time to step back.",
  keywords: ['dry texter', 'crush dry texting', 'how to reply to a dry text', 'one word replies', 'is my crush losing interest'],
  scenarios: [
    {
      title: 'They answer “lol” to everything',
      advice:
        "“lol” is often a placeholder: they saw your message, found it mildly fun, and had nothing to add. Do not read it as rejection on its own. Respond by giving them something easier to build on — a question with a choice, a playful challenge or a photo. If your messages are long and theirs are one word, shorten yours to match their energy; a mismatch in effort is what makes the chat feel lopsided.",
      examples: ["Okay, that was a weak lol. I'll accept a real laugh or a better joke", "Quick question: beach holiday or city trip?"],
    },
    {
      title: 'A flat “ok” after you shared something',
      advice:
        "An “ok” after you opened up can sting. Before reacting, check the context: were they at work, driving, in the middle of something? A single flat reply is not a pattern. Leave it for a while rather than sending a follow-up asking if they are mad. Next time you write, start something new and light instead of reopening the topic that got the flat answer.",
      examples: ["Random, but I finally tried that café you mentioned. You were right about the cheesecake"],
    },
    {
      title: 'Dry over text, warm in person',
      advice:
        "Some people are lively face to face and terrible on the phone. If they smile, seek you out and talk easily when you meet, trust that more than their texts. Use texting for logistics and quick fun, and save real conversation for in person. A simple invitation is the best reply to a dry texter who is warm offline.",
      examples: ["You're much funnier in person than over text, you know that? Coffee tomorrow so I get the full version?"],
    },
    {
      title: 'Dry replies after a lively start',
      advice:
        "When the chat used to flow and suddenly turns dry, something changed: stress, a busy week, or waning interest. You cannot tell which from the texts alone, so do not try to fix it by sending more. Send one easy, no-pressure message and then give them room. If they pick the conversation back up, great; if the dryness lasts a week or more, match their pace and put your energy elsewhere.",
      examples: ["Hope your week is going okay — you seem busy. Shout if you want a distraction 🙂"],
    },
    {
      title: 'Reading their effort, not just their words',
      advice:
        "Look at the whole picture, not one message: do they ever start conversations, ask you questions, reply within a reasonable time, or remember things you said? Someone interested shows effort in at least one of these, even if they are brief. If every conversation is started by you and dies with them, that is a signal to invest less. You deserve replies that feel like a conversation.",
      examples: ["Your turn to pick today's topic 😄"],
    },
    {
      title: 'Asking directly, kindly',
      advice:
        "If you are tired of guessing, it is okay to name it lightly. A relaxed, non-accusing question lets them tell you whether they are just bad at texting or not feeling it. Keep the tone curious and easy to answer, and accept whatever comes back. Clarity beats weeks of decoding.",
      examples: ["Honest question: are you just not a texter, or am I bothering you? Either answer is fine 🙂"],
    },
  ],
  sellingPoints: [
    {
      title: 'Decode the tone, not just the words',
      description:
        'Paste the dry reply — or a screenshot of the whole chat — and the Message Decoder explains what it most likely means and what it probably does not.',
    },
    {
      title: 'Replies that restart the chat',
      description:
        'Get three short answers, each with its tone and why it works, built to give a dry texter something easy to respond to.',
    },
    {
      title: 'An honest second opinion',
      description:
        "No false hope: if the pattern says they are pulling away, the advisor tells you kindly and helps you decide how much effort to keep putting in.",
    },
    {
      title: 'Stop overthinking at 2 a.m.',
      description:
        'Instead of rereading the same “ok” twenty times, get a calm read in seconds and a plan for what to do next — including doing nothing for now.',
    },
  ],
};
