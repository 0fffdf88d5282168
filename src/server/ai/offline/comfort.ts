import type { AdviceContext } from './analyze';
import { compilePhrases, scorePhrases, type PhraseList } from './phrase-match';
import { hey, sug, type Section } from './section';
import { capitalize, normalize, tokenize } from './text-utils';

/** Comfort messages, shaped by what the other person is going through. */
type Hardship = 'grief' | 'breakup' | 'job' | 'health' | 'exam' | 'mental' | 'general';

const lowerFirst = (text: string) => (/^I\b/.test(text) ? text : text.charAt(0).toLowerCase() + text.slice(1));

const HARDSHIP: [Hardship, PhraseList][] = [
  ['grief', [['passed away', 1], ['died', 1], ['death', 1], ['funeral', 1], ['grief', 1], ['grieving', 1], ['lost her mom', 1], ['lost his mom', 1], ['lost her dad', 1], ['lost his dad', 1], ['miscarriage', 1], ['pet died', 1]]],
  ['breakup', [['breakup', 1], ['broke up', 1], ['dumped', 1], ['heartbroken', 1], ['divorce', 1], ['cheated', 1], ['split up', 1]]],
  ['job', [['laid off', 1], ['lost his job', 1], ['lost her job', 1], ['lost their job', 1], ['fired', 1], ['rejected', 1], ['rejection', 1], ["didn't get the job", 1]]],
  ['health', [['sick', 1], ['hospital', 1], ['surgery', 1], ['cancer', 1], ['diagnos*', 1], ['illness', 1], ['injury', 1], ['injured', 1]]],
  ['exam', [['exam', 1], ['exams', 1], ['test', 1], ['grades', 1], ['failed ? class', 1], ['finals', 1]]],
  ['mental', [['depressed', 1], ['depression', 1], ['anxious', 1], ['anxiety', 1], ['panic', 1], ['burnout', 1], ['burned out', 1], ['lonely', 1], ['overwhelmed', 1]]],
];
const COMPILED = HARDSHIP.map(([k, list]) => [k, compilePhrases(list)] as const);

export function detectHardship(text: string): Hardship {
  const norm = normalize(text);
  const tokens = tokenize(norm);
  for (const [kind, set] of COMPILED) if (scorePhrases(tokens, norm, set).score > 0) return kind;
  return 'general';
}

const READ: Record<Hardship, string> = {
  grief: 'is grieving. There are no perfect words for a loss — what helps is showing up, saying you are sorry, and offering something concrete rather than "let me know if you need anything".',
  breakup: 'is going through a breakup. Right now they need to feel less alone, not a verdict on the ex or advice on moving on.',
  job: 'has had a hard knock at work. Reassurance that it does not define them, plus practical help if they want it, goes a long way.',
  health: 'is dealing with a health worry. Keep it warm and low-effort for them: they should not have to manage your feelings or reply at length.',
  exam: 'is stressed about studies. Acknowledge the pressure, remind them of their worth beyond a grade, and offer a break or practical help.',
  mental: 'is struggling emotionally. Listening without trying to fix it, and checking in regularly, matters more than finding the perfect words.',
  general: 'is having a hard time. Acknowledge what they are feeling, let them know you are there, and offer something concrete.',
};

const MESSAGES: Record<Hardship, [string, string, string]> = {
  grief: [
    "I'm so sorry about your loss. I'm here for you, whatever you need — even if it's just sitting quietly together.",
    "No need to reply. I'm dropping off dinner on Thursday so you don't have to think about cooking.",
    'I keep thinking about you. If you ever want to talk about them, I would love to hear your stories.',
  ],
  breakup: [
    "I'm so sorry. Breakups are brutal, and it's okay to not be okay right now. I'm here.",
    'Want to come over tonight? Snacks, a bad movie, zero pressure to talk about it.',
    "You don't have to have it figured out. Just know you're loved and I'm in your corner.",
  ],
  job: [
    "That's really rough, and it says nothing about how good you are. I'm sorry it happened.",
    'Want to grab a coffee this week? Happy to help with your CV or just vent — your call.',
    "Proud of how you're handling this. Something better is going to come along.",
  ],
  health: [
    "Thinking of you. No need to reply — just wanted you to know I'm here.",
    'Can I drop anything off for you this week? Groceries, books, whatever helps.',
    "I'm sorry you're dealing with this. Whenever you feel like company or a distraction, I'm around.",
  ],
  exam: [
    "You've worked so hard for this. Whatever the result, I'm proud of you.",
    "Study break? I'll bring snacks and we can do 20 minutes of quizzing, then something fun.",
    "One exam doesn't define you. Take a breath — you've got this.",
  ],
  mental: [
    "I'm here for you. You don't have to explain anything — I'm just glad you told me.",
    'Want to go for a walk this week? No pressure to talk, I just like your company.',
    "I'll check in on you tomorrow. You're not a burden, and you don't have to go through this alone.",
  ],
  general: [
    "That sounds really hard. I'm here if you want to talk, or if you'd rather not — either is okay.",
    'Can I do anything to make this week a bit easier? Even something small.',
    "Thinking of you. You've got more support than you realise.",
  ],
};

const TONES: [string, string, string] = ['Warm', 'Practical', 'Gentle'];
const WHY: [string, string, string] = [
  'Acknowledges the feeling and makes your support clear.',
  'A specific offer is much easier to accept than "let me know if you need anything".',
  'Reassures them without pressure to reply or feel better.',
];

export function comfortSection(ctx: AdviceContext): Section {
  const kind = detectHardship(ctx.text);
  const who = ctx.who === 'your friend' || ctx.who === 'the other person' ? 'Someone you care about' : capitalize(ctx.who);
  const messages = MESSAGES[kind];
  return {
    read: `${who} ${READ[kind]}`,
    lead: 'Three comfort messages you could send:',
    suggestions: messages.map((text, i) => sug(TONES[i] as string, i === 0 && ctx.name ? `${hey(ctx)}, ${lowerFirst(text)}` : text, WHY[i] as string)),
    avoid:
      kind === 'grief'
        ? 'Silver linings like "everything happens for a reason" or "at least…" — they make grief feel dismissed.'
        : 'Rushing to fix it or saying "it could be worse" — people need to feel heard before they want solutions.',
    next: 'Send one message now, then check in again in a few days — support that continues after the first week means the most.',
  };
}
