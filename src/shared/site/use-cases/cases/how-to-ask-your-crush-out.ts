import type { UseCase } from '../../schema';

/** CR002 (Crush): Ask your crush out. */
export const useCase: UseCase = {
  caseId: 'CR002',
  category: 'Crush',
  caseName: 'Ask your crush out',
  slug: 'how-to-ask-your-crush-out',
  agentSlug: 'date-success-coach',
  promptText:
    "I want to ask my crush out but I'm scared of making it awkward. How do I ask them out in a way that feels natural and is easy for them to answer?",
  titleTag: 'How to Ask Your Crush Out (Without Making It Awkward)',
  metaDescription:
    'Ask your crush out with confidence: when to ask, what to say over text or in person, and how to handle a yes, a maybe or a no. Example messages included.',
  keywords: ['how to ask your crush out', 'ask someone out over text', 'asking out a crush', 'first date invitation', 'ask her out', 'ask him out'],
  scenarios: [
    {
      title: 'Asking over text',
      advice:
        "Over text, vague invitations like “we should hang out sometime” are easy to agree to and never happen. Be specific: an activity, a day and a place. Tie it to something you have already talked about so it feels like a natural next step. Keep the message short, then stop typing — long explanations and three follow-up messages make it feel heavier than it is.",
      examples: ["You said you've never tried Korean BBQ. Let me fix that — Friday evening?", "There's a night market on Saturday. Want to come with me?"],
    },
    {
      title: 'Asking in person',
      advice:
        "In person, the best moment is after a good laugh or a shared moment, not in front of a crowd. Keep your tone light and your body relaxed; the words matter less than sounding like you would be fine either way. Ask, then give them space to answer without filling the silence. If they hesitate, offering to swap numbers or pick a day later takes the pressure off both of you.",
      examples: ["I really like talking to you. Would you want to grab a coffee with me this week, just us?"],
    },
    {
      title: 'Making it clear it is a date',
      advice:
        "If you are worried they will think you mean “as friends”, say what you mean in a relaxed way. A single word like “date” or a small honest line removes the confusion and actually lowers the stakes, because they know where they stand. Clear people come across as confident. You can keep it playful while still being unambiguous.",
      examples: ["Not going to lie, I'd like to take you on a date. Drinks on Thursday?", "I'm asking you out, to be clear 😄 Dinner this weekend?"],
    },
    {
      title: "They said “maybe” or “I'm busy”",
      advice:
        "A maybe can be real — busy weeks happen — or a polite way of saying no. The way to find out is to give them the next move once. Acknowledge it warmly and leave the door open with an easy counter-offer: if they are interested, they will suggest another time. If they do not, do not ask again and again; one open door is enough, and it protects your dignity either way.",
      examples: ["No worries! If another day works better, just tell me — the offer stands", "Totally get it. Let me know when things calm down 🙂"],
    },
    {
      title: 'They said no',
      advice:
        "A no hurts, but how you react is what they will remember. Thank them for being honest, keep it short and do not argue or ask why. If you are friends or see each other often, act normal the next time you meet; the awkwardness fades fast when you are relaxed about it. Give yourself some distance if you need it — that is allowed too.",
      examples: ["Thanks for being honest with me, I appreciate it. No weirdness, I promise 🙂"],
    },
    {
      title: 'Choosing the first date',
      advice:
        "For a first date, pick something short, low-cost and easy to talk during: coffee, a walk, a market, a dessert place. Avoid cinemas, where you cannot talk, and long dinners, which can feel like a test. Having an activity gives you both something to react to when the conversation pauses. Suggest a plan but let them tweak it — it shows you are thoughtful, not rigid.",
      examples: ["How about coffee and a walk by the river on Sunday afternoon? Happy to change the plan if you prefer something else"],
    },
  ],
  sellingPoints: [
    {
      title: 'Invitations that fit the moment',
      description:
        'Tell the coach how you know each other and what you have talked about, and get a few ways to ask — from playful to straightforward — ready to send.',
    },
    {
      title: 'Rehearse before you ask',
      description:
        'The Date Success Coach can play the person you want to ask, so you can practise the conversation and hear different answers before the real one.',
    },
    {
      title: 'Ideas for the first date',
      description:
        'Get date ideas matched to your city, your budget and what they like, plus a simple plan B if the first choice is full.',
    },
    {
      title: 'Calm advice after any answer',
      description:
        'Yes, maybe or no: paste their reply and get a clear read on what it likely means and what to say next, without spiralling.',
    },
  ],
};
