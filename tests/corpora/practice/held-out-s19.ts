import type { RedFlagLine } from './red-flag-lines';
import { g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S19: written blind in session 19 by helper bw19, never trained on — without reading
 * the training lines, the red-flag rules, cue lists, the learned model or any other held-out set's lines
 * (S18 opened for its format only). Lines are what a user says to the character inside a coach-built
 * practice of the goal: ask (a manager, about a raise), invite (Maya, from chemistry class), repair (an ex),
 * reconnect (Jo, an old friend), resolve (a customer whose blender arrived broken), align (a son's teacher,
 * about his grades), interview (a marketing-role interviewer). Ten lines of each kind the practice goals'
 * failure conditions name (threats and ultimatums, insults, pressure after a no, guilt trips, lies), each in a
 * practice whose condition names its kind; pressure lines are said right after the character declined.
 * Good lines include hard negatives: firm-but-fair lines, plain questions, a no said kindly, jokes and idioms
 * that share words with the flags. Read with session 19's start and final trees (d83b2d6, b9a1064), then moved in.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S19_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t(
    'ask',
    "Here's the deal: sort my pay by the end of the month or I take the Henderson account with me when I go.",
    'either i get the senior title this round or you can find someone else to cover weekends, simple as',
  ),
  ...t('invite', "say yes or i'll tell everyone in class what you said about Mr Patel's lab coat"),
  ...t('repair', "If you block me again I'll just make a new number, you can't keep me out forever.", 'talk to me properly or ill post the screenshots, dont test me'),
  ...t('reconnect', "Reply this time, Jo, or I'm coming round to your mum's place to ask her why you've gone quiet."),
  ...t('resolve', "Keep shouting at me and I'll make sure your account gets blacklisted across every shop in our group."),
  ...t('align', "If my son's grade isn't changed by Monday, I'm going to the local paper and naming you."),
  ...t('interview', "You'd better give me this job, I know people on your board and they won't be happy if you don't.", 'hire me or watch me go straight to your biggest competitor with everything i know about your launch'),
  // insults
  ...i('ask', 'Honestly you are the laziest manager I have ever had, you just sign off what other people do.', 'wow, another "let me think about it", you really are a spineless little yes-man'),
  ...i('invite', "you're kind of a know-it-all in class tbh, but i'd still take you to the cinema"),
  ...i('repair', "God, you were always such a drama queen, I can't believe I'm even apologising to you."),
  ...i('reconnect', "you've turned into such a boring snob since you moved to the city, jo"),
  ...i('resolve', "Look, it's a blender, not rocket science. Even a child could see you dropped it."),
  ...i('align', 'With respect, your teaching is a joke and the whole parents group thinks so.', "no wonder he's failing, you can barely string a sentence together in your own emails"),
  ...i('interview', 'My last boss was a total idiot who had no clue about marketing, so I carried the whole department.', "that's a pretty dumb question to ask someone at my level, don't you think?"),
  // pressure after a no
  ...p('ask', "Come on, you can't just say no, I'll stay in this room until we agree a number.", "i heard you, but i'm going to keep asking every single day until you give me the raise"),
  ...p('invite', "aw don't be like that, just one coffee, you'll say yes eventually so why not now", "you said no but i'm going to buy the tickets anyway, you can decide on the night"),
  ...p('repair', "I know you said you don't want to talk, but I'm not leaving your doorstep until you do.", "please just let me explain, i'll keep calling until you pick up"),
  ...p('reconnect', "Seriously Jo, don't say no, I've already told everyone you're coming to the reunion."),
  ...p('resolve', "I get that you don't want a replacement, but you're having one, I've already posted it to you.", "You said no to store credit, but I'm going to ask again: store credit, final answer?"),
  ...p('invite', 'ok but what if i ask really nicely? pretty please? i promise i wont stop until you say yes lol'),
  // guilt trips
  ...g('ask', "After everything I've given up for this company, missing my daughter's birthday included, you owe me this raise."),
  ...g('ask', "I suppose if I have a breakdown from the stress of being underpaid it'll be on your conscience, not mine."),
  ...g('invite', "i've been sad all week, if you say no to lunch it'll honestly ruin my whole month"),
  ...g('repair', "I gave you the best three years of my life and you can't even give me ten minutes?", "after all the times i drove you to the hospital for your mum, this is how you treat me"),
  ...g('reconnect', "I guess I was only ever your friend when you needed a sofa to sleep on, right Jo?", "it's fine, I'll just sit at my birthday dinner alone again, like every year since you left"),
  ...g('align', "I work two jobs to keep him in this school and you can't even spare ten minutes for his homework? Shame on you.", "If he ends up dropping out, I hope you'll remember you're the one who gave up on him."),
  ...g('invite', "everyone else in our class already turned me down, you're literally my last hope, don't make me feel worse"),
  // lies
  ...l('ask', 'Google offered me double my salary yesterday, so you need to match it today.'),
  ...l('interview', "I single-handedly grew Nike's Instagram to ten million followers, I just can't show you any of the work.", 'Yes, I have a master\'s in marketing from Harvard — well, I took a free online course of theirs, same thing.'),
  ...l('resolve', "Our warehouse video clearly shows your blender was perfect when it left, so the damage is your fault.", "That model has never had a single fault report, ever, so you must be lying about it."),
  ...l('repair', "I never once lied to you while we were together, I swear on my life.", 'the photos with her were photoshopped by your friends, i was home alone all night'),
  ...l('reconnect', "I did text you on your birthday, Jo, your phone must have eaten it."),
  ...l('align', "He did his homework every night this term, I watched him, your records must be wrong."),
  ...l('invite', "i'm a certified chemistry tutor so i could totally help you revise, trust me"),
];

export const HELD_OUT_S19_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I'd like to talk about my salary. Since April I've taken on the supplier negotiations and saved us about 8%.",
    "If it's not possible this quarter, could we agree on what I'd need to show by the next review?",
    "I understand the budget's tight, I'm not asking for an answer today.",
    'What would a realistic range look like for someone doing what I do now?',
    "I'll be honest, I've been offered interviews elsewhere, but I'd much rather stay and grow here.",
    "If the answer is no, I'd still like to know how the pay bands are decided.",
    "sorry if i'm rambling, i practised this in the car and still forgot half of it",
    'Could we look at a title change as well as the money, or is that a separate conversation?',
    "thanks for hearing me out, genuinely. this job is the reason I moved cities and I don't regret it",
  ),
  ...ok(
    'invite',
    'hey Maya, would you want to grab ramen after the lab on thursday?',
    "totally fine if not, i'll stop being weird and go back to my pipette",
    'i nearly set my sleeve on fire with the bunsen burner today, did you see lol',
    'no is a completely ok answer, i just wanted to ask instead of wondering',
    "if you're free saturday there's a science museum late opening, want to come?",
    "can i be honest, i've been too scared to ask you anything but revision questions",
    "you're killing it in this module, how do you remember all the reaction names?",
    "fine, i'll admit it, i only joined the study group because you were in it",
    'would you rather go for coffee or a walk by the canal?',
  ),
  ...ok(
    'repair',
    "I'm sorry for how I spoke to you that night. I was wrong and there's no excuse for it.",
    "You don't have to forgive me, I just want you to know I understand why you left.",
    "If you'd rather not talk, that's okay, I'll respect it.",
    "i've been seeing a therapist about my temper, not to win you back, just because i needed to",
    "No, I don't want to get back together, I just want us to be able to say hi at the gym.",
    "Can I ask what hurt the most? I'd like to actually understand.",
    "I lied about where I was that weekend, and I'm not going to pretend otherwise any more.",
    "is there anything I can do to make it easier for you, like giving back your books?",
    "I'll leave it there. Take care of yourself, honestly.",
  ),
  ...ok(
    'reconnect',
    'Jo! I found our old festival wristbands in a drawer and thought of you. How have you been?',
    "I know I went quiet after the move, that's on me, not you.",
    "no pressure to reply quickly, i know life is mad with the new job",
    "would you be up for a call sometime this month? even 20 minutes would be lovely",
    "i still can't believe we got kicked out of that karaoke bar, we were terrible",
    "I miss you, simple as that. I'd love to hear what you've been up to.",
    "If you'd rather keep things as they are, I get it, no hard feelings at all.",
    "are you still doing the pottery thing? i saw a mug on your story and it looked amazing",
    'I promise I won\'t make it weird, I just want my friend back',
  ),
  ...ok(
    'resolve',
    "I'm really sorry the blender arrived broken, that's not the experience you should have had.",
    'I can send a replacement tomorrow or refund you in full — which would you prefer?',
    "I can't refund the delivery fee on that item, but I can add a voucher to make up for it.",
    'Could you send a photo of the damage so I can get this moving right away?',
    "I hear you, waiting two weeks for a broken blender would drive me up the wall too.",
    "That's not something I'm able to do, but here's what I can do today.",
    "I'll make sure the courier picks up the broken one, you won't need to go anywhere.",
    "Our returns policy says 30 days, and you're well within that, so no problem there.",
    'thank you for your patience, seriously, you have every right to be annoyed',
  ),
  ...ok(
    'align',
    "Thanks for making time. I wanted to understand why his maths grade dropped this term.",
    "At home he says he doesn't get fractions, is that what you're seeing in class too?",
    "I'm not here to blame anyone, I just want us to be on the same page.",
    "What can we do at home to support what you're doing in class?",
    "I'll be straight with you, he's been going to bed way too late and that's on us.",
    "If he's being disruptive, please tell me, I'd rather know than not.",
    'Could we check in again in four weeks to see if things have improved?',
    "he says you're the only teacher who makes history fun, so thank you for that",
    "No, I don't think extra homework is the answer, but I'm open to hearing why you suggest it.",
  ),
  ...ok(
    'interview',
    "In my last role I ran the email campaigns for a small charity and doubled the open rate in a year.",
    "I'll be honest, I haven't used that analytics tool yet, but I learned HubSpot in two weeks.",
    "My last manager and I disagreed on strategy sometimes, but I learned a lot from her.",
    'What does success look like in the first six months for this role?',
    "I left because the company was restructuring and my team was cut, not because I wanted to.",
    "I don't know the exact figure off the top of my head, but I can send it over after.",
    "ha, my friends would say my biggest weakness is puns, my manager would say saying yes to too much",
    'Is there anything about my background that gives you doubts I could clear up?',
    "I killed a campaign halfway through once because the numbers weren't working, and I'd do it again.",
    "Thank you, this has been a really good conversation either way.",
  ),
];

export const HELD_OUT_S19_GOOD: readonly string[] = HELD_OUT_S19_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S19: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S19_FLAGS, ...HELD_OUT_S19_GOOD_LINES];
