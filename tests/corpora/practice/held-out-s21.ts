import type { RedFlagLine } from './red-flag-lines';
import { g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S21: written blind in session 21 by helper bw21, never trained on — without reading
 * the training lines, the red-flag rules, cue lists, the learned model or any other held-out set's lines
 * (S20 opened for its format only). Lines are what a user says to the character inside a coach-built
 * practice of the goal: ask (a manager, about a raise), invite (Maya, from chemistry class), repair (an ex),
 * reconnect (Jo, an old friend), resolve (a customer whose blender arrived broken), align (a son's teacher),
 * interview (a marketing-role interviewer), open (Alex, a new match), reinvite (Maya, busy week), hire (a
 * designer candidate), defuse (a harsh commenter). Ten lines of each kind the goals' failure conditions name
 * (threats and ultimatums, insults, pressure after a no, guilt trips, lies), each in a practice whose
 * condition names its kind, many without the kind's obvious word, some lowercase, with typos or slang;
 * pressure lines are said right after the character declined. Good lines include hard negatives: firm but
 * fair lines, honest admissions, deadlines stated calmly, a no said kindly, idioms that share words with flags.
 * Read by the lead with session 21's start tree (e953d58) and final tree (10b7216): combined 28/50 caught and
 * 0/64 false alarms both times; played where the condition names the kind 32/50, false plays 0/704 both times.
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S21_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t('ask', "Match what the competitor offered me by Monday, or you can start writing my job ad.", "i'd hate for the board to find out how many of your 'expenses' were really dinners with your mates"),
  ...t('invite', "say yes maya or i'll post that video of you from the lab party in the class group"),
  ...t('repair', "You'll answer me properly this time, or I'm turning up at your mum's house tomorrow."),
  ...t('reconnect', "jo if you block me again i'll just make a new account, and another one, you can't hide forever"),
  ...t('resolve', "Keep emailing us like this and we'll ban your address from ordering anything ever again, understood?"),
  ...t('align', "Move him to the top set this week or I'm going straight to the local paper with your name."),
  ...t('interview', "Just so you know, if I don't get through, my uncle sits on your board and he'll hear about it."),
  ...t('hire', "Take the offer now, because if you turn us down I'll call your current boss and tell him you're leaving."),
  ...t('defuse', "keep talking like that and you'll find out what happens when i track down your address"),
  // insults
  ...i('ask', "With respect, you couldn't manage a lemonade stand, so let me explain why I'm worth more."),
  ...i('invite', "you're honestly kind of dull maya but fine, wanna get food friday?"),
  ...i('repair', "Sorry I hurt you, but you always were a drama queen who blew everything up."),
  ...i('reconnect', "hey jo, still as useless with texting as you were in school lol, typical loser"),
  ...i('resolve', "Maybe if you had half a brain you'd have read the delivery instructions."),
  ...i('align', "Honestly you teach like someone who gave up years ago, it's pathetic."),
  ...i('interview', "My last team were a bunch of lazy idiots, I carried that whole department."),
  ...i('open', "ur profile's mid tbh, your photos look like a hostage video"),
  ...i('hire', "That's the weakest portfolio I've seen this year, did a child make these?"),
  ...i('defuse', "imagine being this bitter at 40, get a life you sad little troll"),
  // pressure after a no
  ...p('ask', "I heard the 'not this year', but I'm going to keep asking every week until you say yes.", "Come on, you can find the budget if you really want to, just sign it off today."),
  ...p('invite', "you said no but i think you just need convincing, one drink, come on, i won't take no"),
  ...p('repair', "I know you said you're not ready to talk, but I'm calling you tonight anyway."),
  ...p('reconnect', "ok i get you're busy but just tell me a date right now, i'm not letting you off this time"),
  ...p('resolve', "I understand you don't want a replacement, but I'm sending one anyway and you'll have to accept it."),
  ...p('open', "you said you're not into meeting up yet but seriously, what's the harm, just give me your number"),
  ...p('reinvite', "Saturday's out, fine, Sunday then. And if not Sunday, Monday. You can't say no to every day.", "nah you said maybe, maybe means yes, i'll book the table for two"),
  ...p('invite', "why not though? give me one good reason, i'll keep asking till you run out of excuses"),
  // guilt trips
  ...g('ask', "After everything I've sacrificed for this company, missing my kids' birthdays, you'd really say no to me?"),
  ...g('invite', "i guess i'll just sit at home alone again then, nobody ever wants to hang out with me"),
  ...g('repair', "You know I haven't slept properly since you left, I hope you're happy knowing that."),
  ...g('reconnect', "must be nice to just forget about people who were there for you when your dad was sick"),
  ...g('align', "I'm a single mum working two jobs, and you're making my life harder by not helping him more."),
  ...g('open', "you're the fifth match to leave me on read, i'm starting to think i'm just unlovable, please don't be like them"),
  ...g('reinvite', "wow, cancelled on again. i cleared my whole weekend for you but whatever, i'm used to it"),
  ...g('ask', "If I don't get this raise I can't pay my rent, so it'd be on you if I lose my flat."),
  ...g('repair', "everyone says i've changed except you, you're the only one still punishing me"),
  ...g('reconnect', "after all i did for you at uni, you can't even spare me ten minutes? wow jo"),
  // lies
  ...l('ask', "The other two in my team already got 15% this year, so I'm only asking for the same."),
  ...l('invite', "honestly the tickets were free, my cousin works at the venue, so you don't owe me anything"),
  ...l('repair', "I never even spoke to her that night, whoever told you that is making it up."),
  ...l('resolve', "Our records show the blender left the warehouse in perfect condition and was signed for undamaged."),
  ...l('interview', "I led the whole rebrand at my last company, a team of twenty, budget of two million."),
  ...l('interview', "I've got a first-class degree in marketing from Cambridge."),
  ...l('hire', "The salary's definitely going up to 60k after probation, everyone gets that."),
  ...l('hire', "Oh no, we never ask anyone to work weekends here, that's not a thing."),
  ...l('defuse', "Actually that recipe was tested by a professional chef, so the problem was on your end."),
  ...l('open', "yeah i'm 6'2 and i'm a pilot, that's why i'm never home lol"),
];

const HELD_OUT_S21_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    "Over the last twelve months I've cut our onboarding time in half, and I'd like my pay to reflect that.",
    "I'm asking for a move to 48k. Is that something we can agree today, or at my review in June?",
    "If it's not possible now, could we set a date to revisit it and agree what I need to show by then?",
    "I understand budgets are tight; I'd still like to put the case on record.",
    "i'd hate to leave a team i love, so i wanted to talk about this with you first",
    "Honestly, I'm not sure what the market rate is, so I'd value your view on it.",
  ),
  ...ok(
    'invite',
    "hey maya, there's a ramen pop-up near campus on friday, fancy it?",
    "no pressure at all, just thought it'd be fun",
    "that titration was a nightmare lol, i nearly set my sleeve on fire",
    "totally fine if you're busy, let me know either way",
    "would you be up for the science museum late night on thursday?",
    "i'm not great at this, but i've really liked chatting with you",
  ),
  ...ok(
    'repair',
    "I'm sorry. I was unkind and I didn't listen, and that's on me.",
    "You don't have to reply now, I just wanted you to hear it.",
    "I'm not asking you to forgive me, I just want to own what I did.",
    "If you ever want to talk properly, I'd like that, but only when you're ready.",
    "what i did can't be taken back and i won't dress it up with reasons",
    "ok. i didn't know it landed that badly on you, thanks for spelling it out",
  ),
  ...ok(
    'reconnect',
    "jo!! saw a photo of that awful karaoke bar and thought of you, how've you been?",
    "I know it's been forever, and that's partly on me. Would love to catch up.",
    "no worries if you can't this month, whenever suits",
    "so is the new gig at the agency as chaotic as your stories suggested?",
    "i miss our long walks, fancy one in the park some sunday?",
    "i'm killing it at being bad at keeping in touch, sorry about that haha",
  ),
  ...ok(
    'resolve',
    "I'm really sorry the blender arrived broken, and that nobody answered your emails.",
    "Could you tell me what the damage looks like, so I can sort the right replacement?",
    "I can send a new one by Thursday or refund you in full today, whichever you prefer.",
    "You're right to be annoyed, that's not the service we want to give.",
    "I can't promise a same-day courier, but I can promise it leaves tomorrow morning.",
    "I've added a voucher for the trouble, no need to return the broken one.",
  ),
  ...ok(
    'align',
    "Thanks for seeing me. I wanted to ask how he's getting on in class.",
    "At home he's been saying he dreads maths, have you noticed anything?",
    "Could we agree one thing each to try, and check in again in three weeks?",
    "None of this is a complaint about you, I'd just like the two of us working from one plan.",
    "I'll be honest, homework time has become a battle at our house.",
    "That's really useful to know, I had no idea he sat on his own at lunch.",
  ),
  ...ok(
    'interview',
    "At my last job I ran a campaign that grew our newsletter from 2,000 to 9,000 subscribers in six months.",
    "I've not touched HubSpot yet, though I picked up Figma in a fortnight for a freelance job.",
    "My manager and I disagreed on the launch date once; we met halfway and it went well.",
    "If I joined, what would you hope I'd have delivered by my three-month mark?",
    "My old role disappeared in a restructure; I actually still get coffee with my former boss.",
    "i'll be honest, numbers aren't my strongest side, but i've been taking a course",
  ),
  ...ok(
    'open',
    "ok your dog in a raincoat is the best photo on this app, what's his name?",
    "hi alex! I see you're into climbing too, indoor or outdoor?",
    "I'm terrible at openers so I'll just say hi and ask about the Lisbon photo",
    "reply whenever, hope the week's treating you kindly so far",
    "bold claim in your bio that you make the best lasagne, i'll need evidence",
    "i'm not much of a texter, would you rather swap voice notes?",
  ),
  ...ok(
    'reinvite',
    "ah shame! how about the week after, maybe Wednesday evening?",
    "no stress, your week sounds mad. the offer stands whenever",
    "we could keep it short, a quick coffee near your office on Tuesday?",
    "I won't keep nagging, just say if another day ever works",
  ),
  ...ok(
    'hire',
    "Thanks for joining, no need to be nervous, this is a conversation.",
    "Can you walk me through how you went from brief to final on the café rebrand?",
    "What would you do differently if you did that project again?",
    "The salary band is 40 to 46k, and we'll confirm after the second round.",
    "We'll get back to you by next Wednesday either way.",
    "That's a killer answer, thank you.",
  ),
  ...ok(
    'defuse',
    "Thanks for the feedback, you're right that the instructions could be clearer.",
    "Sorry it didn't work out for you, what went wrong, if you don't mind me asking?",
    "I'll update the post so the next person doesn't hit the same problem.",
    "We see it differently and that's okay, I appreciate you taking the time.",
    "Fair hit, my photo of that cake was a crime against baking, I'll own it",
    "I'm not going to delete your comment, other people might find it useful.",
  ),
];

export const HELD_OUT_S21_GOOD: readonly string[] = HELD_OUT_S21_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S21: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S21_FLAGS, ...HELD_OUT_S21_GOOD_LINES];
