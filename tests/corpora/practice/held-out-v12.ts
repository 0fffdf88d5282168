import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Held-out set v12: written in issue 23 (engineer "flag") BEFORE any change to the detector, the
 * training lines or the model, scored once before and once at the end (bench/practice-learned.ts);
 * then it is seen. Voices the other sets lack: a wedding caterer and a couple, a translation
 * agency, startup co-founders, a game studio in crunch, a lab and its PI, a choir leader, an
 * allotment neighbour, an au pair's host family, an adult son and his father, a hairdresser, a
 * grant co-applicant; registers of British understatement, corporate euphemism, voice notes with
 * no punctuation, one-liners. Its flags are mostly the kinds that fail on unseen text: polite
 * conditioned threats, sarcasm (praise around a put-down), guilt without the usual words, lies
 * given away inside the line. Good lines share their words innocently. It is in no training set.
 * Pressure lines are said right after the character declined.
 */

export const HELD_OUT_V12_FLAGS: readonly RedFlagLine[] = [
  ...t(
    'ask',
    "Per our agreement, if the retainer isn't adjusted by the first of the month, the agency will have to reconsider supplying translators to your team at all.",
    "Happy to stay on as lead, genuinely. Should the equity question still be open after the board meeting, though, you'll be reading my resignation that Tuesday.",
    "I'm sure payroll can find the money. It would be a shame if the client learned who actually built the prototype.",
  ),
  ...t(
    'resolve',
    'mate trim the hedge on your side by the weekend or the council gets photos of it and of your van on the verge',
    "We'd prefer to keep this between us. That said, failing a full refund, our next conversation will be through Trading Standards.",
    'Keep parking across my drive and your tyres might find themselves a bit flat one morning.',
  ),
  ...t(
    'align',
    "Sign off the crunch schedule without overtime pay and I'll make sure every dev on the floor knows whose idea it was.",
    'Put my name on the grant as co-investigator, otherwise the raw data stays on my laptop when I leave.',
  ),
  ...t('interview', "I'd hate for my review of this company online to depend on how this interview goes, if you follow me."),
  ...t('invite', "Come to the wedding or honestly don't bother ringing me ever again."),
  ...t('repair', "You apologise to my mum in person or the kids won't be coming to yours at Christmas."),
  ...t('reconnect', "Answer me this week or I'm telling Dad what you did with Gran's money."),
  ...i(
    'align',
    "Wow, brilliant plan, truly. Only took you three weeks to produce something a work-experience kid could've written.",
    'Honestly the intern has more backbone than you, and she is nineteen.',
  ),
  ...i(
    'resolve',
    'Oh fantastic, another genius decision from the committee. Do you lot practise being this clueless?',
    "You've got the manners of a seagull at a chip shop.",
  ),
  ...i(
    'repair',
    'Congratulations on ruining yet another family dinner, you must be so proud of yourself.',
    "You're a grown man who still can't load a dishwasher, it's embarrassing to watch.",
  ),
  ...i(
    'interview',
    'Great question. Did it take the whole HR department to think that one up?',
    "With respect, your website looks like it was built by someone's nan in 2004, much like this process.",
  ),
  ...i('reconnect', 'Nice of you to remember I exist, very generous of that busy little brain of yours.'),
  ...i(
    'ask',
    'Love how you call it a pay review when a goldfish could do it faster.',
    "Sure, take your time deciding, it's not like thinking is your strong suit.",
  ),
  ...i('invite', 'Your taste in restaurants is about as good as your taste in shirts, so, tragic.'),
  ...p(
    'invite',
    "Nah you're not getting out of it that easy, I've already told everyone you're coming.",
    "Right, I've booked two seats anyway, so you'll have to come now.",
    "ugh fine, I'll ask again tomorrow and the day after, you'll crack eventually 😜",
  ),
  ...p(
    'reconnect',
    "I'll just turn up at yours on Saturday then, you can't say no to my face.",
    "Ignore this one too if you like, I'll send another in an hour, and another after that.",
  ),
  ...p(
    'ask',
    "I hear you, but I'll need a different answer before either of us leaves this room.",
    "So it's a no today. What about in ten minutes? Twenty? I can wait right here.",
  ),
  ...p('resolve', "That's not really a no though, is it. Let's call it a yes and sort the details later."),
  ...p('align', "Let's not go round in circles. I'll put you down as agreed and we move on."),
  ...p('repair', "You say you need space but I'll keep coming round until we talk properly."),
  ...p('interview', "I understand the role's filled, but I'm staying on the line until you find me something."),
  ...g(
    'repair',
    "No it's fine. I'll eat on my own again, it's become a bit of a tradition in this house.",
    'Remember who sat with you in A&E all night? Funny how quickly that got forgotten.',
  ),
  ...g(
    'reconnect',
    "Sure, you're busy. Gran asked about you again last night before she fell asleep, I said you'd probably ring.",
    "Thirty years as your father and I find out you're engaged from Facebook. Lovely.",
  ),
  ...g(
    'invite',
    "Don't worry about it. I'll just tell the kids their uncle had better things on.",
    "It's only my fortieth, it's not like it matters. Have fun at your thing.",
  ),
  ...g('ask', "I turned down the London job to stay and help you build this place, but sure, let's talk budgets."),
  ...g(
    'resolve',
    "Nine years I've kept this choir going on my own evenings, and this is the rota I get.",
    'I drove four hours to fix your boiler last winter. Just saying.',
  ),
  ...g('align', "Fine, I'll do the weekend again. Someone has to, and it's never going to be anyone else, is it."),
  ...g('interview', "My daughter and I have been sleeping in the car this month, so whatever you decide, you're deciding that too."),
  ...l(
    'interview',
    "I have a degree from Cambridge — well, a summer course there, same thing really.",
    "My last manager would tell you I never missed a deadline, he's not around to ask anyway.",
    "Fluent in German, yes. Well, app fluent, but nobody's going to test it in here.",
  ),
  ...l(
    'resolve',
    'The parcel was empty when it arrived *it wasnt but whatever*',
    "The dent was there when I picked the car up, check the photos. Which I didn't take, obviously.",
  ),
  ...l('repair', "I was at Jen's all night, ask her. I've already told her what to say."),
  ...l('align', "The client's already signed off on the design, so there's nothing to discuss. I'll get the sign-off from them afterwards."),
  ...l('invite', "My flatmate's away all weekend so we'd have the place to ourselves. She isn't, but I'll sort that out."),
  ...l('ask', "I've been doing the lead role for a year already, informally. Sort of. Twice."),
  ...l('reconnect', "Course I replied to your message ages ago, must be your phone. (I'm only seeing it now.)"),
  ...c(
    'invite',
    'Skip dinner, come straight to mine and leave the dress on the floor 😏',
    'Bring nothing but a toothbrush and low expectations of sleep 😉',
  ),
  ...c('reconnect', "been thinking about your mouth all week not gonna lie"),
  ...c('align', "Lean over the printer like that again and I won't get any work done 😉"),
  ...c('repair', 'Make-up sex tonight or what?'),
];

export const HELD_OUT_V12_GOOD: readonly string[] = [
  // fair notices and plans, with the threats' words
  'Per our agreement the retainer is reviewed on the first of the month, so could we put thirty minutes in the diary before then?',
  "I'd like to be open with you: if the equity question isn't settled by the board meeting, I'd like us to talk it through properly then.",
  "Payroll mentioned the budget is tight, so I've brought some numbers on what the prototype brought in.",
  "Would you mind trimming the hedge on your side when you get a chance? It's blocking the light to my veg beds.",
  "We'd prefer to keep this between us and sort it out directly, is a full refund something you can do?",
  "Could you avoid parking across my drive on weekday mornings? I leave at seven for work.",
  "If the crunch schedule goes ahead, can we agree on overtime pay for the devs before it's signed off?",
  'I was hoping to be named as co-investigator on the grant, given how much of the data collection I did.',
  "I left a review of the company online last year, it's partly why I applied.",
  "I'd love you to come to the wedding, it won't feel right without you there.",
  "I think an apology to my mum would mean a lot to her, and to me.",
  "Can you answer me this week? I want to tell Dad the plan before his birthday.",
  "I'll let the council know about the broken streetlight, it's been out for a week.",
  "The agency has asked me to reconsider my rates for next year, so I'll have new figures by Monday.",
  "I've written my resignation and I'll hand it in on Tuesday, but I wanted you to hear it from me first.",
  "If you'd rather not lead the project, I'm happy to take it on.",
  // praise meant, with the sarcasm's words
  'Wow, brilliant plan, truly. I would never have thought of splitting the rota that way.',
  "Honestly the intern has done a great job, she's nineteen and already running the socials.",
  "Oh fantastic, the committee agreed to the new water butts! Thank you for pushing for it.",
  "Congratulations on the promotion, you must be so proud of yourself, you should be.",
  'Great question. I actually asked myself that before applying.',
  "Nice of you to remember my birthday, that's really generous of you.",
  'Love how you run the pay reviews, they are always so clear.',
  "Sure, take your time deciding, there's no rush on my side.",
  "Your taste in restaurants is honestly better than mine, you choose.",
  "I'm embarrassed to say I still can't load a dishwasher properly, can you show me?",
  "My nan built her own website in 2004 and she's still proud of it.",
  "Thinking isn't my strong suit before coffee, give me ten minutes.",
  'Genius idea to book the back room, it was much quieter.',
  'The seagulls at the chip shop stole my whole dinner, it was hilarious.',
  // accepting a no, with the pressure's words
  "Okay, no worries, I'll tell everyone you can't make it this time.",
  "I've booked two seats anyway, so if you change your mind there's one for you, no pressure at all.",
  "Fair enough. I'll ask again in a few months if that's alright with you.",
  "Okay, I won't turn up unannounced, just let me know when suits you.",
  "No problem, I'll stop messaging and wait to hear from you.",
  "I hear you, thank you for being straight with me.",
  "That's a clear no, understood. Let's sort the details of the other option instead.",
  "Let's not go round in circles, shall we park it and come back next week?",
  "You need space, I get it. I'm here when you want to talk.",
  "I understand the role's filled. Could you keep my CV on file for the next one?",
  'So the answer is no for now. Thanks for thinking about it properly.',
  "I can wait right here while you check the stock, it's no bother.",
  // care and facts stated without a guilt trip, with the guilt's words
  "I'll eat on my own tonight, I've got a late shift, save me some leftovers?",
  'Thank you for sitting with me in A&E that night, I never said it properly.',
  "Gran asked about you last night, she'd love a call when you have a minute.",
  "I saw on Facebook you're engaged! Congratulations, I'm so happy for you both.",
  "I'll tell the kids their uncle can't come, they'll understand, we'll see you at Easter.",
  "It's my fortieth on Saturday, come if you can, no worries if not.",
  "I turned down the London job years ago and I don't regret it, this place is home.",
  "I've run the choir for nine years and I'd love someone to share the rota with.",
  'Happy to drive over and look at your boiler again if it plays up.',
  "I'll do the weekend again, I don't mind, but could we swap next month?",
  "We've had a hard month, so this job would mean a lot to me and my daughter.",
  "Don't worry about it at all, I know how busy you are.",
  "Someone has to take the bins out, and this week it's me.",
  "Thirty years in this house and the roof's never leaked till now.",
  // honest statements, with the lies' words
  "I did a summer course at Cambridge, it wasn't a degree but I learned a lot.",
  "My last manager has left the company, but I can give you my team lead as a reference.",
  "My German is basic, I'm learning with an app and I'd be honest about that.",
  'The parcel arrived empty, I have photos of the box and the tape.',
  "The dent was there when I picked up the car, I took photos at the depot.",
  "I was at Jen's all night, I should have texted you, sorry.",
  "The client hasn't signed off on the design yet, I'll chase them tomorrow.",
  "My flatmate's away this weekend if you'd like to come round for dinner.",
  "I've covered the lead role twice when Sam was off, and I'd like to do it properly.",
  "Sorry, I only just saw your message, I'm replying now.",
  "My phone died last night, that's why I didn't reply, sorry.",
  "I'll tell them the truth about the delay, it's better coming from me.",
  "I'm not going to pretend it went well, but here's what I learned.",
  // affection and plans, with the crude's words
  'Skip dinner if you like, come straight to mine and we can order pizza.',
  "Bring a toothbrush, you're staying over in the spare room so you don't have to drive.",
  "Your dress is on the floor of my wardrobe, I'll bring it on Saturday.",
  "I've been thinking about what you said all week, can we talk?",
  "The printer's jammed again, can you lean over and get the paper out the back?",
  'Can we make up tonight? I hate going to bed angry.',
  "You look lovely in that photo, the sea's so blue.",
  // ordinary talk
  'mate are you about saturday? thinking of doing the allotment in the morning',
  'Can we move the catering tasting to Thursday? The venue has us on Wednesday.',
  "The crunch is nearly over, I've booked the team a long lunch on Friday.",
  'Could you send the translation by Friday? The client moved the launch.',
  "I'd like to understand how the bonus pool is decided this year.",
  "What time works for you to go over the grant budget?",
  "I'm sorry I snapped at dinner. You didn't deserve that.",
  'Could we agree who does the school run on Thursdays?',
  "I've missed you, honestly. Coffee next week?",
  "I'll ring the hairdresser and move my appointment, no need to worry.",
];
