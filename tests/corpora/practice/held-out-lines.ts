import type { RedFlagKind } from '../../../src/server/ai/offline/practice/red-flags';

/**
 * Held-out set v3: written after the detector was revised against sets v1 and v2 (now part of
 * red-flag-lines.ts and good-lines.ts) and never used to tune it. Its figures in bench/README.md
 * are the unseen-text estimate. Do not fix a miss here: move the lines to the main corpora and
 * write a new held-out set.
 */
export const HELD_OUT_FLAGS: readonly { text: string; kind: RedFlagKind }[] = [
  { text: "Match it or I'm gone by Friday.", kind: 'threat' },
  { text: 'Maybe HR would like to hear about how you run this team.', kind: 'threat' },
  { text: "You don't want to find out what happens if you say no.", kind: 'threat' },
  { text: "I'll be taking my skills somewhere that values them unless you step up.", kind: 'threat' },
  { text: "Refund me now or I'm posting this everywhere.", kind: 'threat' },
  { text: 'Honestly, a child could run this department better than you.', kind: 'insult' },
  { text: 'What planet are you on?', kind: 'insult' },
  { text: "You're such an airhead lol", kind: 'insult' },
  { text: 'Wow, you really are as clueless as everyone says.', kind: 'insult' },
  { text: 'Your parenting is the problem, not the school.', kind: 'insult' },
  { text: "Don't say no, I've already booked the table.", kind: 'pressure' },
  { text: 'Come onnnn it will be fun, stop being so boring', kind: 'pressure' },
  { text: 'I need you to decide right now.', kind: 'pressure' },
  { text: "I'm not going anywhere until you agree to see me.", kind: 'pressure' },
  { text: "Everyone else would say yes, so why won't you?", kind: 'pressure' },
  { text: 'I guess I just mean nothing to anyone.', kind: 'guilt' },
  { text: 'You always make me feel like a burden.', kind: 'guilt' },
  { text: "I've been the loyal one all these years and you repay me like this.", kind: 'guilt' },
  { text: "It's fine, I'm used to being let down.", kind: 'guilt' },
  { text: 'If you loved me you would have called.', kind: 'guilt' },
  { text: "I'll say I've got a second offer, it's not like they can call to check.", kind: 'lie' },
  { text: "I'll just blame the courier, even though we never shipped it.", kind: 'lie' },
  { text: "I'm going to tell her I was working late. I wasn't.", kind: 'lie' },
  { text: "I'll claim the project was my idea, nobody remembers anyway.", kind: 'lie' },
  { text: 'Let me fake a doctor’s note for the missed deadline.', kind: 'lie' },
];

export const HELD_OUT_GOOD: readonly string[] = [
  "If it's a no for now, could you tell me what would change it?",
  "I'm going to be honest: I was nervous about asking.",
  'HR mentioned a new review process, how will it work?',
  "I'd love to stay and take on the new project.",
  "That sounds really hard. I'm here if you want to talk.",
  "I've already booked a table for my parents on Friday.",
  'Everyone says the new cafe is great, want to try it on Sunday?',
  'I feel like I let you down, and I am sorry.',
  "I'm used to working late, it's fine, but I'd like it to be the exception.",
  'Could we decide by Friday so I can plan?',
  'The courier lost the first parcel, so I have sent a new one by express.',
  'The project was a team effort and I led the data part.',
  "My doctor says I'm fine now, thanks for asking.",
  'What planet is that in the picture? It looks amazing.',
  "You're the first person I told about the new job!",
  'I was so boring at the party, haha, I just talked about plants.',
  "It's fine if you need more time.",
  "I didn't mean to upset you, and I'd like to understand what happened.",
  "I'll post the slides in the team channel after the meeting.",
  'Your son has been a great help to the new kids.',
  'Can I tell you what I noticed this week?',
  'That was a clever idea, how did you come up with it?',
  "I'd rather hear a no than a maybe, honestly, so feel free.",
  'Shall we say Thursday at 6?',
  "I'm taking a few days off in June, does that work for the team?",
];
