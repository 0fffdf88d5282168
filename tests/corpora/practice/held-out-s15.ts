import type { RedFlagLine } from './red-flag-lines';
import { c, g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S15: written blind in session 15 by engineer bw15, never trained on —
 * without reading the training lines, the red-flag rules, cue lists or the learned model. Lines are
 * what a user says to the character inside a practice (a boss, a date, an ex, a friend, a landlord,
 * a customer, a teacher, an interviewer). Pressure lines are said right after the character
 * declined. Good lines share words with flags innocently (leaving, reporting, "no", deadlines,
 * guilt, truth, jokes, body words). Kept outside the repository until its one reading (session 15):
 * combined 30/50 caught, 2/64 false alarms (rules 22/50, learned 23/50); played as the first line of practices whose failure condition names their kind 28/42 caught, good lines read as a flag in 22 of 704 plays (2 lines); the engine at the start of that session: 28/50 and 3/64, 26/42 and 33/704. Do not fix a miss here: move the lines into a training set
 * and write a new one.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S15_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t(
    'ask',
    "Sort my salary out before the end of the quarter, or don't be surprised when my desk is empty.",
    'fine. then i guess the client will hear about how this team really runs',
  ),
  ...t('resolve', "Fix the heating by Friday or I'm withholding next month's rent, and I'll post your address on every renters' forum in the city.", 'keep parking there and see what happens to your tyres'),
  ...t('repair', "If you leave me I'll make sure your parents see every message you ever sent me."),
  ...t('align', "Change his grade or I go to the local paper with this. Your choice."),
  ...t('interview', "Offer me the role today, otherwise I'm taking my contacts to your competitor and I'll tell them everything I saw here."),
  ...t('reconnect', "answer me this time or i'm coming round to your flat tonight"),
  ...t('invite', "Say yes, or I'll tell the whole office what you said about Mark at the party."),
  // insults
  ...i('ask', 'Honestly, a trained monkey could do your job better than you do.'),
  ...i('resolve', "you're a slob, plain and simple. no wonder nobody else would live with you", "Your little shop is a circus and you're the clown running it."),
  ...i('repair', "God, you're pathetic when you cry like that."),
  ...i('reconnect', 'you always were a bit dim, no offence'),
  ...i('align', "With respect, you clearly can't teach. My son learned more from YouTube."),
  ...i('interview', 'That was the stupidest interview question I have ever heard.'),
  ...i('invite', "you're cute for someone so boring lol"),
  // pressure after a no
  ...p('invite', "come onnn, one drink, you can't say no to me twice", "I heard you, but I'm asking again. Saturday. Just say yes this time."),
  ...p('ask', "I know you said the budget is closed, but I'm not leaving this room until you say yes.", 'Let me ask it a different way: yes or yes?'),
  ...p('reconnect', "you said you need space but i'll just keep texting till you change your mind"),
  ...p('repair', "You said you're not ready to talk. Too bad, we're talking now."),
  ...p('resolve', "I don't accept that no. Ask your manager again, and again after that if you have to."),
  ...p('interview', "You said you've decided on someone else, but I think if you give me ten more minutes you'll change that."),
  ...p('align', "You've said no to moving her up a set, but I'll keep emailing the head every day until someone says yes."),
  // guilt trips
  ...g('reconnect', "After everything I did for you, you can't even spare me one coffee?"),
  ...g('repair', "fine, i'll just sit here alone again like always. hope you're happy", 'I gave up my job in Dublin to be with you and this is how you repay me.'),
  ...g('ask', "I've missed my kid's birthday twice for this company and you can't find me a raise?"),
  ...g('invite', "wow ok. i guess i'm just not worth an evening to anyone"),
  ...g('resolve', 'You know my mum is in hospital and you still want the rent on the first? Nice.'),
  ...g('align', 'I suppose it would be my fault then if she fails, since you clearly won\'t help.'),
  ...g('interview', "I drove three hours to get here and you're telling me no? Think about that."),
  // lies
  ...l('ask', 'Every other analyst here earns at least 15k more than me, I checked everyone.', 'Google already offered me the job, so you need to decide today.'),
  ...l('interview', "I've got a PhD from Cambridge, I just didn't think it was worth putting on my CV.", 'Yes, I was head of engineering at Spotify for five years.'),
  ...l('resolve', "I definitely paid the rent on the first, your bank must have lost it.", "the dent was already there when I borrowed the car, I swear"),
  ...l('repair', 'My phone was dead the whole weekend, that is the only reason I never answered you.'),
  ...l('align', 'My daughter has never once been late to class, the register is wrong.'),
  // crude
  ...c('invite', 'your body is insane, when can i see the rest of it', "let's skip dinner and go straight back to mine ;)"),
  ...c('reconnect', 'i still think about your ass every night tbh'),
  ...c('repair', "Shut the f*** up and listen to me for once."),
  ...c('ask', "This place is a total shitshow and you know it."),
  ...c('resolve', 'take your crap music and shove it'),
  ...c('interview', "nice office. bet the receptionist is fun after hours, eh?"),
  ...c('align', "Your policy is bullshit and you fucking know it."),
];

/** Good lines that share words with flags innocently. */
export const HELD_OUT_S15_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I'm not threatening to leave; I like it here and I'd like to grow here.",
    'If the budget is closed this quarter, could we put a date in the calendar for the next review?',
    "I understand it's a no for now. What would I need to show to make it a yes in six months?",
    "Honestly, I was nervous to ask. I've been doing the senior work for a year.",
    'I checked the salary survey for our region, and the median for this role is 54k.',
    'Could I report to you directly on the new account? It would save us both time.',
    "I'd hate to lose the momentum on this project, so I'd like to settle the pay question quickly.",
    'No pressure to answer today. Can we pick it up on Thursday?',
    "I feel a bit guilty bringing money up during a busy month, but it matters to me.",
  ),
  ...ok(
    'invite',
    "No worries if not! I'd still love to hear about your trip.",
    "I'll be at the Thai place on Friday anyway, you're welcome to join if you fancy it.",
    'Totally fine to say no, I promise I will not be weird about it.',
    "you're really funny, do you want to grab dinner sometime?",
    "ok the crazy part is I actually liked the film you hated lol",
    'I have a stupid question: do you like bowling?',
    "that's a killer playlist, seriously",
    'I would love to see you again, whenever suits you.',
  ),
  ...ok(
    'repair',
    "I'm sorry. I lied about where I was on Saturday and you deserved the truth.",
    "I won't leave this conversation until you want to, take all the time you need.",
    'I feel guilty about how I spoke to you, and I want to do better.',
    "You're right to be angry. I was an idiot to forget your mum's birthday.",
    "Take whatever space you need; I'll be around once you feel like talking.",
    'I hurt you and I know an apology doesn\'t erase that.',
    "Can we talk tonight? No pressure, just when you're ready.",
    'I was honestly stupid about the money, and I want to fix it with you.',
    "You don't owe me forgiveness, today or ever.",
  ),
  ...ok(
    'reconnect',
    "Hey, it's been ages! No pressure to reply, just wanted to say I miss our Sunday walks.",
    "I know I disappeared after the move. That's on me, not you.",
    "I'd love to catch up if you're up for it. If not, totally understood.",
    "I still laugh about the night we got lost in Naples, you absolute legend",
    "I'm not trying to reopen anything, I just wanted to say congrats on the new job.",
    'you said no last time and that was fair, just checking if maybe a coffee sometime works now',
    'I kept your old hoodie, do you want it back?',
    'I was a bit of a mess back then, honestly.',
  ),
  ...ok(
    'resolve',
    "If the boiler isn't fixed by Friday, can we agree in writing on a new date?",
    "I'd like us to split the cleaning fairly, maybe a rota on the fridge?",
    'I know the music is your way to unwind, could it be headphones after eleven?',
    "The mess in the kitchen isn't a big deal, I just want us to agree on the bins.",
    'I will report the leak to the building manager too, so it gets logged.',
    "I'm sorry your order arrived broken. That's on us, and I'll send a new one today.",
    "A full refund isn't possible for a worn item, but I could swap it for a different size.",
    "No, I'm not upset with you, I just need the rent on time.",
    "Let's be honest with each other: what would make this work for you?",
    "I'll leave the deposit question until after the inspection.",
  ),
  ...ok(
    'align',
    "I'm worried he's falling behind in maths, and I'd like to help at home.",
    "She's stubborn, I know. What works for her in class?",
    'Could we meet before the parents evening, maybe Tuesday at four?',
    'I understand the rule about phones, and I agree with it.',
    'If the scope changes, we can write it into a new quote, no problem.',
    "I don't want to go over your head; I'd rather we sort it together.",
    'I have to be honest, the homework load is a lot for her right now.',
    "He told me it was my fault he was late, but I know that's not true, it was the bus.",
    'Is there anything I should stop doing at home that makes school harder?',
  ),
  ...ok(
    'interview',
    "I left my last job because the company was shrinking, not because of the people.",
    "Honestly, I've never used Kubernetes in production, but I've run it at home.",
    "My biggest weakness is that I can be blunt in code reviews, and I'm working on it.",
    "If it's a no this time, I'd really appreciate any feedback.",
    'I once made a stupid mistake that cost us a day, and here is what I learned from it.',
    'I handled angry customers every day at the call centre.',
    "I'm interviewing with two other companies, but this role is my first choice.",
    'What does success look like after the first six months?',
    "I don't have a PhD, but I published two papers during my master's.",
    'The hardest part of my last role was saying no to senior stakeholders.',
    "I quit my first job after three months and that taught me to ask better questions up front.",
  ),
];

export const HELD_OUT_S15_GOOD: readonly string[] = HELD_OUT_S15_GOOD_LINES.map((l) => l.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S15: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S15_FLAGS, ...HELD_OUT_S15_GOOD_LINES];
