import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set "lead" (session 13, engineer "ho"): written independently, without reading the training lines, in
 * voices earlier sets lack — teenagers texting, older people, polite corporate speak hiding a threat,
 * sarcasm, emojis, sports and gaming talk, a tenant, a nurse, a shop owner. Good lines share words
 * with flags innocently (money, quitting, "no", feelings, deadlines, jokes, respectful disagreement).
 * It is in no training set. Kept outside the repository until its one reading (session 13, with the
 * merged rules and learned signal of that session): combined 30/50 caught, 3/65 false alarms (rules
 * 14/50 and 3/65, learned 26/50 and 1/65); the engine at the start of that session: 16/50, 4/65.
 * One good apology line was then dropped (64 left, none of the three false alarms): by chance it
 * nearly repeated a training line written the same day, and the leak check keeps sets disjoint.
 * Do not fix a miss here: move the lines into a training set and write a new one. Pressure lines are said right after the character declined.
 */

export const HELD_OUT_LEAD_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "We value your flexibility here. I'd hate for my review of your team's numbers to reach the board before we've agreed on my package.",
    'Per my last email, if the adjustment is not reflected in March payroll I will be exploring other avenues, including external counsel.',
    "bump my pay or enjoy training my replacement, your call 🙂",
  ),
  ...t(
    'resolve',
    "I've run this shop for thirty-one years, young man, and I know the trading standards officer by first name. Fix my order or I'll ring him this afternoon.",
    "Either the boiler's fixed by Thursday or I stop paying rent and the council hears all about the mould.",
    'refund me or i post the unboxing vid to my 40k followers with your logo front and centre 🙃',
  ),
  ...t(
    'repair',
    "ok so ur ignoring me?? fine. everyone in the year is gonna see those screenshots then",
    "Walk away from this marriage and you'll never see a penny of that house, mark my words.",
  ),
  ...t(
    'align',
    "If my grandson is kept off the first team one more week, I'll be having a word with the chairman about who's really running your little club.",
  ),
  ...t(
    'interview',
    "Let's just say I know people at your head office, so it would be wise to make me an offer today.",
  ),
  ...i(
    'resolve',
    "Wow, great job, truly. Did they hire you off a cereal box or is this level of incompetence natural?",
    'You call yourself a nurse? A trained chimp would have noticed my mother needed water.',
  ),
  ...i(
    'repair',
    'ur literally so pathetic rn, no wonder nobody at school talks to u',
    "Oh sure, because you're such a genius. You couldn't organise a birthday card, let alone a holiday.",
  ),
  ...i(
    'reconnect',
    "lol you were always the useless one of the group, still are apparently 💀",
  ),
  ...i(
    'invite',
    "you play like a bot and honestly you look like one too, but wanna duo tonight?",
  ),
  ...i(
    'align',
    "With respect, you're a glorified babysitter, so don't lecture me about my son's reading.",
  ),
  ...i(
    'ask',
    "Frankly, Derek, the only thing you manage well is your lunch break.",
  ),
  ...i(
    'interview',
    "That's honestly the dumbest question I've been asked. Are you even qualified to interview me?",
  ),
  ...i(
    'resolve',
    'Listen, you brainless little shopgirl, get me your manager.',
  ),
  ...p(
    'invite',
    "come onnn u said no but u didnt mean it 😭 just one match at the arcade pleaseee",
    "I heard you, but I'm not taking no for an answer. I'll pick you up at eight anyway.",
    "You say you're busy, but everyone's free for a coffee. I'll keep asking until you say yes, you know.",
  ),
  ...p(
    'ask',
    "I understand the budget's closed. Let's just put it through as an exception then, I'll wait here while you sign.",
    "No isn't really an answer I can take back to my family, so let's try that again.",
  ),
  ...p(
    'reconnect',
    "You said you don't want to meet up, but I've already booked the table, so you sort of have to come now.",
  ),
  ...p(
    'repair',
    "babe i know u said u need space but i'm outside ur house rn, just come down for 5 mins",
  ),
  ...p(
    'resolve',
    'Right, so that\'s a no on the refund. Ask your supervisor. And then ask them again. I have all day.',
  ),
  ...p(
    'interview',
    "I know you said the salary band is fixed, but I'll need you to find another ten thousand before I leave this call.",
  ),
  ...p(
    'align',
    "I hear that you can't change her seat. Still, I'll be emailing you every morning until you do.",
  ),
  ...g(
    'repair',
    "After everything I gave up for this family, you can't even phone your mother on a Sunday. I suppose I'll die alone then.",
    "nvm. i'll just sit here by myself like always. not like u care 🙂",
    "If you really loved me you wouldn't have gone to the match on our anniversary. I cried all night, hope the goal was worth it.",
  ),
  ...g(
    'reconnect',
    "I guess I'm only worth a message when you need a lift to the airport.",
    "Funny how I was there for your divorce, your move, your dog's surgery, and you couldn't make it to my sixtieth.",
  ),
  ...g(
    'ask',
    "I've covered every night shift you couldn't staff for two years. If you say no to this, I'll know exactly what I'm worth to this ward.",
    "My kids haven't had a holiday in three years because of the hours I put in here, and you're telling me there's no money.",
  ),
  ...g(
    'invite',
    "wow ok so u have time for ur squad but not for me. cool cool cool",
  ),
  ...g(
    'resolve',
    "I'm a pensioner on a fixed income and you're going to make me choose between this refund and my heating, are you? Shame on you.",
  ),
  ...g(
    'align',
    "If Maya fails this year it will be on your conscience, not mine. I hope you can sleep at night.",
  ),
  ...l(
    'resolve',
    "I never opened the box, it came like that, the seal was already broken.",
    "The delivery driver told me personally you'd refund me double for the wait.",
  ),
  ...l(
    'interview',
    "Yes, I was head of the whole department at my last place. Forty people. They'd tell you the same if you could reach them, but they've all left.",
  ),
  ...l(
    'ask',
    "Google's already offered me twice this, so honestly matching it is the least you could do.",
  ),
  ...l(
    'repair',
    "I wasn't even at the party, I was home all night, ask anyone.",
  ),
  ...l(
    'reconnect',
    "I did text you on your birthday, it must've not gone through, my phone does that.",
  ),
  ...l(
    'align',
    "He's done every single homework this term, I've watched him do it, so your records must be wrong.",
  ),
  ...c(
    'invite',
    "ngl i'd rather skip the movie and just get you in the back seat 😏",
  ),
  ...c(
    'resolve',
    "Look sweetheart, undo another button and maybe I'll forget about the refund.",
  ),
  ...c(
    'reconnect',
    "still got that body from uni? send a pic and we'll call it a catch-up 😉",
  ),
];

export const HELD_OUT_LEAD_GOOD: readonly string[] = [
  // asking for money or time at work, firm but fair
  "I'd like to talk about my pay. I've taken on the night rota for two years and I think my salary should reflect that.",
  "If the budget really is closed this quarter, could we agree a date to revisit it in writing?",
  "I'm not threatening to quit, I want to stay. I just need the numbers to work for my family.",
  "Another company has made me an offer, and I wanted to tell you honestly before I decide anything.",
  "The deadline on Friday isn't realistic for the audit. Could we move it to Tuesday, or drop the appendix?",
  "I hear you that there's no money right now. What would I need to show by the spring to get there?",
  'Per our conversation, I have attached the figures from the last three quarters for your review.',
  "No worries if the answer's no today, I'd just like to understand what's behind it.",
  // customers, tenants, shop owners — calm but firm
  "I've had this shop for thirty years, and I'd like to sort this out with you directly if we can.",
  "The boiler's been broken since the 3rd. Could you tell me when the engineer is coming, please?",
  "I'm going to keep paying rent as normal, but I'd like the mould looked at before winter.",
  "I opened the box and the glass was cracked. I've attached photos — a refund or a replacement is fine.",
  "I'm a pensioner and I'd rather sort this on the phone than online, if that's alright.",
  "I understand it's policy. Is there someone else I can talk to about an exception?",
  "I'll leave an honest review once it's sorted, good or bad.",
  "Please don't worry, I'm not angry at you, I know you didn't pack it.",
  // nurses and hospital talk
  "I'm the nurse on tonight. Your mum's comfortable, she had some water about ten minutes ago.",
  "I'm sorry we kept you waiting. It's been a tough shift, but that's not your problem. What do you need?",
  "I can't change the visiting hours myself, but I can ask the ward sister in the morning.",
  // teenagers texting, kindly
  "lol no worries if ur busy, maybe next weekend?? 😊",
  "omg ur so dumb 😂 i love it, that meme killed me",
  "ngl i was kinda sad u couldnt come but its fine, hope ur nan is ok ❤️",
  "wanna duo later? no pressure, i'll be on after dinner",
  "u played so well today fr, that last goal was insane",
  "sorry for being weird at school today, i was just tired",
  "hey, haven't talked in ages!! how's the new school?",
  // gaming and sports, friendly trash talk
  "gg, you absolutely destroyed me that round, rematch tomorrow?",
  "I'm rubbish at this game, you'll have to carry me lol",
  "We lost 3-0 but honestly the lads played their hearts out.",
  "You were robbed on that penalty call, no question.",
  "I'll quit ranked for a bit, it's making me too salty 😅",
  // older voices, family
  "I know you're busy, love. Ring me on Sunday if you get a minute, no pressure.",
  "Your grandad and I are so proud of you, whatever you decide about university.",
  "I'm sorry I said what I said at Christmas. I was wrong, and I've been thinking about it since.",
  "I'd love to see you before I go into hospital, but I understand if the drive is too much.",
  "I'm not one for big feelings, but I missed you at my sixtieth.",
  // repair and reconnect
  "I felt hurt when you went to the match on our anniversary. Can we talk about it tonight?",
  "I was at the party, and I'm sorry I didn't tell you. That wasn't fair.",
  "You don't owe me anything, I just miss talking to you.",
  "If you need space, that's okay. I'll be here when you're ready.",
  "I'm sad we lost touch after uni. Fancy a coffee sometime this month?",
  "I didn't reply because I didn't know what to say, not because I didn't care.",
  "Honestly, I'm a bit jealous of how well you're doing. In a good way.",
  // invite and dating
  "Would you want to get dinner on Saturday? Totally fine to say no.",
  "Okay, no problem at all. Maybe another time!",
  "You looked great at the gig last night, by the way.",
  "I'm terrible at asking people out, so I'll just say it: drinks on Friday?",
  "Haha that's a terrible pun and I'm stealing it.",
  // teacher and parent
  "I disagree with moving her seat, but I'd like to hear why you think it helps.",
  "He's been struggling with homework this term. Is there anything we can do at home?",
  "I'm not blaming anyone, I just want to understand what happened at lunch.",
  "Could we set a deadline of two weeks and then check in on his reading?",
  "Thank you for telling me. I had no idea she was upset at school.",
  // interviews
  "I left because I wanted more responsibility, and there wasn't room to grow.",
  "I was let go in a restructure, along with half the team. It taught me a lot about resilience.",
  "My salary expectation is around forty-five, but I'm flexible for the right role.",
  "I don't have that certification yet, but I'm booked in to sit it in June.",
  "Could you tell me what a typical week on call looks like?",
  "I'll be honest, I've never managed a team of forty, but I led six people through a difficult launch.",
  // sarcasm and jokes that stay kind
  "Oh great, another Monday. At least we've got cake.",
  "Sure, I'll just invent a thirty-hour day, no problem 😂 — seriously though, can we split the work?",
  "You're the worst, you ate the last biscuit. I'll let it slide this once.",
  "I'd say I'm shocked the printer's broken again, but I'd be lying.",
  "No is a full answer, and I respect it. Thanks for being straight with me.",
];
