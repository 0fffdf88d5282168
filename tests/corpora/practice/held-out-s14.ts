import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out red-flag set S14: written blind in session 14 by engineer "bw", never trained on —
 * without reading the training lines, the red-flag rules, cue lists or the learned model. Lines are
 * what a user says to the character inside a practice (a boss, a date, an ex, a friend, a landlord,
 * a customer, a teacher, an interviewer). Pressure lines are said right after the character
 * declined. Good lines share words with flags innocently (money, quitting, "no", deadlines,
 * feelings, honesty, jokes). Kept outside the repository until its one reading (session 14, merged
 * tree): combined 28/50 caught, 0/65 false alarms; the engine at the start of that session: 29/50,
 * 0/65. One good line was then dropped (64 left; it was not a false alarm): by chance it repeated a
 * line of good-lines.ts word for word, and the leak check keeps sets disjoint. Do not fix a miss here: move the lines into a training set and write a
 * new one.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S14_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "Just so we're clear, the Henderson account follows me wherever I go. Give me the senior title or watch it walk out the door with me.",
    'either i get saturdays off or i call in sick every saturday till you cave, simple as',
  ),
  ...t(
    'resolve',
    "You've got till five o'clock to refund me, or my solicitor sends the letter and every parent at the school gate hears what you did.",
    "Finish my kitchen this week or I'll make sure nobody in this village ever hires you again.",
  ),
  ...t('repair', "if you go to that party without me don't bother coming home, your stuff will be on the lawn"),
  ...t('reconnect', "Answer me this time, or I'll turn up at your work and we can have this out in front of your boss."),
  ...t('align', "Keep picking on my son and I'll have your job looked at. My cousin sits on the education committee."),
  ...t('interview', "Offer me the role, or your company's review page is going to read like a horror story by tonight."),
  ...t('invite', "say yes or im telling the whole group chat what u said about Maddie lol"),
  ...i(
    'ask',
    "With respect, a manager who can't read a spreadsheet has no business deciding anyone's salary.",
  ),
  ...i(
    'resolve',
    "Are you thick or just pretending? I said the LARGE one. It's not rocket science.",
    'Typical useless call-centre drone. Do any of you people have a brain between you?',
  ),
  ...i('repair', "God, you are so needy. Being your boyfriend is exhausting, honestly."),
  ...i('reconnect', 'tbh you were always a bit of a leech but hey, happy birthday'),
  ...i('align', 'Frankly, Mr Patel, you became a teacher because you were too dim to do anything else.'),
  ...i('interview', 'These questions are amateurish. Does anyone competent actually work here?'),
  ...i('invite', "ur kinda cute when ur not being a boring little nobody lol"),
  ...p(
    'invite',
    "Nah, you don't get to say no twice. Saturday, seven, the bowling alley. I'll be waiting.",
    "fine not friday. thursday? wednesday? tmrw? i'll go through the whole week till one works",
    "ok but what if i just show up at your dorm with coffee tomorrow anyway? u cant say no to coffee 😇",
  ),
  ...p(
    'ask',
    "I appreciate that, but I need a yes before this meeting ends, so let's keep going until we get there.",
    "You said not this year. Okay. Then how about right now, because I'm not leaving your office without it.",
  ),
  ...p('reconnect', "I know you said you're not ready to catch up, but I'm coming round tonight with wine whether you like it or not."),
  ...p('repair', "You said you need time, but time's up. I need you to forgive me today."),
  ...p('resolve', "Store credit isn't what I asked for. I'll ring back every hour until someone says the word refund."),
  ...p('interview', 'You said the licence is required. Just skip that bit and put me through anyway, I really won\'t take no here.'),
  ...p('align', "I understand the trip is full. Put her on the list anyway. I'm not accepting that answer."),
  ...g(
    'repair',
    "Fine, go to your brother's. I'll spend the holiday on my own like always, don't worry about me.",
    'I stayed by you through your whole breakdown and this is how you repay me?',
  ),
  ...g(
    'reconnect',
    "I drove four hours to your wedding and you couldn't even reply when my dad died.",
    'Must be nice having so many friends you can forget the one who helped you move house three times.',
  ),
  ...g('ask', "I missed my daughter's recital to finish your report, and you can't find me a pay rise. Great. Really great."),
  ...g('invite', "guess i'm just not fun enough for u huh. everyone else gets a yes 🙃"),
  ...g('resolve', "Twelve years I've shopped here, twelve years, and this is how you treat me? You should be ashamed of yourselves."),
  ...g('align', "If Jamie ends up hating school, it'll be because you never bothered to care about him."),
  ...g('interview', "I've been out of work eight months and my kids keep asking why we can't have a holiday. You're really going to turn me down?"),
  ...l(
    'ask',
    'Everyone else in my grade got ten percent in January, HR told me so themselves.',
    "Your biggest competitor has already offered me double, signed and everything, so I'd move fast.",
  ),
  ...l('resolve', "I only wore it once, the tags just fell off by themselves. It was like that when it came."),
  ...l(
    'repair',
    "I deleted that app months ago, I've no idea how it got back on my phone.",
    "I was at the gym all evening, I didn't even see your calls till midnight, I promise.",
  ),
  ...l('reconnect', 'I totally invited you to the barbecue, my message must have gone to your old number.'),
  ...l('interview', "Yes, I'm fluent in German, Mandarin and Arabic, and I've run marathons on all seven continents."),
  ...l('align', "She's never once been late this term. I drop her at the gate myself at quarter to nine every single day."),
  ...c(
    'invite',
    'honestly forget dinner, your place or mine? 😈',
    "you free thursday? wear something tight and we'll skip the cinema part",
  ),
  ...c('resolve', "Tell you what, love, give me your number and a smile and we'll call the refund even."),
  ...c('interview', 'Nice legs. Does the job come with you sitting in my office?'),
  ...c('reconnect', 'miss u, especially that thing u used to do in bed 😏'),
  ...c('ask', "Maybe we could discuss my raise over drinks at your hotel tonight, just the two of us 😉"),
];

export const HELD_OUT_S14_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I want to be honest: I love this job and I'm not looking to quit, but my pay needs to keep up with my rent.",
    'If the answer is no for now, could we set a deadline to look at it again, say the end of March?',
    "I'm asking to move the deadline to Friday, not because I've been slacking, but because the data came in late.",
    "My feelings about the role are really positive; it's the money that's the issue.",
    "Could we talk numbers? I was thinking seven percent, based on the two launches I led.",
    "No pressure to decide today. I'll send you a summary so you can think it over.",
    "Honestly, I'd rather have an extra day off a month than a bigger bonus.",
    "If I don't hear back by Thursday, I'll pop by your office to follow up.",
    "I'm not going to threaten to leave. I'm telling you what would make me stay.",
    "Could I take Friday afternoons off instead of a raise? It'd mean a lot to my family.",
  ),
  ...ok(
    'invite',
    "No worries at all if you're busy, maybe another time!",
    "haha that's a terrible joke, I love it. want to grab a drink saturday?",
    "I'd kill for a good taco right now. Fancy trying that new place on Friday?",
    "you can totally say no, but would you like to come to my friend's gig with me?",
    "Honestly I'm a bit nervous asking, but do you want to get dinner sometime?",
    'Fair enough, I get it. Hope your exam goes well tomorrow!',
    "ok no stress! let me know if you're ever up for a walk by the river",
    "I'm dying to see that film, it's meant to be hilarious. Come with me?",
    "I promise I'm not a serial killer, just a guy who really likes mini golf 😂",
    'lol no way, you like that band too? we should go to their show in May',
  ),
  ...ok(
    'repair',
    "I'm sorry I said you never listen. That wasn't fair and it wasn't true.",
    "I feel hurt, and I want to understand what happened, not blame you.",
    "If you need space, I'll give you space. I'm here when you're ready.",
    "I don't want to lose you over something this silly.",
    'Honestly, I was wrong to check your phone. I should have just asked.',
    "I'm not going to pretend it didn't hurt, but I'm ready to move past it.",
    'No more shouting from me, I promise. Can we talk calmly tonight?',
    "I know I said I'd quit smoking and I didn't. That's on me.",
    "You're right, and I'm sorry. I hate that I made you cry.",
  ),
  ...ok(
    'reconnect',
    "It's been ages! I still laugh about that disaster of a camping trip.",
    'I feel bad that I let us drift. No excuses, I just got swallowed up by the baby.',
    "You don't owe me a reply, but I'd love to catch up if you're up for it.",
    'Did you ever get your money back from that dodgy holiday company?',
    'I quit my job in the end! Moved to the coast. How about you?',
    "No pressure, but I'm in town the weekend of the 12th if you fancy a coffee.",
    "Honestly, I missed you. The group chat isn't the same without your awful puns.",
    'I owe you a beer and an apology for missing your leaving do.',
  ),
  ...ok(
    'resolve',
    "I'm so sorry about the delay. I'll refund the delivery fee today.",
    "I can't offer a full refund, but I can replace it or give you store credit, whichever you prefer.",
    "I understand you're angry, and you have every right to be.",
    "If it's not fixed by Friday, please call me directly and I'll come out myself.",
    "No, you don't need the receipt, your card statement is fine.",
    "Honestly, that's our mistake, not yours.",
    "The money for the invoice is already set aside; you'll have it by the end of the week.",
    "Returns close after 30 days, but I'll make an exception since it arrived damaged.",
    "I'm not trying to fob you off. I genuinely don't have the authority to approve that.",
    "We're happy to refund you in full, no questions asked.",
  ),
  ...ok(
    'align',
    "I want to be honest with you: his reading has slipped this term, but he's trying hard.",
    "No one is blaming you. We just want to work out what will help her.",
    'She told me she feels left out at lunch, and that worries me.',
    "If the homework is taking more than an hour, please let me know and we'll adjust it.",
    'He made a joke in class the other day that was actually really clever, by the way.',
    "I'm not upset with the school, I just need to understand what happened at break.",
    'Could we set a date to check in again, say in two weeks?',
    "I honestly think a tutor would help, but it's your call as her parent.",
  ),
  ...ok(
    'interview',
    'I left my last job because I wanted more responsibility, not because of any conflict.',
    'Honestly, my biggest weakness is saying yes to too much.',
    "What's the salary range for this role?",
    "I'd need to give a month's notice where I am now, so I could start in February.",
    "No, I haven't used that software, but I picked up a similar one in two weeks.",
    "I'm genuinely excited about this; it's the kind of team I've been looking for.",
    "If I'm not the right fit, I'd really appreciate any feedback.",
    "We're up against a tight deadline on a launch right now, so a start date after the 15th would suit me.",
    "I'd rather be upfront: I was let go in a restructure, along with half my department.",
  ),
];

export const HELD_OUT_S14_GOOD: readonly string[] = HELD_OUT_S14_GOOD_LINES.map((l) => l.text);
