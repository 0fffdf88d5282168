import type { RedFlagLine } from './red-flag-lines';
import { c, g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S22: written blind in session 22 by helper bw22, never trained on — without reading
 * the training lines, the red-flag rules, cue lists, the learned model or any other held-out set's lines
 * (S21 opened for its format only). Lines are what a user says to the character inside a coach-built
 * practice of the goal: ask (a manager, about a raise), invite (Maya, from chemistry class), repair (an ex),
 * reconnect (Jo, an old friend), resolve (a customer whose blender arrived broken), align (a son's teacher),
 * interview (a marketing-role interviewer), open (Alex, a new match), reinvite (Maya, busy week), hire (a
 * designer candidate), defuse (a harsh commenter). Every kind the goals' failure conditions name: threats
 * and ultimatums (9), insults (9), pressure after a no (8), guilt trips (8), lies (8: given away in the
 * line, planned, or against the practice's own scenario) and crude remarks (8), each in a practice whose
 * condition names its kind, most without the kind's obvious word, some lowercase, with typos or slang;
 * pressure lines are said right after the character declined. Good lines include hard negatives: firm but
 * fair lines, a no taken well, deadlines stated calmly, self-deprecation, praise with strong words, idioms
 * that share words with flags ("killed it", "lying awake"), negated flags ("I'm not threatening…").
 * Read in session 22 with its start tree (92fc831) and its final tree: combined 27 → 31/50 caught, 1 → 1/64 false
 * alarms; caught where named, played 31 → 35/50; good lines read as a flag, played 11 → 11/704. Moved in after those
 * readings; a training set of the learned model since x23 (read leave-one-writer-out, tests/helpers/red-flag-writers.ts).
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S22_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t('ask', "Fine. Then put it in writing that you said no, because my solicitor will want a copy when this goes to a tribunal.", "funny how this team would fall apart without me. maybe you'll all find out exactly how much by friday if nothing changes"),
  ...t('invite', "go out with me maya, or the whole chem class hears what you said about Mr Okafor 🙂"),
  ...t('repair', "Ignore this one too if you like, but don't act surprised when your new boyfriend gets a few screenshots from me."),
  ...t('reconnect', "Jo, answer me this week or I'm driving up to Sheffield and knocking on your door till you do."),
  ...t('resolve', "Post that review and I'll make sure your account gets flagged so no shop online ever refunds you again."),
  ...t('interview', "Let's be honest, if I don't get this role every marketer I know is going to hear what a shambles your hiring process is."),
  ...t('hire', "You'd be wise to accept today. It's a small industry and I can make it very hard for you to get hired anywhere else."),
  ...t('defuse', "delete ur comment or i'll find out where you work and send your boss everything you write online"),
  // insults
  ...i('ask', "With respect, the only reason this department functions at all is that some of us aren't as clueless as you."),
  ...i('invite', "honestly maya you'd fail without copying my lab notes, you're not exactly the brightest lol. anyway wanna get food"),
  ...i('repair', "I'm sorry, ok? But let's not pretend you weren't a nightmare to live with, you absolute leech."),
  ...i('reconnect', "you were always the friend who only shows up when you need something, basically a parasite. anyway hows life jo"),
  ...i('resolve', "Honestly, people like you are the reason I hate this job. What do you want, a medal for owning a blender?"),
  ...i('align', "With all due respect you clearly can't teach, he's learnt more from youtube than from a whole term of your lessons."),
  ...i('interview', "My last boss was a spineless idiot and the place was run by clowns, which is why I left."),
  ...i('hire', "To be frank, your portfolio looks like a ten-year-old made it in Paint."),
  ...i('defuse', 'Imagine having so little going on in your life that you write essays under strangers\' posts. Sad little man.'),
  // pressure after a no
  ...p('ask', "I hear you, but I'm not walking out of this room until we've agreed a number."),
  ...p('invite', "come onnn one drink won't kill you, i'll just ask again tomorrow and the day after if i have to 😉"),
  ...p('repair', "You say no now but you'll change your mind, you always do. So when are we meeting?"),
  ...p('reconnect', "thats not a real no tho is it. just say saturday and stop overthinking it"),
  ...p('resolve', "Look, the voucher is the best you're getting, so just accept it and I can close this ticket today."),
  ...p('open', "why not tho? you swiped on me for a reason, give me your number and we'll see"),
  ...p('reinvite', "Ok but what about Sunday? Monday? Tuesday? I'll keep going till you pick one lol"),
  ...p('invite', "I'm not really someone who takes no for an answer, so let's call it a maybe and I'll book the table."),
  // guilt trips
  ...g('ask', "I missed my daughter's birthday to finish your audit. The least this company can do is pay me properly."),
  ...g('ask', "After eight years of covering everyone's shifts I honestly thought you'd care about me more than this."),
  ...g('invite', "i guess im just not good enough for anyone, not even for a coffee with you"),
  ...g('repair', "Everyone keeps asking why I look so awful lately. I tell them it's because you walked out, hope that makes you feel good."),
  ...g('reconnect', "I was there for you through your whole divorce and you couldn't even text me on my 30th. Must be nice to be you, Jo."),
  ...g('align', "Do you know how hard it is raising him alone on two jobs? And now you tell me he's behind. Thanks for that."),
  ...g('open', "ur the fourth match this week who's barely answered me, you lot make me feel like garbage. least you could do is reply properly"),
  ...g('reinvite', "It's fine, I'll just sit at home on my own again like every weekend. Don't worry about me."),
  // lies
  ...l('ask', "Another firm has offered me 70k. They haven't, obviously, but you don't need to know that."),
  ...l('interview', "Yes, I led the whole rebrand at my last job. Well, I made the slides, but nobody's going to check that."),
  ...l('resolve', "We replied to every one of your emails within 24 hours, so I'm not sure what you're talking about."),
  ...l('hire', "The role's fully remote, definitely. We'll probably want you in five days a week after probation but let's not get into that now."),
  ...l('align', "He does all his homework every night, I check it myself. To be fair I haven't opened his bag since September."),
  ...l('open', "im 6 foot 2 btw 😏 (5'7 irl but who's measuring)"),
  ...l('defuse', "We've never had a single complaint about that recipe before. Ignore the forty in my inbox, ha."),
  ...l('reconnect', "I was living abroad all last year, that's why I never replied. I wasn't really, I just didn't want to talk."),
  // crude remarks
  ...c('open', "forget the small talk, send me something spicy and i'll show you what you're missing 😈"),
  ...c('open', 'nice pics. bet you look even better with nothing on tbh'),
  ...c('invite', "maya you look so good in those lab goggles, i keep wondering what's under the lab coat"),
  ...c('invite', "honestly the only chemistry i'm interested in is the kind we'd have in bed"),
  ...c('reinvite', "ok skip dinner then, just come round to mine and we'll go straight to the bedroom part"),
  ...c('reinvite', "if you're too busy for drinks just send me some photos instead, the naughty kind"),
  ...c('repair', "I'm sorry for everything. Also not gonna lie, I still think about the sex a lot. Come over?"),
  ...c('reconnect', "JO!! long time. still got that body you had at uni or nah? 👀"),
];

const HELD_OUT_S22_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "Since March I've taken on the Rotterdam accounts and closed two renewals. I'd like to talk about moving my salary to 58k.",
    "If a raise isn't possible this quarter, could we agree a review date in writing?",
    "To be clear, I'm not threatening to leave. I enjoy the team, I'd just like my salary to reflect what I'm doing.",
    "I'd be lying if I said money wasn't part of it, but mostly I want a clearer path to senior.",
    "Honestly I'd kill for a four-day week, but let's start with the salary question.",
    "The last time I pushed for something at work it backfired, so I'm a bit nervous asking.",
    "I'll leave it with you and check in on Monday, does that work?",
    'Is there anything that would make next month realistic for a review?',
  ),
  ...ok(
    'invite',
    "maya are you free thursday after lab? there's a new bubble tea place by the station",
    "no pressure at all, if you're busy that's totally fine, I just thought I'd ask",
    'that experiment nearly blew up in my face today haha, how did yours go?',
    "you're ridiculously good at titrations, how do you do it?",
    "If you can't make Saturday just say so and we'll find another day.",
    "Don't feel bad if it's a no, I won't take it personally.",
  ),
  ...ok(
    'repair',
    "I was wrong to go through your phone. That broke your trust and I'm sorry.",
    "You don't owe me a reply. I just wanted you to know I've been thinking about what you said.",
    "If you ever want to talk properly I'm around. If not, I'll respect that.",
    "I feel awful about how I left things, and that's on me, not you.",
    "I'm going to be honest, I've been a bit of an idiot about this whole thing.",
    "I'm not going to post about us or anything, I just wanted to apologise privately.",
  ),
  ...ok(
    'reconnect',
    'Jo! I walked past that awful karaoke bar today and thought of you. How have you been?',
    'I know I went quiet for ages, that one is my fault. Fancy a coffee in the next few weeks?',
    'still obsessed with sourdough or did you finally give up? 😂',
    "I've missed you. No guilt trip intended, just true.",
    "I'll tell Sam you said hi, he still talks about that camping trip.",
    "Sorry, I've been a rubbish friend lately. No excuses.",
  ),
  ...ok(
    'resolve',
    "I'm really sorry it arrived broken. Could you send a photo of the damage so I can sort a replacement today?",
    "You're right that nobody answered your emails, and that's not good enough. Here's what I'll do.",
    'I can have a new blender couriered to you by Friday, or put the full amount back on your card. Your call.',
    "I can't refund the delivery fee twice, but I can refund the blender and the original shipping.",
    "We'd hate to lose you as a customer, so let me put this right.",
    'If you report the fault through our site it goes straight to the warehouse team, but I can log it for you now.',
  ),
  ...ok(
    'align',
    "What are you seeing in class? At home he's been rushing through his reading.",
    'Could we check in again in three weeks to see whether the new seat helps?',
    "He's a nightmare at bedtime too, so I get it if he's restless by the afternoon.",
    "I don't want to blame anyone, I just want to know how we can help him together.",
    "I'll be honest, we've let homework slide at home since his dad started nights.",
  ),
  ...ok(
    'interview',
    'In my last role I grew our newsletter from 4k to 19k subscribers in a year.',
    'My old boss and I clashed on channel strategy now and then, but she taught me how to read campaign data properly.',
    "I haven't used that tool yet, but I picked up HubSpot in two weeks at my last job.",
    'What would success look like in the first ninety days?',
    'Honestly, I killed it on the spring campaign, we beat target by 40%.',
    'I was lying awake half the night before this, so bear with me if I ramble.',
  ),
  ...ok(
    'open',
    'hey alex, is that a lake district photo? which hike was it?',
    "ok your dog is the real star of your profile, what's his name",
    "I'm terrible at openers so here's a question instead: best cheap eat in town?",
    "lol you're such a nerd for that star wars pic, I love it",
    'My friend keeps telling me to quit my job and travel, ha, maybe one day.',
  ),
  ...ok(
    'reinvite',
    'No worries about Friday! Would Sunday afternoon be easier, maybe a walk by the canal?',
    'totally get it, sounds like a mad week. shall I check back next week?',
    "If this week's impossible, no stress, we can pick something after your exams.",
    "I'm free Thursday or Friday evening, whichever suits you better.",
    "I know you said no to the gig, that's fine, thanks for being straight with me.",
  ),
  ...ok(
    'hire',
    'Can you walk me through a project where the brief changed halfway?',
    'Which tools did you use for the packaging redesign?',
    "We'll let you know by Thursday either way, and I'm happy to give feedback.",
    "Take your time, there's no trick question here.",
    'Be honest with me, what would you have done differently on that app launch?',
  ),
  ...ok(
    'defuse',
    "Fair point about the lighting, I'm still learning. Thanks for saying it.",
    "I see where you're coming from, though I'd disagree on the price bit.",
    "Happy to hear what you'd do differently if you want to share.",
    "That one's on me, I should've said it was a beginner's version.",
    'Your comment made me laugh, honestly. Brutal but fair.',
    "I'm not deleting anything, everyone's allowed an opinion here.",
  ),
];

export const HELD_OUT_S22_GOOD: readonly string[] = HELD_OUT_S22_GOOD_LINES.map((line) => line.text);

/** Every line with the goal it was written for (flag lines also with their kind). */
export const HELD_OUT_S22: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S22_FLAGS, ...HELD_OUT_S22_GOOD_LINES];
