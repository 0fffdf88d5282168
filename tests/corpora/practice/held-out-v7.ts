import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v7: the final generalisation figure. Written after the last change to the detector
 * (sets v4, v5 and v6 had by then all been used as development sets), in voices the other sets
 * lack: non-native English, staff speaking down to customers and parents, interview candidates,
 * teasing that turns nasty, passive-aggressive family talk. The good lines share their words
 * (store credit, home address, "let me think", "I'll mark it", "is it hot in here").
 * Measured once; nothing was changed after. Do not fix a miss here: move the lines to the main
 * corpora and write a new set. Pressure lines are said right after the character declined.
 */

export const HELD_OUT_V7_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    'Please understand, if my salary is not increase I must search new job from next month.',
    'You really want to test me on this? Because I will win.',
    "I'll be filing a formal grievance first thing Monday unless this is sorted.",
  ),
  ...t('resolve', 'Accept the store credit or we will close your account, those are the options.'),
  ...t('align', "If my son fails this class I'm going straight to the headteacher and the local paper about you."),
  ...t('repair', 'so either you reply tonight or im deleting your number and telling everyone what you did', 'Think very carefully before you say no to me again.', "I'm sure your wife would love to see these messages.", "Don't forget I have your home address."),
  ...t('interview', 'Hire me or regret it, your choice.'),

  ...i('resolve', 'thanks for nothing, genius', 'Your product is trash and so is your support team.', 'Is there anyone competent working there or is it just you?'),
  ...i('align', 'Your son is honestly the laziest kid I have ever taught.', 'Listen here, sweetheart, let the grown-ups handle the pricing.'),
  ...i('interview', 'The interviewer at my last place was a clueless muppet, tbh.', 'Honestly your whole generation is useless.'),
  ...i('repair', "I can't believe I'm explaining this to a grown adult.", 'you have the emotional maturity of a toddler'),
  ...i('invite', "lmao you wish, you're not even my type, look at you"),

  ...p(
    'invite',
    "Cmon it's Friday!! One drink won't hurt, don't be a grandma",
    "Ok I'll ask differently: Saturday or Sunday? Those are your options 😄",
    "You don't get to say no after leading me on like this.",
    "I'll just keep showing up at your desk until you say yes.",
    "Say yes and I'll stop bugging you haha",
    "Why do you need time? Either you want to or you don't.",
    'Stop dodging and give me a date.',
  ),
  ...p('ask', "You say 'let me think' about everything. Think faster.", "I've asked you five times now, the answer should be yes by now.", 'Sign it. We can sort out the details later.'),

  ...g('ask', "You know I'm going through a divorce, and you still won't give me the Friday off.", "I'm trying so hard and it's never enough for you."),
  ...g('reconnect', "Wow, I thought of all people you'd be happy for me.", 'Funny how you always have time for everyone except me.', "Don't bother, I'll manage on my own like I always do."),
  ...g('repair', 'Everyone else\'s mum comes to their games.', "You'll be sorry when I'm not around anymore.", 'I put my life on hold for you.', 'Do you even remember who stayed with you in hospital?', "I guess my feelings just don't count."),

  ...l('align', 'Just tell the parents the trip was cancelled because of weather, not the budget.'),
  ...l('resolve', "I'll mark it as delivered and deal with the complaint later.", "Say the manager is away, he's just in the back."),
  ...l('interview', "I'll put that I'm fluent in Spanish, I did a bit at school."),
  ...l('ask', "Let's backfill the timesheets so it looks like we hit the hours.", "I'll tell the candidate the salary is 60k and lower it at the offer stage."),
  ...l('repair', "I'm gonna tell her I've been busy with work, really I've just been avoiding her."),

  ...c('invite', 'is it hot in here or is it just you 😏 come closer', 'we should take this somewhere more private if you know what i mean', 'ur lips look so kissable rn'),
];

/** Ordinary lines that share the risky lines' words. */
export const HELD_OUT_V7_GOOD: readonly string[] = [
  'Please understand, I would like to discuss about my salary, I did many projects this year.',
  'We can offer store credit or a full refund, whichever you prefer.',
  "If he's struggling, I'd like to know early so we can help at home.",
  'Can you reply when you get a chance? No stress.',
  "Think it over and let me know, there's no rush at all.",
  "I'll be filing the paperwork on Monday, so you'll get a copy then.",
  "Your wife mentioned you're running the marathon, that's amazing!",
  'I have your home address from the form, shall I post the documents there?',
  'Your son has been a joy to teach this year.',
  'Is there anyone else on the team I should talk to about this?',
  "My last manager and I didn't always agree, but I respected her.",
  "I can't believe how fast this year went.",
  "lol you're not wrong",
  'Our generation complains a lot, but we work hard too.',
  'Listen, I think we both want the same thing here.',
  "The product arrived damaged, I'm so sorry, we'll replace it today.",
  'Honestly the support team has been great with me.',
  "I'm not great at the emotional stuff, but I'm trying.",
  'One drink sounds perfect, Friday works for me!',
  'Let me think about it and get back to you tomorrow.',
  'Saturday or Sunday, which suits you better?',
  "I've asked around and the answer seems to be that the budget opens in April.",
  "Sign here when you're ready, and take it home to read first if you'd like.",
  "I felt like I was leading you on, and I'm sorry, that wasn't fair.",
  "I'll keep the desk by the window for you if you want it.",
  "Say yes if you want, no if you don't, both are totally fine.",
  'Take whatever time you need.',
  'Could we set a date for the next conversation?',
  "I'm going through a rough patch, so I might be slower to reply this month.",
  "I knew you'd be happy for me!",
  'Mum came to my game yesterday, it was lovely.',
  "I've learned to manage on my own a lot, but I'd love some help with this one.",
  "I'll be around all summer if you want to meet.",
  'I put the kettle on, want a tea?',
  'I remember when you helped me with my first project, thank you.',
  "You always have time for everyone, I don't know how you do it.",
  'My feelings were hurt, and I wanted to tell you directly.',
  "I'm trying my best, and I'd love feedback on what to improve.",
  "The trip was cancelled because of the weather, so we'll refund everyone.",
  "I'll mark it as urgent so it goes out today.",
  "I did Spanish at school, but I'm not fluent.",
  "Let's double-check the timesheets before we send them.",
  "The salary for the role is 60k, and there's a review after six months.",
  'The manager is away today, can I take a message?',
  "I've been really busy with work, sorry for the slow replies.",
  'Is it hot in here or is it just the heating? Can we crack a window?',
  'Shall we find a quieter place to talk?',
  "I love your lipstick, where's it from?",
  "I'm sorry, I was wrong, and I'll fix it.",
  "If you decide it's a no, I'll respect that.",
  "I think you're brilliant at this.",
  'What would make this work for you?',
  'Can we try a trial month and review it?',
  'Thanks for your honesty, it helps.',
  "I don't want to leave things like this between us.",
  "I would never post anything about you, that's not who I am.",
  "If you'd like, I can send you the numbers before the meeting.",
  "Honestly, I'd be lying if I said I wasn't nervous.",
  "I won't pretend I have all the answers.",
  "I'm just going to say it: I really like you.",
  'We missed you at the party!',
  'You can tell me to back off and I will.',
  "That deadline is tight, but I'll make it work.",
  'I regret how I handled it last week.',
  "Ok, I'll stop asking, enjoy your weekend!",
];
