import type { UseCase } from '../../schema';

/** RL007 (Relationships): Have the “what are we” talk. */
export const useCase: UseCase = {
  caseId: 'RL007',
  category: 'Relationships',
  caseName: 'Have the “what are we” talk',
  slug: 'how-to-define-the-relationship',
  agentSlug: 'date-success-coach',
  promptText:
    "I've been dating someone for a couple of months and I don't know what we are. How do I have the 'what are we' talk to define the relationship without scaring them off?",
  titleTag: 'How to Have the “What Are We” Talk',
  metaDescription:
    'Dating for a while but no label? When and how to have the define-the-relationship talk, what to say, and how to handle every kind of answer.',
  keywords: ['what are we talk', 'define the relationship', 'dtr talk', 'situationship', 'are we exclusive'],
  scenarios: [
    {
      title: 'Knowing it is time',
      advice:
        "If you are unsure where you stand and it is starting to affect how you feel — about other dates, about plans, about your heart — it is time. There is no magic number of dates. Wanting clarity is normal and healthy, not needy.",
      examples: ["I'd love to talk about us at some point this weekend, nothing scary 🙂"],
    },
    {
      title: 'In person, not by text',
      advice:
        "This talk goes best face to face, in a relaxed setting — a walk, a quiet café, after a nice evening. Avoid doing it during an argument, at a party, or over text where tone gets lost. If you only have text, at least suggest a call.",
      examples: ["Can we go for a walk on Sunday? I want to talk about us, in a good way."],
    },
    {
      title: 'Saying what you want',
      advice:
        "Lead with what you feel and want, then ask about them. Being clear is more attractive than hinting. You do not need a speech — one or two honest sentences are enough.",
      examples: ["I really like what we have, and I'm not seeing anyone else. I'd like us to be exclusive. How do you feel about it?"],
    },
    {
      title: 'If they want the same',
      advice:
        "Celebrate it, and talk a little about what being exclusive means for both of you — dating apps, labels, meeting friends. Assumptions cause conflict later; a short talk now prevents it. Then enjoy it — the point of the talk was to stop guessing, and now you can.",
      examples: ["So... does this mean I can call you my girlfriend? 😄 And are we both deleting the apps?"],
    },
    {
      title: 'If they are not ready',
      advice:
        "Ask what “not ready” means: more time, or not this kind of relationship. Then decide what you can live with. Waiting a few weeks can be fine; waiting indefinitely while you want more usually hurts.",
      examples: ["Thanks for being honest. Can you tell me what 'not ready' means for you? I want to understand where we stand."],
    },
    {
      title: 'If they want something different',
      advice:
        "If they want something casual and you do not, it is okay — and often wise — to step back. You can end things kindly and keep your self-respect. Clarity hurts for a moment; a mismatched situationship hurts for months.",
      examples: ["I've really enjoyed our time together, but I want something more serious. I think it's best if we stop here. I wish you well."],
    },
  ],
  sellingPoints: [
    {
      title: 'Say it clearly, kindly',
      description:
        'Get openings for the talk that are honest about what you want without sounding like an ultimatum.',
    },
    {
      title: 'Rehearse with a simulated date',
      description:
        'The Date Success Coach can play the person you are dating, so you can practise the talk and hear different answers.',
    },
    {
      title: 'Ready for any answer',
      description:
        'Plan your response to yes, not yet or no, so you stay calm and clear whatever they say.',
    },
    {
      title: 'Reads between the lines',
      description:
        'Share messages from the weeks before and get a read on where they seem to stand before you ask.',
    },
  ],
};
