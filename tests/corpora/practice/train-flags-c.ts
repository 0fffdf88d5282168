import type { RedFlagLine } from './red-flag-lines';

/**
 * Training lines for the learned red-flag signal (set "w2"): every kind, in long rambling messages
 * with the flag after a polite start, typos and lowercase, emojis, sarcasm, and the registers of
 * train-flags-a.ts (shops, wards, rentals, games, offices, families, non-native English). Written
 * for issue 23a; only the learned model trains on them.
 */
const t = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'threat' as const, goal }));
const i = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'insult' as const, goal }));
const p = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'pressure' as const, goal }));
const g = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'guilt' as const, goal }));
const l = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'lie' as const, goal }));
const c = (goal: RedFlagLine['goal'], ...texts: string[]) => texts.map((text) => ({ text, kind: 'crude' as const, goal }));

export const TRAIN_FLAGS_C: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "thanks for meeting me, I know you're busy. I've been here four years and I love the team, but honestly if the number doesn't move today I'm handing my badge in on Friday.",
    'So I have another offer on the table, and I will sign it tonight unless you can beat it by five.',
    "i really dont want to make this ugly but i have screenshots of the promises u made about my bonus and hr would love them",
    'We appreciate the partnership. However, absent a price correction, our lawyers will be contacting yours regarding the breach.',
    "I'm not bluffing this time, no raise means no me. Simple.",
    'Put it in writing by Monday, or consider this my notice.',
    "I've drafted the email to the whole department. Whether I send it depends on what you say next.",
    'you either back me on this promotion or you find out how fast a team can fall apart without me',
    "Lovely chat. Now, unless my hours go back to normal, I will be reporting the rota to the union.",
    'The recruiter is waiting for my call. Match it, or I make that call from the car park.',
  ),
  ...t(
    'resolve',
    "Hi there, I've been patient for three weeks, which I think is generous. If the fridge isn't replaced by Thursday I'm going to the small claims court and the newspaper.",
    "I'm a pensioner and I don't do computers, but my granddaughter does, and she will put this all over the internet if you don't fix my heating.",
    'Replace the phone or I will smash this one on your counter and let you explain that to your manager.',
    "either the parcel turns up or i'm doing a chargeback and reporting you to the bank for fraud",
    "You've had your chances. Next stop is the housing ombudsman, then the council, then the papers.",
    "Don't make me come back here with my husband, you won't like him.",
    "i pay 1200 a month for this mouldy box, fix it or the tenants union hears about it tonight",
    'Honestly I would sort this before my review goes live. Two hundred people read my reviews.',
    'Keep giving me the runaround and see how long your shop lasts on this high street.',
  ),
  ...t(
    'repair',
    "hey. i know it's late. i just want to talk. but if you block me i'll come to your flat, i mean it",
    "We can do this nicely, or I can tell your new girlfriend what you did last summer. Up to you.",
    'Drop the custody thing or I make sure the judge sees every message you ever sent me.',
    'You really think you can ignore me? I know your shift pattern.',
  ),
  ...t(
    'align',
    "If you present my slides as yours again, I'll make sure the VP hears the recording.",
    "Listen, approve my annual leave or I'll be sick that week anyway, funny how that works.",
    'Stop questioning my charting or I will file a complaint about your attitude with the matron.',
  ),
  ...i(
    'align',
    "I'm sure you tried your best, which is honestly what worries me.",
    "Oh wow, you finished it? Only three weeks late. Gold star, champ. 🙄",
    "No offence but you're the weakest link on this team by a mile.",
    'Can you even count, or do you need a calculator for two plus two?',
    'Your code looks like it was written by a cat walking over the keyboard.',
    'Talking to you is about as productive as talking to the kettle.',
    'Every time you open your mouth the average IQ in the room drops.',
    "god you're insufferable, no wonder nobody sits with you at lunch",
  ),
  ...i(
    'resolve',
    "I'd ask for your manager, but I assume he's as useless as you are.",
    'Do they hire you for your looks? Because it is clearly not your brains.',
    "You're a liar and a cheat, and that shop is a dump.",
    "sorry do you speak english or is that too much to ask from someone at a helpdesk",
    "You're a disgrace to that uniform.",
  ),
  ...i(
    'repair',
    "you're genuinely the most exhausting human on earth and i'm done pretending otherwise",
    'Look in the mirror, you selfish, lazy lump.',
    "Typical man-child, can't even load a dishwasher.",
    "I can't believe I wasted two years on a spineless mummy's boy.",
    "ur literally a walking red flag 🚩🚩",
  ),
  ...i(
    'reconnect',
    "Still a fake, still a gossip, still the same old you. Lovely.",
    "you were always the dumb one in our group, we just didn't say it",
  ),
  ...i('interview', "I can see why the last candidate walked out. This panel is a circus."),
  ...p(
    'invite',
    "omg stop saying maybe, maybe is a yes in my language 😂 see u at 8",
    "I know you said you're tired but tired people need fun the most, I'm coming to get you.",
    'You literally have no reason to say no, so I will take that as a yes.',
    "Just come for ten minutes. Then another ten. You'll stay, trust me.",
    'i already told my parents ur coming to dinner so its happening',
    "Saying no to me is illegal, sorry, those are the rules 😌",
    "I'll ask you every day until the end of term, so might as well say yes now.",
  ),
  ...p(
    'ask',
    "You keep saying you'll think about it. I need a decision before I leave this room.",
    "I know you said it's not in the budget, but let's find it in the budget, today.",
    "Don't give me the policy again, just tick the box and let me go early.",
  ),
  ...p(
    'reconnect',
    "u said maybe next month like five months ago so no more maybes, saturday, i'm booking",
    "I'm not giving up on us being friends, I'll keep inviting you until you come.",
  ),
  ...p('repair', "Just tell me we're fine now. Say it. I need to hear it tonight, not tomorrow."),
  ...g(
    'reconnect',
    "I'm not saying you abandoned me, but I did spend my fortieth alone while you were in Ibiza.",
    'lol remember when we were best friends? me neither apparently',
    "Everyone else's kids visit on Sundays. I just tell the neighbours you're busy.",
    "I knitted that scarf for you over six months. You never even wore it once.",
  ),
  ...g(
    'repair',
    "My chest has been tight all week from the stress you caused, but don't worry about that.",
    "You know I can't sleep when we fight, so I suppose tonight's another night awake.",
    "I guess I'm not worth a phone call anymore.",
    "Wow ok. I moved cities for you. I left my family. And you can't give up one football match.",
    "fine go out with them, i'll just stay here feeling like rubbish, not like u care",
  ),
  ...g(
    'ask',
    "I thought a family business meant something. Clearly family only counts when you need a favour.",
    "I've been here since the shop opened, I carried boxes with a broken wrist, and you tell me no?",
    "The whole team gets a bonus except the one who actually stayed till midnight. Cool. Cool cool.",
  ),
  ...g('invite', "I've been looking forward to this for weeks and you just cancel. Classic you, I suppose."),
  ...g('resolve', "I raised you by myself in a one-bed flat and you won't even lend me the car?"),
  ...l(
    'ask',
    "I'll tell her I already have a counter-offer, I've only had a phone screen but that counts right",
    "We'll just say the delay was the courier's fault, I never booked it but they won't ask the courier.",
  ),
  ...l(
    'interview',
    "I'll say I was promoted twice at my last place. I wasn't, but the company closed down so nobody can confirm.",
    "Put down that I managed the budget. I saw it in a spreadsheet once, close enough.",
    'i will tell them i quit to travel, way better than saying i got sacked for being late',
  ),
  ...l(
    'repair',
    "I'll say I was stuck at work, she'll never know I was at the pub.",
    "I'll tell him it's a work trip. It's not, but he won't check my calendar.",
    "just say the dent was there when u borrowed it, dad wont remember",
  ),
  ...l(
    'resolve',
    "I'll tell the council the noise complaint is from all the neighbours, it's just me but they won't ask.",
    "I'll claim the deposit was never paid back, I've got the money but the transfer was cash.",
  ),
  ...l('align', "I'll tell the auditor the sign-off was done last week, I'll backfill the dates tonight."),
  ...c(
    'invite',
    'dinner is fine but dessert is at my place and you are the dessert',
    "I keep thinking about you in that little black dress. And out of it.",
    "let's get a hotel after the movie, i'll pay 😉",
    'show me what ur wearing under the hoodie 👀',
  ),
  ...c('align', "Bend over a bit more when you're filing, the view helps me think."),
  ...c('repair', "we'd argue less if we spent more time naked tbh"),
];
