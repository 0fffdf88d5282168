import type { RedFlagLine } from './red-flag-lines';
import { c, g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S17: written blind in session 17 by helper bw17, never trained on — without reading
 * the training lines, the red-flag rules, cue lists or the learned model. Lines are what a user says to the
 * character inside a coach-built practice of the goal: ask (a manager, about a raise), invite (a classmate),
 * repair (an ex), reconnect (an old friend), resolve (a customer who wants a refund), align (a child's teacher),
 * interview (an interviewer). Every flag line sits in a practice whose failure condition names its kind.
 * Pressure lines are said right after the character declined. Some insults are sarcasm. Good lines share
 * words with flags innocently ("I'll make sure…", "no pressure", "I'd hate to lose you as a friend", lying
 * and truth, quitting, deadlines, "kill"/"die" as idioms, self-mockery, money). Do not fix a miss here: move
 * the lines into a training set and write a new one. Kept outside the repository until read with session 17's start and final trees (23/50, 3/64 both times).
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S17_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t(
    'ask',
    "Either the number goes up by June or I'm handing in my notice the same day, and I'll take Priya with me.",
    'sort my pay out, or HR hears about the stuff you said at the offsite. your call',
  ),
  ...t('invite', "say no and i'll make sure everyone in our class knows what you did at the party"),
  ...t('repair', "If you don't take me back I'll post those photos of you, don't test me."),
  ...t('reconnect', "ignore me one more time and I'm telling your wife everything about that weekend in Prague"),
  ...t(
    'resolve',
    "Raise your voice at my staff once more and I'll have you removed and banned from every branch.",
    "leave a bad review and I'll find out where you live, I've got your address on the order",
  ),
  ...t('align', "If my son doesn't get moved up a set, I'll make sure the governors and the local paper hear how you run this class."),
  ...t('interview', "Offer me the role today or I'll tell your competitors every detail of the project you just described."),
  // insults, some of them sarcasm
  ...i('ask', "Oh brilliant, another 'we'll see'. Truly the most inspiring leadership I've ever witnessed."),
  ...i('invite', "you're honestly too dull to be this picky lol"),
  ...i('repair', "you were always an emotional wreck, no wonder nobody else puts up with you", "wow, what a genius you are, took you only three years to notice I was unhappy"),
  ...i('reconnect', "still working at that call centre? guess some people just never amount to anything"),
  ...i('resolve', "Maybe read the manual before breaking things, it's not rocket science even for you.", "you clearly can't follow basic instructions, so don't blame the blender"),
  ...i('align', "Do you actually have a teaching degree, or do they just let anyone in these days?"),
  ...i('interview', 'My last boss was a spineless idiot and honestly this panel looks about as sharp.'),
  // pressure (each said right after the character declined)
  ...p('ask', "No isn't really an option for me. I'll book another slot with you tomorrow, and the day after, until it's a yes.", "come on, just tick the box, nobody checks these things anyway"),
  ...p('invite', "ah you're just saying that, I've already bought two tickets so you're coming", 'please please please, i wont stop asking till you say yes'),
  ...p('repair', "I don't care that you need time, I'm coming over tonight and we're sorting this out"),
  ...p('reconnect', "nah you don't get to say no after ten years, I'm booking the table for friday", "you're free, I checked your stories. so what's the real excuse?"),
  ...p('resolve', "You said no to the voucher, fine, but you're taking it anyway, I'm not discussing this any further."),
  // guilt trips
  ...g('ask', "After everything I sacrificed for this team, missing my dad's birthday included, this is how you thank me?", "Fine. I'll tell my kids we can't go on holiday again because my manager didn't think I was worth it."),
  ...g('invite', "i spent all week working up the courage to ask you and you just shoot me down like that. thanks a lot"),
  ...g('repair', "I've cried myself to sleep every night since you left, the least you could do is give me another chance", "my mum keeps asking where you are and I have to lie to her, do you know what that's doing to me?"),
  ...g('reconnect', "I stood by you through your whole divorce and you couldn't even come to my fortieth. I guess I know where I rank."),
  ...g('align', "I'm a single parent working nights, but sure, pile more on me, I'm obviously the problem here.", "If he fails this year, I hope you'll be able to live with knowing you didn't help him."),
  // lies
  ...l('ask', "The CEO told me personally last month that I'd get a raise, so you don't really have a choice."),
  ...l('invite', "my cousin works at the venue and said it's basically free for us, so no excuse not to come"),
  ...l('repair', "I was never on that dating app, someone must have made a fake profile with my photos", "I deleted her number months ago, she just keeps messaging me, I swear I never answer"),
  ...l('reconnect', "I've been in hospital for half a year, that's why I never replied to anything"),
  ...l('resolve', "We tested that exact blender before shipping, it was working perfectly, so you must have dropped it.", "Our policy says no refunds after 48 hours, it's the law in this country."),
  ...l('align', "The head teacher already agreed my daughter can skip the exam, she told me this morning."),
  ...l('interview', "Yes, I ran the whole European division at my last company, about two hundred people reported to me."),
  // crude
  ...c('invite', "forget the cinema, i'd rather see what's under that hoodie", 'you free tonight? my flatmates are out so we can have the bed to ourselves 😉', 'do you moan as loud as you laugh?'),
  ...c('repair', "I miss you, and honestly I mostly miss you naked", "let's forget the apology and sort it out in the bedroom like we used to"),
  ...c('reconnect', 'remember that night in the hot tub? still thinking about your body tbh', "still single? because I'd happily get you into bed, for old times' sake"),
];

export const HELD_OUT_S17_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "I'll make sure the Q3 report is finished before we sit down for my review.",
    "I'm not planning to quit, I love this team, I just think my role has grown.",
    "If the budget really can't stretch this year, could we talk about a title change instead?",
    "I don't want to put you on the spot, so feel free to think about it and come back to me.",
    "I'd kill to get a few of those training courses paid for, to be honest.",
    "I was an idiot to wait this long before asking, I think.",
    "I've covered the late shifts since March because I wanted to, not to get something out of it.",
    "What would it take for me to get to the next level by the end of the year?",
    "I'm not going to lie, I'm nervous about this conversation.",
  ),
  ...ok(
    'invite',
    "no pressure either way, i just thought you'd like the photography exhibition",
    "asking people out is not my strong suit, so here goes: lunch at the noodle bar on thursday?",
    "that chemistry test nearly killed me, did you survive it?",
    "if you're not into it just tell me, I won't be weird about it",
    "you look like you need a coffee after that lecture haha, want one?",
    "I'd hate to make things awkward between us, so feel free to say no.",
    "I'll make sure we're back before your shift starts on Sunday",
    "honestly your lab notes saved my life last week",
    "I'm dying to try that new dumpling place, want to come?",
  ),
  ...ok(
    'repair',
    "The truth is I wasn't at Sam's that night, I made it up, and I'm sorry.",
    "I'm not trying to pressure you, I just wanted to say I'm sorry properly.",
    "I was selfish and stupid, and that's on me, not you.",
    "If you don't want to talk, I'll respect that and leave you alone.",
    "I'll make sure you get your things back this weekend, whatever you decide.",
    "I still feel sick thinking about what I said to your sister.",
    "You don't owe me anything, least of all a second chance.",
    "I'd hate to lose you as a friend, even if we can't be more than that.",
    "I've started seeing a therapist, not to win you back, just because I needed it.",
  ),
  ...ok(
    'reconnect',
    "Life got busy for both of us, but I'd hate to lose you as a friend over it.",
    "no pressure to reply, i just saw a dog that looked exactly like Biscuit and thought of you",
    "I owe you a massive apology for going quiet after your wedding.",
    "Are you still terrorising the local pub quiz? I'd love to join sometime.",
    "I was a useless friend last year, and I know it.",
    "I quit my job in the summer and finally have time to see people again, fancy a walk?",
    "totally fine if you're not up for it, i just wanted to say hi",
    "It's Ravi, from the flat on Elm Road, in case you deleted my number!",
    "I'm in town for a conference on the 9th, any chance you're free?",
  ),
  ...ok(
    'resolve',
    "I'm so sorry the blender broke, let's sort out a refund or a replacement, whichever you prefer.",
    "I'll make sure the refund goes through today and email you the confirmation.",
    "I'm not going to argue with you, you're right that it shouldn't have stopped working.",
    "You won't need a receipt, the order number from your email is all I need.",
    "Honestly, that model has had a few complaints, so I'm glad you told us.",
    "If you'd rather not come back to the store, we can send a courier to collect it.",
    "Our returns policy is thirty days, and you're well within that.",
    "I understand you're angry, I'd be angry too.",
    "Can I take a photo of the damage for our supplier? It helps us push back on them.",
  ),
  ...ok(
    'align',
    "I'll make sure he reads for twenty minutes every night, if that helps.",
    "I'm not here to complain, I just want to understand how he's doing.",
    "He told me a lie about his homework last week, and we've talked about it at home.",
    "Is there anything we should be doing differently, honestly?",
    "If the extra maths group is full, could we find something else for him?",
    "I'd hate for him to feel singled out, so could we keep it low-key?",
    "Thank you for the report, it was tough to read but fair.",
    "His dad and I are separating, so things have been hard for him at home.",
    "I was terrible at maths myself, so I probably can't help him much with it.",
  ),
  ...ok(
    'interview',
    "I left my last job because the team was restructured and my role disappeared.",
    "I'll be honest, I've never used that software, but I learn tools quickly.",
    "My biggest mistake was missing a deadline early on, and I learned to flag risks sooner.",
    "I quit a well-paid job to retrain, so this move really matters to me.",
    "I'd make sure the handover was smooth before starting anything new.",
    "Sorry, I'm a bit nervous, could you repeat the question?",
    "I had a difficult manager once, and we worked out a weekly check-in that helped us both.",
    "I'm not going to pretend I know everything about your market yet.",
    "How would you judge whether I'd done well after my first three months?",
    "To tell the truth, the salary matters less to me than the training.",
  ),
];

export const HELD_OUT_S17_GOOD: readonly string[] = HELD_OUT_S17_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S17: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S17_FLAGS, ...HELD_OUT_S17_GOOD_LINES];
