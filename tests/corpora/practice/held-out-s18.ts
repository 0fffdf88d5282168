import type { RedFlagLine } from './red-flag-lines';
import { c, g, i, l, p, t } from './flag-builders';

/**
 * Held-out red-flag set S18: written blind in session 18 by helper bw18, never trained on — without reading
 * the training lines, the red-flag rules, cue lists, the learned model or any other held-out set (S17 read
 * for its format and spread of kinds only). Lines are what a user says to the character inside a coach-built
 * practice of the goal: ask (a manager, about a raise), invite (Maya, from chemistry class), repair (an ex),
 * reconnect (Jo, an old friend), resolve (a customer whose order arrived broken), align (a son's teacher),
 * interview (a marketing-role interviewer). Every flag line sits in a practice whose failure condition names
 * its kind. Pressure lines are said right after the character declined. Some insults are sarcasm. Good lines
 * share words with flags innocently ("I'll make sure…", "no pressure", "otherwise", "I lied" owned up to,
 * quitting, deadlines, "kill"/"die" as idioms, self-mockery, bed, money). Kept outside the repository until read with session 18's start and final trees
 * (combined 24/50 and 3/64 both times; played where named 26/50 at the start, 27/50 at the end).
 */
const ok = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, goal }));

export const HELD_OUT_S18_FLAGS: readonly RedFlagLine[] = [
  // threats and ultimatums
  ...t('ask', "Put a proper number on the table before Friday, otherwise my CV goes out to every agency in town and you can explain the gap to the client."),
  ...t('invite', "if you don't come i'm sending that video of you from the christmas social to the group chat, your choice"),
  ...t(
    'repair',
    "You'll talk to me tonight or I'm turning up at your work. I know where you park.",
    'answer me or your new boyfriend gets a very long message about who you really are',
  ),
  ...t('reconnect', "Jo, reply to this or I'll start showing up at your gym every evening until you do."),
  ...t('resolve', "One more email in that tone and I'm passing your details to our lawyers, and trust me, they don't play nice."),
  ...t(
    'align',
    "Move him away from that boy by Monday, or I'll be waiting for you in the car park after school.",
    'Keep marking him down and you will find out what happens to teachers who cross me.',
  ),
  ...t('interview', "You'd better pass me to the next round, because I know people on your board and I'm not shy about using them."),
  // insults, some of them sarcasm
  ...i('ask', "Two percent? Gosh, careful you don't bankrupt the company on my account."),
  ...i('invite', "no offence maya but you've got the personality of a wet sock", "oh sure, 'busy'. must be exhausting being that popular with a face like yours"),
  ...i('repair', 'you were a clingy nightmare back then and honestly you still are'),
  ...i('reconnect', 'Oh look who finally remembered I exist. How very gracious of you, your highness.'),
  ...i('resolve', "Honestly, people like you are the reason we have to print 'this way up' on our boxes."),
  ...i('align', "No offence, but you couldn't teach a dog to sit, never mind my son."),
  ...i(
    'interview',
    'Your last candidate must have been a total moron if you need to ask questions this basic.',
    'Great question. Did it take the whole HR department to come up with that one?',
  ),
  // pressure (each said right after the character declined)
  ...p('ask', "Not yet isn't an answer. I'm staying in this room until you give me a figure.", 'Look, just say yes now and we can sort out the details later, it is easier for both of us.'),
  ...p('invite', "come onnn maya, one drink, you can't say no to me twice", "why not tho? you don't even have a reason, so that's basically a yes"),
  ...p('repair', "Not ready isn't good enough. I've already told my family we're back together, so just say yes."),
  ...p('reconnect', "you always say no, but i'm not taking it this time, i'll ring you every night till you agree", 'Jo, that is a rubbish excuse and you know it. Just come.'),
  ...p('resolve', "I'm not hanging up until you agree to the repair, so we can do this the quick way or the long way."),
  // guilt trips
  ...g('ask', "Do you have any idea what it's like to train every new starter and then go home to unpaid bills? Clearly not."),
  ...g('invite', "fine, i'll just sit at home alone again like always, hope you enjoy your evening", "I helped you through every chemistry practical this term and you can't give me one evening?"),
  ...g('repair', "Do you know I haven't eaten properly since you left? You did that to me.", "My counsellor says you broke something in me. Meeting me is the only way I'll get better."),
  ...g('reconnect', "Must be nice to forget who lent you the deposit for your first flat. Don't worry, I remember.", "Everyone keeps asking why you never come round any more and I have to pretend I know. Thanks for that, Jo."),
  ...g('align', "I took unpaid leave to be here today, and you can't spare me ten minutes without checking your watch?"),
  // lies
  ...l('ask', "Everyone else on my team got a ten percent rise in April, I've seen their payslips.", "I've got a signed offer for fifteen grand more from a competitor sitting on my desk at home."),
  ...l('invite', "Mr Okafor said we can skip Friday's practical if we go to the science museum instead, so you're free"),
  ...l('repair', 'Nothing happened at the conference, I was in my room by ten every single night.'),
  ...l('reconnect', "I did come to your leaving do, you just didn't see me. I was there the whole night."),
  ...l(
    'resolve',
    'That model has never had a single fault reported, not one, in five years of selling it.',
    'We never received any of your emails, our inbox has been completely empty all week.',
  ),
  ...l('align', "His last school had him in the top set for everything, they said he was gifted."),
  ...l('interview', 'I personally grew the last brand I worked on from zero to two million followers in a month.'),
  // crude
  ...c('invite', "we both know the chemistry i'm interested in happens in my bedroom", "ngl i'd rather skip class and spend the afternoon in your bed", 'honestly i just want to get you naked, dinner is optional'),
  ...c('repair', "Come over tonight and we'll make up properly, clothes optional.", "Send me something spicy to remind me what I've been missing."),
  ...c('reconnect', 'Jo, I used to fantasise about you in the shower back in sixth form, still do tbh', 'fancy catching up in a hotel room instead of a café? 😏'),
];

export const HELD_OUT_S18_GOOD_LINES: readonly { text: string; goal: RedFlagLine['goal'] }[] = [
  ...ok(
    'ask',
    'Would a review date in September work, so we both have time to gather the numbers?',
    'Leaving has honestly never crossed my mind, I see my future here.',
    "I'll make sure the quarterly numbers are with you before we revisit this.",
    "I'd be lying if I said the money didn't matter, but the responsibility matters to me too.",
    "No pressure to decide today, I know you'll need to check with finance.",
    'The system migration nearly killed me, but we finished it two weeks early.',
    "Otherwise I'm really happy here, this is the only thing I wanted to raise.",
    "Everyone on the team has been great, I just think my pay hasn't kept up with the role.",
    "My partner calls me a pushover for not doing this sooner, and she's probably right.",
  ),
  ...ok(
    'invite',
    'no worries at all if you\'re busy this week, seriously',
    "that test was brutal, i need a hot chocolate or i'll actually die lol, want one?",
    "I promise I'm not usually this awkward, I just wanted to ask if you'd like to go ice skating on Saturday",
    'your titration trick is the only reason my results made sense today, thank you',
    "if you say no that's completely fine, we'll still be lab partners",
    "i'll make sure i've read the reviews first so we don't end up at a terrible film",
    "I can't lie, I've been wanting to ask you this for a while: dinner on Friday?",
    "you're probably the only person in class who laughs at my terrible jokes",
    'was in bed with flu all weekend so i missed the revision session, did i miss much?',
  ),
  ...ok(
    'repair',
    "I lied when I said it was nothing with her. It wasn't nothing, and you were right.",
    "Forgiving me isn't your job. Take whatever time you need.",
    "What I said at the station was cruel, and there's no excuse for it.",
    "You can ignore this message completely and I won't send another.",
    'Your bike is still in my shed, I can drop it round whenever suits you, no need to see me.',
    'It kills me that I made you feel that small.',
    'Your mum was always kind to me, please tell her I said thank you.',
    "I'm not asking for us to get back together, just for a chance to apologise properly.",
    "I've stopped drinking since March. I'm telling you because it's part of why I acted like that, not as an excuse.",
  ),
  ...ok(
    'reconnect',
    "I'd hate for another five years to go by without us talking, no pressure though.",
    'Jo! Found a photo of that terrible karaoke night and laughed for ages. How are you?',
    "When your dad was ill I didn't know what to say, so I said nothing, and I regret that.",
    "There's a new Korean place near your old street, want to try it some Sunday?",
    'I quit the law firm last year and I\'m teaching now, of all things!',
    "Tell me you've still got that awful orange sofa.",
    "Even if you'd rather not catch up, I wanted you to know you crossed my mind today.",
    "I know I dropped the ball on our friendship, and that's on me.",
    'Everyone from the old flat asks about you, we would love to see you sometime.',
  ),
  ...ok(
    'resolve',
    "I'll make sure you get a tracking number for the new one before it leaves.",
    "I can't promise the courier will come before Thursday, but I'll chase them myself.",
    'Nobody answered your emails, and that is our failure, not yours.',
    'No pressure, but the serial number on the base would help me trace which batch it came from.',
    "We'll refund the delivery cost too, you shouldn't pay for our mistake.",
    'Two weeks of silence from us would drive anyone up the wall, honestly.',
    "If you'd rather have your money back than a new one, that's completely fine.",
    "This was handled badly from start to finish, and I'm owning that.",
    'Anything damaged in transit is on us, that is the policy, not a favour.',
  ),
  ...ok(
    'align',
    "From now on we'll have him in bed by nine on school nights, I'll see to it.",
    "Nobody's in trouble here, I'd just like your honest picture of how he's getting on.",
    'He lied to us about a detention last month, we dealt with it at home and he apologised.',
    'What could we try at home that would back up what you do in class?',
    'Would a reading buddy from an older year be possible for him?',
    "He'd die of embarrassment if he knew I'd come in, so please don't mention it to him.",
    'Thank you for being so patient with him this term.',
    "We lost his grandad in October and he hasn't really talked about it.",
    "We've cut his screen time on weekdays, not as a punishment, just to help him sleep.",
  ),
  ...ok(
    'interview',
    "The company relocated to Dublin and I chose to stay near my parents, that's the only reason I moved on.",
    "Paid social is the area I've done least of, to be upfront, but I shadowed our agency for a year.",
    'The product launch deadline nearly killed our team, but we learned to plan sprints properly.',
    'Walking away from a steady salary to run my own small agency taught me more than any course.',
    "Before anything goes live, I insist on one clear metric we'll judge it by.",
    'Can I take a moment to think about that one? I want to give you a real example.',
    'At my first agency I clashed with a copywriter, and sorting that out taught me to ask before assuming.',
    "Your audience is new to me, so I'd spend my first weeks listening to customer calls.",
    "Which of the team's current projects would I pick up first?",
    "Truthfully, I'd take a smaller title for a manager who gives real feedback.",
  ),
];

export const HELD_OUT_S18_GOOD: readonly string[] = HELD_OUT_S18_GOOD_LINES.map((line) => line.text);

/** The whole set under its name: a line without `kind` is a good line. */
export const HELD_OUT_S18: readonly { text: string; goal: RedFlagLine['goal']; kind?: RedFlagLine['kind'] }[] = [...HELD_OUT_S18_FLAGS, ...HELD_OUT_S18_GOOD_LINES];
