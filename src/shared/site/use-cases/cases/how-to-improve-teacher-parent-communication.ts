import type { UseCase } from '../../schema';

/** SC001 (School): Improve teacher–parent communication. */
export const useCase: UseCase = {
  caseId: 'SC001',
  category: 'School',
  caseName: 'Improve teacher–parent communication',
  slug: 'how-to-improve-teacher-parent-communication',
  agentSlug: 'chat-advisor',
  promptText:
    "I need to talk with a teacher about my child's grades and behaviour at school, and I'm worried it will come across as an attack. How can I improve teacher-parent communication so we work together?",
  titleTag: 'How to Improve Teacher–Parent Communication',
  metaDescription:
    'For parents and teachers: messages about grades, behaviour and concerns that build partnership instead of conflict — with examples for both sides.',
  keywords: ['teacher parent communication', 'email to teacher', 'message to parents', 'parent teacher conference', 'talk to teacher about grades'],
  scenarios: [
    {
      title: 'Parent: raising a concern about grades',
      advice:
        "Start from shared goals: you both want the child to do well. Ask questions before drawing conclusions — the teacher sees things at school you do not. Be specific about what you noticed and ask how you can help at home.",
      examples: ["Hi Ms. Park, I noticed Leo's maths grade dropped this term and he seems discouraged. Could you share what you're seeing in class? I'd like to support him at home."],
    },
    {
      title: 'Teacher: telling a parent about behaviour',
      advice:
        "Open with something genuinely positive about the child, describe the specific behaviour and its impact factually, and invite the parent's insight. Parents respond better to a partner than to a report of wrongdoing. End with a concrete suggestion or a time to talk, so the message leads somewhere.",
      examples: ["Hi Mr. Ruiz, Maya is a creative contributor in our art projects. I've noticed she's been having trouble staying in her seat during reading time, which makes it hard for her to finish. Have you noticed anything similar at home? I'd love to work on it together."],
    },
    {
      title: 'Parent: disagreeing with a decision',
      advice:
        "If you disagree with a grade or consequence, ask for the reasoning first and listen. Then explain your view calmly, focused on your child's needs. Ask for a meeting rather than arguing by email, and escalate only if direct conversation fails.",
      examples: ["Could you help me understand how the project was graded? Sam worked hard on it, and I'd like to understand so we can do better next time. Would a short meeting work?"],
    },
    {
      title: 'Teacher: replying to an upset parent',
      advice:
        "Acknowledge the parent's feelings first, then explain clearly and kindly, and propose a next step. Keep the reply short; long justifications can sound defensive. Move to a call or meeting if emotions are high.",
      examples: ["I can hear how worried you are, and I appreciate you reaching out. I'd like to explain how the grade was set and discuss how we can help him improve. Could we talk on Thursday after school?"],
    },
    {
      title: 'Preparing for a parent–teacher meeting',
      advice:
        "Come with two or three specific questions or observations, and agree on one or two actions at the end — who does what, and when you will check in. Meetings that end with a plan lead to change. Afterwards, a short email that sums up what you agreed keeps everyone on the same page.",
      examples: ["Before our meeting, could I ask what you'd most like us to work on at home this term?"],
    },
    {
      title: 'Keeping communication regular',
      advice:
        "Short, regular updates — including good news — build trust so hard conversations go better. Agree on the preferred channel and how often. A quick positive note costs a minute and goes a long way.",
      examples: ["Just wanted to share: Ava read a whole chapter aloud today with confidence. Great progress!"],
    },
  ],
  sellingPoints: [
    {
      title: 'For parents and teachers',
      description:
        'Whichever side you are on, get messages that are respectful, clear and focused on the child.',
    },
    {
      title: 'Tone checked before sending',
      description:
        'Paste your draft email and get feedback on how it might be read, plus calmer or clearer versions.',
    },
    {
      title: 'Prepare the meeting',
      description:
        'Get questions to ask and points to raise for your next parent–teacher conference.',
    },
    {
      title: 'Works with screenshots',
      description:
        'Share a message from the school app or email and get a reply suggestion in context.',
    },
  ],
};
