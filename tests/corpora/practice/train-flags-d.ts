import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l } from './flag-builders';

/**
 * Training lines for the learned red-flag signal (set "w2"): more pressure, guilt and lies — the
 * kinds the learned signal caught least in cross-validation — and indirect threats, in the
 * registers of train-flags-a.ts. Written for issue 23a; only the learned model trains on them.
 * Pressure lines are said right after the character declined.
 */

export const TRAIN_FLAGS_D: readonly RedFlagLine[] = [
  ...p(
    'invite',
    'Whatever you are doing Saturday, move it. I want you there.',
    "I won't hear another excuse, you're coming to the barbecue and that's that.",
    "u keep dodging me lol, not this time, i'm picking u up",
    "I'll call you every hour tonight until I get a yes 😘",
    "Stop playing hard to get, we both know you'll come eventually.",
    'You owe me a night out after last time, so no isn’t really an option.',
    "Come onnnn just one round, you always say no, it's getting old.",
  ),
  ...p(
    'ask',
    'I need you to approve this before lunch, and I will sit outside your door until you do.',
    "I'm not asking for permission anymore, I'm asking you to sign it now.",
    'Let us skip the "we will see" part. Yes or no, right now, I am not leaving without it.',
    "I'll email you every morning about this until it's done, consider yourself warned 🙂",
  ),
  ...p(
    'reconnect',
    "no excuses this time auntie, i'm driving you to the party whether you like it or not",
    "You've said not yet for a year. I'm done waiting, we're meeting Thursday.",
  ),
  ...p(
    'repair',
    "You need to forgive me today. I can't wait any longer, so just do it.",
    "Let me in, I'm not leaving this doorstep until you hear me out.",
  ),
  ...p('resolve', "I've said it three times, I want the refund, and I'll keep saying it until you do it."),
  ...p('align', 'We agreed to disagree, fine, but you are still doing the weekend cover, end of discussion.'),
  ...g(
    'reconnect',
    "I was the only one who visited you in hospital. Just saying, since you're too busy for me now.",
    "Don't bother coming to my funeral then, since you can't come to lunch.",
    'It hurts that I always have to be the one who reaches out. Always me.',
    "Your sister calls me every day. But you're busy, I know, I know.",
  ),
  ...g(
    'repair',
    "Look at me, I'm a wreck, and it's all because of what you said.",
    "I stood up for you when nobody else would. Now look how you repay me.",
    'I hope it was worth it, hurting me like that.',
    "If you leave tonight, I don't know what I'll do with myself.",
    'I must be the worst partner in the world, since you clearly think so. Happy?',
  ),
  ...g(
    'ask',
    'I guess ten years of loyalty buys you exactly nothing in this place.',
    "I've been working through my chemo to keep this team afloat and you're saying no?",
    "My kids haven't seen me at dinner in months because of this job, and you can't find the money?",
  ),
  ...g('invite', "Wow. I really thought you'd be the one person who'd say yes. Guess not."),
  ...g('align', "I stayed behind every night to fix your mistakes, and you take the credit. Cheers."),
  ...l(
    'ask',
    "I'll say I've had three recruiter calls this month, it's one, but who's counting.",
    "Tell them we hit target. We didn't, but the report won't be out till after the bonus.",
  ),
  ...l(
    'interview',
    "I'll say my last salary was 60k, it was 48, but they don't ask for payslips.",
    "I'm going to say I have a driving licence, I'll get one before they notice.",
    "I'll tell them I've managed a ward before, I covered once when the sister was off.",
  ),
  ...l(
    'repair',
    "I'll say the receipt was for a work dinner, it wasn't, but she won't ask.",
    "I'll tell her I had to stay late at the hospital. I was at the gym, but whatever.",
    "If anyone asks, the party was at my cousin's, not at that club.",
  ),
  ...l(
    'resolve',
    "I'll tell them the bike was locked when it was stolen. It wasn't, they'll never know.",
    "We'll backdate the invoice so it looks like they were late, not us.",
  ),
  ...l('reconnect', "I'll just say I moved and lost everyone's numbers, it's easier than explaining."),
  ...t(
    'ask',
    'Funny how good engineers tend to leave when they get ignored. Just an observation, for the meeting.',
    'I have a lot of friends in the industry and they listen when I tell them where not to work.',
    'If the answer is still no, the client hears from me tomorrow about how this project was really run.',
  ),
  ...t(
    'resolve',
    "You've got till the end of the day. After that, my solicitor, the paper and every mum at the school gates.",
    "Next time you let your dog into my garden, it won't be coming back.",
  ),
  ...t('repair', "if you don't answer by midnight i'm sending everything to your parents, your choice"),
  ...i(
    'align',
    'You clearly only got this job because your uncle owns half the company.',
    'Do us all a favour and stay quiet in the next meeting, the grown-ups are talking.',
  ),
  ...i(
    'resolve',
    'Are you new or just naturally this incompetent?',
    "You're rude, you're slow, and frankly you stink of cigarettes.",
  ),
  ...i('repair', 'you are the most selfish, ungrateful brat i have ever met'),
  ...p(
    'invite',
    "Don't think, just say yes, thinking is how people miss out.",
    'i asked nicely twice, third time i stop asking nicely 😤 so yes?',
    "I'm not going anywhere until you agree to one dance.",
  ),
  ...l(
    'align',
    "I'll tell the matron the fridge temperatures were checked every shift. They weren't, but the log is blank anyway.",
    "Let's say the server was patched on time, no one reads the change log.",
  ),
  ...g(
    'repair',
    "I've cried every night this week, but you carry on with your life, it's fine.",
    "You got your way again. Hope you can live with how you made me feel.",
  ),
  ...t('resolve', 'Pay what you owe the shop by Friday, or I tell every supplier in town you do not pay your bills.'),
];
