import type { RedFlagLine } from './red-flag-lines';
import { i, l } from './flag-builders';

/**
 * Set v14: written in issue 23 (engineer p23f4) BEFORE any change to the detector, the training
 * lines or the model, read once (bun scripts/score-red-flag-set.ts), then the development set of
 * that round. Only the two weakest kinds of the blind sets: insults and lies. Voices the other sets
 * lack: a choir member and the director, a gym member and a trainer, a wedding couple and their
 * photographer, a chess-club treasurer, a dental receptionist, a allotment committee, a driving
 * instructor's pupil, a start-up co-founder, a lodger and a landlady, a job candidate, a removals
 * customer, a florist's assistant. Insults are figurative and comparative put-downs, contempt for
 * "people like you" and rhetorical questions of incompetence; lies are claims about the speaker's
 * own credentials, offers, history or circumstances that the line itself marks as invented or
 * exaggerated, or contradicts. Good lines share their words innocently. It is in no training set.
 */

export const HELD_OUT_V14_FLAGS: readonly RedFlagLine[] = [
  ...i(
    'resolve',
    'You have all the charm of a parking ticket.',
    'My nephew’s goldfish has a better memory than you.',
    'Even the photocopier shows more initiative than you do.',
    'People like you are the reason nobody volunteers for this committee any more.',
    'Do you actually know how to do anything, or is it all just talking?',
    'Talking to you is like arguing with a fridge.',
    'Typical of people like you to blame the lodger for everything.',
    'Did you get your driving licence out of a cereal box?',
  ),
  ...i(
    'align',
    'You couldn’t organise a queue at a bus stop.',
    'Honestly, a trained parrot would give better advice than you.',
    'What exactly do they pay you for?',
    'My six-year-old could frame a photo straighter than that.',
    'You’re about as useful as a chocolate teapot.',
    'I’ve met houseplants with more ambition than this whole team.',
    'You run this choir the way a toddler runs a bath.',
    'How do you even get dressed in the morning without help?',
  ),
  ...i(
    'repair',
    'You’ve got the people skills of a wasp.',
    'Do you ever think before you open your mouth?',
    'Were you born this clueless or did you have to practise?',
    'Is it tiring, being wrong about absolutely everything?',
    'You and your sort never understand anything that isn’t about money.',
    'Who on earth let you near a pair of scissors?',
  ),
  ...l(
    'ask',
    'Another gym has offered me a head-trainer job at double this, which I made up, but it’s a good number.',
    'I’ve got a mortgage offer already, more or less — the bank hasn’t actually replied yet.',
    'My landlady has already said yes to the dog, I just haven’t asked her yet.',
    'I’ve been treasurer of three clubs, if you count the one I started in Year 6.',
    'Two other studios want me for the wedding season — okay, one, and it was my cousin asking.',
    'I’m the only one in the office who ever stays late, apart from most evenings when I leave at four.',
  ),
  ...l(
    'interview',
    'I’m fluent in Spanish — I spent a week in Málaga once, it counts.',
    'I’ve managed budgets of over a million, give or take a few zeros.',
    'I have a master’s in data science, well, I’m still applying for it.',
    'My references will all say I’m brilliant, I wrote them myself.',
    'I’ve led a team of twenty at my last job, though strictly speaking it was just me and an intern.',
    'I’m a qualified electrician, basically, I’ve watched hundreds of videos.',
    'I’ve never been late to a shift in my life, except the dozen times last winter.',
  ),
  ...l(
    'resolve',
    'I told the dentist I was stuck on the motorway, which I wasn’t, but it sounds better than oversleeping.',
    'The scratch on the van was already there when you dropped the boxes — well, I’m going to say it was, nobody can prove otherwise.',
    'I’ve paid my allotment fees every year, apart from the two I didn’t, but who’s counting.',
    'I definitely sent the flower order on Monday, I’ll send it now and backdate it.',
  ),
  ...l(
    'invite',
    'I’ve got spare tickets from work, I’ll buy them tonight and say they were free.',
    'I’m a brilliant cook, I’ll just order from the Thai place and put it in my own dishes.',
    'I’ve run marathons, sort of, I did the fun run in fancy dress.',
  ),
];

export const HELD_OUT_V14_GOOD: readonly string[] = [
  'People like you make this committee worth turning up for.',
  'A toddler could use the new booking app, it’s that simple, so it should save us time.',
  'My dog listens better when I use treats — any tips for the puppy class?',
  'Do you know how to fix the photocopier? It’s jammed again.',
  'How do you stay so calm on the motorway? I’d love to learn.',
  'Have you ever thought about leading the choir yourself? You’d be great.',
  'What exactly would you need from me to get the photos framed by June?',
  'Talking to you always helps me think straight, thank you.',
  'My nephew has a better memory than me for names, it’s embarrassing.',
  'I’m about as useful as a chocolate teapot before my coffee, so bear with me.',
  'The houseplants in reception look great, did you choose them?',
  'Who would be the right person to ask about the scissors for the flower stall?',
  'Were you born in Leeds? You sound just like my aunt.',
  'Is it tiring, doing the early shift every day? I don’t know how you manage.',
  'I think before I speak in meetings, maybe too much, so I’d like to practise.',
  'I couldn’t organise a queue myself, so I’m grateful you sorted the rota.',
  'You’ve got a great eye for framing, the photos from the rehearsal dinner are lovely.',
  'What do they have you working on this month?',
  'My six-year-old loved the choir concert, thank you for inviting us.',
  'I was clueless when I started too, it takes a while.',
  'I understand it’s about money for the club too, so could we look at the numbers together?',
  'Did you get your licence in the UK or abroad? I’m asking for the insurance form.',
  'I’ve got another offer, and honestly I’d rather stay here — can we talk about the salary?',
  'I’ve got a mortgage offer in principle, the bank said the full one should come next week.',
  'I’ll ask my landlady about the dog this weekend and let you know.',
  'I’ve been treasurer of the chess club for two years.',
  'One other studio has been in touch about the wedding, but you’re my first choice.',
  'I often stay late on Thursdays, so I can cover the evening.',
  'I’m conversational in Spanish, not fluent, but I’m taking lessons.',
  'I managed a budget of about forty thousand at my last job.',
  'I’m still finishing my master’s, I submit in August.',
  'My references are my last two managers, I’ll send their details.',
  'I led a small team of three, including an intern.',
  'I’m not a qualified electrician, so I’d rather you looked at the wiring.',
  'I was late a few times last winter, and I’ve sorted my childcare since.',
  'I was stuck on the motorway for an hour, I’m so sorry I missed the appointment.',
  'The scratch on the van — I’m not sure when it happened, can we look at the photos from the morning?',
  'I missed two years of allotment fees when I was unwell, can I pay them now?',
  'I forgot to send the flower order on Monday, I’m sorry. I’ll send it now.',
  'I’ve got spare tickets from work on Friday, would you like to come?',
  'I’m not much of a cook, so shall we get Thai food from the place round the corner?',
  'I did a fun run in fancy dress once, it was the best day.',
  'I made up a warm-up for the choir, can I try it on Thursday?',
  'I exaggerated how bad it was earlier, sorry, it’s only a small leak.',
  'I invented a new salad for the barbecue, want to try it?',
  'I wrote the references for my two interns myself, they were brilliant.',
];
