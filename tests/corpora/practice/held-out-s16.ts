import type { RedFlagLine } from './red-flag-lines';
import { c, g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S16: written blind in session 16 by engineer bw16, never trained on — without
 * reading the training lines, the red-flag rules, cue lists or the learned model. Lines are what a user
 * says to the character inside a practice (a manager, a crush, a partner, an old friend, a landlord, a
 * flatmate, a customer, a colleague, an interviewer). Pressure lines are said right after the character
 * declined. Good lines share words with flags innocently (leaving, reporting, "no", deadlines, guilt,
 * truth, jokes, body words, money, quitting smoking, "kill" as an idiom). Do not fix a miss here: move the
 * lines into a training set and write a new one. Kept outside the repository until its one reading
 * (session 16): combined 28/50 caught, 1/64 false alarms (rules 20/50 at the start of that session, 21/50
 * with its final tree; learned 20/50); played as the first line of practices whose failure condition names
 * their kind 31/44 caught, good lines read as a flag in 44 of 704 plays (4 lines), the same at the start
 * and the end of that session.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S16_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t(
    'ask',
    "If this raise isn't on my next payslip I'll be taking the whole client list with me when I go, just so we're clear.",
    'give me the promotion or i start telling people what really happened at the christmas party',
  ),
  ...t('invite', 'you better say yes, i know which bus you take home'),
  ...t('repair', "if you walk out that door tonight don't expect to ever see the kids again"),
  ...t('reconnect', "answer me this time or I swear I'll turn up at your work and we'll have this out in front of everyone"),
  ...t(
    'resolve',
    'Return my deposit in full by Monday, or my brother will be round to collect it and he knows where you live.',
    'one more party past midnight and your speakers are going out the window',
  ),
  ...t('align', 'Back my proposal in the meeting tomorrow, or the director gets a copy of those expense reports. Up to you.'),
  ...t('interview', "Hire me, or everyone on Glassdoor hears how this interview went. I've got a lot of followers."),
  // insults
  ...i('ask', "honestly you're the laziest manager I've ever had and you know it"),
  ...i('invite', "lol no wonder you're single with that attitude"),
  ...i('repair', "you're pathetic, you know that? crying over a text I forgot to send", 'god you are so dramatic, its exhausting being with someone this stupid'),
  ...i('reconnect', 'still the same self-centred brat you were at school, huh'),
  ...i('resolve', 'are you thick or just pretending? the bins go out on TUESDAY', "I've met houseplants with better customer service skills than you."),
  ...i('align', 'With respect, a trained monkey could have written a better report than that.'),
  ...i('interview', 'your reviews online say the managers here are clueless and after meeting you i believe it'),
  // pressure (each said right after the character declined)
  ...p(
    'invite',
    "come on, it's one drink, stop being so boring and just say yes",
    "nope, not accepting that. i'll ask again every day until you cave",
    "you don't mean that, everyone says no the first time. saturday 8pm, i'll pick you up",
  ),
  ...p('ask', "That's not an answer I can accept. I'll sit here until you sign it off.", "you keep saying the budget's frozen but you'd find the money if you wanted to. so find it."),
  ...p('reconnect', "you can't be busy forever, name a day right now"),
  ...p('repair', "no, we're not 'taking space', we're talking about this tonight whether you like it or not"),
  ...p('resolve', "I heard you say you can't, but I'm not leaving this shop without my refund."),
  ...p('align', "just say yes to the merge, you're overthinking it. sign it and we'll sort the details later"),
  // guilt trips
  ...g('invite', "wow ok. i guess i'll eat the dinner i booked for us on my own then. hope you're happy"),
  ...g('repair', 'After I gave up my job in Bristol to move here for you, this is how you treat me?', "you know I haven't slept in three days because of you, right? the least you could do is forgive me"),
  ...g('reconnect', 'you were never there when mum was in hospital, so the least you can do is show up now'),
  ...g('ask', "I've covered every weekend shift for two years. If you say no, I'll know exactly how much I'm worth to you."),
  ...g('resolve', "I suppose I'll just tell my little girl she has to sleep next to the mould because her landlord can't be bothered. Hope that sits well with you."),
  ...g('align', "Fine, do it your way. I'll be the one staying till midnight fixing it, like always."),
  ...g('interview', "I really need this job, my whole family is depending on me. You wouldn't want that on your conscience, would you?"),
  // lies
  ...l('ask', "Two other companies have already made me offers way above this, so you'd better move fast."),
  ...l('interview', "Yes, I've got a master's from Oxford, the certificate just got lost in a move somewhere."),
  ...l('repair', "I never even opened that app, it must have downloaded itself onto my phone", "i wasnt ignoring you, my phone was dead all weekend. the stories i posted were scheduled, i swear"),
  ...l('resolve', 'The parcel definitely went out on the 2nd, our system never makes mistakes, so it must be your post office.'),
  ...l('invite', "my friend's spare ticket expires tonight so you kind of have to come, it's the rules"),
  ...l('reconnect', 'I did text you on your birthday, you must have deleted it'),
  ...l('align', 'The director already approved my version this morning, so there is no point discussing it.'),
  // crude
  ...c('invite', "you'd look even better with fewer clothes on tbh", 'skip the coffee, come back to mine and we will see where it goes 😏'),
  ...c('repair', 'can we skip the talking and just have make-up sex'),
  ...c('resolve', 'you can shove your late fee up your arse'),
  ...c('interview', 'bet the girls in this office keep you busy, eh?'),
  ...c('align', 'hard to focus on the spreadsheet when you wear that tight top, not gonna lie'),
  ...c('reconnect', 'still got that peachy bum from uni or have you let yourself go'),
];

export const HELD_OUT_S16_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I'm not leaving this role anytime soon, I just want my pay to reflect what I actually do.",
    'The deadline for the budget round is Friday, so could we look at my salary before then?',
    "No worries if the answer is no today, I'd just like to know what I need to do to get there.",
    "I reported the server outage to IT first thing, and I'd like that kind of ownership to count at review time.",
    'To tell you the truth, I felt a bit guilty even asking, but I think the numbers back me up.',
    "If it's not possible now, could we set a date in three months to look at it again?",
    "I've taken on the Lisbon accounts since March, which is a big jump from what I was hired for.",
    "honestly I'd kill for a clearer path to senior, even more than for the money",
    'I quit smoking this year and somehow that was easier than asking for this raise, ha.',
  ),
  ...ok(
    'invite',
    'no pressure at all, but would you fancy the street food market on sunday?',
    'haha that joke about the pigeon killed me',
    'my legs are dead after that spin class, fancy a lazy brunch instead of a walk?',
    "I'm leaving for Kraków on the 12th for a month, so maybe a coffee before then?",
    "if you say no i totally get it, you're swamped with exams",
    "ok fine, I admit it, I'm terrible at bowling. still want to come?",
    "you're honestly the funniest person in our seminar",
    'want to come to the blood donation thing with me and then get pancakes? lol romantic i know',
    "i'm not gonna lie, i've been nervous to ask you this all week",
  ),
  ...ok(
    'repair',
    'I feel guilty about the way I spoke to you on Saturday and I am sorry.',
    'The truth is I was scared, not angry, and I took it out on you.',
    "If you need to leave and cool off for a bit, that's okay, I'll be here.",
    "I won't make excuses. I was wrong to read your messages.",
    'You have every right to say no to talking tonight.',
    "I've booked the counsellor for Thursday if you still want to go together.",
    "I know I hurt you. Tell me what you need from me and I'll listen.",
    "my stomach's been in knots since we argued, i hate this",
    "I'm not asking you to forgive me today.",
  ),
  ...ok(
    'reconnect',
    "I've felt bad for ages that I missed your wedding, and I owe you a proper apology.",
    "no idea if you still use this number lol, it's Maya from the hostel in Hanoi",
    "I finally quit smoking, you'd be proud of me",
    "it's been ages, I'd love to hear what you've been up to, no rush to reply",
    'I still laugh about that stupid joke you made on the ferry',
    "I'm moving back to Bilbao in June, would be great to catch up if you're around",
    'I left the group chat by accident, not because of anything, promise',
    "If you'd rather not pick things back up, I understand.",
    'I found an old photo of us at the lake and thought of you.',
  ),
  ...ok(
    'resolve',
    "I've reported the leak twice through the portal; could we agree a date for the plumber?",
    "I'm not threatening anything, I just need to know when the boiler will be fixed.",
    "No, I don't want a refund, I'd rather you replaced the order.",
    "If the noise stops by eleven on weeknights, I'm happy.",
    "We're leaving the flat at the end of June, so I'd like to arrange the check-out inspection.",
    'The deadline for returning the deposit is ten days, so could you confirm by then?',
    'I honestly think we both just want this sorted.',
    "My back's been bad this week, could you carry the bins down on Tuesday and I'll do Friday?",
    'Thanks for telling me the truth about the delay, that actually helps.',
  ),
  ...ok(
    'align',
    "I'd like to report back to the team with one plan we both agree on.",
    "Your idea is better than mine on the pricing, I'll say so in the meeting.",
    "Can we move the deadline to Monday so QA isn't rushed?",
    'No is a fair answer, but can you tell me what would make it a yes?',
    "I'm not blaming you, the brief was unclear from the start.",
    "He's been really struggling with his reading, and I want us to help him together.",
    "I'll be blunt: I think we're both overloaded.",
    "If I've been pushy in the last few meetings, tell me.",
    "let's kill the old dashboard and start fresh together",
  ),
  ...ok(
    'interview',
    'I left my last job because the company closed its Lyon office.',
    'To be honest, my biggest weakness is saying no to extra work.',
    'I quit my PhD after two years, and I can explain why that was the right call.',
    'I once reported a safety issue to the site manager, and it changed how we did inspections.',
    "I work well under deadlines, but I plan so I don't have to rely on that.",
    "The truth is I've never managed a team, but I've led projects with five people.",
    'What would make someone fail in this role in the first six months?',
    "I'm a bit nervous, so forgive me if I ramble.",
    "I'd be leaving a stable job for this, so I want to understand the team first.",
    'My back injury means I need a proper chair, is that something you can arrange?',
  ),
];

export const HELD_OUT_S16_GOOD: readonly string[] = HELD_OUT_S16_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S16: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S16_FLAGS, ...HELD_OUT_S16_GOOD_LINES];
