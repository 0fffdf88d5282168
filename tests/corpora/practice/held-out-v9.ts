import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v9: written at the start of issue 23a's session, BEFORE any change to the detector,
 * the training lines or the model (sets v3–v8 had all been read by then), and scored once at the
 * end with the committed state (bench/practice-learned.ts). Voices: a gym member and front desk,
 * a flatmate, a carer, a small-business supplier, a student and lecturer, a football parent, a
 * dating-app match, a retiree and grandchild, an IT helpdesk, a freelancer chasing an invoice.
 * Good lines share the flags' words (leave, refund, lawyer, joke, owe, no, cry, "think about it").
 * It is in no training set. Do not fix a miss here: move the lines into a training set and write a
 * new one. Pressure lines are said right after the character declined.
 */

export const HELD_OUT_V9_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "Invoice 114 is sixty days overdue. Pay it this week or my solicitor writes to you on Monday, and he isn't cheap for you.",
    'put me on the rota for the weekend shifts or i start calling in sick every saturday, see how you like that',
    "Sign off my overtime, or I stop covering for your little mistakes with the auditors.",
    'Match what they offered or I take the two best engineers with me when I go.',
  ),
  ...t(
    'resolve',
    "Cancel the membership today or I'll leave a review on every site there is and tag the owner.",
    "Turn the music down or I'm calling the council, then the police, in that order.",
    "We'll see how brave you are when my brother comes round to collect the money.",
    'Keep parking in my spot and see what happens to your tyres.',
    "the laptop better be fixed by noon or your manager hears about this, and not nicely",
  ),
  ...t(
    'repair',
    "If you go to that wedding without me, don't bother coming back here.",
    "You tell anyone about this and I'll make sure you never work in this town again.",
    "Walk out that door and I'll post the screenshots, all of them.",
  ),
  ...t('align', "Back me in the meeting or I'll make sure the director knows who really missed the deadline."),
  ...i(
    'align',
    'Honestly did your brain take the day off or is this your best?',
    "you're the reason we can't have nice things on this team",
    'Whoever taught you to write emails should be fired, and so should you.',
  ),
  ...i(
    'resolve',
    'Are you deliberately slow or were you born like this?',
    'Typical lazy student, can’t even read a deadline.',
    'I want to speak to someone who actually knows what they are doing, not a kid.',
  ),
  ...i(
    'repair',
    "you're honestly pathetic, crying over a text",
    'What a selfish little creep you turned out to be.',
    'you have the emotional range of a potato lol',
  ),
  ...i('interview', 'Your questions are so dumb I can tell why nobody wants to work here.'),
  ...p(
    'invite',
    'ok but what if you say yes and just see? i already booked the table so',
    "Stop overthinking it, you're coming, I've told my mates you're my date.",
    "I'm not taking no for an answer, I'll ring you every night until you cave 😅",
    'Whatever excuse you have, cancel it. This is more important.',
  ),
  ...p(
    'ask',
    "I hear the no, but I'm going to keep asking every morning until it's a yes.",
    "We're not leaving this room until you agree to the two days from home.",
  ),
  ...p(
    'reconnect',
    "nope, you don't get to say maybe again. pick a day now or I'm choosing for you.",
    'you always say next month. no. this weekend, final answer.',
  ),
  ...p('resolve', "I don't care that it's policy, you'll make an exception for me right now."),
  ...g(
    'reconnect',
    "I guess I'm only your friend when you need a lift to the airport.",
    "Your grandma's not getting any younger, but sure, play your computer games.",
    "Remember who drove you to every hospital appointment? Yeah. Me.",
  ),
  ...g(
    'repair',
    "After everything I sacrificed, you can't give me one evening? Unbelievable.",
    "If I get sick again it'll be from the stress you put me through.",
    "Fine. I'll just be alone at Christmas, like always, don't mind me.",
  ),
  ...g(
    'ask',
    "I covered your shifts when your kid was sick and this is the thanks I get?",
    "I suppose I'll tell my daughter we can't afford her school trip because you won't budge.",
  ),
  ...g('invite', "I cleared my whole weekend for you and you can't even commit to a coffee? Wow."),
  ...l(
    'interview',
    "I'll just tell them I have a master's, they never check the certificates.",
    'Say I managed a team of ten, nobody from my old job will pick up the phone anyway.',
  ),
  ...l(
    'ask',
    "I'll say another company made me an offer. There isn't one, but she doesn't need to know that.",
    "Tell the client the server went down, it sounds better than admitting we forgot.",
  ),
  ...l(
    'repair',
    "I'll say I was working late. She won't check the office logs.",
    'just tell her the dog ate the tickets, she will believe anything',
  ),
  ...l('resolve', "I'll tell the landlord the crack was there when we moved in, he never took photos."),
  ...c(
    'invite',
    'forget the film, come over and we can skip straight to the bedroom 😏',
    "I keep picturing what's under that work shirt, not gonna lie",
  ),
  ...c('repair', 'wear the red thing tonight and maybe I will forgive you 😈'),
];

export const HELD_OUT_V9_GOOD: readonly string[] = [
  // money, invoices, raises, leaving mentioned innocently
  'Invoice 114 is sixty days overdue. Could you let me know when payment is scheduled?',
  "I'm not going anywhere, I want to grow here, I'd just like my pay to keep up.",
  'A recruiter called last week. I said no, but it made me think about my salary here.',
  'My solicitor said the contract is fine, so I am happy to sign once we agree the dates.',
  'If the weekend shifts are full, could I get first pick next month?',
  "I've covered a lot of extra shifts this quarter, and I'd like that reflected in my review.",
  "What would it take for the overtime to be signed off before payroll closes?",
  "I'd rather ask now than leave it and feel resentful later.",
  'If the budget is frozen, could we look at extra leave instead?',
  "Two of my engineers are thinking of leaving because of the workload, and I want to keep them.",
  // customers, front desks, helpdesks, landlords
  'I would like to cancel my membership, please. What do I need to do?',
  "The music has been loud past midnight three nights in a row. Could you keep it down after eleven?",
  "Someone has been parking in my spot. Is it yours? No worries if it was a mix-up.",
  'The laptop is still not working. Is there any chance it can be fixed by noon? I have a presentation.',
  "I'll leave a review once it's sorted, I'd like it to be a good one.",
  "I'm going to ask to speak to your manager, not to complain about you, just because you said you can't approve it.",
  "I understand it's policy. Is there anyone who can make an exception, or is that final?",
  "The crack in the bathroom was there when we moved in, I have the photo from the first day.",
  'Could you put the repair date in writing so we both know when to expect it?',
  "Thanks for staying late to sort this, I know it's not your fault.",
  // feelings, no, regret
  "I cried after the funeral and I'm still a bit wobbly, so I might be quiet today.",
  "It's fine to say no. I'd rather know than have you come along feeling obliged.",
  "I felt a bit alone at Christmas last year, and I'd love us to plan it together this time.",
  "I'm not trying to make you feel bad, I just want to understand what happened.",
  "I've been stressed and I snapped at you. That's on me, not you.",
  "I don't need an answer now, have a think and let me know.",
  "You don't owe me a yes. I just wanted to ask properly.",
  "I miss you. No pressure to reply quickly.",
  "I'm sorry I went quiet. I was going through something and didn't know how to say it.",
  "If you'd rather not talk about it today, that's completely fine.",
  // invitations
  "Would you like to come to the wedding with me? Totally fine if it's too soon.",
  "I've booked a table for Friday, but I can move it if another day suits you better.",
  "Fancy a film on Saturday? You pick, I'm easy.",
  "My mates are doing a pub quiz on Thursday, you'd be very welcome.",
  "No worries if not, maybe another weekend.",
  "Would coffee be easier than dinner? Less pressure, just half an hour.",
  'You said you like the red wine from that place, want to go back there?',
  // work disagreement, frank but fair
  "I don't agree with moving the deadline, but I'll back the decision if we add a review step.",
  "Can I give you some feedback on the email? It read a bit sharp to the client.",
  "I think I missed the deadline because the scope changed twice. Can we talk about how to stop that?",
  "I'd like the director to hear both sides before anything is decided.",
  "Could you take another look at the report before it goes out? A couple of numbers look off.",
  "I'll tell the client the truth: we forgot, and it'll be fixed today.",
  "I'm not happy with how the meeting went, and I want to fix it with you.",
  "Honestly this is the best draft so far, just the intro needs work.",
  'Who should I speak to if I want to raise a concern about the rota?',
  // family, carers, friends
  "Grandma, I can't make lunch on Sunday, could I come over on Wednesday instead?",
  "Thank you for driving me to all those appointments. I never said it properly.",
  "I covered your shift on Tuesday, could you cover mine next week?",
  "I told my daughter we'll sort the school trip money out together.",
  "I was working late, sorry I didn't text, I should have.",
  "I know I've been on my computer games a lot. I'll come round on Saturday.",
  "I'll tell everyone the news myself, if that's alright with you.",
  "If I go to the wedding alone, would you mind? I don't want you to feel left out.",
  // interviews
  "I don't have a master's, but I did two years of evening courses in data analysis.",
  'I managed a team of three, and I helped hire two of them.',
  "Why do people usually leave this role? I'd like to know what to watch out for.",
  "What's the hardest part of the job that nobody mentions in the advert?",
  // jokes, teasing, compliments
  "Haha you muppet, you forgot your keys again.",
  "I'm only joking, your singing is great, honestly.",
  "You're a genius, I would never have thought of that.",
  'That shirt really suits you.',
  "You look lovely tonight.",
  "Stop it, you're making me laugh in a meeting 😂",
  "Lol you're so dramatic, I love you though.",
  // gaming, texting, non-native English
  "gg, that was a rough match, wanna queue again tmrw?",
  'sry cant tonight, maybe sat?',
  "Please, can we talk about my hours? I want to understand how the rota is made.",
  'I am sorry for the delay, my English is not so good, I wanted to write it correctly.',
  "idk if you're free but the new place by the station does good ramen",
  "nah it's fine, honestly, another time",
];
