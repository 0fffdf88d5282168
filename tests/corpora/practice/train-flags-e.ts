import type { RedFlagLine } from './red-flag-lines';
import { t, i, p, g, l, c } from './flag-builders';

/**
 * Training lines for the learned red-flag signal (set "w3", issue 23 point 3, r20): red flags by what
 * they do rather than their words — threats put as questions or as someone else coming to know what
 * the listener did, consequences set for the listener, put-downs by comparison or by a rhetorical
 * question about their character, pressure that rereads or waits out a no, guilt asked as a
 * question. New voices (a flatmate, a choir member, a garage's customer, a gym member, a nanny, a
 * club treasurer, a holiday-let guest, a sibling, a dog walker, a wedding guest). Their innocent
 * twins, the same shapes said fairly, are train-good-f.ts. Written fresh; in no dev or unseen set.
 */
export const TRAIN_FLAGS_E: readonly RedFlagLine[] = [
  // threats of exposure, asked or said
  ...t(
    'align',
    'would the committee like to know where the raffle money actually went, or are we done arguing?',
    'how do you think the choir would react if they heard what you said about the soprano section?',
    'shall I forward your texts to the group chat so everyone can see how you talk about them?',
    "what do you reckon your wife would make of the hotel receipt I found? sort the rota out",
    'how would head office feel about the till being short every friday you close up?',
    "funny, I wonder who'd be interested to hear about the tools going missing from your van",
    'do you really want the other parents finding out why your son got moved class?',
  ),
  ...t(
    'resolve',
    'how many of your customers do you think would stay if they read what you charged my nan?',
    'would your insurer like to see the photos of that wiring, or shall we agree a refund?',
    'what would the council say if they knew the flat had no working smoke alarm? think on',
    'how about I post the video of your mechanic smoking next to the petrol cap? still no refund?',
    'imagine what the reviews will look like once people hear how you treat pensioners',
  ),
  ...t(
    'ask',
    'how would your manager feel if she learned you sign off your own overtime?',
    'do you want me to mention to the owners what you do on your lunch breaks? then give me the shift',
    "I know what you did at the christmas do. so, about my raise",
  ),
  ...t(
    'reconnect',
    'would your new boyfriend like to read our old messages? answer my calls then',
    "does your sister know what really happened in majorca? she will if you keep ignoring me",
  ),
  // consequences set for the listener
  ...t(
    'defuse',
    'keep letting that dog bark all night and see what happens to it',
    "leave your bins on my path one more time and you'll wish you hadn't",
    "park across my gate again and see how long your tyres stay inflated",
  ),
  ...t(
    'ask',
    'turn down my holiday again and see how long you keep your best worker',
    'how long do you think you would last here without me covering for you?',
  ),
  ...t('repair', "forgive me or see how quickly the whole family hears your side of the story, my version"),
  ...t('invite', 'come to the barbecue, or your little secret becomes everyone’s business'),
  ...t('hire', 'give me the job or watch how fast your clients hear about how you run this place'),
  // put-downs by comparison or by a rhetorical question about the listener
  ...i(
    'resolve',
    'a toddler with a spanner would have done a better job on my brakes',
    'is this honestly all your garage can manage after three days?',
    'my dog could clean a kitchen better than this and he licks the floor',
    'I have had more help from an automated phone menu than from you',
    'who trained you, a cardboard box?',
  ),
  ...i(
    'align',
    'even the new volunteers pick this up faster than you',
    'what sort of treasurer loses the receipts for a whole year?',
    "you sing like someone stepped on a cat, and that's me being kind",
    'is that really your best effort? a spreadsheet with three rows?',
    'do you even read the minutes or just nod along?',
  ),
  ...i(
    'ask',
    "with your people skills it's a miracle anyone still works for you",
    "my teenager runs a paper round more professionally than you run this office",
    'who let you anywhere near a hiring decision?',
  ),
  ...i(
    'reconnect',
    "still can't hold down a job then, some things never change",
    "you've always been the one everybody tolerates rather than likes",
  ),
  ...i('invite', 'is that what you are wearing? bold, for someone your size'),
  ...i('repair', 'a brick wall listens better than you do'),
  ...i('interview', 'is this the best the company could find to interview me? a graduate?'),
  ...i('defuse', 'what kind of adult plays drum and bass at three in the morning on a work night?'),
  ...i('hire', 'candidates like you are why I hate hiring, honestly, do you have anything at all?'),
  // more put-downs and threats without a bad word
  ...i(
    'align',
    'my grandmother could sight-read that part better than you, and she is ninety',
    'do you ever listen to yourself in the recordings? because the rest of us have to',
    'a parrot would pick up the harmonies quicker',
  ),
  ...i(
    'resolve',
    'even a first-week apprentice would know not to do it like that',
    'what exactly do they pay you for here, the chair warming?',
  ),
  ...i('reconnect', 'is that the same car you had at school? guess the big career never happened'),
  ...t(
    'align',
    'how would the club feel if they found out you never paid your subs?',
    'do you want the parents to hear how you really talk about their kids at training?',
  ),
  ...t('resolve', 'would trading standards be interested in your little warranty trick, do you think?'),
  ...t('ask', 'what do you think your partner would say if they saw who you text after work?'),
  ...p('invite', "not taking no from you this time, I'll come and get you myself"),
  ...g('ask', 'is it too much to ask, after I trained every new starter you hired?'),
  // pressure that rereads or waits out a no
  ...p(
    'invite',
    "I'll take that as a yes then, see you at eight",
    'is that a real no or are you just being polite? because I can keep asking',
    "that's not a no, that's a you haven't thought about it enough. think again",
    'what if I ask you every morning at the school gate until you say yes?',
  ),
  ...p(
    'ask',
    "fine, I'll sit outside your office till you change your mind",
    'how many more times do I need to ask before you just sign the form?',
    "you keep saying no but I'm going to keep bringing it up every meeting",
  ),
  ...p(
    'align',
    "no's not really an answer here, is it? we both know you'll do the bake sale",
    "I'm not leaving the rehearsal room until you agree to the solo swap",
  ),
  ...p('resolve', "so I'll just ring every day until one of you gives me a refund, is that what you want?"),
  ...p('reinvite', "you said no last week but I've already told everyone you're coming, so"),
  // guilt, asked
  ...g(
    'reconnect',
    'do you have any idea what it cost me to look after mum on my own while you were abroad?',
    'who sat with you every night in hospital? and you cannot even answer one text?',
  ),
  ...g(
    'ask',
    'after all the weekends I worked for you, is one afternoon off really too much?',
    "who stayed late every time you were short staffed? me. and this is the thanks",
  ),
  ...g('invite', "don't worry about me, I'm used to spending christmas on my own"),
  ...g('align', 'I washed every choir robe for five years and nobody even noticed, so do what you like'),
  ...g('repair', "how could you, after I lent you the deposit for your flat?"),
  // lies the line gives away
  ...l(
    'resolve',
    "I'll say the dent was there when I picked the car up, they can't prove otherwise",
    "tell them the dog was never off the lead, they weren't there to see",
  ),
  ...l('ask', "I'll tell him the train was cancelled, I actually just overslept"),
  ...l('interview', 'I put a degree on my cv that I never finished, they never check'),
  ...l('align', "let's just say the receipts got lost in the move, nobody will go through the bank statements"),
  // crude, put as a question or a hint
  ...c(
    'invite',
    'want to come back to mine and find out what else I am good at with my hands?',
    'is that a gym bag or are you just pleased to see me?',
  ),
  ...c('ask', "how about you sit on my desk while we discuss your bonus, yeah?"),
];
