import type { UseCase } from '../../schema';

/** RL006 (Relationships): Comfort your partner when they are stressed. */
export const useCase: UseCase = {
  caseId: 'RL006',
  category: 'Relationships',
  caseName: 'Comfort your partner when they are stressed',
  slug: 'how-to-comfort-your-partner-when-stressed',
  agentSlug: 'comfort-messages-generator',
  promptText:
    "My partner is really stressed about work and exams, and when I try to help I seem to say the wrong thing. How do I comfort my partner when they're stressed?",
  titleTag: 'How to Comfort Your Partner When They Are Stressed',
  metaDescription:
    'Want to help your stressed partner but keep saying the wrong thing? Listen first, ask what they need, and send comforting messages that actually help.',
  keywords: ['comfort partner', 'support stressed partner', 'what to say to stressed girlfriend', 'what to say to stressed boyfriend', 'comforting messages'],
  scenarios: [
    {
      title: 'Asking what they need',
      advice:
        "Some people want solutions; many just want to vent and feel heard. Ask directly — it is not awkward, it is caring. Their answer saves you from giving advice when they wanted a hug, or a hug when they wanted help.",
      examples: ["Do you want me to help think it through, or do you just need to vent? Both are fine."],
    },
    {
      title: 'Listening without fixing',
      advice:
        "When they vent, reflect what you hear (“that sounds exhausting”) rather than jumping to solutions or comparing it to your own stress. Validation calms the nervous system. Advice can come later, if they want it.",
      examples: ["That sounds like so much at once. No wonder you're exhausted."],
    },
    {
      title: 'Supportive texts during the day',
      advice:
        "A short message that needs no reply can mean a lot on a hard day: encouragement, a reminder you are there, a small joke. Avoid “calm down” or “don't stress” — they can feel dismissive. Sending one message and letting it be is better than checking in every hour.",
      examples: ["Thinking of you today. You've prepared so hard — whatever happens, I'm proud of you. No need to reply ❤️"],
    },
    {
      title: 'Practical help',
      advice:
        "Taking something off their plate often comforts more than words: cooking dinner, handling an errand, bringing snacks while they study. Offer specific help rather than “let me know if you need anything”. A stressed person rarely has the energy to think of what to ask for, so make the offer concrete.",
      examples: ["I'm picking up dinner tonight so you can keep working. Thai or pizza?"],
    },
    {
      title: 'When they snap at you',
      advice:
        "Stressed people are sometimes short with the people closest to them. Do not take it personally in the moment, but do not absorb repeated unkindness either. Later, when things are calmer, you can mention it gently.",
      examples: ["I know you're under a lot of pressure. Let's talk later when it's calmer — I'm still on your side."],
    },
    {
      title: 'When it is more than stress',
      advice:
        "If stress turns into weeks of hopelessness, sleeplessness or not coping, encourage them to talk to a doctor or counsellor, and offer to help find one. If they talk about harming themselves, contact local emergency services or a crisis line with them right away. You do not have to handle that alone, and looking after your own wellbeing matters too.",
      examples: ["I've noticed it's been really heavy for a while. Would you be open to talking to someone? I can help find a counsellor."],
    },
  ],
  sellingPoints: [
    {
      title: 'Words that comfort',
      description:
        'The Comfort Messages Generator gives you gentle, sincere messages in your own voice — never clichés like “don’t stress”.',
    },
    {
      title: 'Know what they need',
      description:
        'Describe the situation and get help figuring out whether to listen, help, or give space.',
    },
    {
      title: 'For bad days and big ones',
      description:
        'From a stressful Monday to exam week or a lost job, get support ideas that fit the size of the moment.',
    },
    {
      title: 'Remembers what helps',
      description:
        'Memory keeps notes on what worked for your partner before, so advice gets more personal over time.',
    },
  ],
};
